import { NotFoundError, restore, softDelete, type Actor, type Db } from '@coachwork/service-kit';
import { workshopSchedules } from '../../data/schema';
import { findSchedule, scheduleDto, type WorkshopScheduleDto } from '../../data/workshop-schedule.repository';
import { recordHistory } from '../history';
import { announce } from './schedule-rules';

export async function deleteWorkshopSchedule(db: Db, id: string, actor: Actor): Promise<WorkshopScheduleDto> {
  return db.transaction(async (tx) => {
    const row = await softDelete(tx, workshopSchedules, id);
    if (!row) throw new NotFoundError('Workshop schedule not found.');
    const dto = await scheduleDto(tx, row);
    await recordHistory(tx, {
      workshopId: row.workshopId,
      subject: 'schedule',
      subjectId: id,
      action: 'deleted',
      actor,
      changes: { deletedAt: { from: null, to: dto.deletedAt } },
    });
    await announce(tx, dto, row.status);
    return dto;
  });
}

export async function restoreWorkshopSchedule(
  db: Db,
  id: string,
  actor: Actor,
): Promise<WorkshopScheduleDto> {
  return db.transaction(async (tx) => {
    const before = await findSchedule(tx, id);
    const row = await restore(tx, workshopSchedules, id);
    if (!row) throw new NotFoundError('Workshop schedule not found in the trash.');
    const dto = await scheduleDto(tx, row);
    await recordHistory(tx, {
      workshopId: row.workshopId,
      subject: 'schedule',
      subjectId: id,
      action: 'restored',
      actor,
      changes: { deletedAt: { from: before?.deletedAt?.toISOString() ?? null, to: null } },
    });
    await announce(tx, dto, row.status);
    return dto;
  });
}
