// Who may act in a tenant: the object rule behind /v1/t and a tenant's members. Platform permissions
// act in any tenant (tenants.view reads, tenants.update writes); otherwise the caller's tenant role
// decides: owners and admins write (job postings, members), members read.
import type { Request, RequestHandler } from 'express';
import type { TenantRole } from '@coachwork/contracts';
import {
  actorOf,
  can,
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  uuidParam,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import type { TenantRow } from '../data/schema';
import type { TenantScope } from '../data/tenant-scope';

export type { TenantScope };
import { roleIn } from '../data/membership.repository';
import { findLiveTenantBySlug, findTenant } from '../data/tenant.repository';

export type TenantAccess = 'read' | 'write';

const ANY_TENANT: Record<TenantAccess, string> = { read: 'tenants.view', write: 'tenants.update' };
const WRITERS: readonly TenantRole[] = ['owner', 'admin'];

export function mayAccess(actor: Actor, role: TenantRole | null, access: TenantAccess): boolean {
  if (can(actor, ANY_TENANT[access])) return true;
  if (!role) return false;
  return access === 'read' || WRITERS.includes(role);
}

declare module 'express-serve-static-core' {
  interface Request {
    tenantScope?: TenantScope;
  }
}

export const NO_CURRENT_TENANT =
  'No current tenant: name one in the X-Tenant header or choose a default tenant.';

async function scopeFor(db: Db, tenant: TenantRow, actor: Actor, access: TenantAccess): Promise<TenantScope> {
  const role = await roleIn(db, tenant.id, actor.userId);
  if (!mayAccess(actor, role, access)) throw new ForbiddenError();
  return { tenant, role, canWrite: mayAccess(actor, role, 'write') };
}

/**
 * /v1/t: the current tenant is the `X-Tenant` header's slug, else the caller's default tenant
 * (SPEC-DECISIONS, Tenants). 401 for a guest, 404 for no or an unknown tenant, 403 for a non-member.
 */
export function currentTenant(db: Db, access: TenantAccess): RequestHandler {
  return async (req, _res, next) => {
    try {
      const actor = actorOf(req);
      if (!actor.userId) throw new UnauthenticatedError();
      const slug = (req.get('x-tenant') ?? '').trim().toLowerCase() || actor.defaultTenantSlug;
      if (!slug) throw new NotFoundError(NO_CURRENT_TENANT);
      const tenant = await findLiveTenantBySlug(db, slug);
      if (!tenant) throw new NotFoundError('Tenant not found.');
      req.tenantScope = await scopeFor(db, tenant, actor, access);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** /v1/tenants/{id}/...: the tenant named by the path, live only. */
export function tenantFromPath(db: Db, access: TenantAccess): RequestHandler {
  return async (req, _res, next) => {
    try {
      const actor = actorOf(req);
      if (!actor.userId) throw new UnauthenticatedError();
      const tenant = await findTenant(db, uuidParam(req, 'id', 'Tenant'));
      if (!tenant || tenant.deletedAt) throw new NotFoundError('Tenant not found.');
      req.tenantScope = await scopeFor(db, tenant, actor, access);
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The scope a guard resolved; a route without one is a programming error, never a default. */
export function tenantScopeOf(req: Request): TenantScope {
  if (!req.tenantScope) throw new Error('No tenant scope on this request: its route lacks a tenant guard.');
  return req.tenantScope;
}
