// crudRoutes on a real table: what each wired action answers, and that a left-out action does not exist.
import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import * as yup from 'yup';
import { eq, sql } from 'drizzle-orm';
import { pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import {
  ConflictError,
  createLogger,
  crudRoutes,
  errorHandler,
  internalAuth,
  INTERNAL_TOKEN_HEADER,
  jsonBody,
  NotFoundError,
  notFoundHandler,
  requireUser,
  signInternalToken,
  type Actor,
  type Db,
  type ListSpec,
} from '../src';

const things = pgSchema('crud').table('things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: uuid('owner_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
type ThingRow = typeof things.$inferSelect;

const spec: ListSpec = {
  table: things,
  sortable: { name: things.name, createdAt: things.createdAt },
  filterable: { name: things.name },
  searchable: [things.name],
  defaultSort: 'name',
  deletedAt: things.deletedAt,
};
const schema = yup.object({
  name: yup.string().trim().required('Name is required').min(3, 'Name is too short'),
});
const toDto = (r: ThingRow) => ({ id: r.id, name: r.name, ownerId: r.ownerId, deletedAt: r.deletedAt });

const find = async (db: Db, id: string) => (await db.select().from(things).where(eq(things.id, id)))[0];
async function mustFind(db: Db, id: string) {
  const row = await find(db, id);
  if (!row) throw new NotFoundError('Thing not found.');
  return row;
}
async function createThing(db: Db, body: { name: string }, actor: Actor) {
  const [row] = await db
    .insert(things)
    .values({ id: randomUUID(), name: body.name, ownerId: actor.userId })
    .returning();
  return toDto(row!);
}
async function updateThing(db: Db, id: string, body: { name: string }) {
  await mustFind(db, id);
  const [row] = await db.update(things).set({ name: body.name }).where(eq(things.id, id)).returning();
  return toDto(row!);
}
async function setDeleted(db: Db, id: string, deletedAt: Date | null) {
  await mustFind(db, id);
  const [row] = await db.update(things).set({ deletedAt }).where(eq(things.id, id)).returning();
  return toDto(row!);
}

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let db: Db;
let app: express.Express;
const relay = { nudges: 0, nudge: () => (relay.nudges += 1) };

beforeAll(async () => {
  ctx = await createTestRuntime();
  db = ctx.database.db;
  await db.execute(sql`create schema crud`);
  await db.execute(sql`create table crud.things (id uuid primary key, name text not null, owner_id uuid,
    created_at timestamptz not null default now(), deleted_at timestamptz)`);

  const router = express.Router();
  crudRoutes(router, {
    path: '/v1/things',
    noun: 'Thing',
    permission: 'things',
    db,
    relay,
    toDto,
    list: { spec },
    show: { find },
    create: { schema, run: createThing },
    update: { schema, run: updateThing },
    delete: (db, id) => setDeleted(db, id, new Date()),
    restore: (db, id) => setDeleted(db, id, null),
  });
  // Only list, show and create, with a guard of its own for create (the use case decides the rest).
  crudRoutes(router, {
    path: '/v1/notes',
    noun: 'Note',
    permission: 'notes',
    db,
    toDto,
    guard: { create: requireUser() },
    list: {
      spec,
      where: (q) => {
        if (q.filter.name?.includes('forbidden')) throw new ConflictError('Not that one.');
        return [eq(things.name, 'note')];
      },
      present: async (rows) => rows.map((r) => ({ note: r.name })),
    },
    show: { find },
    create: { schema, run: createThing },
  });
  app = express();
  app.set('query parser', 'extended');
  app.use(internalAuth(TEST_INTERNAL_SECRET));
  app.use(jsonBody());
  app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(createLogger('test', 'silent')));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await db.execute(sql`truncate crud.things`);
  relay.nudges = 0;
});

const ALL = ['things.view', 'things.create', 'things.update', 'things.delete', 'things.restore'];
function as(permissions: string[] | 'guest') {
  const actor: Actor =
    permissions === 'guest'
      ? { userId: null, sessionId: null, roles: [], permissions: [] }
      : { userId: randomUUID(), sessionId: randomUUID(), roles: ['someone'], permissions };
  const token = signInternalToken(actor, TEST_INTERNAL_SECRET);
  const call = (method: 'get' | 'post' | 'patch' | 'put' | 'delete', url: string, body?: object) => {
    const r = request(app)[method](url).set(INTERNAL_TOKEN_HEADER, token);
    return body ? r.send(body) : r;
  };
  return { actor, call };
}
const admin = as(ALL);
const viewer = as(['things.view']);
const count = async () => ((await db.select().from(things)) as ThingRow[]).length;

describe('crudRoutes: create', () => {
  it('answers 201 with {data} from the use case and nudges the relay', async () => {
    const res = await admin.call('post', '/v1/things', { name: '  Lamp ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Lamp', ownerId: admin.actor.userId });
    expect(await find(db, res.body.data.id)).toMatchObject({ name: 'Lamp' });
    expect(relay.nudges).toBe(1);
  });

  it('answers 422 with the field bag, writes nothing and does not nudge', async () => {
    const res = await admin.call('post', '/v1/things', { name: 'ab' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['Name is too short'] });
    expect(await count()).toBe(0);
    expect(relay.nudges).toBe(0);
  });

  it('answers 401 to a guest and 403 without <prefix>.create', async () => {
    expect((await as('guest').call('post', '/v1/things', { name: 'Lamp' })).status).toBe(401);
    expect((await viewer.call('post', '/v1/things', { name: 'Lamp' })).status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('uses a guard in place of the permission when one is given', async () => {
    expect((await as([]).call('post', '/v1/notes', { name: 'note' })).status).toBe(201);
    expect((await as('guest').call('post', '/v1/notes', { name: 'note' })).status).toBe(401);
  });
});

describe('crudRoutes: list and show', () => {
  it('lists through the list contract with the dto of each row', async () => {
    for (const name of ['Cup', 'Bowl']) await admin.call('post', '/v1/things', { name });
    const res = await viewer.call('get', '/v1/things?sort=-name');
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { name: string }) => d.name)).toEqual(['Cup', 'Bowl']);
    expect(res.body.meta).toEqual({ page: 1, perPage: 10, total: 2, lastPage: 1 });
    expect((await viewer.call('get', '/v1/things?sort=secret')).status).toBe(422);
    expect((await as([]).call('get', '/v1/things')).status).toBe(403);
  });

  it('applies the extra conditions and presenter of a custom list', async () => {
    for (const name of ['note', 'other']) await admin.call('post', '/v1/things', { name });
    const res = await as(['notes.view']).call('get', '/v1/notes');
    expect(res.body.data).toEqual([{ note: 'note' }]);
    expect(res.body.meta.total).toBe(1);
    expect((await as(['notes.view']).call('get', '/v1/notes?filter[name]=forbidden')).status).toBe(409);
  });

  it('shows a row, and 404s "Thing not found." for an unknown id or one that is not a uuid', async () => {
    const id = (await admin.call('post', '/v1/things', { name: 'Lamp' })).body.data.id;
    const res = await viewer.call('get', `/v1/things/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: 'Lamp' });
    for (const other of [randomUUID(), 'not-a-uuid']) {
      const missing = await viewer.call('get', `/v1/things/${other}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Thing not found.');
    }
  });

  it('shows a trashed row only to holders of <prefix>.restore', async () => {
    const id = (await admin.call('post', '/v1/things', { name: 'Lamp' })).body.data.id;
    expect((await admin.call('delete', `/v1/things/${id}`)).status).toBe(200);
    const hidden = await viewer.call('get', `/v1/things/${id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Thing not found.');
    const shown = await as(['things.view', 'things.restore']).call('get', `/v1/things/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.deletedAt).not.toBeNull();
  });
});

describe('crudRoutes: update, delete, restore', () => {
  it('updates by PATCH and by PUT, each nudging the relay', async () => {
    const id = (await admin.call('post', '/v1/things', { name: 'Lamp' })).body.data.id;
    relay.nudges = 0;
    expect((await admin.call('patch', `/v1/things/${id}`, { name: 'Desk lamp' })).body.data.name).toBe(
      'Desk lamp',
    );
    expect((await admin.call('put', `/v1/things/${id}`, { name: 'Floor lamp' })).body.data.name).toBe(
      'Floor lamp',
    );
    expect(relay.nudges).toBe(2);
    const bad = await admin.call('put', `/v1/things/${id}`, { name: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toContain('Name is required');
    expect((await find(db, id))!.name).toBe('Floor lamp');
    expect((await viewer.call('patch', `/v1/things/${id}`, { name: 'Nope' })).status).toBe(403);
    expect((await admin.call('patch', `/v1/things/${randomUUID()}`, { name: 'Ghost' })).status).toBe(404);
  });

  it('deletes and restores with their own permissions', async () => {
    const id = (await admin.call('post', '/v1/things', { name: 'Lamp' })).body.data.id;
    expect((await as(['things.restore']).call('delete', `/v1/things/${id}`)).status).toBe(403);
    expect((await as(['things.delete']).call('delete', `/v1/things/${id}`)).status).toBe(200);
    expect((await find(db, id))!.deletedAt).not.toBeNull();
    expect((await as(['things.delete']).call('post', `/v1/things/${id}/restore`)).status).toBe(403);
    const restored = await as(['things.restore']).call('post', `/v1/things/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.deletedAt).toBeNull();
    expect(relay.nudges).toBe(3); // create, delete, restore
  });

  it('leaves out the actions it was not given: express answers 404 and nothing changes', async () => {
    const id = (await as([]).call('post', '/v1/notes', { name: 'note' })).body.data.id;
    const everything = as(['notes.view', 'notes.update', 'notes.delete', 'notes.restore']);
    for (const [method, url] of [
      ['patch', `/v1/notes/${id}`],
      ['put', `/v1/notes/${id}`],
      ['delete', `/v1/notes/${id}`],
      ['post', `/v1/notes/${id}/restore`],
    ] as const) {
      const res = await everything.call(method, url, { name: 'changed' });
      expect(res.status).toBe(404);
    }
    expect(await find(db, id)).toMatchObject({ name: 'note', deletedAt: null });
  });
});
