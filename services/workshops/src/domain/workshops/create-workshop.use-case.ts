import { and, eq, isNull } from 'drizzle-orm';
import {
  isUniqueViolation,
  slugify,
  uniqueSlug,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import {
  WAITLIST_WINDOW_HOURS_DEFAULT,
  WORKSHOP_TEMPLATE_NOT_FOUND,
  type CreateWorkshopInput,
} from '@coachwork/contracts';
import { workshops, workshopTemplates } from '../../data/schema';
import {
  rememberTags,
  toWorkshopDto,
  WORKSHOP_FIELDS,
  workshopSlugTaken,
  type WorkshopDto,
} from '../../data/workshop.repository';
import { diffFields, recordHistory } from '../history';
import { noteAttachedFile } from '../attached-files';
import { SLUG_TAKEN } from '../templates/create-workshop-template.use-case';
import { assertCoaches } from './assign-coach.use-case';

export async function assertLiveTemplate(db: Db, id: string): Promise<void> {
  const [t] = await db
    .select({ id: workshopTemplates.id })
    .from(workshopTemplates)
    .where(and(eq(workshopTemplates.id, id), isNull(workshopTemplates.deletedAt)))
    .limit(1);
  if (!t) throw new ValidationError({ workshopTemplateId: [WORKSHOP_TEMPLATE_NOT_FOUND] });
}

export async function createWorkshop(db: Db, input: CreateWorkshopInput, actor: Actor): Promise<WorkshopDto> {
  await assertLiveTemplate(db, input.workshopTemplateId);
  await assertCoaches(db, input.coachIds ?? []);
  const explicit = input.slug ?? undefined;
  if (explicit && (await workshopSlugTaken(db, explicit))) throw new ValidationError({ slug: [SLUG_TAKEN] });
  const tagList = input.tags ?? [];
  // A generated slug can still lose a race with a concurrent create; then pick the next free one.
  for (let attempt = 0; ; attempt++) {
    const slug = explicit ?? (await uniqueSlug(slugify(input.title), (s) => workshopSlugTaken(db, s)));
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(workshops)
          .values({
            workshopTemplateId: input.workshopTemplateId,
            title: input.title,
            slug,
            description: input.description ?? null,
            image: input.image || null,
            video: input.video || null,
            price: input.price,
            minSeats: input.minSeats,
            maxSeats: input.maxSeats,
            tags: tagList,
            coachIds: input.coachIds ?? [],
            remindDayBefore: input.remindDayBefore ?? true,
            remindHourBefore: input.remindHourBefore ?? true,
            waitlistWindowHours: input.waitlistWindowHours ?? WAITLIST_WINDOW_HOURS_DEFAULT,
            createdBy: actor.userId,
          })
          .returning();
        await rememberTags(tx, tagList);
        const dto = toWorkshopDto(row!);
        await noteAttachedFile(tx, dto.image, null, { entity: 'workshop', entityId: dto.id }, actor);
        await recordHistory(tx, {
          workshopId: dto.id,
          subject: 'workshop',
          subjectId: dto.id,
          action: 'created',
          actor,
          changes: diffFields(null, dto, WORKSHOP_FIELDS),
        });
        return dto;
      });
    } catch (err) {
      if (!isUniqueViolation(err, 'workshops_slug_unique')) throw err;
      if (explicit || attempt >= 3) throw new ValidationError({ slug: [SLUG_TAKEN] });
    }
  }
}
