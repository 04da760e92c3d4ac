import type { EventEnvelope, UserPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore } from '../data/schema';
import { applyUser } from '../data/user-directory.repository';

const CONSUMER = 'bookings-identity-users';

/** Keeps bookings' user directory in step with identity.user.* (each event once, newer wins). */
export function identityUserSubscription(db: Db): Subscription {
  return {
    durable: CONSUMER,
    subject: 'identity.user.*',
    async handler(event: EventEnvelope) {
      if (
        event.subject !== 'identity.user.registered' &&
        event.subject !== 'identity.user.updated' &&
        event.subject !== 'identity.user.roles-changed'
      )
        return;
      const user = event.data as UserPayload;
      await handleOnce(db, eventStore, CONSUMER, event, (tx) =>
        applyUser(tx, user, new Date(event.occurredAt)),
      );
    },
  };
}
