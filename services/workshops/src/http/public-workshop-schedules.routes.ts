import type { Router } from 'express';
import { create as contentDisposition } from 'content-disposition';
import { parseListQuery, uuidParam, type Db } from '@coachwork/service-kit';
import {
  findPublicSchedule,
  listPublicSchedules,
  publicScheduleListSpec,
} from '../data/public-schedule.repository';
import { renderMarkdown } from '../domain/markdown';
import { scheduleCalendar } from '../domain/schedules/schedule-calendar';

const BASE = '/v1/public/workshop-schedules';

/** The catalogue for everyone, signed in or not: no permission, only what visitors may see. */
export function publicWorkshopScheduleRoutes(router: Router, db: Db, appUrl: string): void {
  router.get(BASE, async (req, res) => {
    const q = parseListQuery(req.query, publicScheduleListSpec);
    const { rows, meta } = await listPublicSchedules(db, q);
    res.json({ data: rows, meta });
  });

  router.get(`${BASE}/:id`, async (req, res) => {
    const s = await findPublicSchedule(db, uuidParam(req, 'id', 'Workshop schedule'));
    // The description as safe HTML beside its Markdown, so pages never render Markdown themselves.
    res.json({ data: { ...s, workshop: { ...s.workshop, descriptionHtml: renderMarkdown(s.workshop.description) } } });
  });

  // Add to calendar: whoever may see the page may download its event.
  router.get(`${BASE}/:id/calendar.ics`, async (req, res) => {
    const s = await findPublicSchedule(db, uuidParam(req, 'id', 'Workshop schedule'));
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', contentDisposition(`${s.workshop.slug}.ics`))
      .set('Cache-Control', 'no-cache')
      .send(scheduleCalendar(s, appUrl));
  });
}
