// GET /v1/openapi.json describes exactly the /v1 routes the gateway and the services mount: a route
// added without a declaration in its service's `http/*.api.ts` (or a declaration left behind by a
// removed route) fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bootTestGateway, type TestGateway } from '@coachwork/test-support';
import { mountedV1Routes } from './support/mounted-routes';

let gw: TestGateway;
let doc: {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        responses: Record<string, unknown>;
        security: unknown[];
      }
    >
  >;
  components: { securitySchemes: Record<string, { in: string; name: string }> };
};

beforeAll(async () => {
  gw = await bootTestGateway();
  const res = await gw.browser().get('/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => gw.close());

const documented = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
  );

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the session cookie and CSRF schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: 'coachwork_session' });
    expect(doc.components.securitySchemes.csrfHeader).toMatchObject({ in: 'header', name: 'X-XSRF-TOKEN' });
  });

  it('documents every mounted /v1 route, and no route that is not mounted', () => {
    const s = gw.embedded.services;
    const mounted = mountedV1Routes(
      gw.app,
      s.identity.app,
      s.tenants.app,
      s.workshops.app,
      s.bookings.app,
      s.webhooks.app,
    );
    const docs = documented();
    expect({ undocumented: mounted.filter((r) => !docs.includes(r)) }).toEqual({ undocumented: [] });
    expect({ notMounted: docs.filter((r) => !mounted.includes(r)) }).toEqual({ notMounted: [] });
    expect(mounted.length).toBeGreaterThan(140);
  });

  it('gives every path parameter, the body schemas from the contracts and the refusals', () => {
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${p}`;
        for (const [, name] of p.matchAll(/\{(\w+)\}/g))
          expect({ where, has: op.parameters?.some((x) => x.in === 'path' && x.name === name) }).toEqual({
            where,
            has: true,
          });
        expect({ where, has429: '429' in op.responses }).toEqual({ where, has429: true });
        if (method !== 'get' && p !== '/v1/payments/webhooks/stripe')
          expect({ where, has419: '419' in op.responses }).toEqual({ where, has419: true });
        const json = op.requestBody?.content['application/json']?.schema;
        if (json)
          expect({ where, properties: Object.keys((json.properties as object) ?? {}).length > 0 }).toEqual({
            where,
            properties: true,
          });
      }
  });

  // Without a data schema an answer is checked for its envelope only (gateway/src/response-check.ts),
  // so a route declared without `data:` could answer anything in it unnoticed.
  it('names the data schema of every {data} answer', () => {
    const bare: string[] = [];
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        for (const [status, response] of Object.entries(op.responses)) {
          const schema = (response as { content?: Record<string, { schema?: Record<string, unknown> }> })
            .content?.['application/json']?.schema;
          const data = (schema?.properties as Record<string, Record<string, unknown>> | undefined)?.data;
          if (!data || Number(status) >= 300) continue;
          const one = data.type === 'array' ? (data.items as Record<string, unknown>) : data;
          if (!Object.keys(one).length) bare.push(`${method.toUpperCase()} ${p} ${status}`);
        }
    expect(bare).toEqual([]);
  });

  it('names the list parameters, the 422 bag and Idempotency-Key where they apply', () => {
    const list = doc.paths['/v1/workshops']!.get!;
    expect(list.parameters!.map((x) => x.name)).toEqual(
      expect.arrayContaining(['page', 'perPage', 'sort', 'search', 'filter', 'trashed']),
    );
    expect(list.responses['422']).toEqual({ $ref: '#/components/responses/Invalid' });
    const book = doc.paths['/v1/bookings']!.post!;
    expect(book.parameters!.map((x) => x.name)).toContain('Idempotency-Key');
    expect(Object.keys(book.requestBody!.content['application/json']!.schema.properties as object)).toEqual(
      expect.arrayContaining(['workshopScheduleId', 'seats']),
    );
    expect(doc.paths['/v1/users/{id}']!.delete!.responses).toMatchObject({
      '401': {},
      '403': {},
      '404': {},
      '409': {},
    });
  });

  it('is rendered at /v1/docs by Redoc from our own origin, without inline script, under the CSP', async () => {
    const page = await gw.browser().get('/v1/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<redoc spec-url="/v1/openapi.json"');
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => [m[1]!.trim(), m[2]])).toEqual([['src="/v1/docs/redoc.standalone.js"', '']]);
    expect(page.text).not.toMatch(/https?:\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline\' ; script');
    const bundle = await gw.browser().get('/v1/docs/redoc.standalone.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(Number(bundle.headers['content-length'] ?? bundle.body.length)).toBeGreaterThan(100_000);
  });
});

describe('docs/api.md', () => {
  // "Resources so far (each with list, show, create, update, delete, restore)": each named there has them.
  it('names as restorable only resources that mount POST {path}/restore', () => {
    const readme = readFileSync(path.join(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
    const start = readme.indexOf('Resources so far (each with');
    expect(start).toBeGreaterThan(0);
    const list = readme.slice(start, readme.indexOf('\n\n', readme.indexOf('\n- ', start)));
    // The first line of each bullet names the resources (item paths end in their id parameter).
    const named = [...list.matchAll(/^- (.*)$/gm)].flatMap(([, line]) =>
      [...line!.matchAll(/`(\/v1\/[a-z{}/-]+)`/g)].map(([, p]) => p!),
    );
    expect(named.length).toBeGreaterThan(5);
    const docs = documented();
    const restoreOf = (p: string) =>
      /\{\w+\}$/.test(p) ? `POST ${p}/restore` : `POST ${p}/{id}/restore`;
    const missing = named
      .map((p) => restoreOf(p).replace(/\{(\w+)\}/g, ':$1'))
      .filter((route) => !docs.includes(route));
    expect({ missing }).toEqual({ missing: [] });
  });
});
