import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, ListSpec } from '@coachwork/service-kit';
import type { WorkshopPayload } from '@coachwork/contracts';
import { tags, workshopHistory, workshops, type WorkshopHistoryRow, type WorkshopRow } from './schema';

export const WORKSHOP_FIELDS = [
  'workshopTemplateId',
  'title',
  'slug',
  'description',
  'image',
  'video',
  'price',
  'minSeats',
  'maxSeats',
  'tags',
] as const;

export const workshopListSpec: ListSpec = {
  table: workshops,
  sortable: {
    title: workshops.title,
    slug: workshops.slug,
    price: workshops.price,
    minSeats: workshops.minSeats,
    maxSeats: workshops.maxSeats,
    createdAt: workshops.createdAt,
    updatedAt: workshops.updatedAt,
  },
  filterable: { workshopTemplateId: workshops.workshopTemplateId, slug: workshops.slug, tag: workshops.tags },
  searchable: [workshops.title, workshops.description, workshops.slug],
  defaultSort: '-createdAt',
  deletedAt: workshops.deletedAt,
};

/** `filter[tag]=a,b`: workshops carrying any of the tags (the GIN index on tags serves `&&`). */
export function tagCondition(values: string[]) {
  const lowered = values.map((v) => v.toLowerCase());
  return sql`${workshops.tags} && ${sql.param(lowered)}::text[]`;
}

export async function findWorkshop(db: DbOrTx, id: string): Promise<WorkshopRow | undefined> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id)).limit(1);
  return row;
}

export async function workshopSlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: workshops.id }).from(workshops).where(eq(workshops.slug, slug)).limit(1);
  return !!row && row.id !== exceptId;
}

/** Remembers every tag used, for GET /v1/tags. */
export async function rememberTags(tx: DbOrTx, names: readonly string[]): Promise<void> {
  if (!names.length) return;
  await tx
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export function toWorkshopDto(row: WorkshopRow) {
  return {
    id: row.id,
    workshopTemplateId: row.workshopTemplateId,
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: row.image,
    video: row.video,
    price: Number(row.price),
    minSeats: row.minSeats,
    maxSeats: row.maxSeats,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export type WorkshopDto = ReturnType<typeof toWorkshopDto>;

export function workshopPayload(dto: WorkshopDto): WorkshopPayload {
  return {
    id: dto.id,
    workshopTemplateId: dto.workshopTemplateId,
    title: dto.title,
    slug: dto.slug,
    price: dto.price,
    minSeats: dto.minSeats,
    maxSeats: dto.maxSeats,
    tags: dto.tags,
    deletedAt: dto.deletedAt,
  };
}

export const historyListSpec: ListSpec = {
  table: workshopHistory,
  sortable: { createdAt: workshopHistory.createdAt },
  filterable: {
    subject: workshopHistory.subject,
    subjectId: workshopHistory.subjectId,
    action: workshopHistory.action,
    actorId: workshopHistory.actorId,
  },
  searchable: [],
  defaultSort: '-createdAt',
};

export function toHistoryDto(row: WorkshopHistoryRow) {
  return {
    id: row.id,
    workshopId: row.workshopId,
    subject: row.subject,
    subjectId: row.subjectId,
    action: row.action,
    actorId: row.actorId,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}
