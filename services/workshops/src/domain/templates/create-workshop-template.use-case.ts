import {
  addToOutbox,
  isUniqueViolation,
  slugify,
  uniqueSlug,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import type { CreateWorkshopTemplateInput } from '@coachwork/contracts';
import { eventStore, workshopTemplates } from '../../data/schema';
import {
  slugTaken,
  templatePayload,
  toTemplateDto,
  type WorkshopTemplateDto,
} from '../../data/workshop-template.repository';
import { noteAttachedFile } from '../attached-files';

export const SLUG_TAKEN = 'The slug has already been taken.';

export async function createWorkshopTemplate(
  db: Db,
  input: CreateWorkshopTemplateInput,
  actor: Actor,
): Promise<WorkshopTemplateDto> {
  const explicit = input.slug ?? undefined;
  if (explicit && (await slugTaken(db, explicit))) throw new ValidationError({ slug: [SLUG_TAKEN] });
  // A generated slug can still lose a race with a concurrent create; then pick the next free one.
  for (let attempt = 0; ; attempt++) {
    const slug = explicit ?? (await uniqueSlug(slugify(input.title), (s) => slugTaken(db, s)));
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(workshopTemplates)
          .values({
            title: input.title,
            slug,
            description: input.description ?? null,
            image: input.image ?? null,
            video: input.video ?? null,
            level: input.level ?? null,
            price: input.price,
            createdBy: actor.userId,
          })
          .returning();
        const dto = toTemplateDto(row!);
        await noteAttachedFile(tx, dto.image, null, { entity: 'template', entityId: dto.id }, actor);
        await addToOutbox(tx, eventStore, 'workshops.template.created', templatePayload(dto));
        return dto;
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (explicit || attempt >= 3) throw new ValidationError({ slug: [SLUG_TAKEN] });
    }
  }
}
