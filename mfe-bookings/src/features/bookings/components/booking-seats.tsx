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
import { SEAT_STATUS_COLOR, seatStatusLabel } from '../booking-labels';

/** An invitation that has not been taken up can be withdrawn; the seat is open again. */
const revocable = (s: BookingSeatDto) =>
  s.position > 1 && !s.deletedAt && !s.cancelledAt && (s.status === 'PENDING' || s.status === 'DECLINED' || s.status === 'EXPIRED');

export function holderOf(s: BookingSeatDto): string {
  return s.user?.name ?? s.email ?? s.user?.email ?? (s.userId ? s.userId.slice(0, 8) : '');
}

export function BookingSeats({ booking }: { booking: BookingDto }) {
  const toast = useToast();
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
  const seatName = (s: BookingSeatDto) => `Seat ${s.position}`;

  const columns: TableColumnsType<BookingSeatDto> = [
    {
      title: 'Seat',
      dataIndex: 'position',
      align: 'right',
      width: 64,
    },
    {
      title: 'Held by',
      key: 'holder',
      render: (_v, s) =>
        holderOf(s) ? (
          <Space direction="vertical" size={0}>
            <span>
              {holderOf(s)}
              {s.position === 1 && <Typography.Text type="secondary"> (booker)</Typography.Text>}
            </span>
            {s.user?.email && s.user.username !== s.user.email && (
              <Typography.Text type="secondary">{s.user.email}</Typography.Text>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">Open seat</Typography.Text>
        ),
    },
    {
      title: 'Invitation',
      key: 'status',
      render: (_v, s) => (
        <Space size={4} wrap>
          {/* A seat given back is no longer anyone's, whatever its invitation said. */}
          {s.cancelledAt ? (
            <Tag color="error" title={`Cancelled ${formatDateTime(s.cancelledAt)}`}>
              Cancelled
            </Tag>
          ) : s.status ? (
            <Tag color={SEAT_STATUS_COLOR[s.status]}>{seatStatusLabel(s.status)}</Tag>
          ) : (
            <Tag>Open</Tag>
          )}
          {s.deletedAt && <Tag color="default">In the trash</Tag>}
        </Space>
      ),
    },
    {
      title: 'Invited',
      key: 'invitedAt',
      render: (_v, s) =>
        s.invitedAt ? (
          <Space direction="vertical" size={0}>
            {formatDateTime(s.invitedAt)}
            {s.status === 'PENDING' && s.invitationExpiresAt && (
              <Typography.Text type="secondary">expires {formatDateTime(s.invitationExpiresAt)}</Typography.Text>
            )}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: 'Attended',
      dataIndex: 'attended',
      render: (_v, s) => (s.attended == null ? '—' : s.attended ? 'Yes' : 'No'),
    },
    {
      title: 'Attendance notes',
      dataIndex: 'attendanceNotes',
      ellipsis: true,
      render: (_v, s) => s.attendanceNotes || '—',
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_v, s) =>
        s.deletedAt ? (
          <Button
            type="link"
            onClick={async () => {
              if (await settled(() => restore(s).unwrap())) toast.success('Seat restored', seatName(s));
            }}
          >
            Restore
          </Button>
        ) : (
          <Space size={0}>
            {revocable(s) && (
              <Popconfirm
                title="Revoke this invitation?"
                description={`${holderOf(s)} can no longer take the seat; it is open for another invitation.`}
                okText="Revoke"
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  if (await settled(() => revoke(s).unwrap())) toast.success('Invitation revoked', seatName(s));
                }}
              >
                <Button type="link">Revoke</Button>
              </Popconfirm>
            )}
            <Popconfirm
              title="Delete this seat?"
              description="It moves to the trash, where it can be restored."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={async () => {
                if (await settled(() => remove(s).unwrap())) toast.success('Seat deleted', seatName(s));
              }}
            >
              <Button type="link" danger>
                Delete
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
      locale={{ emptyText: seats.isError ? 'The seats could not be loaded.' : TABLE_DEFAULTS.emptyText }}
    />
  );
}
