// /waitlist/offer?booking={id}&token=: the offer mail's link (issue 27 item 1). The offer is a held
// booking; the page reads its hold by opening its payment (in the browser only, never in the server's
// render) and shows when the hold ends. A guest pays here with the token as their checkout token (the
// guest checkout's payment form); a signed-in waitlister pays it in My bookings. An expired offer says
// so with a way back to the schedules.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingDto, BookingPaymentIntentDto } from '@coachwork/contracts';
import { formatDateTime, selectCurrentUser, Spinner, useAppSelector } from '@coachwork/web-kit';
import { formatPrice } from '../../format';
import { useOpenGuestIntentMutation, useOpenPaymentIntentMutation } from '../../payments-api';
import { messageOf, type HttpFailure } from '../checkout/payment-messages';
import { PaymentForm } from '../checkout/payment-form';

type Hold = { kind: 'held'; intent: BookingPaymentIntentDto } | { kind: 'refused'; message: string; expired: boolean };

export default function WaitlistOfferPage() {
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
    if (!bookingId || !token) return <p style={{ margin: 0 }}>This link is not complete. Open it again from the e-mail.</p>;
    if (!hold) return <Spinner label="Loading the offer" />;
    if (hold.kind === 'refused') {
      return (
        <>
          <div className="cw-alert" role="alert" data-testid="offer-refusal">
            {hold.expired ? 'This offer has expired: the seats went to the next person on the waitlist.' : hold.message}
          </div>
          <a className="cw-btn" href="/" style={{ alignSelf: 'start' }}>
            Back to the schedule
          </a>
        </>
      );
    }
    const { intent } = hold;
    if (paid) {
      return (
        <div className="sf-success cw-stack" role="status">
          <strong>Your booking is confirmed.</strong>
          {user && (
            <a className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)', alignSelf: 'start' }} href="/b">
              Go to my bookings
            </a>
          )}
        </div>
      );
    }
    return (
      <>
        <p style={{ margin: 0 }} data-testid="offer-hold">
          The seats are held for you{intent.expiresAt && <> until <strong>{formatDateTime(intent.expiresAt)}</strong></>}. Pay{' '}
          {formatPrice(intent.amount)} by then to take them.
        </p>
        {user ? (
          <a className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)', alignSelf: 'start' }} href="/b">
            Pay in my bookings
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
        Seats are held for you
      </h1>
      {body()}
    </section>
  );
}
