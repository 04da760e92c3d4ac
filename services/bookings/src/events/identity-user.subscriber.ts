import type { EventEnvelope, UserPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore } from '../data/schema';
import { applyUser } from '../data/user-directory.repository';
import { DEMO_BOOKER_USERNAME } from '../data/seed';

const CONSUMER = 'bookings-identity-users';

/** Keeps bookings' user directory in step with identity.user.* (each event once, newer wins). */
export function identityUserSubscription(
  db: Db,
  options: { afterDemoBooker?: () => Promise<void> } = {},
): Subscription {
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
      // Demo mode: the demo booker may arrive after the ended demo schedule, whose history is theirs.
      // Not awaited, as for the schedule (workshop-schedule.subscriber.ts).
      if (options.afterDemoBooker && user.username === DEMO_BOOKER_USERNAME) void options.afterDemoBooker();
    },
  };
}
