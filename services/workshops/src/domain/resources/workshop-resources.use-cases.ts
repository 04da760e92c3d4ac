// Resources of a workshop: create, partial update (with the type rules of spec §5 checked against the
// stored row), trash, restore and reorder. Each change is kept in the workshop's history.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NotFoundError, restore, ValidationError, type Actor, type Db } from '@coachwork/service-kit';
import {
  FILE_PATH_REQUIRED,
  RESOURCE_NOT_IN_WORKSHOP,
  RESOURCE_URL_REQUIRED,
  TYPES_NEEDING_FILE_PATH,
  TYPES_NEEDING_URL,
  type CreateWorkshopResourceInput,
  type UpdateWorkshopResourceInput,
} from '@coachwork/contracts';
import { workshopResources, type WorkshopResourceRow } from '../../data/schema';
import {
  findResource,
  RESOURCE_FIELDS,
  toResourceDto,
  type WorkshopResourceDto,
} from '../../data/workshop-resource.repository';
import { diffFields, recordHistory } from '../history';
import { noteAttachedFile } from '../attached-files';

const NOT_FOUND = 'Workshop resource not found.';

function assertTypeRules(state: { type: string; url: string | null; filePath: string | null }): void {
  const errors: Record<string, string[]> = {};
  if (TYPES_NEEDING_URL.includes(state.type) && !state.url) errors.url = [RESOURCE_URL_REQUIRED];
  if (TYPES_NEEDING_FILE_PATH.includes(state.type) && !state.filePath) errors.filePath = [FILE_PATH_REQUIRED];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const blank = (v: string | null | undefined) => (v ? v : null);

export async function createWorkshopResource(
  db: Db,
  workshopId: string,
  input: CreateWorkshopResourceInput,
  actor: Actor,
): Promise<WorkshopResourceDto> {
  assertTypeRules({ type: input.type, url: blank(input.url), filePath: blank(input.filePath) });
  return db.transaction(async (tx) => {
    // Unless given, a new resource goes last.
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${workshopResources.sortOrder}) + 1, 0)::int` })
      .from(workshopResources)
      .where(and(eq(workshopResources.workshopId, workshopId), isNull(workshopResources.deletedAt)));
    const [row] = await tx
      .insert(workshopResources)
      .values({
        workshopId,
        title: input.title,
        description: input.description ?? null,
        type: input.type,
        url: blank(input.url),
        filePath: blank(input.filePath),
        fileSize: input.fileSize ?? null,
        fileType: blank(input.fileType),
        sortOrder: input.sortOrder ?? next,
        isVisible: input.isVisible ?? true,
        isBroadcast: input.isBroadcast ?? false,
        createdBy: actor.userId,
      })
      .returning();
    const dto = toResourceDto(row!);
    await noteAttachedFile(tx, dto.filePath, null, { entity: 'resource', entityId: dto.id }, actor);
    await recordHistory(tx, {
      workshopId,
      subject: 'resource',
      subjectId: dto.id,
      action: 'created',
      actor,
      changes: diffFields(null, dto, RESOURCE_FIELDS),
    });
    return dto;
  });
}

export async function updateWorkshopResource(
  db: Db,
  workshopId: string,
  id: string,
  input: UpdateWorkshopResourceInput,
  actor: Actor,
): Promise<WorkshopResourceDto> {
  const current = await findResource(db, workshopId, id);
  if (!current || current.deletedAt) throw new NotFoundError(NOT_FOUND);
  const changes: Partial<typeof workshopResources.$inferInsert> = { updatedAt: new Date() };
  for (const key of RESOURCE_FIELDS) {
    const value = input[key];
    if (value === undefined) continue;
    (changes as Record<string, unknown>)[key] =
      key === 'url' || key === 'filePath' || key === 'fileType' ? blank(value as string | null) : value;
  }
  // The schema checks the type rules only when `type` arrives; the stored row fills in the rest.
  const merged = { ...current, ...changes } as WorkshopResourceRow;
  assertTypeRules(merged);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workshopResources)
      .set(changes)
      .where(and(eq(workshopResources.id, id), isNull(workshopResources.deletedAt)))
      .returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    const dto = toResourceDto(row);
    await noteAttachedFile(tx, dto.filePath, current.filePath, { entity: 'resource', entityId: id }, actor);
    const diff = diffFields(toResourceDto(current), dto, RESOURCE_FIELDS);
    if (Object.keys(diff).length)
      await recordHistory(tx, {
        workshopId,
        subject: 'resource',
        subjectId: id,
        action: 'updated',
        actor,
        changes: diff,
      });
    return dto;
  });
}

export async function deleteWorkshopResource(
  db: Db,
  workshopId: string,
  id: string,
  actor: Actor,
): Promise<WorkshopResourceDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(workshopResources)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(workshopResources.id, id),
          eq(workshopResources.workshopId, workshopId),
          isNull(workshopResources.deletedAt),
        ),
      )
      .returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    const dto = toResourceDto(row);
    await recordHistory(tx, {
      workshopId,
      subject: 'resource',
      subjectId: id,
      action: 'deleted',
      actor,
      changes: { deletedAt: { from: null, to: dto.deletedAt } },
    });
    return dto;
  });
}

export async function restoreWorkshopResource(
  db: Db,
  workshopId: string,
  id: string,
  actor: Actor,
): Promise<WorkshopResourceDto> {
  const before = await findResource(db, workshopId, id);
  if (!before) throw new NotFoundError(`${NOT_FOUND.slice(0, -1)} in the trash.`);
  return db.transaction(async (tx) => {
    const row = await restore(tx, workshopResources, id);
    if (!row) throw new NotFoundError(`${NOT_FOUND.slice(0, -1)} in the trash.`);
    const dto = toResourceDto(row);
    await recordHistory(tx, {
      workshopId,
      subject: 'resource',
      subjectId: id,
      action: 'restored',
      actor,
      changes: { deletedAt: { from: before.deletedAt?.toISOString() ?? null, to: null } },
    });
    return dto;
  });
}

/** Gives each listed resource its position as sortOrder, in one transaction. */
export async function reorderWorkshopResources(
  db: Db,
  workshopId: string,
  ids: string[],
  actor: Actor,
): Promise<WorkshopResourceDto[]> {
  const lowered = ids.map((i) => i.toLowerCase());
  const rows = await db
    .select()
    .from(workshopResources)
    .where(
      and(
        eq(workshopResources.workshopId, workshopId),
        inArray(workshopResources.id, lowered),
        isNull(workshopResources.deletedAt),
      ),
    );
  const known = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  lowered.forEach((id, i) => {
    if (!known.has(id)) errors[`ids.${i}`] = [RESOURCE_NOT_IN_WORKSHOP];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return db.transaction(async (tx) => {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const out: WorkshopResourceDto[] = [];
    for (const [position, id] of lowered.entries()) {
      const before = known.get(id)!;
      const [row] = await tx
        .update(workshopResources)
        .set({ sortOrder: position, updatedAt: new Date() })
        .where(eq(workshopResources.id, id))
        .returning();
      if (before.sortOrder !== position)
        changes[`${id}.sortOrder`] = { from: before.sortOrder, to: position };
      out.push(toResourceDto(row!));
    }
    if (Object.keys(changes).length)
      await recordHistory(tx, {
        workshopId,
        subject: 'resource',
        subjectId: workshopId,
        action: 'reordered',
        actor,
        changes,
      });
    return out;
  });
}
