import { sql } from 'drizzle-orm';
import type { EventEnvelope, UserPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription, type Tx } from '@coachwork/service-kit';
import { eventStore, userDirectory } from '../data/schema';
import { acceptInvitations } from '../domain/members/member.use-cases';

const CONSUMER = 'tenants-identity-users';

/**
 * Keeps the user directory in step with identity.user.registered/.updated/.roles-changed (each carries
 * the whole UserPayload), once per event, an older event never overwriting a newer one; a live user
 * whose address was invited joins those tenants. `afterUser` runs after each (the demo tenant's seed).
 */
export function identityUserSubscription(
  db: Db,
  options: { afterUser?: () => Promise<unknown>; onJoined?: () => void } = {},
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
      let joined = 0;
      await handleOnce(db, eventStore, CONSUMER, event, async (tx) => {
        const fresh = await applyUser(tx, user, new Date(event.occurredAt));
        if (fresh && !user.deletedAt) joined = await acceptInvitations(tx, user);
      });
      if (joined) options.onJoined?.();
      await options.afterUser?.();
    },
  };
}

/** Upserts the user; false when a newer event had already been applied. */
export async function applyUser(tx: Tx, user: UserPayload, at: Date): Promise<boolean> {
  const values = {
    id: user.id,
    username: user.username,
    email: user.email,
    status: user.status,
    deletedAt: user.deletedAt ? new Date(user.deletedAt) : null,
    eventAt: at,
  };
  const rows = await tx
    .insert(userDirectory)
    .values(values)
    .onConflictDoUpdate({
      target: userDirectory.id,
      set: {
        username: values.username,
        email: values.email,
        status: values.status,
        deletedAt: values.deletedAt,
        eventAt: values.eventAt,
      },
      setWhere: sql`${userDirectory.eventAt} <= ${at}`,
    })
    .returning({ id: userDirectory.id });
  return rows.length > 0;
}
