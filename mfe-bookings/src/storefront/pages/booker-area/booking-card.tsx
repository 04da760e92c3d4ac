// One booking in the booker area: the workshop and its date in the schedule's own time zone, the
// status, seats and amount, each seat with its invitation state, what was paid and refunded (with the
// credit notes), and the cancel actions while allowed (a seat given back, or the whole booking).
import type { BookingDto } from '@coachwork/contracts';
import { formatDateTime, formatSpan, formatTime, withZone } from '@coachwork/web-kit';
import { formatPrice, titleCase } from '../../format';
import { BookingStatusTag } from '../../status';
import { bookingInvoiceUrl } from '../../payments-api';
import { BookingMoney } from './booking-money';
import { CancelBooking } from './cancel-booking';
import { MeetingLink } from './meeting-link';
import { MoveBooking } from './move-booking';
import { PayBooking } from './pay-booking';
import { SeatRow } from './seat-row';

export function BookingCard({ booking, now }: { booking: BookingDto; now: number }) {
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
            · {titleCase(s.mode)}
          </div>
        </div>
        <BookingStatusTag status={booking.status} />
      </div>

      <dl className="ca-facts sf-booking-facts">
        <dt>Seats</dt>
        <dd data-testid="seats-taken">
          {booking.seats} ({taken} of {booking.seats} taken)
        </dd>
        <dt>{booking.status === 'PENDING' ? 'To pay' : 'Total'}</dt>
        <dd>{formatPrice(booking.amount)}</dd>
        <dt>Booked</dt>
        <dd>{formatDateTime(booking.createdAt)}</dd>
        {booking.paymentMethod && (
          <>
            <dt>Paid with</dt>
            <dd>{booking.paymentMethod}</dd>
          </>
        )}
      </dl>
      {booking.amountPaid ? (
        <>
          <BookingMoney bookingId={booking.id} />
          <a href={bookingInvoiceUrl(booking.id)} download style={{ alignSelf: 'flex-start' }}>
            Download the invoice (PDF)
          </a>
        </>
      ) : null}

      <MeetingLink schedule={s} going={booking.status === 'CONFIRMED' && Date.parse(s.endDate) > now} />

      {booking.status === 'PENDING' && booking.expiresAt && Date.parse(booking.expiresAt) > now && (
        <div className="sf-note cw-row" role="note" style={{ justifyContent: 'space-between' }}>
          <span>
            Seats held until {formatTime(booking.expiresAt)}. Pay before then
            to confirm them.
            {booking.replacesBookingId && (
              <>
                {' '}
                This moves your earlier booking of this workshop here: once paid, what you paid for it comes
                back in full.
              </>
            )}
          </span>
          <PayBooking booking={booking} />
        </div>
      )}
      {booking.status === 'CANCELLED' && (
        <p className="cw-muted" style={{ margin: 0 }}>
          Cancelled{booking.cancellationReason ? `: ${booking.cancellationReason}` : '.'}
        </p>
      )}
      {s.cancelledAt && booking.status !== 'CANCELLED' && (
        <p className="cw-alert" role="status" style={{ margin: 0 }}>
          The coach cancelled this session.
        </p>
      )}

      {seats.length > 0 && (
        <section aria-label="Seats">
          {booking.status === 'PENDING' && seats.length > 1 && (
            <p className="cw-hint" style={{ margin: '0 0 8px' }}>
              You can invite people to your other seats once the booking is confirmed.
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
