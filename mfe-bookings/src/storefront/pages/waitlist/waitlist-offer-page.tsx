// /waitlist/offer?booking={id}&token=: the offer mail's link (issue 27 item 1). The offer is a held
// booking; the page reads its hold by opening its payment (in the browser only, never in the server's
// render) and shows when the hold ends. A guest pays here with the token as their checkout token (the
// guest checkout's payment form); a signed-in waitlister pays it in My bookings. An expired offer says
// so with a way back to the schedules.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingDto, BookingPaymentIntentDto } from '@coachwork/contracts';
import { selectCurrentUser, Spinner, useAppSelector } from '@coachwork/web-kit';
import { useOpenGuestIntentMutation, useOpenPaymentIntentMutation } from '../../payments-api';
import { richMessage } from '../../rich-message';
import { messageOf, type HttpFailure } from '../checkout/payment-messages';
import { PaymentForm } from '../checkout/payment-form';
import { useWaitlistI18n } from './messages';

type Hold = { kind: 'held'; intent: BookingPaymentIntentDto } | { kind: 'refused'; message: string; expired: boolean };

export default function WaitlistOfferPage() {
  const { t, formatDateTime, formatPrice } = useWaitlistI18n();
  const [params] = useSearchParams();
  const bookingId = params.get('booking') ?? '';
  const token = params.get('token') ?? '';
  const user = useAppSelector(selectCurrentUser);
  const [openGuest] = useOpenGuestIntentMutation();
  const [openOwn] = useOpenPaymentIntentMutation();
  const [hold, setHold] = useState<Hold | null>(null);
  const [paid, setPaid] = useState(false);
  const guest = user ? undefined : { checkoutToken: token, email: '' };

  useEffect(() => {
    if (!bookingId || (!user && !token)) return;
    let live = true;
    (user ? openOwn(bookingId) : openGuest({ bookingId, checkoutToken: token }))
      .unwrap()
      .then((intent) => live && setHold({ kind: 'held', intent }))
      .catch((err: unknown) => {
        if (!live) return;
        const { status } = (err ?? {}) as HttpFailure;
        const message = messageOf(err);
        setHold({ kind: 'refused', message, expired: status === 409 && /expired/i.test(message) });
      });
    return () => {
      live = false;
    };
  }, [bookingId, token, user?.id]);

  const body = () => {
    if (!bookingId || !token) return <p style={{ margin: 0 }}>{t('waitlist.incomplete')}</p>;
    if (!hold) return <Spinner label={t('waitlist.offer.loading')} />;
    if (hold.kind === 'refused') {
      return (
        <>
          <div className="cw-alert" role="alert" data-testid="offer-refusal">
            {hold.expired ? t('waitlist.offer.expired') : hold.message}
          </div>
          <a className="cw-btn" href="/" style={{ alignSelf: 'start' }}>
            {t('waitlist.offer.back')}
          </a>
        </>
      );
    }
    const { intent } = hold;
    if (paid) {
      return (
        <div className="sf-success cw-stack" role="status">
          <strong>{t('waitlist.offer.confirmed')}</strong>
          {user && (
            <a className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)', alignSelf: 'start' }} href="/b">
              {t('waitlist.offer.toMyBookings')}
            </a>
          )}
        </div>
      );
    }
    return (
      <>
        <p style={{ margin: 0 }} data-testid="offer-hold">
          {intent.expiresAt
            ? richMessage(
                t,
                'waitlist.offer.heldUntil',
                { until: <strong>{formatDateTime(intent.expiresAt)}</strong> },
                { amount: formatPrice(intent.amount, t('price.free')) },
              )
            : t('waitlist.offer.held', { amount: formatPrice(intent.amount, t('price.free')) })}
        </p>
        {user ? (
          <a className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)', alignSelf: 'start' }} href="/b">
            {t('waitlist.offer.payInMyBookings')}
          </a>
        ) : (
          <PaymentForm booking={{ id: bookingId } as BookingDto} onPaid={() => setPaid(true)} guest={guest} />
        )}
      </>
    );
  };

  return (
    <section className="cw-card cw-stack sf-narrow" aria-labelledby="waitlist-offer-title">
      <h1 id="waitlist-offer-title" style={{ margin: 0 }}>
        {t('waitlist.offer.title')}
      </h1>
      {body()}
    </section>
  );
}
