import type { Router } from 'express';
import { createWorkshopTemplateSchema, updateWorkshopTemplateSchema } from '@coachwork/contracts';
import {
  actorOf,
  listRows,
  NotFoundError,
  parseListQuery,
  requirePermission,
  uuidParam,
  validate,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { findTemplate, templateListSpec, toTemplateDto } from '../data/workshop-template.repository';
import type { WorkshopTemplateRow } from '../data/schema';
import { createWorkshopTemplate } from '../domain/templates/create-workshop-template.use-case';
import { updateWorkshopTemplate } from '../domain/templates/update-workshop-template.use-case';
import {
  deleteWorkshopTemplate,
  restoreWorkshopTemplate,
} from '../domain/templates/trash-workshop-template.use-case';

const BASE = '/v1/workshop-templates';
const WHAT = 'Workshop template';

export function workshopTemplateRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  router.get(BASE, requirePermission('workshop-templates.view'), async (req, res) => {
    const q = parseListQuery(req.query, templateListSpec);
    const { rows, meta } = await listRows<WorkshopTemplateRow>(db, templateListSpec, q);
    res.json({ data: rows.map(toTemplateDto), meta });
  });

  router.get(`${BASE}/:id`, requirePermission('workshop-templates.view'), async (req, res) => {
    const row = await findTemplate(db, uuidParam(req, 'id', WHAT));
    // A trashed template is still shown to those who may restore it.
    if (!row || (row.deletedAt && !actorOf(req).permissions.includes('workshop-templates.restore'))) {
      throw new NotFoundError(`${WHAT} not found.`);
    }
    res.json({ data: toTemplateDto(row) });
  });

  router.post(
    BASE,
    requirePermission('workshop-templates.create'),
    validate(createWorkshopTemplateSchema),
    async (req, res) => {
      const data = await createWorkshopTemplate(db, req.body, actorOf(req));
      relay.nudge();
      res.status(201).json({ data });
    },
  );

  const update = async (
    req: Parameters<Parameters<Router['patch']>[1]>[0],
    res: Parameters<Parameters<Router['patch']>[1]>[1],
  ) => {
    const data = await updateWorkshopTemplate(db, uuidParam(req, 'id', WHAT), req.body, actorOf(req));
    relay.nudge();
    res.json({ data });
  };
  router.patch(
    `${BASE}/:id`,
    requirePermission('workshop-templates.update'),
    validate(updateWorkshopTemplateSchema),
    update,
  );
  router.put(
    `${BASE}/:id`,
    requirePermission('workshop-templates.update'),
    validate(updateWorkshopTemplateSchema),
    update,
  );

  router.delete(`${BASE}/:id`, requirePermission('workshop-templates.delete'), async (req, res) => {
    const data = await deleteWorkshopTemplate(db, uuidParam(req, 'id', WHAT));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:id/restore`, requirePermission('workshop-templates.restore'), async (req, res) => {
    const data = await restoreWorkshopTemplate(db, uuidParam(req, 'id', WHAT));
    relay.nudge();
    res.json({ data });
  });
}
