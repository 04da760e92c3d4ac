// The audit trail behind GET /v1/workshops/{id}/history: each change to a workshop, its schedules and
// its resources, written in the same transaction as the change, as a field-by-field diff.
import type { Actor, DbOrTx } from '@coachwork/service-kit';
import { sql } from 'drizzle-orm';
import {
  workshopHistory,
  type HISTORY_ACTIONS,
  type HISTORY_SUBJECTS,
  type HistoryChanges,
} from '../data/schema';

export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** The fields whose value differs between two snapshots (null for a side that does not exist). */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields: readonly string[],
): HistoryChanges {
  const changes: HistoryChanges = {};
  for (const field of fields) {
    const from = before ? plain(before[field]) : null;
    const to = after ? plain(after[field]) : null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

export async function recordHistory(
  tx: DbOrTx,
  entry: {
    workshopId: string;
    subject: HistorySubject;
    subjectId: string;
    action: HistoryAction;
    actor: Actor;
    changes: HistoryChanges;
  },
): Promise<void> {
  await tx.insert(workshopHistory).values({
    workshopId: entry.workshopId,
    subject: entry.subject,
    subjectId: entry.subjectId,
    action: entry.action,
    actorId: entry.actor.userId,
    changes: entry.changes,
    // The time of the change itself, not of its transaction's start (defaultNow): two entries written
    // in one transaction (a schedule created and its coach assigned to the workshop) keep their order.
    createdAt: sql`clock_timestamp()`,
  });
}
