// What every schedule write shares: who may write which schedule on which workshop, the coach and
// workshop checks, and which event announces the change.
import { and, eq, isNull } from 'drizzle-orm';
import {
  addToOutbox,
  can,
  ForbiddenError,
  ValidationError,
  type Actor,
  type DbOrTx,
} from '@coachwork/service-kit';
import {
  COACH_NOT_A_COACH,
  COACH_NOT_SELF,
  WORKSHOP_NOT_ASSIGNED,
  WORKSHOP_NOT_FOUND,
} from '@coachwork/contracts';
import { eventStore, workshops, workshopTemplates, type WorkshopRow } from '../../data/schema';
import { isAssigned } from '../../data/workshop.repository';
import { isCoach, schedulePayload, type WorkshopScheduleDto } from '../../data/workshop-schedule.repository';
import { assignCoach } from '../workshops/assign-coach.use-case';

/**
 * `workshop-schedules.create`/`.update` act on any schedule; `.create-own`/`.update-own` (coaches) only
 * on schedules whose coachId is the caller, before and after the change.
 */
export function assertMayWrite(
  actor: Actor,
  kind: 'create' | 'update',
  coachIds: (string | undefined)[],
): void {
  if (can(actor, `workshop-schedules.${kind}`)) return;
  if (
    can(actor, `workshop-schedules.${kind}-own`) &&
    coachIds.every((id) => id === undefined || id === actor.userId)
  )
    return;
  throw new ForbiddenError(COACH_NOT_SELF);
}

/**
 * Which workshop a schedule may be put on (issue 18): holders of `workshop-schedules.<kind>` may use any
 * live workshop (and the schedule's coach is then assigned to it, see assignScheduledCoach); `-own`
 * holders only one they are assigned to, else a 422 on workshopId. Called when a schedule is created or
 * moved to another workshop.
 */
export function assertMaySchedule(actor: Actor, kind: 'create' | 'update', workshop: Pick<WorkshopRow, 'coachIds'>): void {
  if (can(actor, `workshop-schedules.${kind}`)) return;
  if (!isAssigned(workshop, actor.userId)) throw new ValidationError({ workshopId: [WORKSHOP_NOT_ASSIGNED] });
}

/**
 * Scheduling a coach on a workshop with `workshop-schedules.<kind>` assigns that coach to it (in the
 * schedule's transaction, kept in the workshop's history); a coach scheduling themselves assigns nothing.
 */
export async function assignScheduledCoach(
  tx: DbOrTx,
  actor: Actor,
  kind: 'create' | 'update',
  workshopId: string,
  coachId: string,
): Promise<void> {
  if (can(actor, `workshop-schedules.${kind}`)) await assignCoach(tx, workshopId, coachId, actor);
}

export async function liveWorkshop(
  db: DbOrTx,
  id: string,
): Promise<WorkshopRow & { templateLevel: string | null }> {
  const [row] = await db
    .select({ w: workshops, templateLevel: workshopTemplates.level })
    .from(workshops)
    .innerJoin(workshopTemplates, eq(workshopTemplates.id, workshops.workshopTemplateId))
    .where(and(eq(workshops.id, id), isNull(workshops.deletedAt)))
    .limit(1);
  if (!row) throw new ValidationError({ workshopId: [WORKSHOP_NOT_FOUND] });
  return { ...row.w, templateLevel: row.templateLevel };
}

export async function assertCoach(db: DbOrTx, coachId: string): Promise<void> {
  if (!(await isCoach(db, coachId))) throw new ValidationError({ coachId: [COACH_NOT_A_COACH] });
}

/** `.published` when the schedule enters PUBLISHED, `.updated` for any other change. */
export async function announce(
  tx: DbOrTx,
  dto: WorkshopScheduleDto,
  previousStatus: string | null,
): Promise<void> {
  const subject =
    dto.status === 'PUBLISHED' && previousStatus !== 'PUBLISHED' && !dto.deletedAt
      ? 'workshops.schedule.published'
      : 'workshops.schedule.updated';
  await addToOutbox(tx, eventStore, subject, schedulePayload(dto));
}
