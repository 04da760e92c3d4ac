// jsonBody() refuses what PostgreSQL cannot store, on every route, before any of them runs: a NUL or a
// lone surrogate in any string of the JSON body (keys too) or of the query is a 422 on its dotted path.
import express from 'express';
import request from 'supertest';
import { UNSTORABLE_TEXT } from '@coachwork/contracts';
import { errorHandler, jsonBody, unstorablePaths } from '../src';
import { createLogger } from '../src/logger';

const app = express();
app.set('query parser', 'extended');
app.use(jsonBody());
app.all('/echo', (req, res) => {
  res.json({ data: { body: req.body ?? null, query: req.query } });
});
app.use(errorHandler(createLogger('storable-input-test', 'silent')));

describe('jsonBody() and what cannot be stored', () => {
  it('answers 422 on the dotted path of a NUL anywhere in the body', async () => {
    const res = await request(app)
      .post('/echo')
      .send({ notes: 'a\u0000b', address: { city: 'Ber\u0000lin' }, items: ['ok', '\u0000'] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      notes: [UNSTORABLE_TEXT],
      'address.city': [UNSTORABLE_TEXT],
      'items.1': [UNSTORABLE_TEXT],
    });
  });

  it('answers 422 for a lone surrogate, and on the object holding a key that cannot be stored', async () => {
    const res = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('{"firstName":"\\ud800","meta":{"a\\u0000":1}}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ firstName: [UNSTORABLE_TEXT], meta: [UNSTORABLE_TEXT] });
  });

  it('answers 422 on the query parameter, filter[...] as filter.name', async () => {
    const res = await request(app).get('/echo?seats=1&filter[status]=%00&search=x%00');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'filter.status': [UNSTORABLE_TEXT], search: [UNSTORABLE_TEXT] });
  });

  it('lets everything else through: emoji (a surrogate pair), line breaks, accents', async () => {
    const body = { notes: 'one\r\ntwo\tthree 😀', name: 'Zoë' };
    const res = await request(app).post('/echo?q=%C3%A9').send(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ body, query: { q: 'é' } });
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorablePaths(deep)).toHaveLength(1);
  });
});
