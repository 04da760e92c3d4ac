// Assigning coaches to a workshop: what lets a coach schedule it themselves and read its resources.
// Holders of workshops.update set the whole list in the workshop form; scheduling a coach on a workshop
// with workshop-schedules.create/.update assigns that coach here, in the schedule's own transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { addToOutbox, ValidationError, type Actor, type DbOrTx } from '@coachwork/service-kit';
import { COACH_NOT_A_COACH } from '@coachwork/contracts';
import { coachDirectory, eventStore, workshops } from '../../data/schema';
import { toWorkshopDto, workshopPayload } from '../../data/workshop.repository';
import { recordHistory } from '../history';

/**
 * Every id must be a coach in the coach directory; a 422 on `coachIds.N` names each one that is not.
 * Those already assigned (`kept`) pass: a coach who has since lost the role blocks no other edit.
 */
export async function assertCoaches(
  db: DbOrTx,
  coachIds: readonly string[],
  kept: readonly string[] = [],
): Promise<void> {
  if (!coachIds.some((id) => !kept.includes(id))) return;
  const known = await db
    .select({ id: coachDirectory.id })
    .from(coachDirectory)
    .where(and(sql`${coachDirectory.id} = any(${sql.param(coachIds)}::uuid[])`, eq(coachDirectory.isCoach, true)));
  const coaches = new Set(known.map((c) => c.id));
  const errors: Record<string, string[]> = {};
  coachIds.forEach((id, i) => {
    if (!coaches.has(id) && !kept.includes(id)) errors[`coachIds.${i}`] = [COACH_NOT_A_COACH];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/**
 * Adds the coach to the workshop's coaches unless already there, recording the change in the workshop's
 * history and announcing it. One conditional UPDATE: concurrent assignments of different coaches both
 * land, and a repeat changes nothing.
 */
export async function assignCoach(tx: DbOrTx, workshopId: string, coachId: string, actor: Actor): Promise<void> {
  const [row] = await tx
    .update(workshops)
    .set({ coachIds: sql`array_append(${workshops.coachIds}, ${coachId}::uuid)`, updatedAt: new Date() })
    .where(
      and(
        eq(workshops.id, workshopId),
        isNull(workshops.deletedAt),
        sql`not (${coachId}::uuid = any(${workshops.coachIds}))`,
      ),
    )
    .returning();
  if (!row) return;
  await recordHistory(tx, {
    workshopId,
    subject: 'workshop',
    subjectId: workshopId,
    action: 'updated',
    actor,
    changes: { coachIds: { from: row.coachIds.filter((id) => id !== coachId), to: row.coachIds } },
  });
  await addToOutbox(tx, eventStore, 'workshops.workshop.updated', workshopPayload(toWorkshopDto(row)));
}
