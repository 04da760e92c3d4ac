import { Button, Result, Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';
import { DashboardView } from '@coachwork/web-kit/ui';
import { PageContainer } from '@ant-design/pro-components';
import { useShellMessages } from './messages';

export function NotFoundPage() {
  const location = useLocation();
  const { t } = useShellMessages();
  const path = `/admin${location.pathname === '/' ? '' : location.pathname}`;
  usePageTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={t('notFound.path', { path })}
      extra={<Button href="/admin/">{t('notFound.home')}</Button>}
    />
  );
}

export function DashboardPage() {
  const { t } = useShellMessages();
  usePageTitle(t('dashboard.title'));
  return (
    <PageContainer title={t('dashboard.title')} content={t('dashboard.description')}>
      <DashboardView />
    </PageContainer>
  );
}

/**
 * What a section shows while its remote's code loads (issue 25 item 19): the page's title in the
 * frame (menu and header are already there) and a skeleton of its content, instead of a blank area.
 * The tab is titled at once too; the remote's page refines it when it arrives.
 */
export function SectionSkeleton({ title }: { title: string }) {
  const { t } = useShellMessages();
  usePageTitle(title);
  return (
    <PageContainer title={title}>
      <div
        role="status"
        aria-label={t('section.loading', { title })}
        aria-busy="true"
        data-testid="section-skeleton"
      >
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    </PageContainer>
  );
}
