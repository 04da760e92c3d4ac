import type { Router } from 'express';
import { parseListQuery, uuidParam, type Db } from '@coachwork/service-kit';
import {
  findPublicSchedule,
  listPublicSchedules,
  publicScheduleListSpec,
} from '../data/public-schedule.repository';

const BASE = '/v1/public/workshop-schedules';

/** The catalogue for everyone, signed in or not: no permission, only what visitors may see. */
export function publicWorkshopScheduleRoutes(router: Router, db: Db): void {
  router.get(BASE, async (req, res) => {
    const q = parseListQuery(req.query, publicScheduleListSpec);
    const { rows, meta } = await listPublicSchedules(db, q);
    res.json({ data: rows, meta });
  });

  router.get(`${BASE}/:id`, async (req, res) => {
    res.json({ data: await findPublicSchedule(db, uuidParam(req, 'id', 'Workshop schedule')) });
  });
}
