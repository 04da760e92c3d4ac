import { eq } from 'drizzle-orm';
import { filterBy, type DbOrTx, type ListSpec } from '@coachwork/service-kit';
import { LEVELS } from '@coachwork/contracts';
import { workshopTemplates, type WorkshopTemplateRow } from './schema';

export const templateListSpec: ListSpec = {
  table: workshopTemplates,
  sortable: {
    title: workshopTemplates.title,
    price: workshopTemplates.price,
    level: workshopTemplates.level,
    createdAt: workshopTemplates.createdAt,
    updatedAt: workshopTemplates.updatedAt,
  },
  filterable: { level: filterBy.enum(workshopTemplates.level, LEVELS), slug: filterBy.text(workshopTemplates.slug) },
  searchable: [workshopTemplates.title, workshopTemplates.description, workshopTemplates.slug],
  defaultSort: '-createdAt',
  deletedAt: workshopTemplates.deletedAt,
};

export async function findTemplate(db: DbOrTx, id: string): Promise<WorkshopTemplateRow | undefined> {
  const [row] = await db.select().from(workshopTemplates).where(eq(workshopTemplates.id, id)).limit(1);
  return row;
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: workshopTemplates.id })
    .from(workshopTemplates)
    .where(eq(workshopTemplates.slug, slug))
    .limit(1);
  return !!row && row.id !== exceptId;
}

/** The API shape: dates as ISO strings, price as a number. */
export function toTemplateDto(row: WorkshopTemplateRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: row.image,
    video: row.video,
    level: row.level,
    price: Number(row.price),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export type WorkshopTemplateDto = ReturnType<typeof toTemplateDto>;

export function templatePayload(dto: WorkshopTemplateDto) {
  return { id: dto.id, title: dto.title, slug: dto.slug, level: dto.level, price: dto.price };
}
