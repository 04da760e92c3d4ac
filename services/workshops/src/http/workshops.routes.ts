import type { Router } from 'express';
import { eq, inArray } from 'drizzle-orm';
import { createWorkshopSchema, updateWorkshopSchema } from '@coachwork/contracts';
import {
  actorOf,
  crudRoutes,
  resolveMe,
  takeFilters,
  listRows,
  NotFoundError,
  parseListQuery,
  requirePermission,
  uuidParam,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import {
  coachCondition,
  findWorkshop,
  historyListSpec,
  tagCondition,
  toHistoryDto,
  toWorkshopDto,
  workshopListSpec,
} from '../data/workshop.repository';
import { tagListSpec, toTagDto } from '../data/tag.repository';
import { coachDirectory, workshopHistory, type TagRow, type WorkshopHistoryRow } from '../data/schema';
import { createWorkshop } from '../domain/workshops/create-workshop.use-case';
import { updateWorkshop } from '../domain/workshops/update-workshop.use-case';
import { deleteWorkshop, restoreWorkshop } from '../domain/workshops/trash-workshop.use-case';
import { WORKSHOP_EXPORT } from './export-columns';

const BASE = '/v1/workshops';
const WHAT = 'Workshop';

export function workshopRoutes(router: Router, db: Db, relay: OutboxRelay): void {
  crudRoutes(router, {
    path: BASE,
    noun: WHAT,
    permission: 'workshops',
    db,
    relay,
    toDto: toWorkshopDto,
    list: {
      spec: workshopListSpec,
      where(q, req) {
        // `filter[coachId]=me`: the workshops the caller is assigned to (the coach area's picker).
        resolveMe(q, 'coachId', actorOf(req).userId);
        const { tag, coachId } = takeFilters(q, ['tag', 'coachId']);
        return [tag ? tagCondition(tag) : undefined, coachId ? coachCondition(coachId) : undefined];
      },
      export: { name: 'workshops', columns: WORKSHOP_EXPORT },
    },
    show: { find: findWorkshop },
    create: { schema: createWorkshopSchema, run: createWorkshop },
    update: { schema: updateWorkshopSchema, run: updateWorkshop },
    delete: deleteWorkshop,
    restore: restoreWorkshop,
  });

  // The audit trail is for those who manage workshops (it names who changed what).
  router.get(`${BASE}/:id/history`, requirePermission('workshops.update'), async (req, res) => {
    const id = uuidParam(req, 'id', WHAT);
    if (!(await findWorkshop(db, id))) throw new NotFoundError(`${WHAT} not found.`);
    const q = parseListQuery(req.query, historyListSpec);
    const { rows, meta } = await listRows<WorkshopHistoryRow>(db, historyListSpec, q, [
      eq(workshopHistory.workshopId, id),
    ]);
    // Who made each change, by username from the users this service knows (identity's events): the
    // public directory shows coaches only, so the console cannot look admins up there.
    const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
    const names = actorIds.length
      ? await db
          .select({ id: coachDirectory.id, username: coachDirectory.username })
          .from(coachDirectory)
          .where(inArray(coachDirectory.id, actorIds))
      : [];
    const usernames = new Map(names.map((n) => [n.id, n.username]));
    res.json({ data: rows.map((r) => toHistoryDto(r, usernames)), meta });
  });

  // Tags live on workshops; whoever may see workshops may list them.
  router.get('/v1/tags', requirePermission('workshops.view'), async (req, res) => {
    const q = parseListQuery(req.query, tagListSpec);
    const { rows, meta } = await listRows<TagRow>(db, tagListSpec, q);
    res.json({ data: rows.map(toTagDto), meta });
  });
}
