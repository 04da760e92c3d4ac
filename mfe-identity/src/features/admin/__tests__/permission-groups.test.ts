import { PERMISSIONS } from '@coachwork/contracts';
import {
  actionOf,
  groupPermissions,
  groupState,
  listErrorPath,
  resourceLabel,
  resourceOf,
  toggleGroup,
  togglePermission,
} from '../permission-groups';

const catalogue = PERMISSIONS.map((name) => ({ name }));

describe('permission picker grouping', () => {
  it('puts every permission of the catalogue in exactly one group named after its resource', () => {
    const groups = groupPermissions(catalogue);
    expect(groups.map((g) => g.resource)).toEqual([
      'users',
      'roles',
      'permissions',
      'tenants',
      'workshop-templates',
      'workshops',
      'workshop-schedules',
      'bookings',
      'booking-seats',
      'vouchers',
      'dashboard',
      'audit-log',
      'webhooks',
      'reviews',
    ]);
    expect(groups.flatMap((g) => g.permissions.map((p) => p.name)).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('orders actions as CRUD reads, whatever order the server sends them in', () => {
    const [group] = groupPermissions(
      ['roles.restore', 'roles.delete', 'roles.view', 'roles.update', 'roles.create'].map((name) => ({
        name,
      })),
    );
    expect(group!.permissions.map((p) => actionOf(p.name))).toEqual([
      'view',
      'create',
      'update',
      'delete',
      'restore',
    ]);
  });

  it('splits names on the last dot and keeps dotless names whole', () => {
    expect(resourceOf('workshop-templates.view')).toBe('workshop-templates');
    expect(actionOf('workshop-templates.view')).toBe('view');
    expect(resourceOf('reports')).toBe('reports');
    expect(resourceLabel('booking-seats')).toBe('Booking seats');
  });
});

describe('all of this resource', () => {
  const roles = groupPermissions(catalogue).find((g) => g.resource === 'roles')!;

  it('is off, partly on or on as the role holds none, some or all of the resource', () => {
    expect(groupState(roles, ['users.view'])).toBe('none');
    expect(groupState(roles, ['roles.view'])).toBe('some');
    expect(
      groupState(
        roles,
        roles.permissions.map((p) => p.name),
      ),
    ).toBe('all');
  });

  it('adds the rest of the resource when partly chosen, keeping other resources', () => {
    expect(toggleGroup(roles, ['users.view', 'roles.update'])).toEqual([
      'users.view',
      'roles.update',
      'roles.view',
      'roles.create',
      'roles.delete',
      'roles.restore',
    ]);
  });

  it('removes only that resource when all of it was chosen', () => {
    const all = ['users.view', ...roles.permissions.map((p) => p.name)];
    expect(toggleGroup(roles, all)).toEqual(['users.view']);
  });

  it('toggles one permission on and off', () => {
    expect(togglePermission('roles.view', ['users.view'])).toEqual(['users.view', 'roles.view']);
    expect(togglePermission('users.view', ['users.view', 'roles.view'])).toEqual(['roles.view']);
  });
});

describe('listErrorPath', () => {
  it('sends item errors of a list to the list field and leaves other paths alone', () => {
    const map = listErrorPath('permissions');
    expect(map('permissions.3')).toBe('permissions');
    expect(map('permissions')).toBeUndefined();
    expect(map('name')).toBeUndefined();
    expect(map('permissionsX.1')).toBeUndefined();
  });
});
