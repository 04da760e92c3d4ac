import type { Request, RequestHandler, Response, Router } from 'express';
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
import { workshopResources, type WorkshopResourceRow, type WorkshopRow } from '../data/schema';
import { findWorkshop, isAssigned } from '../data/workshop.repository';
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
async function liveWorkshopOf(db: Db, req: Request): Promise<WorkshopRow> {
  const w = await findWorkshop(db, uuidParam(req, 'id', 'Workshop'));
  if (!w || w.deletedAt) throw new NotFoundError('Workshop not found.');
  return w;
}

/**
 * Those who may edit workshops see every workshop's resources, hidden ones included; others holding
 * workshops.view (coaches) only those of the workshops they are assigned to. A schedule a coach made
 * for themselves grants nothing (issue 18): assignment is given by holders of workshops.update or
 * workshop-schedules.create/.update.
 */
async function readableWorkshop(db: Db, req: Request): Promise<string> {
  const workshop = await liveWorkshopOf(db, req);
  const actor: Actor = actorOf(req);
  if (can(actor, 'workshops.update') || isAssigned(workshop, actor.userId)) return workshop.id;
  throw new ForbiddenError('You can only see the resources of workshops you are assigned to.');
}

/**
 * The same rule for changes (issue 31): holders of workshops.update change any workshop's resources,
 * coaches (workshops.view) those of the workshops they are assigned to, on every write route.
 */
async function editableWorkshop(db: Db, req: Request): Promise<string> {
  const workshop = await liveWorkshopOf(db, req);
  const actor: Actor = actorOf(req);
  if (can(actor, 'workshops.update') || isAssigned(workshop, actor.userId)) return workshop.id;
  throw new ForbiddenError('You can only change the resources of workshops you are assigned to.');
}

/** Authorises a write before its body is validated, keeping the workshop id in `res.locals`. */
const mayEdit =
  (db: Db): RequestHandler =>
  async (req, res, next) => {
    try {
      res.locals.workshopId = await editableWorkshop(db, req);
      next();
    } catch (err) {
      next(err);
    }
  };
const editedWorkshop = (res: Response): string => res.locals.workshopId as string;

export function workshopResourceRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  router.get(BASE, requirePermission('workshops.view'), async (req, res) => {
    const workshopId = await readableWorkshop(db, req);
    const q = parseListQuery(req.query, resourceListSpec);
    const { rows, meta } = await listRows<WorkshopResourceRow>(db, resourceListSpec, q, [
      eq(workshopResources.workshopId, workshopId),
    ]);
    res.json({ data: rows.map(toResourceDto), meta });
  });

  router.post(
    `${BASE}/reorder`,
    requirePermission('workshops.view'),
    mayEdit(db),
    validate(reorderWorkshopResourcesSchema),
    async (req, res) => {
      const workshopId = editedWorkshop(res);
      const data = await reorderWorkshopResources(db, workshopId, req.body.ids, actorOf(req));
      res.json({ data });
    },
  );

  router.get(`${BASE}/:resourceId`, requirePermission('workshops.view'), async (req, res) => {
    const workshopId = await readableWorkshop(db, req);
    const row = await findResource(db, workshopId, uuidParam(req, 'resourceId', WHAT));
    if (!row || (row.deletedAt && !can(actorOf(req), 'workshops.restore')))
      throw new NotFoundError(`${WHAT} not found.`);
    res.json({ data: toResourceDto(row) });
  });

  router.post(
    BASE,
    requirePermission('workshops.view'),
    mayEdit(db),
    validate(createWorkshopResourceSchema),
    async (req, res) => {
      const workshopId = editedWorkshop(res);
      const data = await createWorkshopResource(db, workshopId, req.body, actorOf(req));
      relay.nudge(); // a file it points at is claimed through an event
      res.status(201).json({ data });
    },
  );

  const update = async (req: Request, res: Response) => {
    const workshopId = editedWorkshop(res);
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
  const mayUpdate = [requirePermission('workshops.view'), mayEdit(db)];
  router.patch(`${BASE}/:resourceId`, ...mayUpdate, validate(updateWorkshopResourceSchema), update);
  router.put(`${BASE}/:resourceId`, ...mayUpdate, validate(updateWorkshopResourceSchema), update);

  router.delete(`${BASE}/:resourceId`, ...mayUpdate, async (req, res) => {
    const workshopId = editedWorkshop(res);
    res.json({
      data: await deleteWorkshopResource(db, workshopId, uuidParam(req, 'resourceId', WHAT), actorOf(req)),
    });
  });

  router.post(`${BASE}/:resourceId/restore`, ...mayUpdate, async (req, res) => {
    const workshopId = editedWorkshop(res);
    res.json({
      data: await restoreWorkshopResource(db, workshopId, uuidParam(req, 'resourceId', WHAT), actorOf(req)),
    });
  });
}
