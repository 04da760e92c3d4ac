import type { ListSpec } from '@coachwork/service-kit';
import { tags, type TagRow } from './schema';

export const tagListSpec: ListSpec = {
  table: tags,
  sortable: { name: tags.name, createdAt: tags.createdAt },
  filterable: { name: tags.name },
  searchable: [tags.name],
  defaultSort: 'name',
};

export function toTagDto(row: TagRow) {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() };
}
