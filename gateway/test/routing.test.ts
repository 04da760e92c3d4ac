import { ROUTE_TABLE, serviceFor } from '@coachwork/gateway';

describe('serviceFor', () => {
  it.each([
    ['/v1/users', 'identity'],
    ['/v1/users?page=2', 'identity'],
    ['/v1/users/6f1c2a34-1111-4111-8111-111111111111', 'identity'],
    ['/v1/users/6f1c2a34-1111-4111-8111-111111111111/restore', 'identity'],
    ['/v1/users/6f1c2a34-1111-4111-8111-111111111111/onboarding', 'identity'],
    ['/v1/users/6f1c2a34-1111-4111-8111-111111111111/coach-profile/approve', 'identity'],
    ['/v1/users/6f1c2a34-1111-4111-8111-111111111111/tenants', 'tenants'],
    ['/v1/users/6f1c2a34-1111-4111-8111-111111111111/tenants/', 'tenants'],
    ['/v1/users/6f1c2a34-1111-4111-8111-111111111111/tenants?page=1', 'tenants'],
    ['/v1/users/tenants', 'identity'],
    ['/v1/users/x/tenants-extra', 'identity'],
    ['/v1/users/x/tenants/y', 'identity'],
    ['/v1/users/x/y/tenants', 'identity'],
    ['/v1/roles/abc', 'identity'],
    ['/v1/public/users/abc', 'identity'],
    ['/v1/tenants/abc', 'tenants'],
    ['/v1/workshop-templates', 'workshops'],
  ])('%s → %s', (path, service) => {
    expect(serviceFor(path)).toBe(service);
  });

  it('knows no owner for unknown paths', () => {
    expect(serviceFor('/v1/nothing-here')).toBeUndefined();
    expect(serviceFor('/v1/public')).toBeUndefined();
    expect(ROUTE_TABLE.users).toBe('identity');
  });
});
