// The columns of the identity service's list exports (CSV and XLSX), over the items the lists answer.
import { exportDate, type ExportColumn } from '@coachwork/service-kit';
import type { toUserListItem } from '../data/user-query.repository';
import type { PermissionDto, RoleDto } from '../domain/roles/roles.use-cases';

type UserListItem = ReturnType<typeof toUserListItem>;

/** The users list with `include=roles,profile`. */
export const USER_EXPORT: ExportColumn<UserListItem>[] = [
  { header: 'ID', value: (u) => u.id, width: 38 },
  { header: 'Username', value: (u) => u.username },
  { header: 'Email', value: (u) => u.email, width: 30 },
  { header: 'First name', value: (u) => u.profile?.firstName ?? null },
  { header: 'Last name', value: (u) => u.profile?.lastName ?? null },
  { header: 'Status', value: (u) => u.status },
  { header: 'Roles', value: (u) => u.roles?.join(', ') ?? null, width: 24 },
  { header: 'Email verified at', value: (u) => exportDate(u.emailVerifiedAt), type: 'date' },
  { header: 'Created at', value: (u) => exportDate(u.createdAt), type: 'date' },
  { header: 'Deleted at', value: (u) => exportDate(u.deletedAt), type: 'date' },
];

export const ROLE_EXPORT: ExportColumn<RoleDto>[] = [
  { header: 'ID', value: (r) => r.id, width: 38 },
  { header: 'Name', value: (r) => r.name },
  { header: 'Description', value: (r) => r.description, width: 40 },
  { header: 'Permissions', value: (r) => r.permissions.join(', '), width: 60 },
  { header: 'Users', value: (r) => r.usersCount, type: 'number' },
  { header: 'Created at', value: (r) => exportDate(r.createdAt), type: 'date' },
];

export const PERMISSION_EXPORT: ExportColumn<PermissionDto>[] = [
  { header: 'ID', value: (p) => p.id, width: 38 },
  { header: 'Name', value: (p) => p.name, width: 30 },
  { header: 'Description', value: (p) => p.description, width: 40 },
  { header: 'Roles', value: (p) => p.rolesCount, type: 'number' },
  { header: 'Created at', value: (p) => exportDate(p.createdAt), type: 'date' },
];

/** A list use case that reads the raw query string, given an export's page of the same query. */
export function rawPage(query: Record<string, unknown>, page: { page: number; perPage: number }) {
  return { ...query, page: String(page.page), perPage: String(page.perPage) };
}
