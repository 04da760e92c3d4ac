// What follows a booking: a free one is confirmed at once; a paid one is held (PENDING) until
// `expiresAt`, and the payment step shows the hold's live countdown above the card form. Once paid,
// the confirmation offers the invoice.
import { useEffect, useState } from 'react';
import type { BookingDto } from '@coachwork/contracts';
import { formatDateTime } from '@coachwork/web-kit';
import { formatPrice } from '../../format';
import { bookingInvoiceUrl, type GuestPayer } from '../../payments-api';
import { PaymentForm } from './payment-form';

/** Clock differences smaller than this are network time, not a wrong clock (the Date header has 1 s steps). */
const SKEW_TOLERANCE_MS = 5000;

/**
 * When the hold ends on this browser's clock. A browser whose clock is off (more than a few seconds from
 * the server's Date header) counts the hold's remaining time from when the answer arrived instead, so
 * its countdown still shows what the server will do.
 */
export function holdDeadline(expiresAt: string, serverNow: number | null, receivedAt: number): number {
  const expires = Date.parse(expiresAt);
  if (serverNow === null || !Number.isFinite(serverNow)) return expires;
  const skew = receivedAt - serverNow;
  return Math.abs(skew) > SKEW_TOLERANCE_MS ? expires + skew : expires;
}

/** '14:59'; whole minutes and seconds left, never below 0:00. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Milliseconds left until `deadline`, updated every second (0 once passed). */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, deadline - now);
  const over = left <= 0;
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, over]);
  return left;
}

function Facts({ booking }: { booking: BookingDto }) {
  const s = booking.schedule;
  return (
    <dl className="ca-facts" style={{ margin: 0 }}>
      <dt>Workshop</dt>
      <dd>{s.workshopTitle}</dd>
      <dt>When</dt>
      <dd>
        {formatDateTime(s.startDate, s.timezone)} <span className="cw-muted">({s.timezone})</span>
      </dd>
      <dt>Seats</dt>
      <dd>{booking.seats}</dd>
      {(booking.discount ?? 0) > 0 && (
        <>
          <dt>Voucher {booking.voucherCode}</dt>
          <dd data-testid="booking-discount">−{formatPrice(booking.discount)}</dd>
        </>
      )}
      <dt>{booking.status === 'PENDING' ? 'To pay' : booking.amountPaid ? 'Paid' : 'Total'}</dt>
      <dd data-testid="booking-amount">{formatPrice(booking.amountPaid ?? booking.amount)}</dd>
      {booking.paymentMethod && (
        <>
          <dt>Card</dt>
          <dd>{booking.paymentMethod}</dd>
        </>
      )}
    </dl>
  );
}

/** A guest has no session yet: the mailed link signs them in and opens their bookings and invoices. */
function GuestMailNote({ guest }: { guest: GuestPayer }) {
  return (
    <p className="sf-note" role="note" data-testid="guest-mail-note" style={{ margin: 0 }}>
      We sent the confirmation to <strong>{guest.email}</strong> with a link that signs you in to your bookings,
      where the invoice and the seats you can share are.
    </p>
  );
}

export function ConfirmedStep({ booking, guest }: { booking: BookingDto; guest?: GuestPayer }) {
  return (
    <section className="cw-stack" aria-labelledby="booking-confirmed-title">
      <div className="sf-success" role="status">
        <h3 id="booking-confirmed-title" style={{ margin: 0 }}>
          Your booking is confirmed.
        </h3>
        <p style={{ margin: '4px 0 0' }}>We saved your seat{booking.seats > 1 ? 's' : ''}. See you there!</p>
      </div>
      <Facts booking={booking} />
      {booking.seats > 1 && (
        <p style={{ margin: 0 }}>Invite the people joining you from My bookings: each gets a link to take their seat.</p>
      )}
      {guest ? (
        <GuestMailNote guest={guest} />
      ) : booking.amountPaid ? (
        <a className="cw-btn cw-btn-block" href={bookingInvoiceUrl(booking.id)} download>
          Download the invoice (PDF)
        </a>
      ) : null}
      {!guest && (
        <a className="cw-btn cw-btn-primary cw-btn-block" href="/b" style={{ color: 'var(--cw-on-primary)' }}>
          Go to my bookings
        </a>
      )}
    </section>
  );
}

/** A payment that arrived after the hold ended and its seats were gone: the booking says why. */
export function CancelledStep({ booking, guest }: { booking: BookingDto; guest?: GuestPayer }) {
  return (
    <section className="cw-stack">
      <div className="cw-alert" role="alert">
        {booking.cancellationReason ?? 'This booking was cancelled.'}
      </div>
      {!guest && (
        <a className="cw-btn cw-btn-block" href="/b">
          Go to my bookings
        </a>
      )}
    </section>
  );
}

export function HoldStep({
  booking,
  deadline,
  onStartAgain,
  onPaid,
  guest,
}: {
  booking: BookingDto;
  deadline: number;
  onStartAgain: () => void;
  onPaid: (booking: BookingDto) => void;
  guest?: GuestPayer;
}) {
  const left = useCountdown(deadline);
  if (left <= 0) {
    return (
      <section className="cw-stack" aria-labelledby="hold-expired-title">
        <div className="cw-alert" role="alert">
          <h3 id="hold-expired-title" style={{ margin: 0, fontSize: '1.0625rem' }}>
            Your hold has expired.
          </h3>
          <p style={{ margin: '4px 0 0' }}>The seats went back on sale. You can start again if some are still free.</p>
        </div>
        <button type="button" className="cw-btn cw-btn-primary cw-btn-block" onClick={onStartAgain}>
          Start again
        </button>
      </section>
    );
  }
  return (
    <section className="cw-stack" aria-labelledby="payment-step-title">
      <h3 id="payment-step-title" style={{ margin: 0 }}>
        Payment
      </h3>
      <p className="sf-hold" role="timer" data-testid="hold-countdown" style={{ margin: 0 }}>
        Your seats are held for <strong>{formatCountdown(left)}</strong>
      </p>
      <Facts booking={booking} />
      <PaymentForm booking={booking} onPaid={onPaid} guest={guest} />
    </section>
  );
}
