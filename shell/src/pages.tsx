import { Button, Result, Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { usePageTitle } from '@coachwork/web-kit';
import { DashboardView } from '@coachwork/web-kit/ui';
import { PageContainer } from '@ant-design/pro-components';

export function NotFoundPage() {
  const location = useLocation();
  const path = `/admin${location.pathname === '/' ? '' : location.pathname}`;
  usePageTitle('Page Not Found');
  return (
    <Result
      status="404"
      title={`Page Not Found: ${path}`}
      extra={<Button href="/admin/">Return to Home</Button>}
    />
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <PageContainer title="Dashboard" content="Bookings, revenue and sessions across the platform.">
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
  usePageTitle(title);
  return (
    <PageContainer title={title}>
      <div role="status" aria-label={`Loading ${title}`} aria-busy="true" data-testid="section-skeleton">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    </PageContainer>
  );
}
