// /bookings/{id} and its sub-pages as tabs at their own URLs (SPEC-DECISIONS): the overview, the seats
// and the payments. The heading is the tab's title, so an unknown id still says which page it is.
import { formatDateTime, formatDateTimeInZone } from '@coachwork/web-kit';
import { useState } from 'react';
import { Alert, Button, Popconfirm, Tabs, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ConsolePage, RecordState, settled, useToast } from '@coachwork/web-kit/ui';
import { useDeleteBookingMutation, useGetBookingQuery, useRestoreBookingMutation } from '../api';
import { BOOKING_STATUS_COLOR, bookingStatusLabel, cancellable, shortId } from '../booking-labels';
import { useBookingsMessages, type BookingsConsoleTranslator } from '../../messages';
import { BookingOverview } from './booking-overview';
import { BookingPayments } from './booking-payments';
import { BookingSeats } from './booking-seats';
import { CancelBookingDialog } from './cancel-booking-dialog';

export const BOOKING_TAB_PATHS = ['', 'seats', 'payments'] as const;

export type BookingTab = (typeof BOOKING_TAB_PATHS)[number];

/** The tabs with their labels and page titles. */
export function bookingTabs(
  t: BookingsConsoleTranslator['t'],
): { path: BookingTab; label: string; title: string }[] {
  return [
    { path: '', label: t('detail.tab.overview'), title: t('detail.title.overview') },
    { path: 'seats', label: t('detail.tab.seats'), title: t('detail.title.seats') },
    { path: 'payments', label: t('detail.tab.payments'), title: t('detail.title.payments') },
  ];
}

export function BookingDetail({ tab }: { tab: BookingTab }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useBookingsMessages();
  const tabs = bookingTabs(t);
  const query = useGetBookingQuery(id);
  const [remove, removing] = useDeleteBookingMutation();
  const [restore, restoring] = useRestoreBookingMutation();
  const [cancelling, setCancelling] = useState(false);
  const current = tabs.find((x) => x.path === tab) ?? tabs[0]!;
  const booking = query.data;
  const base = `/bookings/${id}`;
  const name = booking ? `${booking.schedule.workshopTitle} · ${shortId(booking.id)}` : shortId(id);

  const actions = booking && (
    <>
      <Button disabled={!cancellable(booking) || !!booking.deletedAt} onClick={() => setCancelling(true)}>
        {t('detail.cancelBooking')}
      </Button>
      {booking.deletedAt ? (
        <Button
          loading={restoring.isLoading}
          onClick={async () => {
            if (await settled(() => restore(booking.id).unwrap())) toast.success(t('detail.restored'), name);
          }}
        >
          {t('common.restore')}
        </Button>
      ) : (
        <Popconfirm
          title={t('detail.deleteConfirm')}
          description={t('common.toTrash')}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            if (await settled(() => remove(booking.id).unwrap())) {
              toast.success(t('detail.deleted'), name);
              navigate('/bookings');
            }
          }}
        >
          <Button danger loading={removing.isLoading}>
            {t('common.delete')}
          </Button>
        </Popconfirm>
      )}
    </>
  );

  return (
    <ConsolePage
      title={current.title}
      crumbs={[
        { title: t('bookings.title'), to: '/bookings' },
        { title: name, to: tab === '' ? undefined : base },
        ...(tab === '' ? [] : [{ title: current.label }]),
      ]}
      extra={actions}
      description={
        booking && (
          <>
            <Tag color={BOOKING_STATUS_COLOR[booking.status]}>{bookingStatusLabel(booking.status)}</Tag>
            {t('detail.summary', {
              seats: booking.seats,
              workshop: booking.schedule.workshopTitle,
              when: formatDateTimeInZone(booking.schedule.startDate, booking.schedule.timezone),
            })}
            {booking.user ? t('detail.bookedBy', { name: booking.user.name }) : ''}
          </>
        )
      }
    >
      {!booking ? (
        <RecordState
          loading={query.isLoading}
          error={query.error}
          noun={t('detail.noun')}
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
              message={t('detail.deletedOn', { when: formatDateTime(booking.deletedAt) })}
              description={t('detail.inTrash')}
            />
          )}
          <Tabs
            activeKey={current.path}
            onChange={(key) => navigate(key ? `${base}/${key}` : base)}
            items={tabs.map((x) => ({ key: x.path, label: x.label }))}
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
