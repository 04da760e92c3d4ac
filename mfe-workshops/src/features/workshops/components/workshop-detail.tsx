// /workshops/{id} and its sub-pages as tabs at their own URLs: overview (with its schedules), history,
// payouts, calendar, invoices, resources.
import { useState } from 'react';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Descriptions, Image, Result, Skeleton, Space, Tag } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { responsiveImage, selectCurrentUser, useAppSelector, usePageTitle } from '@coachwork/web-kit';
import { PayoutsTable, useToast } from '@coachwork/web-kit/ui';
import { ScheduleCalendar } from '../../workshop-schedules/components/schedule-calendar';
import { WorkshopSchedulesTable } from '../../workshop-schedules/components/workshop-schedules-page';
import { WorkshopScheduleForm } from '../../workshop-schedules/components/workshop-schedule-form';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { useGetWorkshopQuery, useRestoreWorkshopMutation, type Workshop } from '../api';
import { money } from './workshops-page';
import { MarkdownText } from './markdown-text';
import { WorkshopForm } from './workshop-form';
import { WorkshopHistory } from './workshop-history';
import { WorkshopResources } from './workshop-resources';
import { WorkshopInvoices } from './workshop-invoices';
import { useWorkshopsMessages, workshopsMessages } from '../../../messages';

/** Read once, outside React: the remote's page list (exposes/routes.tsx) names its pages by them. */
export const WORKSHOP_TABS = [
  {
    path: '',
    label: workshopsMessages.t('detail.tab.overview'),
    title: workshopsMessages.t('detail.page.overview'),
  },
  {
    path: 'history',
    label: workshopsMessages.t('detail.tab.history'),
    title: workshopsMessages.t('detail.page.history'),
  },
  {
    path: 'payouts',
    label: workshopsMessages.t('detail.tab.payouts'),
    title: workshopsMessages.t('detail.page.payouts'),
  },
  {
    path: 'calendar',
    label: workshopsMessages.t('detail.tab.calendar'),
    title: workshopsMessages.t('detail.page.calendar'),
  },
  {
    path: 'invoices',
    label: workshopsMessages.t('detail.tab.invoices'),
    title: workshopsMessages.t('detail.page.invoices'),
  },
  {
    path: 'resources',
    label: workshopsMessages.t('detail.tab.resources'),
    title: workshopsMessages.t('detail.page.resources'),
  },
] as const;

function Overview({ workshop }: { workshop: Workshop }) {
  const { t } = useWorkshopsMessages();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('common.slug')}>{workshop.slug}</Descriptions.Item>
        <Descriptions.Item label={t('common.price')}>{money.format(workshop.price)}</Descriptions.Item>
        <Descriptions.Item label={t('common.seats')}>
          {t('detail.seatsRange', { min: workshop.minSeats, max: workshop.maxSeats })}
        </Descriptions.Item>
        <Descriptions.Item label={t('common.tags')}>
          {workshop.tags.length ? workshop.tags.map((t) => <Tag key={t}>{t}</Tag>) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('common.description')} span={2}>
          <MarkdownText source={workshop.description} />
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.image')}>
          {workshop.image ? (
            // The thumbnail through the resizer; the preview opens the image as stored.
            <Image
              {...responsiveImage(workshop.image, { width: 160 })}
              preview={{ src: workshop.image }}
              width={160}
              alt={workshop.title}
            />
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.video')}>
          {workshop.video ? (
            <a href={workshop.video} target="_blank" rel="noreferrer">
              {workshop.video}
            </a>
          ) : (
            '—'
          )}
        </Descriptions.Item>
      </Descriptions>
      <WorkshopSchedulesTable
        headerTitle={t('detail.schedules')}
        fixed={{ workshopId: workshop.id }}
        preset={{ workshopId: workshop.id }}
      />
    </Space>
  );
}

function WorkshopCalendar({ workshop }: { workshop: Workshop }) {
  const [editing, setEditing] = useState<WorkshopSchedule | null | undefined>(undefined);
  return (
    <>
      <ScheduleCalendar filters={{ workshopId: workshop.id }} onOpen={(s) => setEditing(s)} />
      <WorkshopScheduleForm
        open={editing !== undefined}
        schedule={editing ?? null}
        preset={{ workshopId: workshop.id }}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}

export function WorkshopDetail() {
  const { id = '' } = useParams();
  const me = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useWorkshopsMessages();
  const tab = WORKSHOP_TABS.find((t) => t.path && pathname.endsWith(`/${t.path}`)) ?? WORKSHOP_TABS[0];
  const { data: workshop, isLoading, error } = useGetWorkshopQuery(id);
  const [editing, setEditing] = useState(false);
  const [restore] = useRestoreWorkshopMutation();
  usePageTitle(workshop ? `${workshop.title} · ${tab.label}` : tab.title);

  if (isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (error || !workshop) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <Result
        status={status === 404 ? '404' : 'error'}
        title={status === 404 ? t('detail.notFound', { path: `/admin${pathname}` }) : t('detail.loadFailed')}
        extra={<Link to="/workshops">{t('detail.back')}</Link>}
      />
    );
  }

  return (
    <PageContainer
      title={workshop.title}
      breadcrumb={{
        items: [{ title: <Link to="/workshops">{t('workshops.title')}</Link> }, { title: workshop.title }],
      }}
      extra={[
        <Button key="edit" onClick={() => setEditing(true)} disabled={!!workshop.deletedAt}>
          {t('common.edit')}
        </Button>,
      ]}
      tabActiveKey={tab.path}
      onTabChange={(key) => navigate(key ? `/workshops/${id}/${key}` : `/workshops/${id}`)}
      tabList={WORKSHOP_TABS.map((t) => ({ key: t.path, tab: t.label }))}
    >
      {workshop.deletedAt && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('detail.inTrash')}
          action={
            <Button
              size="small"
              onClick={async () => {
                await restore(workshop.id).unwrap();
                toast.success(t('detail.restored'), workshop.title);
              }}
            >
              {t('common.restore')}
            </Button>
          }
        />
      )}
      {tab.path === '' && <Overview workshop={workshop} />}
      {tab.path === 'history' && <WorkshopHistory workshopId={workshop.id} />}
      {tab.path === 'payouts' && (
        <PayoutsTable
          filter={{ workshopId: workshop.id }}
          canManage={me?.permissions?.includes('bookings.update') ?? false}
        />
      )}
      {tab.path === 'calendar' && <WorkshopCalendar workshop={workshop} />}
      {tab.path === 'invoices' && <WorkshopInvoices workshopId={workshop.id} />}
      {tab.path === 'resources' && <WorkshopResources workshopId={workshop.id} />}
      <WorkshopForm open={editing} workshop={workshop} onClose={() => setEditing(false)} />
    </PageContainer>
  );
}
