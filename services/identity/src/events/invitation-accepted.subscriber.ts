import { and, eq, isNull, sql } from 'drizzle-orm';
import type { EventEnvelope, SeatEventPayload } from '@coachwork/contracts';
import { addToOutbox, handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { eventStore, users } from '../data/schema';
import { roleNamesOf, userPayload } from '../data/user.repository';

const CONSUMER = 'identity-invitation-accepted';

/**
 * An invitation by address that was accepted proves its mailbox (issue 31): bookings mails the link only
 * to that address, and lets an account of that address answer without a verified address only through
 * the link. So when `bookings.seat.accepted` names the account and its own address, the address is marked
 * verified (once; announced like a code's verification). An invitation by account carries no address
 * and changes nothing, nor does an address that is not the account's (any more).
 */
export function invitationAcceptedSubscription(db: Db, now: () => Date): Subscription {
  return {
    durable: CONSUMER,
    subject: 'bookings.seat.accepted',
    async handler(event: EventEnvelope) {
      if (event.subject !== 'bookings.seat.accepted') return;
      const data = event.data as SeatEventPayload;
      if (!data.userId || !data.email) return;
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        const at = now();
        const [verified] = await tx
          .update(users)
          .set({ emailVerifiedAt: at, updatedAt: at })
          .where(
            and(
              eq(users.id, data.userId!),
              sql`lower(${users.email}) = lower(${data.email})`,
              isNull(users.emailVerifiedAt),
              isNull(users.deletedAt),
            ),
          )
          .returning();
        if (verified)
          await addToOutbox(
            tx,
            eventStore,
            'identity.user.updated',
            userPayload(verified, await roleNamesOf(tx, verified.id)),
          );
      });
    },
  };
}
