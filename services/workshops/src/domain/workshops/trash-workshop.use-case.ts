import { eq } from 'drizzle-orm';
import { addToOutbox, NotFoundError, restore, softDelete, type Actor, type Db } from '@coachwork/service-kit';
import { eventStore, workshops } from '../../data/schema';
import { toWorkshopDto, workshopPayload, type WorkshopDto } from '../../data/workshop.repository';
import { recordHistory } from '../history';

/** Trashing announces itself as `workshops.workshop.updated` with deletedAt set (a restore clears it). */
export async function deleteWorkshop(db: Db, id: string, actor: Actor): Promise<WorkshopDto> {
  return db.transaction(async (tx) => {
    const row = await softDelete(tx, workshops, id);
    if (!row) throw new NotFoundError('Workshop not found.');
    const dto = toWorkshopDto(row);
    await recordHistory(tx, {
      workshopId: id,
      subject: 'workshop',
      subjectId: id,
      action: 'deleted',
      actor,
      changes: { deletedAt: { from: null, to: dto.deletedAt } },
    });
    await addToOutbox(tx, eventStore, 'workshops.workshop.updated', workshopPayload(dto));
    return dto;
  });
}

export async function restoreWorkshop(db: Db, id: string, actor: Actor): Promise<WorkshopDto> {
  return db.transaction(async (tx) => {
    const before = (
      await tx.select({ deletedAt: workshops.deletedAt }).from(workshops).where(eq(workshops.id, id))
    )[0];
    const row = await restore(tx, workshops, id);
    if (!row) throw new NotFoundError('Workshop not found in the trash.');
    const dto = toWorkshopDto(row);
    await recordHistory(tx, {
      workshopId: id,
      subject: 'workshop',
      subjectId: id,
      action: 'restored',
      actor,
      changes: { deletedAt: { from: before?.deletedAt?.toISOString() ?? null, to: null } },
    });
    await addToOutbox(tx, eventStore, 'workshops.workshop.updated', workshopPayload(dto));
    return dto;
  });
}
