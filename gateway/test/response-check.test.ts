// Development and test runs answer a 500 naming the mismatch (and keep it for the test helpers) when an
// answer is not what GET /v1/openapi.json documents; a matching answer passes untouched.
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createLogger } from '@coachwork/service-kit';
import { readConfig, responseCheck, type ResponseMismatch } from '@coachwork/gateway';
import { buildOpenApi } from '../src/openapi';

const WIDGET = {
  type: 'object',
  required: ['id', 'name', 'count'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    name: { type: ['string', 'null'] },
    count: { type: 'integer' },
  },
};

const doc = buildOpenApi([
  {
    method: 'get',
    path: '/v1/widgets',
    summary: 'List',
    access: 'public',
    list: true,
    answer: 'list',
    data: WIDGET,
  },
  { method: 'get', path: '/v1/widgets/special', summary: 'Special', access: 'public', answer: 'raw' },
  { method: 'get', path: '/v1/widgets/:id', summary: 'Show', access: 'user', data: WIDGET },
  { method: 'post', path: '/v1/widgets', summary: 'Create', access: 'public', status: 201, data: WIDGET },
  { method: 'delete', path: '/v1/widgets/:id', summary: 'Delete', access: 'user', answer: 'empty' },
]);

function appAnswering(handler: express.RequestHandler) {
  const mismatches: ResponseMismatch[] = [];
  const app = express();
  app.use('/v1', responseCheck({ document: () => doc, logger: createLogger('test', 'silent'), mismatches }));
  app.use(handler);
  return { app, mismatches };
}

const widget = { id: 'w1', name: null, count: 2 };
const meta = { page: 1, perPage: 15, total: 1, lastPage: 1 };

describe('the response check', () => {
  it('lets documented answers through untouched', async () => {
    const answers: Record<string, [number, unknown]> = {
      'GET /v1/widgets': [200, { data: [widget], meta }],
      'GET /v1/widgets/special': [200, { anything: true }],
      'GET /v1/widgets/9': [200, { data: widget }],
      'POST /v1/widgets': [201, { data: widget }],
      'GET /v1/widgets/8': [404, { message: 'Not found.' }],
      'POST /v1/widgets/x': [404, { message: 'No route.' }],
    };
    const { app, mismatches } = appAnswering((req, res) => {
      const [status, body] = answers[`${req.method} ${req.path}`]!;
      res.status(status).json(body);
    });
    for (const [key, [status, body]] of Object.entries(answers)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      const res = await request(app)[method === 'GET' ? 'get' : 'post'](url);
      expect({ key, status: res.status, body: res.body }).toEqual({ key, status, body });
    }
    const empty = appAnswering((_req, res) => void res.status(204).end());
    expect((await request(empty.app).delete('/v1/widgets/1')).status).toBe(204);
    expect([...mismatches, ...empty.mismatches]).toEqual([]);
  });

  it.each([
    ['a success without the envelope', 'GET', '/v1/widgets/1', 200, widget, 'data: missing'],
    ['a list without meta', 'GET', '/v1/widgets', 200, { data: [widget] }, 'meta: missing'],
    [
      'meta with a text page',
      'GET',
      '/v1/widgets',
      200,
      { data: [], meta: { ...meta, page: '1' } },
      'meta.page: expected integer',
    ],
    [
      'a field of the wrong type',
      'GET',
      '/v1/widgets/1',
      200,
      { data: { ...widget, count: 1.5 } },
      'data.count: expected integer',
    ],
    [
      'a field the document does not know',
      'GET',
      '/v1/widgets/1',
      200,
      { data: { ...widget, secret: 1 } },
      'data.secret: not in the document',
    ],
    ['an undocumented status', 'POST', '/v1/widgets', 200, { data: widget }, 'status 200 is not documented'],
    ['a refusal without message', 'GET', '/v1/widgets/1', 403, { error: 'no' }, 'message: missing'],
    ['a 422 without the bag', 'GET', '/v1/widgets', 422, { message: 'Invalid.' }, 'errors: missing'],
    ['an undocumented route', 'GET', '/v1/gadgets', 200, { data: {} }, 'no operation in the document'],
  ] as const)('answers 500 naming %s, and keeps it', async (_what, method, url, status, body, problem) => {
    const { app, mismatches } = appAnswering((_req, res) => void res.status(status).json(body));
    const res = await request(app)[method === 'GET' ? 'get' : 'post'](url);
    expect(res.status).toBe(500);
    expect(res.body.message).toContain('does not match the API document');
    expect(res.body.message).toContain(problem);
    expect(mismatches).toEqual([
      expect.objectContaining({ status, problems: [expect.stringContaining(problem)] }),
    ]);
  });

  it('reads compressed and streamed JSON (the catalogue cache, a proxied service)', async () => {
    const gz = appAnswering((_req, res) => {
      res.status(200).set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(zlib.gzipSync(JSON.stringify({ data: widget })));
    });
    expect((await request(gz.app).get('/v1/widgets/1')).body).toEqual({ data: widget });
    const pieces = appAnswering((_req, res) => {
      res.status(200).set('Content-Type', 'application/json');
      res.write('{"data":');
      res.end('{"id":1}}');
    });
    const res = await request(pieces.app).get('/v1/widgets/1');
    expect(res.status).toBe(500);
    expect(pieces.mismatches[0]!.problems).toEqual(
      expect.arrayContaining(['data.id: expected string, got number', 'data.count: missing']),
    );
    expect(gz.mismatches).toEqual([]);
  });

  it('is on outside production unless turned off, and never in production', () => {
    const secrets = {
      SESSION_SECRET: 'a-real-session-secret-1234',
      INTERNAL_TOKEN_SECRET: 'a-real-internal-secret-1234',
    };
    expect(readConfig({ NODE_ENV: 'test' }).validateResponses).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).validateResponses).toBe(true);
    expect(readConfig({ NODE_ENV: 'test', VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
    expect(
      readConfig({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true', ...secrets }).validateResponses,
    ).toBe(false);
  });
});
