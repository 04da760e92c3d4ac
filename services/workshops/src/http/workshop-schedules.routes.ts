import type { Router } from 'express';
import { gte, lte } from 'drizzle-orm';
import {
  cancelWorkshopScheduleSchema,
  createWorkshopScheduleSchema,
  updateWorkshopScheduleSchema,
} from '@coachwork/contracts';
import {
  actorOf,
  can,
  crudRoutes,
  dateFilter,
  resolveMe,
  takeFilters,
  uuidParam,
  validate,
  type Actor,
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
  type WorkshopScheduleDto,
} from '../data/workshop-schedule.repository';
import { createWorkshopSchedule } from '../domain/schedules/create-workshop-schedule.use-case';
import { updateWorkshopSchedule } from '../domain/schedules/update-workshop-schedule.use-case';
import { cancelWorkshopSchedule } from '../domain/schedules/cancel-workshop-schedule.use-case';
import {
  deleteWorkshopSchedule,
  restoreWorkshopSchedule,
} from '../domain/schedules/trash-workshop-schedule.use-case';
import { SCHEDULE_EXPORT } from './export-columns';
import { requireAnyPermission } from './require-any-permission';

const BASE = '/v1/workshop-schedules';

/**
 * The meeting link is for the schedule's own coach and those who may edit any schedule: coaches see
 * each other's schedules (`workshop-schedules.view`) but not each other's rooms.
 */
function forViewer(dto: WorkshopScheduleDto, actor: Actor): WorkshopScheduleDto {
  if (dto.coachId === actor.userId || can(actor, 'workshop-schedules.update')) return dto;
  return { ...dto, meetingUrl: null };
}
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
    toDto: async (row, req) => forViewer(await scheduleDto(db, row), actorOf(req)),
    list: {
      spec: scheduleListSpec,
      where(q, req) {
        resolveMe(q, 'coachId', actorOf(req).userId);
        const { startsFrom, startsTo } = takeFilters(q, ['startsFrom', 'startsTo']);
        const from = dateFilter(startsFrom);
        const to = dateFilter(startsTo);
        return [
          from ? gte(workshopSchedules.startDate, from) : undefined,
          to ? lte(workshopSchedules.startDate, to) : undefined,
        ];
      },
      async present(rows, req) {
        const embeds = await loadEmbeds(db, rows);
        return rows.map((r) => forViewer(toScheduleDto(r, embeds), actorOf(req)));
      },
      export: { name: 'workshop-schedules', columns: SCHEDULE_EXPORT },
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
