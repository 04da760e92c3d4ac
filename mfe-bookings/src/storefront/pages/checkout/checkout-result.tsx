// What follows a booking: a free one is confirmed at once; a paid one is held (PENDING) until
// `expiresAt`, and the payment step shows the hold's live countdown above the card form. Once paid,
// the confirmation offers the invoice.
import { useEffect, useState } from 'react';
import type { BookingDto } from '@coachwork/contracts';
import { bookingInvoiceUrl, type GuestPayer } from '../../payments-api';
import { richMessage } from '../../rich-message';
import { useCheckoutI18n } from './messages';
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
  const { t, formatDateTime, formatPrice } = useCheckoutI18n();
  const s = booking.schedule;
  return (
    <dl className="ca-facts" style={{ margin: 0 }}>
      <dt>{t('checkout.workshop')}</dt>
      <dd>{s.workshopTitle}</dd>
      <dt>{t('checkout.when')}</dt>
      <dd>
        {formatDateTime(s.startDate, s.timezone)} <span className="cw-muted">({s.timezone})</span>
      </dd>
      <dt>{t('checkout.seats')}</dt>
      <dd>{booking.seats}</dd>
      {(booking.discount ?? 0) > 0 && (
        <>
          <dt>{t('checkout.voucherCode', { code: booking.voucherCode })}</dt>
          <dd data-testid="booking-discount">−{formatPrice(booking.discount, t('price.free'))}</dd>
        </>
      )}
      <dt>
        {booking.status === 'PENDING'
          ? t('checkout.toPay')
          : booking.amountPaid
            ? t('checkout.paid')
            : t('checkout.total')}
      </dt>
      <dd data-testid="booking-amount">{formatPrice(booking.amountPaid ?? booking.amount, t('price.free'))}</dd>
      {booking.paymentMethod && (
        <>
          <dt>{t('checkout.card')}</dt>
          <dd>{booking.paymentMethod}</dd>
        </>
      )}
    </dl>
  );
}

/** A guest has no session yet: the mailed link signs them in and opens their bookings and invoices. */
function GuestMailNote({ guest }: { guest: GuestPayer }) {
  const { t } = useCheckoutI18n();
  return (
    <p className="sf-note" role="note" data-testid="guest-mail-note" style={{ margin: 0 }}>
      {richMessage(t, 'checkout.guestMail', { email: <strong>{guest.email}</strong> })}
    </p>
  );
}

export function ConfirmedStep({ booking, guest }: { booking: BookingDto; guest?: GuestPayer }) {
  const { t } = useCheckoutI18n();
  return (
    <section className="cw-stack" aria-labelledby="booking-confirmed-title">
      <div className="sf-success" role="status">
        <h3 id="booking-confirmed-title" style={{ margin: 0 }}>
          {t('checkout.confirmed')}
        </h3>
        <p style={{ margin: '4px 0 0' }}>{t('checkout.savedSeats', { n: booking.seats })}</p>
      </div>
      <Facts booking={booking} />
      {booking.seats > 1 && (
        <p style={{ margin: 0 }}>{t('checkout.inviteOthers')}</p>
      )}
      {guest ? (
        <GuestMailNote guest={guest} />
      ) : booking.amountPaid ? (
        <a className="cw-btn cw-btn-block" href={bookingInvoiceUrl(booking.id)} download>
          {t('checkout.invoice')}
        </a>
      ) : null}
      {!guest && (
        <a className="cw-btn cw-btn-primary cw-btn-block" href="/b" style={{ color: 'var(--cw-on-primary)' }}>
          {t('checkout.toMyBookings')}
        </a>
      )}
    </section>
  );
}

/** A payment that arrived after the hold ended and its seats were gone: the booking says why. */
export function CancelledStep({ booking, guest }: { booking: BookingDto; guest?: GuestPayer }) {
  const { t } = useCheckoutI18n();
  return (
    <section className="cw-stack">
      <div className="cw-alert" role="alert">
        {booking.cancellationReason ?? t('checkout.wasCancelled')}
      </div>
      {!guest && (
        <a className="cw-btn cw-btn-block" href="/b">
          {t('checkout.toMyBookings')}
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
  const { t } = useCheckoutI18n();
  const left = useCountdown(deadline);
  if (left <= 0) {
    return (
      <section className="cw-stack" aria-labelledby="hold-expired-title">
        <div className="cw-alert" role="alert">
          <h3 id="hold-expired-title" style={{ margin: 0, fontSize: '1.0625rem' }}>
            {t('checkout.holdExpired')}
          </h3>
          <p style={{ margin: '4px 0 0' }}>{t('checkout.backOnSale')}</p>
        </div>
        <button type="button" className="cw-btn cw-btn-primary cw-btn-block" onClick={onStartAgain}>
          {t('checkout.startAgain')}
        </button>
      </section>
    );
  }
  return (
    <section className="cw-stack" aria-labelledby="payment-step-title">
      <h3 id="payment-step-title" style={{ margin: 0 }}>
        {t('checkout.payment')}
      </h3>
      <p className="sf-hold" role="timer" data-testid="hold-countdown" style={{ margin: 0 }}>
        {richMessage(t, 'checkout.heldFor', { time: <strong>{formatCountdown(left)}</strong> })}
      </p>
      <Facts booking={booking} />
      <PaymentForm booking={booking} onPaid={onPaid} guest={guest} />
    </section>
  );
}
