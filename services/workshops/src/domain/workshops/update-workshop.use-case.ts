import { and, eq, isNull } from 'drizzle-orm';
import {
  addToOutbox,
  isUniqueViolation,
  NotFoundError,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import { MIN_SEATS_ABOVE_MAX, type UpdateWorkshopInput } from '@coachwork/contracts';
import { eventStore, workshops } from '../../data/schema';
import {
  findWorkshop,
  rememberTags,
  toWorkshopDto,
  WORKSHOP_FIELDS,
  workshopPayload,
  workshopSlugTaken,
  type WorkshopDto,
} from '../../data/workshop.repository';
import { diffFields, recordHistory } from '../history';
import { noteAttachedFile } from '../attached-files';
import { SLUG_TAKEN } from '../templates/create-workshop-template.use-case';
import { assertLiveTemplate } from './create-workshop.use-case';
import { assertCoaches } from './assign-coach.use-case';

/** Partial update of a live workshop; only the fields given change, and the change is kept as history. */
export async function updateWorkshop(
  db: Db,
  id: string,
  input: UpdateWorkshopInput,
  actor: Actor,
): Promise<WorkshopDto> {
  const current = await findWorkshop(db, id);
  if (!current || current.deletedAt) throw new NotFoundError('Workshop not found.');
  // The schema compares the seat limits only when both arrive; one alone is checked against the other.
  const minSeats = input.minSeats ?? current.minSeats;
  const maxSeats = input.maxSeats ?? current.maxSeats;
  if (minSeats > maxSeats) throw new ValidationError({ minSeats: [MIN_SEATS_ABOVE_MAX] });
  if (input.workshopTemplateId && input.workshopTemplateId !== current.workshopTemplateId)
    await assertLiveTemplate(db, input.workshopTemplateId);
  if (input.slug && (await workshopSlugTaken(db, input.slug, id)))
    throw new ValidationError({ slug: [SLUG_TAKEN] });
  if (input.coachIds) await assertCoaches(db, input.coachIds, current.coachIds);

  const changes: Partial<typeof workshops.$inferInsert> = { updatedAt: new Date() };
  for (const key of WORKSHOP_FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    (changes as Record<string, unknown>)[key] =
      (key === 'image' || key === 'video') && value === '' ? null : value;
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(workshops)
        .set(changes)
        .where(and(eq(workshops.id, id), isNull(workshops.deletedAt)))
        .returning();
      if (!row) throw new NotFoundError('Workshop not found.');
      if (input.tags) await rememberTags(tx, input.tags);
      const dto = toWorkshopDto(row);
      await noteAttachedFile(tx, dto.image, current.image, { entity: 'workshop', entityId: id }, actor);
      const diff = diffFields(toWorkshopDto(current), dto, WORKSHOP_FIELDS);
      if (Object.keys(diff).length) {
        await recordHistory(tx, {
          workshopId: id,
          subject: 'workshop',
          subjectId: id,
          action: 'updated',
          actor,
          changes: diff,
        });
        await addToOutbox(tx, eventStore, 'workshops.workshop.updated', workshopPayload(dto));
      }
      return dto;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'workshops_slug_unique')) throw new ValidationError({ slug: [SLUG_TAKEN] });
    throw err;
  }
}
