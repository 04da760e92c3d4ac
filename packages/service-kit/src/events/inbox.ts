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
