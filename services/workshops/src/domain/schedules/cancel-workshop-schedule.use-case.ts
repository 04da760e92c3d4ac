import { and, eq, isNull } from 'drizzle-orm';
import { addToOutbox, ConflictError, NotFoundError, type Actor, type Db } from '@coachwork/service-kit';
import { SCHEDULE_ALREADY_CANCELLED } from '@coachwork/contracts';
import { eventStore, workshopSchedules } from '../../data/schema';
import {
  findSchedule,
  scheduleDto,
  schedulePayload,
  type WorkshopScheduleDto,
} from '../../data/workshop-schedule.repository';
import { recordHistory } from '../history';
import { assertMayWrite } from './schedule-rules';

/**
 * Cancelling is separate from the publication status (SPEC-DECISIONS): it records who, when and why,
 * and `workshops.schedule.cancelled` lets bookings notify and refund.
 */
export async function cancelWorkshopSchedule(
  db: Db,
  id: string,
  reason: string,
  actor: Actor,
): Promise<WorkshopScheduleDto> {
  const current = await findSchedule(db, id);
  if (!current || current.deletedAt) throw new NotFoundError('Workshop schedule not found.');
  assertMayWrite(actor, 'update', [current.coachId]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workshopSchedules)
      .set({
        cancelledAt: new Date(),
        cancelledBy: actor.userId,
        cancellationReason: reason,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(workshopSchedules.id, id),
          isNull(workshopSchedules.deletedAt),
          isNull(workshopSchedules.cancelledAt),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(SCHEDULE_ALREADY_CANCELLED);
    const dto = await scheduleDto(tx, row);
    await recordHistory(tx, {
      workshopId: row.workshopId,
      subject: 'schedule',
      subjectId: id,
      action: 'cancelled',
      actor,
      changes: {
        cancelledAt: { from: null, to: dto.cancelledAt },
        cancelledBy: { from: null, to: dto.cancelledBy },
        cancellationReason: { from: null, to: reason },
      },
    });
    await addToOutbox(tx, eventStore, 'workshops.schedule.cancelled', schedulePayload(dto));
    return dto;
  });
}
