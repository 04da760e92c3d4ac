// Every console table's export through the gateway (issue 28 item 4): CSV (BOM, header row, formula
// cells defused) and XLSX (opens, typed cells) for each list, with the list's filters in force and its
// access rule: staff lists refuse a booker, and a booker's or coach's export holds only what their list
// shows them.
import ExcelJS from 'exceljs';
import type request from 'supertest';
import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
let admin: Browser;
let coach: Browser;
let booker: Browser;

/** Every list with exports, and who may read it besides a super-admin. */
const EXPORTS: { path: string; staffOnly: boolean }[] = [
  { path: '/v1/users', staffOnly: true },
  { path: '/v1/roles', staffOnly: true },
  { path: '/v1/permissions', staffOnly: true },
  { path: '/v1/tenants', staffOnly: true },
  { path: '/v1/workshop-templates', staffOnly: true },
  { path: '/v1/workshops', staffOnly: true },
  { path: '/v1/workshop-schedules', staffOnly: true },
  { path: '/v1/vouchers', staffOnly: true },
  { path: '/v1/audit-log', staffOnly: true },
  { path: '/v1/bookings', staffOnly: false },
  { path: '/v1/booking-seats', staffOnly: false },
  { path: '/v1/payments/invoices', staffOnly: false },
  { path: '/v1/payouts', staffOnly: false },
  { path: '/v1/reviews', staffOnly: false },
];

beforeAll(async () => {
  gw = await bootTestGateway({ API_RATE_LIMIT_MAX: '100000' });
  admin = gw.browser();
  await admin.login('admin@example.com');
  coach = gw.browser();
  await coach.login('coach@example.com');
  booker = gw.browser();
  await booker.login('booker@example.com');
}, 60_000);
afterAll(async () => {
  await gw?.close();
});

/** The answer's bytes, whatever its type. */
const bytes = (r: request.Test) =>
  r.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
/** The CSV's lines after the BOM (no field of these exports holds a line break). */
async function csvLines(b: Browser, url: string): Promise<string[]> {
  const res = await bytes(b.get(url));
  expect(res.status).toBe(200);
  const body = res.body as Buffer;
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return body.subarray(3).toString('utf8').trim().split('\r\n');
}

describe.each(EXPORTS)('$path', ({ path, staffOnly }) => {
  it('exports CSV and XLSX with a header row, named for the table and the day', async () => {
    const csv = await bytes(admin.get(`${path}/export.csv`));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const header = (csv.body as Buffer).subarray(3).toString('utf8').split('\r\n')[0]!;

    const xlsx = await bytes(admin.get(`${path}/export.xlsx`));
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1).join(',')).toBe(header);
  });

  it(staffOnly ? 'refuses a booker (403) and a guest (401)' : 'refuses a guest (401)', async () => {
    if (staffOnly) {
      expect((await booker.get(`${path}/export.csv`)).status).toBe(403);
      expect((await booker.get(`${path}/export.xlsx`)).status).toBe(403);
    }
    expect((await gw.browser().get(`${path}/export.csv`)).status).toBe(401);
  });

  it('answers a filter the list does not know with 422, before any file', async () => {
    const res = await admin.get(`${path}/export.csv?filter[zzprobe]=1`);
    expect(res.status).toBe(422);
    expect(res.body.errors['filter.zzprobe']).toBeDefined();
  });
});

it('applies the search and defuses a name a spreadsheet would run', async () => {
  expect((await admin.post('/v1/tenants', { name: '=HYPERLINK("x")', slug: 'export-formula' })).status).toBe(201);
  expect((await admin.post('/v1/tenants', { name: 'Export other', slug: 'export-other' })).status).toBe(201);
  const lines = await csvLines(admin, '/v1/tenants/export.csv?search=export-formula');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",export-formula,`);

  const xlsx = await bytes(admin.get('/v1/tenants/export.xlsx?search=export-formula'));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.body as ArrayBuffer);
  const row = book.worksheets[0]!.getRow(2);
  expect(row.getCell(2).value).toBe('=HYPERLINK("x")');
  expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
  expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Date);
});

it("holds only what the caller's list shows: a booker's bookings, a coach's attendees and payouts", async () => {
  for (const [who, path] of [
    [booker, '/v1/bookings'],
    [booker, '/v1/booking-seats'],
    [booker, '/v1/payments/invoices'],
    [coach, '/v1/booking-seats'],
    [coach, '/v1/payouts'],
  ] as const) {
    const list = await who.get(`${path}?perPage=100`);
    expect(list.status).toBe(200);
    const ids = (list.body.data as { id: string }[]).map((r) => r.id).sort();
    const lines = await csvLines(who, `${path}/export.csv`);
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual(ids);
    // Someone else's rows are not there: a super-admin's list is longer.
    const all = await admin.get(`${path}?perPage=1`);
    expect(list.body.meta.total).toBeLessThanOrEqual(all.body.meta.total);
  }
  expect((await booker.get('/v1/payouts/export.csv')).status).toBe(403);
});

it("filters a schedule's attendees and the schedules by status", async () => {
  const seats = await coach.get('/v1/booking-seats?perPage=1');
  const seat = seats.body.data[0] as { workshopScheduleId: string } | undefined;
  if (seat) {
    const lines = await csvLines(
      coach,
      `/v1/booking-seats/export.csv?filter[workshopScheduleId]=${seat.workshopScheduleId}`,
    );
    const listed = await coach.get(`/v1/booking-seats?filter[workshopScheduleId]=${seat.workshopScheduleId}`);
    expect(lines).toHaveLength(1 + listed.body.meta.total);
  }
  const published = await admin.get('/v1/workshop-schedules?filter[status]=PUBLISHED&perPage=1');
  const lines = await csvLines(admin, '/v1/workshop-schedules/export.csv?filter[status]=PUBLISHED');
  expect(lines).toHaveLength(1 + published.body.meta.total);
  expect(lines.slice(1).every((l) => l.includes(',PUBLISHED,'))).toBe(true);
});
