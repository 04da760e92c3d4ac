// One booking in the booker area: the workshop and its date in the schedule's own time zone, the
// status, seats and amount, each seat with its invitation state, what was paid and refunded (with the
// credit notes), and the cancel actions while allowed (a seat given back, or the whole booking).
import type { BookingDto } from '@coachwork/contracts';
import { withZone } from '@coachwork/web-kit';
import { bookingInvoiceUrl } from '../../payments-api';
import { BookingMoney } from './booking-money';
import { CancelBooking } from './cancel-booking';
import { MeetingLink } from './meeting-link';
import { useBookerI18n, type BookerMessage } from './messages';
import { MoveBooking } from './move-booking';
import { PayBooking } from './pay-booking';
import { SeatRow } from './seat-row';
import { BookingStatusTag } from './status-tags';

export function BookingCard({ booking, now }: { booking: BookingDto; now: number }) {
  const { t, formatDateTime, formatPrice, formatSpan, formatTime } = useBookerI18n();
  const s = booking.schedule;
  const started = Date.parse(s.startDate) <= now;
  const active = booking.status === 'PENDING' || booking.status === 'CONFIRMED';
  const canInvite = booking.status === 'CONFIRMED' && !started;
  const seats = [...(booking.bookingSeats ?? [])]
    .filter((x) => !x.deletedAt)
    .sort((a, b) => a.position - b.position);
  const taken = seats.filter((x) => x.status === 'ACCEPTED' && !x.cancelledAt).length;
  // Any seat but the last may be given back; the last one is cancelling the booking.
  const canGiveBack = active && !started && seats.filter((x) => !x.cancelledAt).length > 1;
  const titleId = `booking-${booking.id}-title`;

  return (
    <li className="cw-card sf-booking" data-booking-id={booking.id} aria-labelledby={titleId}>
      <div className="sf-booking-head">
        <div>
          <h2 id={titleId} className="sf-booking-title">
            <a href={`/schedules/${s.id}`}>{s.workshopTitle}</a>
          </h2>
          <div className="cw-muted" data-testid="booking-when">
            {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
            · {t(`mode.${s.mode}` as BookerMessage)}
          </div>
        </div>
        <BookingStatusTag status={booking.status} />
      </div>

      <dl className="ca-facts sf-booking-facts">
        <dt>{t('booker.card.seats')}</dt>
        <dd data-testid="seats-taken">{t('booker.card.seatsTaken', { seats: booking.seats, taken })}</dd>
        <dt>{booking.status === 'PENDING' ? t('booker.card.toPay') : t('booker.card.total')}</dt>
        <dd>{formatPrice(booking.amount, t('price.free'))}</dd>
        <dt>{t('booker.card.booked')}</dt>
        <dd>{formatDateTime(booking.createdAt)}</dd>
        {booking.paymentMethod && (
          <>
            <dt>{t('booker.card.paidWith')}</dt>
            <dd>{booking.paymentMethod}</dd>
          </>
        )}
      </dl>
      {booking.amountPaid ? (
        <>
          <BookingMoney bookingId={booking.id} />
          <a href={bookingInvoiceUrl(booking.id)} download style={{ alignSelf: 'flex-start' }}>
            {t('booker.card.invoice')}
          </a>
        </>
      ) : null}

      <MeetingLink schedule={s} going={booking.status === 'CONFIRMED' && Date.parse(s.endDate) > now} />

      {booking.status === 'PENDING' && booking.expiresAt && Date.parse(booking.expiresAt) > now && (
        <div className="sf-note cw-row" role="note" style={{ justifyContent: 'space-between' }}>
          <span>
            {t('booker.card.heldUntil', { time: formatTime(booking.expiresAt) })}
            {booking.replacesBookingId && (
              <>
                {' '}
                {t('booker.card.movesHere')}
              </>
            )}
          </span>
          <PayBooking booking={booking} />
        </div>
      )}
      {booking.status === 'CANCELLED' && (
        <p className="cw-muted" style={{ margin: 0 }}>
          {booking.cancellationReason
            ? t('booker.card.cancelledBecause', { reason: booking.cancellationReason })
            : t('booker.card.cancelled')}
        </p>
      )}
      {s.cancelledAt && booking.status !== 'CANCELLED' && (
        <p className="cw-alert" role="status" style={{ margin: 0 }}>
          {t('booker.card.sessionCancelled')}
        </p>
      )}

      {seats.length > 0 && (
        <section aria-label={t('booker.card.seats')}>
          {booking.status === 'PENDING' && seats.length > 1 && (
            <p className="cw-hint" style={{ margin: '0 0 8px' }}>
              {t('booker.card.inviteLater')}
            </p>
          )}
          <ul className="sf-seats">
            {seats.map((seat) => (
              <SeatRow
                key={seat.id}
                seat={seat}
                canInvite={canInvite}
                canGiveBack={canGiveBack}
                bookingCancelled={booking.status === 'CANCELLED'}
                workshopTitle={s.workshopTitle}
                hasTicket={booking.status === 'CONFIRMED' || booking.status === 'COMPLETED'}
              />
            ))}
          </ul>
        </section>
      )}

      {active && !started && (
        <div className="cw-row" style={{ justifyContent: 'flex-end' }}>
          <MoveBooking booking={booking} />
          <CancelBooking booking={booking} />
        </div>
      )}
    </li>
  );
}
