// Route declarations: one entry per mounted /v1 route, kept in each service's `http/*.api.ts` beside
// its `*.routes.ts`. The gateway turns them into the OpenAPI document (`GET /v1/openapi.json`); the
// gateway's openapi test fails when a mounted route has no entry or an entry names no mounted route.
import type * as yup from 'yup';
import type { ListSpec } from '../list/list-query';
import { listExportApi } from './exports';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call: 'public' (no sign-in), 'user' (any signed-in caller; object rules may still answer 404),
 * or the permission names of which the caller needs one (403 otherwise).
 */
export type ApiAccess = 'public' | 'user' | readonly string[];

/** What a success answers with. */
export type ApiAnswer =
  | 'item' // {data: {...}}
  | 'list' // {data: [...], meta}
  | 'items' // {data: [...]} without paging
  | 'empty' // no body (204)
  | 'redirect' // 302 with Location
  | 'file' // bytes of some type (files, PDFs, CSV)
  | 'raw'; // some other JSON (health, webhooks)

export interface ApiRoute {
  method: ApiMethod;
  /** Express path as mounted, e.g. '/v1/bookings/:id/cancel'. */
  path: string;
  summary: string;
  /** Group in the reference (one per resource); the service's name when left out. */
  tag?: string;
  access: ApiAccess;
  /** The contracts schema the route validates its JSON body with; 'multipart' for uploads. */
  body?: yup.AnyObjectSchema | 'multipart';
  /** A contracts schema for the query string (other than the list contract). */
  query?: yup.AnyObjectSchema;
  /** The list contract's parameters (page, perPage, sort, search, filter[...], include, trashed). */
  list?: ListSpec | true;
  /** Status of success: 200 unless given (201 creates, 202 accepted, 204 empty, 302 redirects). */
  status?: number;
  answer?: ApiAnswer;
  /** The data schema of a success, when there is one in the contracts. */
  data?: Record<string, unknown>;
  /** Takes an `Idempotency-Key` header (service-kit's idempotent()). */
  idempotent?: boolean;
  /** May answer 409 (a state conflict, a repeat still running). */
  conflict?: boolean;
  /** Other success statuses, with the same body (202 for an invitation instead of a member). */
  alsoOk?: number[];
  /** Further refusals it can answer (e.g. 422 for a query read by hand). */
  refuses?: number[];
  /** No CSRF check (server-to-server webhooks). */
  csrfExempt?: boolean;
  /** JSON Schemas of path parameters that are not UUIDs (`id`, `…Id` are UUIDs, others free text). */
  params?: Record<string, Record<string, unknown>>;
  /** Extra request headers it reads (X-Tenant). */
  headers?: Record<string, string>;
}

/** Declares the routes of one group: fills in `tag` where an entry leaves it out. */
export function apiRoutes(tag: string, routes: ApiRoute[]): ApiRoute[] {
  return routes.map((r) => ({ tag, ...r }));
}

export interface CrudApiOptions {
  /** As given to crudRoutes, e.g. '/v1/vouchers'. */
  path: string;
  /** 'Voucher' → "List vouchers", "Show a voucher". */
  noun: string;
  tag: string;
  /** As given to crudRoutes: the actions check `<permission>.<verb>`. */
  permission: string;
  /** Replaces the permission check of an action (crudRoutes' `guard`). */
  access?: Partial<Record<'list' | 'show' | 'create' | 'update' | 'delete' | 'restore', ApiAccess>>;
  list?: ListSpec | true;
  /** The list's CSV and XLSX exports (crudRoutes' `list.export`), e.g. 'vouchers'. */
  exports?: string;
  show?: boolean;
  create?: yup.AnyObjectSchema;
  update?: yup.AnyObjectSchema;
  delete?: boolean;
  restore?: boolean;
  /** Actions whose use case may refuse with 409 (a schedule already cancelled, a voucher in use). */
  conflicts?: readonly ('create' | 'update' | 'delete' | 'restore')[];
  /**
   * The data schema of one object (a `*_DATA_SCHEMA`): list rows, show, create, update, delete (the
   * trashed or deleted object, as crudRoutes answers the use case's result) and restore.
   */
  data?: Record<string, unknown>;
}

/** The declarations of exactly the routes `crudRoutes` mounts for the same options. */
export function crudApi(o: CrudApiOptions): ApiRoute[] {
  const item = `${o.path}/:id`;
  const noun = o.noun.toLowerCase();
  const access = (action: keyof NonNullable<CrudApiOptions['access']>, verb: string): ApiAccess =>
    o.access?.[action] ?? [`${o.permission}.${verb}`];
  const routes: ApiRoute[] = [];
  const base = { tag: o.tag, ...(o.data ? { data: o.data } : {}) };
  if (o.list)
    routes.push({
      ...base,
      method: 'get',
      path: o.path,
      summary: `List ${noun}s`,
      access: access('list', 'view'),
      list: o.list,
      answer: 'list',
    });
  if (o.list && o.exports)
    routes.push(
      ...listExportApi({
        path: o.path,
        what: o.exports,
        access: access('list', 'view'),
        list: o.list,
        tag: o.tag,
      }),
    );
  if (o.show)
    routes.push({
      ...base,
      method: 'get',
      path: item,
      summary: `Show a ${noun}`,
      access: access('show', 'view'),
    });
  if (o.create)
    routes.push({
      ...base,
      method: 'post',
      path: o.path,
      summary: `Create a ${noun}`,
      access: access('create', 'create'),
      body: o.create,
      status: 201,
      conflict: o.conflicts?.includes('create'),
    });
  if (o.update)
    for (const method of ['patch', 'put'] as const)
      routes.push({
        ...base,
        method,
        path: item,
        summary: `Update a ${noun}${method === 'put' ? ' (same as PATCH)' : ''}`,
        access: access('update', 'update'),
        body: o.update,
        conflict: o.conflicts?.includes('update'),
      });
  if (o.delete)
    routes.push({
      ...base,
      method: 'delete',
      path: item,
      summary: `Move a ${noun} to the trash`,
      access: access('delete', 'delete'),
      conflict: o.conflicts?.includes('delete'),
    });
  if (o.restore)
    routes.push({
      ...base,
      method: 'post',
      path: `${item}/restore`,
      summary: `Restore a ${noun} from the trash`,
      access: access('restore', 'restore'),
      conflict: o.conflicts?.includes('restore'),
    });
  return routes;
}
