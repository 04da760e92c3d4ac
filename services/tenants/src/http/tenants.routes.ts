// /v1/tenants: super-admins manage every tenant (tenants.*); a member may read their own tenant.
import type { Router } from 'express';
import { createTenantSchema, updateTenantSchema } from '@coachwork/contracts';
import {
  can,
  ForbiddenError,
  crudRoutes,
  requireUser,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { roleIn } from '../data/membership.repository';
import { findTenant, tenantListSpec, toTenantDto } from '../data/tenant.repository';
import { createTenant } from '../domain/tenants/create-tenant.use-case';
import { updateTenant } from '../domain/tenants/update-tenant.use-case';
import { deleteTenant, restoreTenant } from '../domain/tenants/trash-tenant.use-case';
import { TENANT_EXPORT } from './export-columns';

export function tenantRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  crudRoutes(router, {
    path: '/v1/tenants',
    noun: 'Tenant',
    permission: 'tenants',
    db,
    relay,
    // Showing is for tenants.view holders and the tenant's own members (checked in find).
    guard: { show: requireUser() },
    toDto: toTenantDto,
    list: { spec: tenantListSpec, export: { name: 'tenants', columns: TENANT_EXPORT } },
    show: {
      async find(db, id, actor) {
        const row = await findTenant(db, id);
        if (row && !can(actor, 'tenants.view') && !(await roleIn(db, row.id, actor.userId))) {
          throw new ForbiddenError();
        }
        return row;
      },
    },
    create: { schema: createTenantSchema, run: createTenant },
    update: { schema: updateTenantSchema, run: (db, id, body) => updateTenant(db, id, body) },
    delete: (db, id) => deleteTenant(db, id),
    restore: (db, id) => restoreTenant(db, id),
  });
}
