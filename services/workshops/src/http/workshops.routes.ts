import type { Router } from 'express';
import { eq } from 'drizzle-orm';
import { createWorkshopSchema, updateWorkshopSchema } from '@coachwork/contracts';
import {
  assertUuidFilters,
  crudRoutes,
  listRows,
  NotFoundError,
  parseListQuery,
  requirePermission,
  takeFilters,
  uuidParam,
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
import { workshopHistory, type TagRow, type WorkshopHistoryRow } from '../data/schema';
import { createWorkshop } from '../domain/workshops/create-workshop.use-case';
import { updateWorkshop } from '../domain/workshops/update-workshop.use-case';
import { deleteWorkshop, restoreWorkshop } from '../domain/workshops/trash-workshop.use-case';

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
      where(q) {
        assertUuidFilters(q, ['workshopTemplateId']);
        const { tag } = takeFilters(q, ['tag']);
        return [tag ? tagCondition(tag) : undefined];
      },
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
    assertUuidFilters(q, ['subjectId', 'actorId']);
    const { rows, meta } = await listRows<WorkshopHistoryRow>(db, historyListSpec, q, [
      eq(workshopHistory.workshopId, id),
    ]);
    res.json({ data: rows.map(toHistoryDto), meta });
  });

  // Tags live on workshops; whoever may see workshops may list them.
  router.get('/v1/tags', requirePermission('workshops.view'), async (req, res) => {
    const q = parseListQuery(req.query, tagListSpec);
    const { rows, meta } = await listRows<TagRow>(db, tagListSpec, q);
    res.json({ data: rows.map(toTagDto), meta });
  });
}
