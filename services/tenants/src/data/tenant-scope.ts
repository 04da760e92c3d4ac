import type { TenantRole } from '@coachwork/contracts';
import type { TenantRow } from './schema';

/**
 * The tenant a request acts in, with the caller's role there (null when acting as a super-admin).
 * Only the guards of domain/tenant-access.ts make one, after the access check; tenant-scoped
 * repositories take it, so no query on a tenant's data can be written without its tenant.
 */
export interface TenantScope {
  readonly tenant: TenantRow;
  readonly role: TenantRole | null;
  readonly canWrite: boolean;
}
