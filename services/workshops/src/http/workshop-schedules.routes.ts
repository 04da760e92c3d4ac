import type { Router } from 'express';
import { gte, lte } from 'drizzle-orm';
import {
  cancelWorkshopScheduleSchema,
  createWorkshopScheduleSchema,
  updateWorkshopScheduleSchema,
} from '@coachwork/contracts';
import {
  actorOf,
  assertUuidFilters,
  crudRoutes,
  dateFilter,
  takeFilters,
  uuidParam,
  validate,
  ValidationError,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { workshopSchedules } from '../data/schema';
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
import { requireAnyPermission } from './require-any-permission';

const BASE = '/v1/workshop-schedules';
const WHAT = 'Workshop schedule';

export function workshopScheduleRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  // Coaches write their own schedules (`...-own`); the use cases apply that object rule.
  const mayUpdate = requireAnyPermission('workshop-schedules.update', 'workshop-schedules.update-own');
  crudRoutes(router, {
    path: BASE,
    noun: WHAT,
    permission: 'workshop-schedules',
    db,
    relay,
    guard: {
      create: requireAnyPermission('workshop-schedules.create', 'workshop-schedules.create-own'),
      update: mayUpdate,
    },
    toDto: (row) => scheduleDto(db, row),
    list: {
      spec: scheduleListSpec,
      where(q, req) {
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
        return [
          from ? gte(workshopSchedules.startDate, from) : undefined,
          to ? lte(workshopSchedules.startDate, to) : undefined,
        ];
      },
      async present(rows) {
        const embeds = await loadEmbeds(db, rows);
        return rows.map((r) => toScheduleDto(r, embeds));
      },
    },
    show: { find: findSchedule },
    create: { schema: createWorkshopScheduleSchema, run: createWorkshopSchedule },
    update: { schema: updateWorkshopScheduleSchema, run: updateWorkshopSchedule },
    delete: deleteWorkshopSchedule,
    restore: restoreWorkshopSchedule,
  });

  router.post(`${BASE}/:id/cancel`, mayUpdate, validate(cancelWorkshopScheduleSchema), async (req, res) => {
    const data = await cancelWorkshopSchedule(db, uuidParam(req, 'id', WHAT), req.body.reason, actorOf(req));
    relay.nudge();
    res.json({ data });
  });
}
