import type { Request, Response, Router } from 'express';
import { gte, lte } from 'drizzle-orm';
import {
  cancelWorkshopScheduleSchema,
  createWorkshopScheduleSchema,
  updateWorkshopScheduleSchema,
} from '@coachwork/contracts';
import {
  actorOf,
  can,
  listRows,
  NotFoundError,
  parseListQuery,
  requirePermission,
  uuidParam,
  validate,
  ValidationError,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { workshopSchedules, type WorkshopScheduleRow } from '../data/schema';
import {
  findSchedule,
  loadEmbeds,
  scheduleDto,
  scheduleListSpec,
  toScheduleDto,
} from '../data/workshop-schedule.repository';
import { createWorkshopSchedule } from '../domain/schedules/create-workshop-schedule.use-case';
import { updateWorkshopSchedule } from '../domain/schedules/update-workshop-schedule.use-case';
import { cancelWorkshopSchedule } from '../domain/schedules/cancel-workshop-schedule.use-case';
import {
  deleteWorkshopSchedule,
  restoreWorkshopSchedule,
} from '../domain/schedules/trash-workshop-schedule.use-case';
import { assertUuidFilters, dateFilter, takeFilters } from './list-filters';
import { requireAnyPermission } from './require-any-permission';

const BASE = '/v1/workshop-schedules';
const WHAT = 'Workshop schedule';

export function workshopScheduleRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  router.get(BASE, requirePermission('workshop-schedules.view'), async (req, res) => {
    const q = parseListQuery(req.query, scheduleListSpec);
    // `filter[coachId]=me` is the caller (the coach area's "my schedules").
    const me = actorOf(req).userId;
    if (q.filter.coachId && me) q.filter.coachId = q.filter.coachId.map((v) => (v === 'me' ? me : v));
    assertUuidFilters(q, ['workshopId', 'coachId']);
    const { startsFrom, startsTo } = takeFilters(q, ['startsFrom', 'startsTo']);
    const errors: Record<string, string[]> = {};
    const from = dateFilter(startsFrom, 'startsFrom', errors);
    const to = dateFilter(startsTo, 'startsTo', errors);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    for (const key of ['status', 'visibility', 'mode', 'level', 'country'])
      if (q.filter[key]) q.filter[key] = q.filter[key]!.map((v) => v.toUpperCase());
    const { rows, meta } = await listRows<WorkshopScheduleRow>(db, scheduleListSpec, q, [
      from ? gte(workshopSchedules.startDate, from) : undefined,
      to ? lte(workshopSchedules.startDate, to) : undefined,
    ]);
    const embeds = await loadEmbeds(db, rows);
    res.json({ data: rows.map((r) => toScheduleDto(r, embeds)), meta });
  });

  router.get(`${BASE}/:id`, requirePermission('workshop-schedules.view'), async (req, res) => {
    const row = await findSchedule(db, uuidParam(req, 'id', WHAT));
    if (!row || (row.deletedAt && !can(actorOf(req), 'workshop-schedules.restore'))) {
      throw new NotFoundError(`${WHAT} not found.`);
    }
    res.json({ data: await scheduleDto(db, row) });
  });

  router.post(
    BASE,
    requireAnyPermission('workshop-schedules.create', 'workshop-schedules.create-own'),
    validate(createWorkshopScheduleSchema),
    async (req, res) => {
      const data = await createWorkshopSchedule(db, req.body, actorOf(req));
      relay.nudge();
      res.status(201).json({ data });
    },
  );

  const update = async (req: Request, res: Response) => {
    const data = await updateWorkshopSchedule(db, uuidParam(req, 'id', WHAT), req.body, actorOf(req));
    relay.nudge();
    res.json({ data });
  };
  const mayUpdate = requireAnyPermission('workshop-schedules.update', 'workshop-schedules.update-own');
  router.patch(`${BASE}/:id`, mayUpdate, validate(updateWorkshopScheduleSchema), update);
  router.put(`${BASE}/:id`, mayUpdate, validate(updateWorkshopScheduleSchema), update);

  router.post(`${BASE}/:id/cancel`, mayUpdate, validate(cancelWorkshopScheduleSchema), async (req, res) => {
    const data = await cancelWorkshopSchedule(db, uuidParam(req, 'id', WHAT), req.body.reason, actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.delete(`${BASE}/:id`, requirePermission('workshop-schedules.delete'), async (req, res) => {
    const data = await deleteWorkshopSchedule(db, uuidParam(req, 'id', WHAT), actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:id/restore`, requirePermission('workshop-schedules.restore'), async (req, res) => {
    const data = await restoreWorkshopSchedule(db, uuidParam(req, 'id', WHAT), actorOf(req));
    relay.nudge();
    res.json({ data });
  });
}
