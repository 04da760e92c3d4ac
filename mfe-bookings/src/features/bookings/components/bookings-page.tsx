// /bookings: every booking (filters status, schedule, booker and the schedule's start; search by
// booking id or booker email; trash and restore), each opening its own page. `?workshopScheduleId=`
// (the schedules page links here) starts the list filtered by that schedule.
import { useMemo, useRef, useState } from 'react';
import { PageContainer, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { BookingDto } from '@coachwork/contracts';
import { formatDateTime, formatDateTimeInZone, usePageTitle } from '@coachwork/web-kit';
import { useCachedList } from '@coachwork/web-kit/cached-list';
import { TrashTable, useRowActions } from '@coachwork/web-kit/ui';
import { bookingsApi, useDeleteBookingMutation, useRestoreBookingMutation } from '../api';
import {
  BOOKING_STATUS_COLOR,
  bookingStatusEnum,
  bookingStatusLabel,
  cancellable,
  formatMoney,
  shortId,
} from '../booking-labels';
import { useBookingsMessages } from '../../messages';
import { CancelBookingDialog } from './cancel-booking-dialog';

export function BookingsPage() {
  const { t } = useBookingsMessages();
  usePageTitle(t('bookings.title'));
  const table = useRef<ActionType>(null);
  const [searchParams] = useSearchParams();
  const scheduleId = searchParams.get('workshopScheduleId');
  const initialValues = useMemo(() => (scheduleId ? { workshopScheduleId: scheduleId } : undefined), [scheduleId]);
  const [trash, setTrash] = useState(false);
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const [trigger] = bookingsApi.useLazyListBookingsQuery();
  // Cached rows at once on a return visit, refreshed behind them (spec §9).
  const load = useCachedList(trigger, () => table.current?.reload());
  const [loadSchedules] = bookingsApi.useLazyListBookingScheduleOptionsQuery();
  const [loadUsers] = bookingsApi.useLazyListBookerOptionsQuery();
  const [remove] = useDeleteBookingMutation();
  const [restore] = useRestoreBookingMutation();

  const rowActions = useRowActions<BookingDto>({
    noun: t('bookings.noun'),
    label: (r) => `${r.schedule.workshopTitle} · ${shortId(r.id)}`,
    remove: (r) => remove(r.id).unwrap(),
    restore: (r) => restore(r.id).unwrap(),
    reload: () => table.current?.reload(),
    extra: (r) => [
      <Button key="cancel" type="link" disabled={!cancellable(r)} onClick={() => setCancelling(r)}>
        {t('common.cancel')}
      </Button>,
    ],
  });

  const columns: ProColumns<BookingDto>[] = [
    {
      title: t('common.search'),
      dataIndex: 'search',
      hideInTable: true,
      fieldProps: { placeholder: t('bookings.searchPlaceholder') },
    },
    {
      title: t('bookings.booking'),
      dataIndex: 'id',
      search: false,
      render: (_d, r) => (
        <Link to={`/bookings/${r.id}`} aria-label={t('common.bookingLink', { id: r.id })}>
          <Typography.Text code>{shortId(r.id)}</Typography.Text>
        </Link>
      ),
    },
    {
      title: t('bookings.booker'),
      dataIndex: 'userId',
      valueType: 'select',
      fieldProps: { showSearch: true, placeholder: t('bookings.bookerPlaceholder') },
      debounceTime: 300,
      request: async ({ keyWords }: { keyWords?: string }) =>
        (await loadUsers({ page: 1, perPage: 20, sort: 'username', ...(keyWords ? { search: keyWords } : {}) }).unwrap()).data.map(
          (u) => ({ value: u.id, label: t('bookings.bookerOption', { username: u.username, email: u.email }) }),
        ),
      render: (_d, r) =>
        r.user ? (
          <Space direction="vertical" size={0}>
            <Link to={`/users/${r.user.id}`}>{r.user.name}</Link>
            {r.user.email && <Typography.Text type="secondary">{r.user.email}</Typography.Text>}
          </Space>
        ) : (
          <Typography.Text type="secondary">{shortId(r.userId)}</Typography.Text>
        ),
    },
    {
      title: t('bookings.schedule'),
      dataIndex: 'workshopScheduleId',
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label' },
      request: async () =>
        (await loadSchedules({ page: 1, perPage: 100, sort: '-startDate' }).unwrap()).data.map((s) => ({
          value: s.id,
          label: `${s.workshop?.title ?? t('bookings.workshop')} · ${formatDateTimeInZone(s.startDate, s.timezone)}`,
        })),
      render: (_d, r) => (
        <Link to={`/workshops/${r.schedule.workshopId}`}>{r.schedule.workshopTitle}</Link>
      ),
    },
    {
      title: t('bookings.starts'),
      dataIndex: 'startDate',
      sorter: true,
      search: false,
      render: (_d, r) => formatDateTimeInZone(r.schedule.startDate, r.schedule.timezone),
    },
    {
      title: t('bookings.startsBetween'),
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
    { title: t('bookings.seats'), dataIndex: 'seats', search: false, align: 'right' },
    {
      title: t('bookings.amount'),
      dataIndex: 'amount',
      search: false,
      align: 'right',
      render: (_d, r) => formatMoney(r.amount, r.currency),
    },
    {
      title: t('bookings.status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: bookingStatusEnum(),
      render: (_d, r) => <Tag color={BOOKING_STATUS_COLOR[r.status]}>{bookingStatusLabel(r.status)}</Tag>,
    },
    {
      title: t('bookings.booked'),
      dataIndex: 'createdAt',
      sorter: true,
      defaultSortOrder: 'descend',
      search: false,
      render: (_d, r) => formatDateTime(r.createdAt),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      render: (_d, r) => rowActions(r, trash),
    },
  ];

  return (
    <PageContainer title={t('bookings.title')} content={t('bookings.description')}>
      <TrashTable<BookingDto>
        table={table}
        columns={columns}
        trash={trash}
        onTrashChange={setTrash}
        searchField="search"
        initialValues={initialValues}
        load={(query) => load({ ...query, include: 'user' })}
        exportPath="/bookings"
      />
      <CancelBookingDialog
        booking={cancelling}
        onClose={(cancelled) => {
          setCancelling(null);
          if (cancelled) table.current?.reload();
        }}
      />
    </PageContainer>
  );
}
