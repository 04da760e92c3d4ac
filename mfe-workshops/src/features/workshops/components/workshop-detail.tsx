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

export const WORKSHOP_TABS = [
  { path: '', label: 'Overview', title: 'Workshop' },
  { path: 'history', label: 'History', title: 'Workshop History' },
  { path: 'payouts', label: 'Payouts', title: 'Workshop Payouts' },
  { path: 'calendar', label: 'Calendar', title: 'Workshop Calendar' },
  { path: 'invoices', label: 'Invoices', title: 'Workshop Invoices' },
  { path: 'resources', label: 'Resources', title: 'Workshop Resources' },
] as const;

function Overview({ workshop }: { workshop: Workshop }) {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Slug">{workshop.slug}</Descriptions.Item>
        <Descriptions.Item label="Price">{money.format(workshop.price)}</Descriptions.Item>
        <Descriptions.Item label="Seats">
          {workshop.minSeats} minimum, {workshop.maxSeats} maximum
        </Descriptions.Item>
        <Descriptions.Item label="Tags">
          {workshop.tags.length ? workshop.tags.map((t) => <Tag key={t}>{t}</Tag>) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Description" span={2}>
          <MarkdownText source={workshop.description} />
        </Descriptions.Item>
        <Descriptions.Item label="Image">
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
        <Descriptions.Item label="Video">
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
        headerTitle="Schedules"
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
        title={status === 404 ? `Page Not Found: /admin${pathname}` : 'The workshop could not be loaded.'}
        extra={<Link to="/workshops">Back to workshops</Link>}
      />
    );
  }

  return (
    <PageContainer
      title={workshop.title}
      breadcrumb={{ items: [{ title: <Link to="/workshops">Workshops</Link> }, { title: workshop.title }] }}
      extra={[
        <Button key="edit" onClick={() => setEditing(true)} disabled={!!workshop.deletedAt}>
          Edit
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
          message="This workshop is in the trash."
          action={
            <Button
              size="small"
              onClick={async () => {
                await restore(workshop.id).unwrap();
                toast.success('Workshop restored', workshop.title);
              }}
            >
              Restore
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
