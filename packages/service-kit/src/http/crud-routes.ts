// The route shape most resources share (list, show, create, update as PATCH and PUT, delete, restore),
// written once. Each action is wired only when given; anything a resource does beyond this shape stays
// as its own route beside the call.
import type { Request, RequestHandler, Router } from 'express';
import type { SQL } from 'drizzle-orm';
import type * as yup from 'yup';
import { actorOf, can, requirePermission, type Actor } from '../auth/actor';
import type { Db } from '../db/database';
import { NotFoundError } from '../errors';
import type { ListMeta } from '@coachwork/contracts';
import { listRows, parseListQuery, type ListQuery, type ListSpec } from '../list/list-query';
import { listExportRoutes, type ExportColumn } from './exports';
import { uuidParam } from './params';
import { validate } from './validate';

export type CrudAction = 'list' | 'show' | 'create' | 'update' | 'delete' | 'restore';

/** The permission each action checks unless a guard replaces it: `<prefix>.<verb>`. */
const VERB: Record<CrudAction, string> = {
  list: 'view',
  show: 'view',
  create: 'create',
  update: 'update',
  delete: 'delete',
  restore: 'restore',
};

/** `Create` and `Update` are the use cases' input types (the bodies the schemas cast). */
export interface CrudRoutesOptions<Row extends { deletedAt?: Date | null }, Create, Update> {
  /** e.g. '/v1/workshop-templates'; items live at `${path}/:id`. */
  path: string;
  /** For messages: 'Workshop template' → 'Workshop template not found.' */
  noun: string;
  /** e.g. 'workshop-templates': the actions check `.view`, `.create`, `.update`, `.delete`, `.restore`. */
  permission: string;
  db: Db;
  /** Nudged after every write, so the events the use case wrote to the outbox go out at once. */
  relay?: { nudge(): void };
  /** Replaces an action's `requirePermission` (e.g. "any of these permissions"; the use case then
   * applies the object rule). Access stays denied by default: a guard must call next() to let through. */
  guard?: Partial<Record<CrudAction, RequestHandler>>;
  /** Row → response item; used by show, and by list unless it presents its rows itself. The request
   * is there for fields only some viewers may see. */
  toDto: (row: Row, req: Request) => unknown;
  list?: {
    spec: ListSpec;
    /** Handles the filters the generic contract cannot express (may change `q`, may throw a 422) and
     * returns extra conditions for the query. */
    where?: (q: ListQuery, req: Request) => (SQL | undefined)[] | Promise<(SQL | undefined)[]>;
    /** Loads the page itself instead of `listRows` over `spec.table` (a repository that adds a scope
     * no caller may leave out, such as the current tenant). */
    rows?: (q: ListQuery, req: Request) => Promise<{ rows: Row[]; meta: ListMeta }>;
    /** For items that need more than their row (e.g. embeds loaded once for the whole page). */
    present?: (rows: Row[], req: Request) => unknown[] | Promise<unknown[]>;
    /** Mounts `${path}/export.csv` and `.xlsx` with the list's guard and loader (the items as listed). */
    export?: { name: string; columns: readonly ExportColumn<never>[] };
  };
  /** Shows a trashed row only to holders of `<permission>.restore` (or whom `showsTrashed` names);
   * anything else missing is a 404. */
  show?: {
    find: (db: Db, id: string, actor: Actor, req: Request) => Promise<Row | undefined | null>;
    showsTrashed?: (actor: Actor, req: Request) => boolean;
  };
  // Every callback also gets the request last, for what a guard resolved on it (the current tenant).
  create?: {
    schema: yup.AnyObjectSchema;
    run: (db: Db, body: Create, actor: Actor, req: Request) => Promise<unknown>;
  };
  update?: {
    schema: yup.AnyObjectSchema;
    run: (db: Db, id: string, body: Update, actor: Actor, req: Request) => Promise<unknown>;
  };
  delete?: (db: Db, id: string, actor: Actor, req: Request) => Promise<unknown>;
  restore?: (db: Db, id: string, actor: Actor, req: Request) => Promise<unknown>;
}

export function crudRoutes<Row extends { deletedAt?: Date | null }, Create = never, Update = never>(
  router: Router,
  o: CrudRoutesOptions<Row, Create, Update>,
): void {
  const { db, noun, path } = o;
  const item = `${path}/:id`;
  const guard = (action: CrudAction) =>
    o.guard?.[action] ?? requirePermission(`${o.permission}.${VERB[action]}`);
  const idOf = (req: Request) => uuidParam(req, 'id', noun);
  const nudge = () => o.relay?.nudge();
  /** delete and restore: the use case's result, after the outbox had its nudge. */
  const byId =
    (run: (db: Db, id: string, actor: Actor, req: Request) => Promise<unknown>): RequestHandler =>
    async (req, res) => {
      const data = await run(db, idOf(req), actorOf(req), req);
      nudge();
      res.json({ data });
    };

  if (o.list) {
    const { spec, where, rows: load, present } = o.list;
    const page = async (q: ListQuery, req: Request) => {
      const extra = where ? await where(q, req) : [];
      const { rows, meta } = load ? await load(q, req) : await listRows<Row>(db, spec, q, extra);
      return {
        data: await (present ? present(rows, req) : Promise.all(rows.map((r) => o.toDto(r, req)))),
        meta,
      };
    };
    router.get(path, guard('list'), async (req, res) => {
      res.json(await page(parseListQuery(req.query, spec), req));
    });
    if (o.list.export) {
      listExportRoutes<unknown>(router, {
        path,
        guards: [guard('list')],
        spec,
        name: o.list.export.name,
        // Written for the items toDto or present make, which this generic code does not know.
        columns: o.list.export.columns as readonly ExportColumn<unknown>[],
        // `where` may take filters out of the query it is given: each page gets its own copy.
        load: (q, req) => page({ ...q, filter: { ...q.filter } }, req),
      });
    }
  }

  if (o.show) {
    const { find, showsTrashed } = o.show;
    const seesTrash = (actor: Actor, req: Request) =>
      showsTrashed ? showsTrashed(actor, req) : can(actor, `${o.permission}.restore`);
    router.get(item, guard('show'), async (req, res) => {
      const actor = actorOf(req);
      const row = await find(db, idOf(req), actor, req);
      if (!row || (row.deletedAt && !seesTrash(actor, req))) {
        throw new NotFoundError(`${noun} not found.`);
      }
      res.json({ data: await o.toDto(row, req) });
    });
  }

  if (o.create) {
    const { schema, run } = o.create;
    router.post(path, guard('create'), validate(schema), async (req, res) => {
      const data = await run(db, req.body, actorOf(req), req);
      nudge();
      res.status(201).json({ data });
    });
  }

  if (o.update) {
    const { schema, run } = o.update;
    const update: RequestHandler = async (req, res) => {
      const data = await run(db, idOf(req), req.body, actorOf(req), req);
      nudge();
      res.json({ data });
    };
    router.patch(item, guard('update'), validate(schema), update);
    router.put(item, guard('update'), validate(schema), update);
  }

  if (o.delete) router.delete(item, guard('delete'), byId(o.delete));
  if (o.restore) router.post(`${item}/restore`, guard('restore'), byId(o.restore));
}
