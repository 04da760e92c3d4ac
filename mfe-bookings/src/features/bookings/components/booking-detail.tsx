// /bookings/{id} and its sub-pages as tabs at their own URLs (SPEC-DECISIONS): the overview, the seats
// and the payments. The heading is the tab's title, so an unknown id still says which page it is.
import { formatDateTime, formatDateTimeInZone } from '@coachwork/web-kit';
import { useState } from 'react';
import { Alert, Button, Popconfirm, Tabs, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage, RecordState, settled, useToast } from '@coachwork/web-kit/ui';
import { useDeleteBookingMutation, useGetBookingQuery, useRestoreBookingMutation } from '../api';
import { BOOKING_STATUS_COLOR, cancellable, shortId, titleCase } from '../booking-labels';
import { BookingOverview } from './booking-overview';
import { BookingPayments } from './booking-payments';
import { BookingSeats } from './booking-seats';
import { CancelBookingDialog } from './cancel-booking-dialog';

export const BOOKING_TABS = [
  { path: '', label: 'Overview', title: 'Booking' },
  { path: 'seats', label: 'Seats', title: 'Booking Seats' },
  { path: 'payments', label: 'Payments', title: 'Booking Payments' },
] as const;

export type BookingTab = (typeof BOOKING_TABS)[number]['path'];

export function BookingDetail({ tab }: { tab: BookingTab }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const query = useGetBookingQuery(id);
  const [remove, removing] = useDeleteBookingMutation();
  const [restore, restoring] = useRestoreBookingMutation();
  const [cancelling, setCancelling] = useState(false);
  const current = BOOKING_TABS.find((t) => t.path === tab) ?? BOOKING_TABS[0];
  const booking = query.data;
  const base = `/bookings/${id}`;
  const name = booking ? `${booking.schedule.workshopTitle} · ${shortId(booking.id)}` : shortId(id);

  const actions = booking && (
    <>
      <Button disabled={!cancellable(booking) || !!booking.deletedAt} onClick={() => setCancelling(true)}>
        Cancel booking
      </Button>
      {booking.deletedAt ? (
        <Button
          loading={restoring.isLoading}
          onClick={async () => {
            if (await settled(() => restore(booking.id).unwrap())) toast.success('Booking restored', name);
          }}
        >
          Restore
        </Button>
      ) : (
        <Popconfirm
          title="Delete this booking?"
          description="It moves to the trash, where it can be restored."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            if (await settled(() => remove(booking.id).unwrap())) {
              toast.success('Booking deleted', name);
              navigate('/bookings');
            }
          }}
        >
          <Button danger loading={removing.isLoading}>
            Delete
          </Button>
        </Popconfirm>
      )}
    </>
  );

  return (
    <ConsolePage
      title={current.title}
      crumbs={[
        { title: 'Bookings', to: '/bookings' },
        { title: name, to: tab === '' ? undefined : base },
        ...(tab === '' ? [] : [{ title: current.label }]),
      ]}
      extra={actions}
      description={
        booking && (
          <>
            <Tag color={BOOKING_STATUS_COLOR[booking.status]}>{titleCase(booking.status)}</Tag>
            {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'} of {booking.schedule.workshopTitle},{' '}
            {formatDateTimeInZone(booking.schedule.startDate, booking.schedule.timezone)}
            {booking.user ? ` · booked by ${booking.user.name}` : ''}
          </>
        )
      }
    >
      {!booking ? (
        <RecordState
          loading={query.isLoading}
          error={query.error}
          noun="booking"
          backTo="/bookings"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {booking.deletedAt && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={`This booking was deleted on ${formatDateTime(booking.deletedAt)}.`}
              description="It is in the trash until it is restored."
            />
          )}
          <Tabs
            activeKey={current.path}
            onChange={(key) => navigate(key ? `${base}/${key}` : base)}
            items={BOOKING_TABS.map((t) => ({ key: t.path, label: t.label }))}
          />
          {tab === '' && <BookingOverview booking={booking} />}
          {tab === 'seats' && <BookingSeats booking={booking} />}
          {tab === 'payments' && <BookingPayments booking={booking} />}
          <CancelBookingDialog booking={cancelling ? booking : null} onClose={() => setCancelling(false)} />
        </>
      )}
    </ConsolePage>
  );
}
