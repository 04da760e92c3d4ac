// GET /v1/users/{id}/tenants: the tenants a user belongs to, from this service's membership table
// (the gateway routes this one users path here; every other /v1/users path goes to identity).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Router } from 'express';
import { actorOf, can, ForbiddenError, requireUser, uuidParam, type Db } from '@coachwork/service-kit';
import { tenantMemberships, tenants } from '../data/schema';

export function userTenantRoutes(router: Router, db: Db): void {
  router.get('/v1/users/:id/tenants', requireUser(), async (req, res) => {
    const userId = uuidParam(req, 'id', 'User');
    const actor = actorOf(req);
    if (actor.userId !== userId && !can(actor, 'users.view')) throw new ForbiddenError();
    const rows = await db
      .select({ id: tenants.id, name: tenants.name, slug: tenants.slug, role: tenantMemberships.role })
      .from(tenantMemberships)
      .innerJoin(tenants, eq(tenants.id, tenantMemberships.tenantId))
      .where(and(eq(tenantMemberships.userId, userId), isNull(tenants.deletedAt)))
      .orderBy(asc(tenants.name));
    res.json({ data: rows });
  });
}
