// The fuzz of every route in GET /v1/openapi.json as a guest, a booker, a coach and a super-admin
// (gateway/test/fuzz.test.ts runs it bounded inside `npm test`; `npm run fuzz` runs it longer).
// Invariants: never a 5xx, never a stack trace or SQL in a body, every refusal in the documented
// shape, and a refused write leaves the resource's list as it was.
import fc from 'fast-check';
import type { Browser } from '@coachwork/test-support';
import { fuzzBody, fuzzQuery, pathValue, type FuzzBody } from './fuzz-arbitraries';

export type FuzzActor = 'guest' | 'booker' | 'coach' | 'admin';
export const FUZZ_ACTORS: FuzzActor[] = ['guest', 'booker', 'coach', 'admin'];

type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzRoute {
  method: string;
  /** OpenAPI path, `{id}` placeholders. */
  path: string;
  op: Operation;
}

export function routesOf(doc: OpenApiDoc): FuzzRoute[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, op })),
  );
}

/** Internals a body must never show: stack frames, source paths, SQL and driver messages. */
const LEAKS =
  /(\bat\s+\S+\s+\([^)\s]*:\d+:\d+\)|node_modules|\.ts:\d+|\.js:\d+|\bselect\s+.+\s+from\s|\binsert\s+into\b|\bupdate\s+\S+\s+set\b|violates .* constraint|syntax error at|relation "|duplicate key value|invalid input syntax|PGlite|drizzle)/i;

export interface FuzzCase {
  actor: FuzzActor;
  url: string;
  body?: FuzzBody;
  query: Record<string, string>;
}

export interface FuzzContext {
  browsers: Record<FuzzActor, Browser>;
  /** Real ids by the first path segment after /v1 (`workshops`, `users`, ...) or the parameter. */
  pools: Record<string, string[]>;
  /** Documented GET list routes: their lists are compared around a refused write. */
  lists: Set<string>;
  counts: Map<string, Map<number, number>>;
  /** A new signed-out browser. */
  fresh(): Browser;
  /** Resolves once every outbox is published (the lists then stop moving on their own). */
  settle(): Promise<void>;
}

function poolKey(path: string, param: string): string {
  if (param === 'resourceId') return 'resources';
  if (param === 'userId') return 'users';
  if (param === 'code') return 'voucher-codes';
  const before = path.split(`{${param}}`)[0]!.split('/').filter(Boolean);
  return before.at(-1) === 'public' ? before.at(-2)! : before[before.length - 1]!;
}

/** The case for one route: path values, a query, and a body for writes. */
export function caseArbitrary(route: FuzzRoute, actor: FuzzActor, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const allIds = Object.values(ctx.pools).flat();
  const values = params.map((p) => {
    const own = ctx.pools[poolKey(route.path, p)] ?? [];
    return pathValue(own, allIds.filter((id) => !own.includes(id)).slice(0, 20));
  });
  const schema = route.op.requestBody?.content['application/json']?.schema;
  const hasBody = route.method !== 'get' && route.method !== 'delete';
  return fc
    .record({
      values: values.length ? fc.tuple(...values) : fc.constant([] as string[]),
      query: fc.oneof(fc.constant({}), fuzzQuery),
      body: hasBody ? fuzzBody(schema).map((b) => b as FuzzBody | undefined) : fc.constant(undefined),
    })
    .map(({ values: v, query, body }) => {
      let url = route.path;
      params.forEach((p, i) => (url = url.replace(`{${p}}`, encodeURIComponent(v[i]!))));
      return { actor, url, query, body };
    });
}

async function send(b: Browser, method: string, c: FuzzCase, extraHeaders: Record<string, string> = {}) {
  const m = method as 'get' | 'post' | 'put' | 'patch' | 'delete';
  // The token first: the agent attaches its cookies when the request is made.
  const token = m === 'get' ? undefined : await b.csrf();
  let req = b.agent[m](c.url).query(c.query);
  if (token) req = req.set('X-XSRF-TOKEN', token);
  for (const [k, v] of Object.entries(extraHeaders)) req = req.set(k, v);
  if (!c.body) return req;
  if (c.body.kind === 'raw') return req.set('Content-Type', c.body.contentType).send(c.body.text);
  // As text: supertest refuses to send a bare number or boolean.
  return c.body.value === undefined
    ? req
    : req.set('Content-Type', 'application/json').send(JSON.stringify(c.body.value));
}

/** The list the write would change, as the super-admin sees it; undefined when there is none. */
async function listSnapshot(route: FuzzRoute, c: FuzzCase, ctx: FuzzContext): Promise<string | undefined> {
  if (route.method === 'get') return undefined;
  const segments = c.url.split('/');
  for (let n = segments.length; n > 2; n--) {
    const candidate = route.path.split('/').slice(0, n).join('/');
    if (!ctx.lists.has(candidate)) continue;
    const url = segments.slice(0, n).join('/');
    const res = await ctx.browsers.admin.agent.get(url).query({ perPage: 100, trashed: 'with' });
    const res2 = res.status === 422 ? await ctx.browsers.admin.agent.get(url).query({ perPage: 100 }) : res;
    return res2.status === 200 ? JSON.stringify(res2.body) : undefined;
  }
  return undefined;
}

/** Runs one case and checks the invariants; throws with what was wrong. */
export async function runCase(route: FuzzRoute, c: FuzzCase, ctx: FuzzContext): Promise<void> {
  if (route.method !== 'get') await ctx.settle();
  const before = await listSnapshot(route, c, ctx);
  // Sign-in, registration and sign-out would change who the shared browser is: a browser of its own.
  const browser =
    route.method === 'post' && route.path.startsWith('/v1/auth/') ? ctx.fresh() : ctx.browsers[c.actor];
  const res = await send(browser, route.method, c);
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const perStatus = ctx.counts.get(key) ?? new Map<number, number>();
  perStatus.set(res.status, (perStatus.get(res.status) ?? 0) + 1);
  ctx.counts.set(key, perStatus);

  const text = res.text ?? '';
  const what = `${key} as ${c.actor}: ${route.method.toUpperCase()} ${c.url} query ${JSON.stringify(c.query)} body ${JSON.stringify(c.body)?.slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
  if (res.status >= 500) throw new Error(`5xx: ${what}`);
  const json = /json/.test(String(res.headers['content-type'] ?? ''));
  if (json && LEAKS.test(text)) throw new Error(`internals in the body: ${what}`);
  if (res.status < 400) checkSuccess(route, res.status, res.body as unknown, json, what);
  if (res.status >= 400) {
    if (!json || typeof res.body?.message !== 'string') throw new Error(`refusal without {message}: ${what}`);
    if ('data' in res.body) throw new Error(`refusal with data: ${what}`);
    if (res.status === 422) {
      const bag = res.body.errors as Record<string, unknown> | undefined;
      const ok =
        bag &&
        typeof bag === 'object' &&
        Object.values(bag).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
      if (!ok) throw new Error(`422 without the field bag: ${what}`);
    }
    const documented = Object.keys(route.op.responses);
    if (![...documented, '400', '404', '413'].includes(String(res.status)))
      throw new Error(`undocumented status ${res.status} (documented: ${documented.join(', ')}): ${what}`);
    if (before !== undefined) {
      await ctx.settle();
      const after = await listSnapshot(route, c, ctx);
      if (after !== undefined && after !== before)
        throw new Error(`a refused write changed the list: ${what}`);
    }
  }
}

/** A success in the documented status and envelope: `{data}`, `{data, meta}` with the page numbers. */
function checkSuccess(route: FuzzRoute, status: number, body: unknown, json: boolean, what: string): void {
  const documented = route.op.responses[String(status)] as
    { content?: Record<string, { schema: Schema }> } | undefined;
  if (!documented) throw new Error(`undocumented success ${status}: ${what}`);
  const schema = documented.content?.['application/json']?.schema;
  const required = (schema?.required as string[] | undefined) ?? [];
  if (!required.length) return;
  if (!json || typeof body !== 'object' || body === null)
    throw new Error(`success without the JSON envelope: ${what}`);
  const b = body as Record<string, unknown>;
  for (const key of required) if (!(key in b)) throw new Error(`success without \`${key}\`: ${what}`);
  if (required.includes('meta')) {
    const meta = b.meta as Record<string, unknown>;
    const ints = ['page', 'perPage', 'total', 'lastPage'].every((k) => Number.isInteger(meta?.[k]));
    if (!Array.isArray(b.data) || !ints) throw new Error(`list without data[] and meta: ${what}`);
  }
}

/** `METHOD path  N requests: 200×a 404×b …` per route, and the totals per status. */
export function fuzzReport(counts: FuzzContext['counts']): string {
  const total = new Map<number, number>();
  let requests = 0;
  const lines = [...counts.entries()].sort().map(([route, perStatus]) => {
    const n = [...perStatus.values()].reduce((a, b) => a + b, 0);
    requests += n;
    for (const [s, k] of perStatus) total.set(s, (total.get(s) ?? 0) + k);
    const statuses = [...perStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, k]) => `${s}×${k}`)
      .join(' ');
    return `${route.padEnd(62)} ${String(n).padStart(5)}  ${statuses}`;
  });
  const totals = [...total.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, k]) => `${s}×${k}`)
    .join(' ');
  const serverErrors = [...total.entries()].filter(([s]) => s >= 500).reduce((a, [, k]) => a + k, 0);
  return [...lines, `${counts.size} routes, ${requests} requests, ${serverErrors} 5xx: ${totals}`].join('\n');
}
