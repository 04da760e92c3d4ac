// /bookings/{id}/seats: one row per seat (the booker holds seat 1) with who holds it or is invited, the
// invitation's state, attendance as the coach recorded it, and the super-admin's revoke, delete and
// restore (each asked first where it takes something away). A seat given back shows as Cancelled.
import { Button, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { formatDateTime, TABLE_DEFAULTS } from '@coachwork/web-kit';
import { settled, useToast } from '@coachwork/web-kit/ui';
import {
  useDeleteBookingSeatMutation,
  useListBookingSeatsQuery,
  useRestoreBookingSeatMutation,
  useRevokeBookingSeatMutation,
} from '../api';
import { useBookingsMessages } from '../../messages';
import { SEAT_STATUS_COLOR, seatStatusLabel } from '../booking-labels';

/** An invitation that has not been taken up can be withdrawn; the seat is open again. */
const revocable = (s: BookingSeatDto) =>
  s.position > 1 && !s.deletedAt && !s.cancelledAt && (s.status === 'PENDING' || s.status === 'DECLINED' || s.status === 'EXPIRED');

export function holderOf(s: BookingSeatDto): string {
  return s.user?.name ?? s.email ?? s.user?.email ?? (s.userId ? s.userId.slice(0, 8) : '');
}

export function BookingSeats({ booking }: { booking: BookingDto }) {
  const toast = useToast();
  const { t } = useBookingsMessages();
  const seats = useListBookingSeatsQuery({
    'filter[bookingId]': booking.id,
    include: 'user',
    sort: 'position',
    perPage: 100,
    page: 1,
    trashed: 'with',
  });
  const [revoke] = useRevokeBookingSeatMutation();
  const [remove] = useDeleteBookingSeatMutation();
  const [restore] = useRestoreBookingSeatMutation();
  const seatName = (s: BookingSeatDto) => t('seats.name', { position: s.position });

  const columns: TableColumnsType<BookingSeatDto> = [
    {
      title: t('seats.seat'),
      dataIndex: 'position',
      align: 'right',
      width: 64,
    },
    {
      title: t('seats.heldBy'),
      key: 'holder',
      render: (_v, s) =>
        holderOf(s) ? (
          <Space direction="vertical" size={0}>
            <span>
              {holderOf(s)}
              {s.position === 1 && <Typography.Text type="secondary">{t('seats.booker')}</Typography.Text>}
            </span>
            {s.user?.email && s.user.username !== s.user.email && (
              <Typography.Text type="secondary">{s.user.email}</Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('seats.openSeat')}</Typography.Text>
        ),
    },
    {
      title: t('seats.invitation'),
      key: 'status',
      render: (_v, s) => (
        <Space size={4} wrap>
          {/* A seat given back is no longer anyone's, whatever its invitation said. */}
          {s.cancelledAt ? (
            <Tag color="error" title={t('seats.cancelledOn', { when: formatDateTime(s.cancelledAt) })}>
              {t('seats.cancelled')}
            </Tag>
          ) : s.status ? (
            <Tag color={SEAT_STATUS_COLOR[s.status]}>{seatStatusLabel(s.status)}</Tag>
          ) : (
            <Tag>{seatStatusLabel(null)}</Tag>
          )}
          {s.deletedAt && <Tag color="default">{t('seats.inTrash')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('seats.invited'),
      key: 'invitedAt',
      render: (_v, s) =>
        s.invitedAt ? (
          <Space direction="vertical" size={0}>
            {formatDateTime(s.invitedAt)}
            {s.status === 'PENDING' && s.invitationExpiresAt && (
              <Typography.Text type="secondary">
                {t('seats.expires', { when: formatDateTime(s.invitationExpiresAt) })}
              </Typography.Text>
            )}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('seats.attended'),
      dataIndex: 'attended',
      render: (_v, s) => (s.attended == null ? '—' : s.attended ? t('common.yes') : t('common.no')),
    },
    {
      title: t('seats.attendanceNotes'),
      dataIndex: 'attendanceNotes',
      ellipsis: true,
      render: (_v, s) => s.attendanceNotes || '—',
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_v, s) =>
        s.deletedAt ? (
          <Button
            type="link"
            onClick={async () => {
              if (await settled(() => restore(s).unwrap())) toast.success(t('seats.restored'), seatName(s));
            }}
          >
            {t('common.restore')}
          </Button>
        ) : (
          <Space size={0}>
            {revocable(s) && (
              <Popconfirm
                title={t('seats.revokeConfirm')}
                description={t('seats.revokeNote', { holder: holderOf(s) })}
                okText={t('seats.revoke')}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  if (await settled(() => revoke(s).unwrap())) toast.success(t('seats.revoked'), seatName(s));
                }}
              >
                <Button type="link">{t('seats.revoke')}</Button>
              </Popconfirm>
            )}
            <Popconfirm
              title={t('seats.deleteConfirm')}
              description={t('common.toTrash')}
              okText={t('common.delete')}
              okButtonProps={{ danger: true }}
              onConfirm={async () => {
                if (await settled(() => remove(s).unwrap())) toast.success(t('seats.deleted'), seatName(s));
              }}
            >
              <Button type="link" danger>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Table<BookingSeatDto>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={seats.data?.data ?? []}
      loading={seats.isFetching}
      pagination={false}
      locale={{ emptyText: seats.isError ? t('seats.loadFailed') : TABLE_DEFAULTS.emptyText }}
    />
  );
}
