import type { EventEnvelope } from '@coachwork/contracts';
import type { Db, Tx } from '../db/database';
import type { EventTables } from './tables';

/**
 * Runs `apply` in one transaction with the inbox record of (event id, consumer): a redelivered event
 * finds its record and changes nothing. Returns false when the event had been handled already.
 */
export async function handleOnce(
  db: Db,
  tables: EventTables,
  consumer: string,
  event: EventEnvelope,
  apply: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tables.inbox)
      .values({ eventId: event.id, consumer, subject: event.subject })
      .onConflictDoNothing()
      .returning({ eventId: tables.inbox.eventId });
    if (!inserted.length) return false;
    await apply(tx);
    return true;
  });
}

/**
 * In the caller's transaction: the inbox records of `events` for `consumer`, one INSERT for all;
 * returns those not handled before, in order (an event twice in the list counts once).
 */
export async function claimInbox(
  tx: Tx,
  tables: EventTables,
  consumer: string,
  events: readonly EventEnvelope[],
): Promise<EventEnvelope[]> {
  if (!events.length) return [];
  const unique = [...new Map(events.map((e) => [e.id, e])).values()];
  const inserted = await tx
    .insert(tables.inbox)
    .values(unique.map((e) => ({ eventId: e.id, consumer, subject: e.subject })))
    .onConflictDoNothing()
    .returning({ eventId: tables.inbox.eventId });
  const fresh = new Set(inserted.map((r) => r.eventId));
  return unique.filter((e) => fresh.has(e.id));
}
