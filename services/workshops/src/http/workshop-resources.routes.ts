import type { Request, Response, Router } from 'express';
import { eq } from 'drizzle-orm';
import {
  createWorkshopResourceSchema,
  reorderWorkshopResourcesSchema,
  updateWorkshopResourceSchema,
} from '@coachwork/contracts';
import {
  actorOf,
  can,
  ForbiddenError,
  listRows,
  NotFoundError,
  parseListQuery,
  requirePermission,
  uuidParam,
  validate,
  type Actor,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { workshopResources, type WorkshopResourceRow } from '../data/schema';
import { findWorkshop } from '../data/workshop.repository';
import { teachesWorkshop } from '../data/workshop-schedule.repository';
import { findResource, resourceListSpec, toResourceDto } from '../data/workshop-resource.repository';
import {
  createWorkshopResource,
  deleteWorkshopResource,
  reorderWorkshopResources,
  restoreWorkshopResource,
  updateWorkshopResource,
} from '../domain/resources/workshop-resources.use-cases';

const BASE = '/v1/workshops/:id/resources';
const WHAT = 'Workshop resource';

/** The live workshop of the URL, or 404. */
async function workshopOf(db: Db, req: Request): Promise<string> {
  const id = uuidParam(req, 'id', 'Workshop');
  const w = await findWorkshop(db, id);
  if (!w || w.deletedAt) throw new NotFoundError('Workshop not found.');
  return id;
}

/**
 * Those who may edit workshops see every workshop's resources; others holding workshops.view (coaches)
 * see the resources of the workshops they teach a schedule of.
 */
async function assertMaySee(db: Db, actor: Actor, workshopId: string): Promise<void> {
  if (can(actor, 'workshops.update')) return;
  if (actor.userId && (await teachesWorkshop(db, actor.userId, workshopId))) return;
  throw new ForbiddenError('You can only see the resources of workshops you teach.');
}

export function workshopResourceRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  router.get(BASE, requirePermission('workshops.view'), async (req, res) => {
    const workshopId = await workshopOf(db, req);
    await assertMaySee(db, actorOf(req), workshopId);
    const q = parseListQuery(req.query, resourceListSpec);
    for (const key of ['isVisible', 'isBroadcast']) {
      if (q.filter[key]) q.filter[key] = q.filter[key]!.filter((v) => v === 'true' || v === 'false');
    }
    const { rows, meta } = await listRows<WorkshopResourceRow>(db, resourceListSpec, q, [
      eq(workshopResources.workshopId, workshopId),
    ]);
    res.json({ data: rows.map(toResourceDto), meta });
  });

  router.post(
    `${BASE}/reorder`,
    requirePermission('workshops.update'),
    validate(reorderWorkshopResourcesSchema),
    async (req, res) => {
      const workshopId = await workshopOf(db, req);
      const data = await reorderWorkshopResources(db, workshopId, req.body.ids, actorOf(req));
      res.json({ data });
    },
  );

  router.get(`${BASE}/:resourceId`, requirePermission('workshops.view'), async (req, res) => {
    const workshopId = await workshopOf(db, req);
    await assertMaySee(db, actorOf(req), workshopId);
    const row = await findResource(db, workshopId, uuidParam(req, 'resourceId', WHAT));
    if (!row || (row.deletedAt && !can(actorOf(req), 'workshops.restore')))
      throw new NotFoundError(`${WHAT} not found.`);
    res.json({ data: toResourceDto(row) });
  });

  router.post(
    BASE,
    requirePermission('workshops.update'),
    validate(createWorkshopResourceSchema),
    async (req, res) => {
      const workshopId = await workshopOf(db, req);
      const data = await createWorkshopResource(db, workshopId, req.body, actorOf(req));
      relay.nudge(); // a file it points at is claimed through an event
      res.status(201).json({ data });
    },
  );

  const update = async (req: Request, res: Response) => {
    const workshopId = await workshopOf(db, req);
    const data = await updateWorkshopResource(
      db,
      workshopId,
      uuidParam(req, 'resourceId', WHAT),
      req.body,
      actorOf(req),
    );
    relay.nudge();
    res.json({ data });
  };
  const mayUpdate = requirePermission('workshops.update');
  router.patch(`${BASE}/:resourceId`, mayUpdate, validate(updateWorkshopResourceSchema), update);
  router.put(`${BASE}/:resourceId`, mayUpdate, validate(updateWorkshopResourceSchema), update);

  router.delete(`${BASE}/:resourceId`, mayUpdate, async (req, res) => {
    const workshopId = await workshopOf(db, req);
    res.json({
      data: await deleteWorkshopResource(db, workshopId, uuidParam(req, 'resourceId', WHAT), actorOf(req)),
    });
  });

  router.post(`${BASE}/:resourceId/restore`, mayUpdate, async (req, res) => {
    const workshopId = await workshopOf(db, req);
    res.json({
      data: await restoreWorkshopResource(db, workshopId, uuidParam(req, 'resourceId', WHAT), actorOf(req)),
    });
  });
}
