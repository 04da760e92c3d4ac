// GET /v1/workshop-schedules/coaches: the coaches a schedule can be given, from the coach read model
// (identity's events), for the console's coach picker. Registered before /workshop-schedules/:id.
import type { Router } from 'express';
import { eq } from 'drizzle-orm';
import { listRows, parseListQuery, type Db, type ListSpec } from '@coachwork/service-kit';
import { coachDirectory, type CoachRow } from '../data/schema';
import { requireAnyPermission } from './require-any-permission';

export const coachListSpec: ListSpec = {
  table: coachDirectory,
  sortable: { username: coachDirectory.username },
  filterable: { id: coachDirectory.id },
  searchable: [coachDirectory.username],
  defaultSort: 'username',
};

export function scheduleCoachRoutes(router: Router, db: Db): void {
  // Whoever may give a schedule to any coach, or assign coaches to a workshop, may see who the coaches
  // are (usernames only).
  router.get(
    '/v1/workshop-schedules/coaches',
    requireAnyPermission(
      'workshop-schedules.create',
      'workshop-schedules.update',
      'workshops.create',
      'workshops.update',
    ),
    async (req, res) => {
      const q = parseListQuery(req.query, coachListSpec);
      const { rows, meta } = await listRows<CoachRow>(db, coachListSpec, q, [
        eq(coachDirectory.isCoach, true),
      ]);
      res.json({ data: rows.map((r) => ({ id: r.id, username: r.username })), meta });
    },
  );
}
