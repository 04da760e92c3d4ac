import type { EventEnvelope, GuestCheckoutConfirmedPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore } from '../data/schema';
import type { SessionUseCases } from '../domain/sessions/sessions';

const CONSUMER = 'identity-guest-checkout';

/**
 * Mails a guest checkout's confirmation once per event: identity owns sign-in links, so the mail that
 * carries one (landing on /b) is sent here when bookings reports the booking confirmed.
 */
export function guestCheckoutSubscription(db: Db, sessions: SessionUseCases): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.guest-checkout.confirmed',
    async handler(event: EventEnvelope) {
      if (event.subject !== 'bookings.guest-checkout.confirmed') return;
      await handleOnce(db, eventStore, CONSUMER, event, async () => {
        await sessions.mailGuestCheckout(event.data as GuestCheckoutConfirmedPayload);
      });
    },
  };
}
