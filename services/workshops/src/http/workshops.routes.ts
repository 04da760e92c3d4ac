import type { Request, Response, Router } from 'express';
import { eq } from 'drizzle-orm';
import { createWorkshopSchema, updateWorkshopSchema } from '@coachwork/contracts';
import {
  actorOf,
  can,
  listRows,
  NotFoundError,
  parseListQuery,
  requirePermission,
  uuidParam,
  validate,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import {
  findWorkshop,
  historyListSpec,
  tagCondition,
  toHistoryDto,
  toWorkshopDto,
  workshopListSpec,
} from '../data/workshop.repository';
import { tagListSpec, toTagDto } from '../data/tag.repository';
import { workshopHistory, type TagRow, type WorkshopHistoryRow, type WorkshopRow } from '../data/schema';
import { createWorkshop } from '../domain/workshops/create-workshop.use-case';
import { updateWorkshop } from '../domain/workshops/update-workshop.use-case';
import { deleteWorkshop, restoreWorkshop } from '../domain/workshops/trash-workshop.use-case';
import { assertUuidFilters, takeFilters } from './list-filters';

const BASE = '/v1/workshops';
const WHAT = 'Workshop';

export function workshopRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  router.get(BASE, requirePermission('workshops.view'), async (req, res) => {
    const q = parseListQuery(req.query, workshopListSpec);
    assertUuidFilters(q, ['workshopTemplateId']);
    const { tag } = takeFilters(q, ['tag']);
    const { rows, meta } = await listRows<WorkshopRow>(db, workshopListSpec, q, [
      tag ? tagCondition(tag) : undefined,
    ]);
    res.json({ data: rows.map(toWorkshopDto), meta });
  });

  router.get(`${BASE}/:id`, requirePermission('workshops.view'), async (req, res) => {
    const row = await findWorkshop(db, uuidParam(req, 'id', WHAT));
    // A trashed workshop is still shown to those who may restore it.
    if (!row || (row.deletedAt && !can(actorOf(req), 'workshops.restore'))) {
      throw new NotFoundError(`${WHAT} not found.`);
    }
    res.json({ data: toWorkshopDto(row) });
  });

  // The audit trail is for those who manage workshops (it names who changed what).
  router.get(`${BASE}/:id/history`, requirePermission('workshops.update'), async (req, res) => {
    const id = uuidParam(req, 'id', WHAT);
    if (!(await findWorkshop(db, id))) throw new NotFoundError(`${WHAT} not found.`);
    const q = parseListQuery(req.query, historyListSpec);
    assertUuidFilters(q, ['subjectId', 'actorId']);
    const { rows, meta } = await listRows<WorkshopHistoryRow>(db, historyListSpec, q, [
      eq(workshopHistory.workshopId, id),
    ]);
    res.json({ data: rows.map(toHistoryDto), meta });
  });

  router.post(
    BASE,
    requirePermission('workshops.create'),
    validate(createWorkshopSchema),
    async (req, res) => {
      const data = await createWorkshop(db, req.body, actorOf(req));
      relay.nudge();
      res.status(201).json({ data });
    },
  );

  const update = async (req: Request, res: Response) => {
    const data = await updateWorkshop(db, uuidParam(req, 'id', WHAT), req.body, actorOf(req));
    relay.nudge();
    res.json({ data });
  };
  router.patch(`${BASE}/:id`, requirePermission('workshops.update'), validate(updateWorkshopSchema), update);
  router.put(`${BASE}/:id`, requirePermission('workshops.update'), validate(updateWorkshopSchema), update);

  router.delete(`${BASE}/:id`, requirePermission('workshops.delete'), async (req, res) => {
    const data = await deleteWorkshop(db, uuidParam(req, 'id', WHAT), actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:id/restore`, requirePermission('workshops.restore'), async (req, res) => {
    const data = await restoreWorkshop(db, uuidParam(req, 'id', WHAT), actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  // Tags live on workshops; whoever may see workshops may list them.
  router.get('/v1/tags', requirePermission('workshops.view'), async (req, res) => {
    const q = parseListQuery(req.query, tagListSpec);
    const { rows, meta } = await listRows<TagRow>(db, tagListSpec, q);
    res.json({ data: rows.map(toTagDto), meta });
  });
}
