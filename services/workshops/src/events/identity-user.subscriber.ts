import { sql } from 'drizzle-orm';
import { COACH_ROLE, type EventEnvelope, type UserPayload } from '@coachwork/contracts';
import { handleOnce, type Db, type Subscription } from '@coachwork/service-kit';
import { coachDirectory, eventStore } from '../data/schema';

const CONSUMER = 'workshops-identity-users';

/**
 * Keeps the coach directory in step with identity.user.registered/.updated/.roles-changed (all carry
 * the whole UserPayload), each event applied once, and an older event never overwriting a newer one.
 */
export function identityUserSubscription(
  db: Db,
  options: { afterCoachArrives?: () => Promise<unknown> } = {},
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
      if (options.afterCoachArrives && user.roles.includes(COACH_ROLE)) await options.afterCoachArrives();
    },
  };
}

export async function applyUser(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  user: UserPayload,
  at: Date,
) {
  const values = {
    id: user.id,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    status: user.status,
    roles: user.roles,
    isCoach: user.roles.includes(COACH_ROLE),
    eventAt: at,
    updatedAt: new Date(),
  };
  await tx
    .insert(coachDirectory)
    .values(values)
    .onConflictDoUpdate({
      target: coachDirectory.id,
      set: {
        username: values.username,
        firstName: values.firstName,
        lastName: values.lastName,
        status: values.status,
        roles: values.roles,
        isCoach: values.isCoach,
        eventAt: values.eventAt,
        updatedAt: values.updatedAt,
      },
      setWhere: sql`${coachDirectory.eventAt} <= ${at}`,
    });
}
