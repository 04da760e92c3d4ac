import { and, eq, isNull } from 'drizzle-orm';
import {
  addToOutbox,
  isUniqueViolation,
  NotFoundError,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import type { UpdateWorkshopTemplateInput } from '@coachwork/contracts';
import { eventStore, workshopTemplates } from '../../data/schema';
import {
  slugTaken,
  templatePayload,
  toTemplateDto,
  type WorkshopTemplateDto,
} from '../../data/workshop-template.repository';
import { noteAttachedFile } from '../attached-files';
import { SLUG_TAKEN } from './create-workshop-template.use-case';

/** Partial update of a live template; only the fields given change. */
export async function updateWorkshopTemplate(
  db: Db,
  id: string,
  input: UpdateWorkshopTemplateInput,
  actor: Actor,
): Promise<WorkshopTemplateDto> {
  if (input.slug && (await slugTaken(db, input.slug, id))) throw new ValidationError({ slug: [SLUG_TAKEN] });
  const changes: Partial<typeof workshopTemplates.$inferInsert> = { updatedAt: new Date() };
  for (const key of ['title', 'slug', 'description', 'image', 'video', 'level', 'price'] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: workshopTemplates.image })
        .from(workshopTemplates)
        .where(eq(workshopTemplates.id, id))
        .limit(1);
      const [row] = await tx
        .update(workshopTemplates)
        .set(changes)
        .where(and(eq(workshopTemplates.id, id), isNull(workshopTemplates.deletedAt)))
        .returning();
      if (!row) throw new NotFoundError('Workshop template not found.');
      const dto = toTemplateDto(row);
      await noteAttachedFile(tx, dto.image, before?.image, { entity: 'template', entityId: id }, actor);
      await addToOutbox(tx, eventStore, 'workshops.template.updated', templatePayload(dto));
      return dto;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ValidationError({ slug: [SLUG_TAKEN] });
    throw err;
  }
}
