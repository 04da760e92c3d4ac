import type { Actor, Db } from '@coachwork/service-kit';
import type { CreateWorkshopScheduleInput } from '@coachwork/contracts';
import { workshopSchedules } from '../../data/schema';
import {
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

export function createWorkshopSchedule(
  db: Db,
  input: CreateWorkshopScheduleInput,
  actor: Actor,
): Promise<WorkshopScheduleDto> {
  return createSchedule(db, input, actor, {});
}

/** The same under a given id: the demo seed names its ended schedule so bookings can recognise it. */
export function createWorkshopScheduleWithId(
  db: Db,
  input: CreateWorkshopScheduleInput,
  actor: Actor,
  id: string,
): Promise<WorkshopScheduleDto> {
  return createSchedule(db, input, actor, { id });
}

async function createSchedule(
  db: Db,
  input: CreateWorkshopScheduleInput,
  actor: Actor,
  fixed: { id?: string },
): Promise<WorkshopScheduleDto> {
  assertMayWrite(actor, 'create', [input.coachId]);
  const workshop = await liveWorkshop(db, input.workshopId);
  assertMaySchedule(actor, 'create', workshop);
  await assertCoach(db, input.coachId);
  return db.transaction(async (tx) => {
    await assignScheduledCoach(tx, actor, 'create', input.workshopId, input.coachId);
    const [row] = await tx
      .insert(workshopSchedules)
      .values({
        ...(fixed.id ? { id: fixed.id } : {}),
        workshopId: input.workshopId,
        coachId: input.coachId,
        startDate: new Date(input.startDate),
        endDate: new Date(input.endDate),
        timezone: input.timezone,
        country: input.country ?? null,
        // Unless given, the level is the template's and the capacity the workshop's maximum.
        level: input.level === undefined ? workshop.templateLevel : input.level,
        status: input.status,
        visibility: input.visibility,
        mode: input.mode,
        capacity: input.capacity ?? workshop.maxSeats,
        venueName: input.venueName ?? null,
        venueAddress: input.venueAddress ?? null,
        venueCity: input.venueCity ?? null,
        language: input.language ?? null,
        meetingUrl: input.meetingUrl ?? null,
        createdBy: actor.userId,
      })
      .returning();
    const dto = await scheduleDto(tx, row!);
    await recordHistory(tx, {
      workshopId: dto.workshopId,
      subject: 'schedule',
      subjectId: dto.id,
      action: 'created',
      actor,
      changes: diffFields(null, row!, SCHEDULE_FIELDS),
    });
    await announce(tx, dto, null);
    return dto;
  });
}
