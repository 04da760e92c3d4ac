import { and, eq } from 'drizzle-orm';
import { filterBy, type DbOrTx, type ListSpec } from '@coachwork/service-kit';
import { RESOURCE_TYPES } from '@coachwork/contracts';
import { workshopResources, type WorkshopResourceRow } from './schema';

export const RESOURCE_FIELDS = [
  'title',
  'description',
  'type',
  'url',
  'filePath',
  'fileSize',
  'fileType',
  'sortOrder',
  'isVisible',
  'isBroadcast',
] as const;

export const resourceListSpec: ListSpec = {
  table: workshopResources,
  sortable: {
    sortOrder: workshopResources.sortOrder,
    title: workshopResources.title,
    type: workshopResources.type,
    createdAt: workshopResources.createdAt,
    updatedAt: workshopResources.updatedAt,
  },
  filterable: {
    type: filterBy.enum(workshopResources.type, RESOURCE_TYPES),
    isVisible: filterBy.boolean(workshopResources.isVisible),
    isBroadcast: filterBy.boolean(workshopResources.isBroadcast),
  },
  searchable: [workshopResources.title, workshopResources.description],
  defaultSort: 'sortOrder,createdAt',
  deletedAt: workshopResources.deletedAt,
};

export async function findResource(
  db: DbOrTx,
  workshopId: string,
  id: string,
): Promise<WorkshopResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(workshopResources)
    .where(and(eq(workshopResources.id, id), eq(workshopResources.workshopId, workshopId)))
    .limit(1);
  return row;
}

export function toResourceDto(row: WorkshopResourceRow) {
  return {
    id: row.id,
    workshopId: row.workshopId,
    title: row.title,
    description: row.description,
    type: row.type,
    url: row.url,
    filePath: row.filePath,
    fileSize: row.fileSize,
    fileType: row.fileType,
    sortOrder: row.sortOrder,
    isVisible: row.isVisible,
    isBroadcast: row.isBroadcast,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export type WorkshopResourceDto = ReturnType<typeof toResourceDto>;
