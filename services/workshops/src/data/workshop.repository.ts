import { eq, sql } from 'drizzle-orm';
import { filterBy, type DbOrTx, type ListSpec } from '@coachwork/service-kit';
import type { WorkshopPayload } from '@coachwork/contracts';
import {
  HISTORY_ACTIONS,
  HISTORY_SUBJECTS,
  tags,
  workshopHistory,
  workshops,
  type WorkshopHistoryRow,
  type WorkshopRow,
} from './schema';

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
  'coachIds',
  'remindDayBefore',
  'remindHourBefore',
  'waitlistWindowHours',
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
  filterable: {
    workshopTemplateId: filterBy.uuid(workshops.workshopTemplateId),
    slug: filterBy.text(workshops.slug),
    // Handled by the route: tags overlap; `me` is the caller.
    tag: filterBy.text(),
    coachId: filterBy.uuid(undefined, ['me']),
  },
  searchable: [workshops.title, workshops.description, workshops.slug],
  defaultSort: '-createdAt',
  deletedAt: workshops.deletedAt,
};

/** `filter[tag]=a,b`: workshops carrying any of the tags (the GIN index on tags serves `&&`). */
export function tagCondition(values: string[]) {
  const lowered = values.map((v) => v.toLowerCase());
  return sql`${workshops.tags} && ${sql.param(lowered)}::text[]`;
}

/** `filter[coachId]=a,b`: workshops any of these coaches is assigned to (GIN index on coach_ids). */
export function coachCondition(coachIds: string[]) {
  return sql`${workshops.coachIds} && ${sql.param(coachIds)}::uuid[]`;
}

/** Is the coach assigned to the workshop? (what lets a coach schedule it and read its resources) */
export const isAssigned = (workshop: Pick<WorkshopRow, 'coachIds'>, userId: string | null) =>
  !!userId && workshop.coachIds.includes(userId);

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
    coachIds: row.coachIds,
    remindDayBefore: row.remindDayBefore,
    remindHourBefore: row.remindHourBefore,
    waitlistWindowHours: row.waitlistWindowHours,
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
    coachIds: dto.coachIds,
    remindDayBefore: dto.remindDayBefore,
    remindHourBefore: dto.remindHourBefore,
    waitlistWindowHours: dto.waitlistWindowHours,
    deletedAt: dto.deletedAt,
  };
}

export const historyListSpec: ListSpec = {
  table: workshopHistory,
  sortable: { createdAt: workshopHistory.createdAt },
  filterable: {
    subject: filterBy.enum(workshopHistory.subject, HISTORY_SUBJECTS),
    subjectId: filterBy.uuid(workshopHistory.subjectId),
    action: filterBy.enum(workshopHistory.action, HISTORY_ACTIONS),
    actorId: filterBy.uuid(workshopHistory.actorId),
  },
  searchable: [],
  defaultSort: '-createdAt',
};

/** `usernames`: actor id → username where known (else `actor` is null and only `actorId` says who). */
export function toHistoryDto(row: WorkshopHistoryRow, usernames: Map<string, string> = new Map()) {
  const username = row.actorId ? usernames.get(row.actorId) : undefined;
  return {
    id: row.id,
    workshopId: row.workshopId,
    subject: row.subject,
    subjectId: row.subjectId,
    action: row.action,
    actorId: row.actorId,
    actor: row.actorId && username ? { id: row.actorId, username } : null,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}
