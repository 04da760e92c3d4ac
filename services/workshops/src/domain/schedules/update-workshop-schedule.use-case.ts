import { and, eq, isNull } from 'drizzle-orm';
import { ConflictError, NotFoundError, ValidationError, type Actor, type Db } from '@coachwork/service-kit';
import { END_DATE_BEFORE_START, type UpdateWorkshopScheduleInput } from '@coachwork/contracts';
import { workshopSchedules } from '../../data/schema';
import {
  findSchedule,
  SCHEDULE_FIELDS,
  scheduleDto,
  type WorkshopScheduleDto,
} from '../../data/workshop-schedule.repository';
import { diffFields, recordHistory } from '../history';
import {
  announce,
  assertCoach,
  assertMaySchedule,
  assertMayWrite,
  assignScheduledCoach,
  liveWorkshop,
} from './schedule-rules';

export const SCHEDULE_CANCELLED = 'A cancelled schedule cannot be changed.';

/** Partial update (PATCH); a date given alone is checked against the stored other one. */
export async function updateWorkshopSchedule(
  db: Db,
  id: string,
  input: UpdateWorkshopScheduleInput,
  actor: Actor,
): Promise<WorkshopScheduleDto> {
  const current = await findSchedule(db, id);
  if (!current || current.deletedAt) throw new NotFoundError('Workshop schedule not found.');
  assertMayWrite(actor, 'update', [current.coachId, input.coachId]);
  if (current.cancelledAt) throw new ConflictError(SCHEDULE_CANCELLED);

  const startDate = input.startDate ? new Date(input.startDate) : current.startDate;
  const endDate = input.endDate ? new Date(input.endDate) : current.endDate;
  if (endDate <= startDate) throw new ValidationError({ endDate: [END_DATE_BEFORE_START] });
  const moved = !!input.workshopId && input.workshopId !== current.workshopId;
  const recoached = !!input.coachId && input.coachId !== current.coachId;
  if (moved) assertMaySchedule(actor, 'update', await liveWorkshop(db, input.workshopId!));
  if (recoached) await assertCoach(db, input.coachId!);

  const changes: Partial<typeof workshopSchedules.$inferInsert> = { updatedAt: new Date() };
  for (const key of [
    'workshopId',
    'coachId',
    'timezone',
    'country',
    'level',
    'status',
    'visibility',
    'mode',
    'venueName',
    'venueAddress',
    'venueCity',
    'language',
    'meetingUrl',
  ] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  if (input.startDate) changes.startDate = startDate;
  if (input.endDate) changes.endDate = endDate;
  // null capacity means "back to the workshop's maximum".
  if (input.capacity !== undefined)
    changes.capacity =
      input.capacity ?? (await liveWorkshop(db, input.workshopId ?? current.workshopId)).maxSeats;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workshopSchedules)
      .set(changes)
      .where(and(eq(workshopSchedules.id, id), isNull(workshopSchedules.deletedAt)))
      .returning();
    if (!row) throw new NotFoundError('Workshop schedule not found.');
    if (moved || recoached) await assignScheduledCoach(tx, actor, 'update', row.workshopId, row.coachId);
    const dto = await scheduleDto(tx, row);
    const diff = diffFields(current, row, SCHEDULE_FIELDS);
    if (Object.keys(diff).length) {
      await recordHistory(tx, {
        workshopId: row.workshopId,
        subject: 'schedule',
        subjectId: id,
        action: 'updated',
        actor,
        changes: diff,
      });
      await announce(tx, dto, current.status);
    }
    return dto;
  });
}
