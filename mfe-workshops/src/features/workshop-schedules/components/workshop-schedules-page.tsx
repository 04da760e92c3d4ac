// /workshop-schedules: every schedule as a table (filters, sort, trash) or on a calendar.
import { useRef, useState } from 'react';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Segmented, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  formatDateTime,
  formatDateTimeInZone,
  listResponse,
  TABLE_DEFAULTS,
  toListParams,
  usePageTitle,
  type ListParams,
} from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { ExportMenu, useRowActions } from '@coachwork/web-kit/ui';
import {
  schedulesApi,
  useDeleteWorkshopScheduleMutation,
  useRestoreWorkshopScheduleMutation,
  type WorkshopSchedule,
} from '../api';
import { useCountScheduleBookingsQuery } from '../bookings-count-api';
import { ScheduleBookingsCell } from './schedule-bookings-cell';
import { MinSeatsTag } from './min-seats-tag';
import { ScheduleCalendar } from './schedule-calendar';
import {
  LEVEL_ENUM,
  MODE_ENUM,
  STATUS_COLOR,
  STATUS_ENUM,
  titleCase,
  VISIBILITY_ENUM,
} from './schedule-labels';
import { ScheduleWaitlistDrawer } from './schedule-waitlist-drawer';
import { useCancelSchedule } from './use-cancel-schedule';
import { WorkshopScheduleForm, type ScheduleFormValues } from './workshop-schedule-form';
import { useWorkshopsMessages, workshopsMessages } from '../../../messages';

export const SCHEDULES_TITLE = workshopsMessages.t('schedules.title');
export const SCHEDULES_DESCRIPTION = workshopsMessages.t('schedules.intro');

/** The schedules table; `fixed` filters (a workshop's page) are applied and hidden. */
export function WorkshopSchedulesTable({
  fixed = {},
  preset,
  headerTitle,
}: {
  fixed?: Record<string, string>;
  preset?: Partial<ScheduleFormValues>;
  headerTitle?: React.ReactNode;
}) {
  const { t } = useWorkshopsMessages();
  const table = useRef<ActionType>(null);
  // The query of the page on screen: what an export asks for (without its paging).
  const lastQuery = useRef<ListParams | undefined>(undefined);
  const [trash, setTrash] = useState(false);
  const [view, setView] = useState<'table' | 'calendar'>('table');
  const [editing, setEditing] = useState<WorkshopSchedule | null | undefined>(undefined);
  const [waitlistOf, setWaitlistOf] = useState<WorkshopSchedule | null>(null);
  const [trigger] = schedulesApi.useLazyListWorkshopSchedulesQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  const [remove] = useDeleteWorkshopScheduleMutation();
  const [restore] = useRestoreWorkshopScheduleMutation();
  const cancel = useCancelSchedule(() => table.current?.reload());
  // The rows on screen, for one bookings count request per page (not one per row).
  const [pageIds, setPageIds] = useState<string[]>([]);
  const counts = useCountScheduleBookingsQuery(pageIds, { skip: trash || pageIds.length === 0 });

  const rowActions = useRowActions<WorkshopSchedule>({
    noun: t('schedules.noun'),
    label: (r) => r.workshop?.title,
    edit: (r) => setEditing(r),
    remove: (r) => remove(r.id).unwrap(),
    restore: (r) => restore(r.id).unwrap(),
    reload: () => table.current?.reload(),
    editDisabled: (r) => !!r.cancelledAt,
    extra: (r) => [
      <Button key="cancel" type="link" onClick={() => cancel(r)} disabled={!!r.cancelledAt}>
        {t('common.cancel')}
      </Button>,
      <Button key="waitlist" type="link" onClick={() => setWaitlistOf(r)}>
        {t('schedules.waitlist')}
      </Button>,
    ],
  });
  const columns: ProColumns<WorkshopSchedule>[] = [
    {
      title: t('common.workshop'),
      dataIndex: ['workshop', 'title'],
      search: false,
      render: (_d, r) =>
        r.workshop ? <Link to={`/workshops/${r.workshop.id}`}>{r.workshop.title}</Link> : '—',
    },
    { title: t('common.coach'), dataIndex: ['coach', 'username'], search: false },
    {
      title: t('schedules.starts'),
      dataIndex: 'startDate',
      sorter: true,
      defaultSortOrder: 'ascend',
      search: false,
      render: (_d, r) => formatDateTimeInZone(r.startDate, r.timezone),
    },
    {
      title: t('schedules.startsBetween'),
      dataIndex: 'startsBetween',
      valueType: 'dateRange',
      hideInTable: true,
      search: {
        transform: (value: [string, string]) => ({
          startsFrom: new Date(`${value[0]}T00:00:00`).toISOString(),
          startsTo: new Date(`${value[1]}T23:59:59`).toISOString(),
        }),
      },
    },
    {
      title: t('schedules.ends'),
      dataIndex: 'endDate',
      sorter: true,
      search: false,
      render: (_d, r) => formatDateTime(r.endDate, r.timezone),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: STATUS_ENUM,
      render: (_d, r) => (
        <Space size={4}>
          <Tag color={STATUS_COLOR[r.status]}>{r.status}</Tag>
          {r.cancelledAt && <Tag color="red">{t('schedules.cancelledTag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('common.visibility'),
      dataIndex: 'visibility',
      valueType: 'select',
      valueEnum: VISIBILITY_ENUM,
    },
    { title: t('common.mode'), dataIndex: 'mode', valueType: 'select', valueEnum: MODE_ENUM },
    {
      title: t('common.level'),
      dataIndex: 'level',
      valueType: 'select',
      valueEnum: LEVEL_ENUM,
      render: (_d, r) => (r.level ? titleCase(r.level) : '—'),
    },
    { title: t('common.country'), dataIndex: 'country', render: (_d, r) => r.country ?? '—' },
    {
      title: t('schedules.seatsLeft'),
      dataIndex: 'capacity',
      sorter: true,
      search: false,
      align: 'right',
      // With 'Needs n more' or 'Short of the minimum' while under the workshop's minSeats.
      render: (_d, r) => (
        <Space size={4} wrap style={{ justifyContent: 'flex-end' }}>
          {`${r.seatsLeft} / ${r.capacity}`}
          <MinSeatsTag s={r} />
        </Space>
      ),
    },
    {
      title: t('schedules.bookings'),
      key: 'bookings',
      search: false,
      align: 'right',
      render: (_d, r) =>
        trash ? '—' : <ScheduleBookingsCell scheduleId={r.id} counts={{ ...counts, counts: counts.data }} />,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      render: (_d, r) => rowActions(r, trash),
    },
  ];

  const newButton = (
    <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
      {t('schedules.new')}
    </Button>
  );
  const viewToggle = (
    <Segmented
      aria-label={t('schedules.view')}
      options={[
        { label: t('schedules.viewTable'), value: 'table' },
        { label: t('schedules.viewCalendar'), value: 'calendar' },
      ]}
      value={view}
      onChange={(v) => setView(v as 'table' | 'calendar')}
    />
  );

  return (
    <>
      {view === 'calendar' ? (
        <div>
          <Space style={{ marginBottom: 8 }}>
            {viewToggle}
            {newButton}
          </Space>
          <ScheduleCalendar filters={fixed} onOpen={(s) => setEditing(s)} />
        </div>
      ) : (
        <ProTable<WorkshopSchedule>
          rowKey="id"
          actionRef={table}
          columns={columns}
          params={{ trash, ...fixed }}
          headerTitle={headerTitle}
          request={async (params, sort) => {
            const { trash: inTrash, ...rest } = params as typeof params & { trash: boolean };
            const query = toListParams({ ...rest, trashed: inTrash ? 'only' : undefined }, sort);
            lastQuery.current = query;
            const page = listResponse(await load(query));
            setPageIds(page.data.map((s) => s.id));
            return page;
          }}
          pagination={{ pageSize: TABLE_DEFAULTS.pageSize, showSizeChanger: true }}
          locale={{ emptyText: TABLE_DEFAULTS.emptyText }}
          search={{ labelWidth: 'auto' }}
          toolbar={{
            title: (
              <Space>
                {viewToggle}
                <Segmented
                  aria-label={t('common.show')}
                  options={[
                    { label: t('common.active'), value: 'active' },
                    { label: t('common.trash'), value: 'trash' },
                  ]}
                  value={trash ? 'trash' : 'active'}
                  onChange={(v) => setTrash(v === 'trash')}
                />
              </Space>
            ),
          }}
          toolBarRender={() => [
            <ExportMenu key="export" path="/workshop-schedules" params={() => lastQuery.current} />,
            newButton,
          ]}
        />
      )}
      <ScheduleWaitlistDrawer schedule={waitlistOf} onClose={() => setWaitlistOf(null)} />
      <WorkshopScheduleForm
        open={editing !== undefined}
        schedule={editing ?? null}
        preset={preset}
        onClose={(changed) => {
          setEditing(undefined);
          if (changed) table.current?.reload();
        }}
      />
    </>
  );
}

export function WorkshopSchedulesPage() {
  usePageTitle(SCHEDULES_TITLE);
  return (
    <PageContainer title={SCHEDULES_TITLE} content={SCHEDULES_DESCRIPTION}>
      <WorkshopSchedulesTable />
    </PageContainer>
  );
}
