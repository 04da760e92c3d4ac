// Shared arrangement for the catalogue suites: the product in embedded mode, the three demo accounts
// signed in, and helpers that create a template, a workshop and a schedule through the API.
import { Client } from 'pg';
import { bootTestGateway, eventually, type Browser, type TestGateway } from '@coachwork/test-support';

export interface Catalogue {
  gw: TestGateway;
  admin: Browser;
  coach: Browser;
  booker: Browser;
  guest: Browser;
  coachId: string;
  bookerId: string;
  adminId: string;
  /** Runs SQL against the suite's database (to look at the outbox and read models). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  template(overrides?: object): Promise<{ id: string }>;
  workshop(
    overrides?: object,
  ): Promise<Record<string, unknown> & { id: string; title: string; maxSeats: number; price: number }>;
  schedule(overrides?: object): Promise<Record<string, unknown> & { id: string }>;
  close(): Promise<void>;
}

let counter = 0;
export const inDays = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export async function bootCatalogue(): Promise<Catalogue> {
  const gw = await bootTestGateway();
  const admin = gw.browser();
  const coach = gw.browser();
  const booker = gw.browser();
  const adminId = (await admin.login('admin@example.com')).id;
  const coachId = (await coach.login('coach@example.com')).id;
  const bookerId = (await booker.login('booker@example.com')).id;
  const client = new Client({ connectionString: gw.testDb.url });
  await client.connect();
  const sql = async <T>(text: string, params: unknown[] = []) =>
    (await client.query(text, params)).rows as T[];
  // The demo coach reaches workshops through identity's registered event, via the outbox relay.
  await eventually(
    async () =>
      (await sql(`select 1 from workshops.coach_directory where id = $1 and is_coach`, [coachId])).length > 0,
  );

  const c: Catalogue = {
    gw,
    admin,
    coach,
    booker,
    guest: gw.browser(),
    coachId,
    bookerId,
    adminId,
    sql,
    async template(overrides = {}) {
      const res = await admin.post('/v1/workshop-templates', {
        title: `Template ${++counter}`,
        price: 100,
        level: 'BEGINNER',
        ...overrides,
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.data;
    },
    async workshop(overrides = {}) {
      const t = await c.template();
      const res = await admin.post('/v1/workshops', {
        workshopTemplateId: t.id,
        title: `Workshop ${++counter}`,
        price: 150,
        minSeats: 2,
        maxSeats: 12,
        ...overrides,
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.data;
    },
    async schedule(overrides = {}) {
      const o = overrides as { workshopId?: string };
      const workshopId = o.workshopId ?? (await c.workshop()).id;
      const res = await admin.post('/v1/workshop-schedules', {
        workshopId,
        coachId,
        startDate: inDays(10),
        endDate: inDays(10, 17),
        timezone: 'Europe/Berlin',
        status: 'PUBLISHED',
        visibility: 'PUBLIC',
        mode: 'ONLINE',
        ...overrides,
      });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.data;
    },
    async close() {
      await client.end();
      await gw.close();
    },
  };
  return c;
}
