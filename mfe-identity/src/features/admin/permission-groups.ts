// Permissions are named `<resource>.<action>` (packages/contracts/src/permissions.ts); the picker shows
// them grouped by resource with an 'all of this resource' switch.

export interface PermissionLike {
  name: string;
  description?: string | null;
}

export interface PermissionGroup<P extends PermissionLike = PermissionLike> {
  resource: string;
  permissions: P[];
}

const ACTION_ORDER = ['view', 'create', 'update', 'delete', 'restore'];

export function resourceOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

export function actionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : name;
}

function actionRank(name: string): number {
  const i = ACTION_ORDER.indexOf(actionOf(name));
  return i < 0 ? ACTION_ORDER.length : i;
}

/** Groups in the catalogue's order of first appearance; actions as CRUD reads (view, create, ...). */
export function groupPermissions<P extends PermissionLike>(permissions: readonly P[]): PermissionGroup<P>[] {
  const groups = new Map<string, P[]>();
  for (const p of permissions) {
    const resource = resourceOf(p.name);
    const list = groups.get(resource) ?? [];
    list.push(p);
    groups.set(resource, list);
  }
  return [...groups.entries()].map(([resource, list]) => ({
    resource,
    permissions: [...list].sort(
      (a, b) => actionRank(a.name) - actionRank(b.name) || a.name.localeCompare(b.name),
    ),
  }));
}

export type GroupState = 'all' | 'some' | 'none';

export function groupState(group: PermissionGroup, selected: readonly string[]): GroupState {
  const chosen = group.permissions.filter((p) => selected.includes(p.name)).length;
  if (chosen === 0) return 'none';
  return chosen === group.permissions.length ? 'all' : 'some';
}

/** Turns a whole resource on (when not all of it was chosen) or off, keeping the other choices in order. */
export function toggleGroup(group: PermissionGroup, selected: readonly string[]): string[] {
  const names = group.permissions.map((p) => p.name);
  if (groupState(group, selected) === 'all') return selected.filter((n) => !names.includes(n));
  return [...selected, ...names.filter((n) => !selected.includes(n))];
}

export function togglePermission(name: string, selected: readonly string[]): string[] {
  return selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
}

/** 'workshop-templates' → 'Workshop templates'. */
export function resourceLabel(resource: string): string {
  const words = resource.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A server error on one item of a list field (`permissions.3`, `roles.0`) belongs under the list's
 * picker, which has no per-item inputs: for useServerErrors' `mapPath`.
 */
export function listErrorPath(field: string): (path: string) => string | undefined {
  const item = new RegExp(`^${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.\\d+$`);
  return (path) => (item.test(path) ? field : undefined);
}
