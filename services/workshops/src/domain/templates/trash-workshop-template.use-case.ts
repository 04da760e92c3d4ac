import { addToOutbox, NotFoundError, restore, softDelete, type Db } from '@coachwork/service-kit';
import { eventStore, workshopTemplates } from '../../data/schema';
import {
  templatePayload,
  toTemplateDto,
  type WorkshopTemplateDto,
} from '../../data/workshop-template.repository';

export async function deleteWorkshopTemplate(db: Db, id: string): Promise<WorkshopTemplateDto> {
  return db.transaction(async (tx) => {
    const row = await softDelete(tx, workshopTemplates, id);
    if (!row) throw new NotFoundError('Workshop template not found.');
    await addToOutbox(tx, eventStore, 'workshops.template.deleted', { id });
    return toTemplateDto(row);
  });
}

export async function restoreWorkshopTemplate(db: Db, id: string): Promise<WorkshopTemplateDto> {
  return db.transaction(async (tx) => {
    const row = await restore(tx, workshopTemplates, id);
    if (!row) throw new NotFoundError('Workshop template not found in the trash.');
    const dto = toTemplateDto(row);
    await addToOutbox(tx, eventStore, 'workshops.template.restored', templatePayload(dto));
    return dto;
  });
}
