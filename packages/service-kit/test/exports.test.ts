// List exports (issue 28 item 4) on a real table: CSV and XLSX with the list's filters, search, sort and
// scope, formula cells defused, typed spreadsheet cells, every row once across pages, and the file
// written while later pages are still unread.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { numeric, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createTestRuntime, TEST_INTERNAL_SECRET } from '@coachwork/test-support';
import {
  actorOf,
  createLogger,
  crudRoutes,
  defuseFormula,
  errorHandler,
  exportDate,
  exportNumber,
  internalAuth,
  INTERNAL_TOKEN_HEADER,
  jsonBody,
  listExportRoutes,
  notFoundHandler,
  signInternalToken,
  type Actor,
  type Db,
  type ExportColumn,
  type ListPage,
  type ListSpec,
} from '../src';

const items = pgSchema('exports').table('items', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: uuid('owner_id').notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
type ItemRow = typeof items.$inferSelect;
type ItemDto = { id: string; name: string; amount: string; createdAt: string };

const spec: ListSpec = {
  table: items,
  sortable: { name: items.name, amount: items.amount, createdAt: items.createdAt },
  filterable: { name: items.name },
  searchable: [items.name],
  defaultSort: 'name',
  deletedAt: items.deletedAt,
};
const columns: ExportColumn<ItemDto>[] = [
  { header: 'Name', value: (i) => i.name },
  { header: 'Amount', value: (i) => exportNumber(i.amount), type: 'money' },
  { header: 'Created at', value: (i) => exportDate(i.createdAt), type: 'date' },
];

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let db: Db;
let app: express.Express;
/** The slow list's pages wait here until the test lets them go. */
let gate: { loads: number[]; release: () => void; released: Promise<void> };

function newGate() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  gate = { loads: [], release, released };
}

beforeAll(async () => {
  ctx = await createTestRuntime();
  db = ctx.database.db;
  await db.execute(sql`create schema exports`);
  await db.execute(sql`create table exports.items (id uuid primary key, name text not null,
    owner_id uuid not null, amount numeric(10,2) not null, created_at timestamptz not null, deleted_at timestamptz)`);
  const router = express.Router();
  crudRoutes(router, {
    path: '/v1/items',
    noun: 'Item',
    permission: 'items',
    db,
    toDto: (r: ItemRow): ItemDto => ({
      id: r.id,
      name: r.name,
      amount: r.amount,
      createdAt: r.createdAt.toISOString(),
    }),
    // Each caller lists (and so exports) only their own items.
    list: {
      spec,
      where: (_q, req) => [eq(items.ownerId, actorOf(req).userId!)],
      export: { name: 'items', columns },
    },
  });
  // A list whose pages after the first wait for the test: the file must be on its way before then.
  listExportRoutes<ItemDto>(router, {
    path: '/v1/slow',
    guards: [],
    spec,
    name: 'slow',
    columns,
    load: async (q): Promise<ListPage<ItemDto>> => {
      gate.loads.push(q.page);
      if (q.page > 1) await gate.released;
      const data = Array.from({ length: q.page < 3 ? q.perPage : 1 }, (_, n) => ({
        id: randomUUID(),
        name: `row ${q.page}.${n}`,
        amount: '1.00',
        createdAt: new Date(0).toISOString(),
      }));
      return { data, meta: { page: q.page, perPage: q.perPage, total: 2 * q.perPage + 1, lastPage: 3 } };
    },
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
  await db.execute(sql`truncate exports.items`);
});

function as(permissions: string[]) {
  const actor: Actor = { userId: randomUUID(), sessionId: randomUUID(), roles: ['someone'], permissions };
  const token = signInternalToken(actor, TEST_INTERNAL_SECRET);
  return { actor, get: (url: string) => request(app).get(url).set(INTERNAL_TOKEN_HEADER, token) };
}
const owner = as(['items.view']);
const other = as(['items.view']);

async function add(
  ownerId: string,
  name: string,
  amount: string,
  createdAt = new Date('2026-03-04T05:06:07Z'),
) {
  await db.insert(items).values({ id: randomUUID(), ownerId, name, amount, createdAt });
}

/** supertest's binary body, whatever the type. */
const binary = (r: request.Test) =>
  r.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('CSV export', () => {
  it('writes the rows the list selects (filter, search, sort; own rows only) as RFC 4180 with a BOM', async () => {
    await add(owner.actor.userId!, 'Walnut, oiled', '12.50');
    await add(owner.actor.userId!, 'Ash "rough"', '3.00');
    await add(owner.actor.userId!, 'Birch', '7.25');
    await add(other.actor.userId!, 'Oak (not mine)', '99.00');

    const res = await binary(owner.get('/v1/items/export.csv?sort=-amount'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="items-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.subarray(3).toString('utf8')).toBe(
      'Name,Amount,Created at\r\n' +
        '"Walnut, oiled",12.5,2026-03-04T05:06:07.000Z\r\n' +
        'Birch,7.25,2026-03-04T05:06:07.000Z\r\n' +
        '"Ash ""rough""",3,2026-03-04T05:06:07.000Z\r\n',
    );

    const searched = await binary(owner.get('/v1/items/export.csv?search=bir'));
    expect(searched.body.toString('utf8')).toContain('Birch');
    expect(searched.body.toString('utf8')).not.toContain('Walnut');
    const filtered = await binary(owner.get('/v1/items/export.csv?filter[name]=Birch'));
    expect(filtered.body.toString('utf8').trim().split('\r\n')).toHaveLength(2);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    for (const name of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn', 'plain'])
      await add(owner.actor.userId!, name, '-5.00');
    const text = (await binary(owner.get('/v1/items/export.csv?sort=name'))).body.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain("'+1+1,");
    expect(text).toContain("'-2+3,");
    expect(text).toContain("'@SUM(A1),");
    expect(text).toContain("'\tTab,");
    expect(text).toContain(`"'\rReturn"`);
    expect(text).toContain('plain,-5,');
    expect(defuseFormula('a=b')).toBe('a=b');
  });

  it('refuses what the list refuses: 403 without the permission, 422 for a filter it does not know', async () => {
    expect((await as([]).get('/v1/items/export.csv')).status).toBe(403);
    expect((await as([]).get('/v1/items/export.xlsx')).status).toBe(403);
    const bad = await owner.get('/v1/items/export.csv?filter[colour]=red');
    expect(bad.status).toBe(422);
    expect(bad.body.errors['filter.colour']).toBeDefined();
  });

  it('writes every row once across pages, even where the sort ties', async () => {
    for (let n = 0; n < 250; n++) await add(owner.actor.userId!, 'Same name', String(n));
    const lines = (await binary(owner.get('/v1/items/export.csv'))).body
      .toString('utf8')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(251);
    const amounts = new Set(lines.slice(1).map((l: string) => l.split(',')[1]));
    expect(amounts.size).toBe(250);
  });
});

describe('XLSX export', () => {
  it('opens as a workbook with a header row and typed cells', async () => {
    await add(owner.actor.userId!, '=cmd', '12.50');
    await add(other.actor.userId!, 'Not mine', '1.00');
    const res = await binary(owner.get('/v1/items/export.xlsx'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="items-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('items');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Created at']);
    const row = sheet.getRow(2);
    // A text cell, never a formula, so the spreadsheet shows it as written.
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('=cmd');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(2).value).toBe(12.5);
    expect(row.getCell(2).numFmt).toBe('#,##0.00');
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(3).value as Date).toISOString()).toBe('2026-03-04T05:06:07.000Z');
  });
});

describe('streaming', () => {
  it.each(['csv', 'xlsx'])('sends the %s file while later pages are still unread', async (format) => {
    newGate();
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(
            `http://127.0.0.1:${port}/v1/slow/export.${format}`,
            { headers: { [INTERNAL_TOKEN_HEADER]: signInternalToken(owner.actor, TEST_INTERNAL_SECRET) } },
            resolve,
          )
          .on('error', reject),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['transfer-encoding']).toBe('chunked');
      const chunks: Buffer[] = [];
      const ended = new Promise((resolve) => response.on('end', resolve));
      // Bytes arrive while page 2 is held back: the first page left before the last row was read.
      await new Promise((resolve) =>
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          resolve(undefined);
        }),
      );
      expect(chunks.length).toBeGreaterThan(0);
      expect(gate.loads).not.toContain(3);
      gate.release();
      await ended;
      expect(gate.loads).toEqual([1, 2, 3]);
      const rest = chunks;
      if (format === 'csv') {
        const text = Buffer.concat(rest).toString('utf8');
        expect(text.trim().split('\r\n')).toHaveLength(1 + 201);
        expect(text).toContain('row 3.0');
      } else {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(Buffer.concat(rest) as unknown as ArrayBuffer);
        expect(book.worksheets[0]!.rowCount).toBe(1 + 201);
      }
    } finally {
      gate.release();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
