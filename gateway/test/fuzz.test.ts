// Property-based requests to every route of GET /v1/openapi.json as a guest, a booker, a coach and a
// super-admin (support/fuzz-run.ts says what is checked). Bounded inside `npm test`; `npm run fuzz`
// sets FUZZ_RUNS higher. A failure prints FUZZ_SEED (and fast-check's path) to replay it:
// FUZZ_SEED=<seed> npx jest --selectProjects gateway --testPathPatterns gateway/test/fuzz.test.ts.
import fc from 'fast-check';
import { bootTestGateway, eventually, type Browser, type TestGateway } from '@coachwork/test-support';
import { scheduleBody } from './support/permission-matrix';
import {
  caseArbitrary,
  FUZZ_ACTORS,
  fuzzReport,
  routesOf,
  runCase,
  type FuzzActor,
  type FuzzContext,
  type OpenApiDoc,
} from './support/fuzz-run';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
// A guard against a hang, not a speed check: every documented route × 4 callers × FUZZ_RUNS took 97–102 s in
// CI runs, but a full run with other suites beside it reached only 236 routes in 240 s.
jest.setTimeout(Number(process.env.FUZZ_TIMEOUT_MS ?? 600_000));

let gw: TestGateway;
let doc: OpenApiDoc;
const ctx: FuzzContext = {
  browsers: {} as Record<FuzzActor, Browser>,
  pools: {},
  lists: new Set(),
  counts: new Map(),
  fresh: () => gw.browser(),
  async settle() {
    const services = Object.values(gw.embedded.services);
    for (let round = 0; round < 5; round++) {
      for (const s of services) await s.relay.drain();
      if ((await Promise.all(services.map((s) => s.relay.pending()))).every((n) => n === 0)) return;
    }
  },
};

const ADDRESS = {
  addressLine1: 'Hauptstraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};

async function made(b: Browser, path: string, body: unknown): Promise<string> {
  const res = await b.post(path, body);
  if (res.status !== 201) throw new Error(`setup: ${path} answered ${res.status} ${res.text}`);
  return res.body.data.id as string;
}

/** Objects for path parameters to point at: made by the super-admin, none of the callers' own accounts. */
async function fillPools(admin: Browser, booker: Browser, coachId: string) {
  const add = (key: string, id: string | undefined) => id && (ctx.pools[key] ??= []).push(id);
  const n = Date.now().toString(36);
  const templateId = await made(admin, '/v1/workshop-templates', { title: `Fuzz ${n}`, price: 10 });
  add('workshop-templates', templateId);
  const workshopId = await made(admin, '/v1/workshops', {
    workshopTemplateId: templateId,
    title: `Fuzz workshop ${n}`,
    price: 0,
    minSeats: 1,
    maxSeats: 5,
  });
  add('workshops', workshopId);
  add(
    'resources',
    await made(admin, `/v1/workshops/${workshopId}/resources`, {
      title: 'Fuzz link',
      type: 'link',
      url: 'https://example.com/',
    }),
  );
  const scheduleId = await eventually(async () => {
    const res = await admin.post('/v1/workshop-schedules', { ...scheduleBody(), workshopId, coachId });
    if (res.status !== 201) throw new Error(`schedule: ${res.status} ${res.text}`);
    return res.body.data.id as string;
  });
  add('workshop-schedules', scheduleId);
  const booking = await eventually(async () => {
    const res = await booker.post('/v1/bookings', {
      userId: booker.userId,
      workshopScheduleId: scheduleId,
      seats: 2,
      address: ADDRESS,
    });
    if (res.status !== 201) throw new Error(`booking: ${res.status}`);
    return res.body.data as { id: string; bookingSeats: { id: string }[] };
  });
  add('bookings', booking.id);
  for (const s of booking.bookingSeats) add('booking-seats', s.id);
  add(
    'users',
    await made(admin, '/v1/users', {
      email: `fuzz${n}@example.com`,
      username: `fuzz${n}`.slice(0, 20),
      password: 'Secret123',
      profile: { firstName: 'F', lastName: 'Z' },
    }),
  );
  add('roles', await made(admin, '/v1/roles', { name: `fuzz-${n}`, permissions: [] }));
  add('permissions', await made(admin, '/v1/permissions', { name: `fuzz${n}.view` }));
  add('tenants', await made(admin, '/v1/tenants', { name: `Fuzz ${n}` }));
  const code = `FUZZ-${n}`.toUpperCase();
  add(
    'vouchers',
    await made(admin, '/v1/vouchers', { code, data: { discountType: 'fixed', discountValue: 5 } }),
  );
  add('voucher-codes', code);
}

beforeAll(async () => {
  gw = await bootTestGateway({
    API_RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
    MAIL_RATE_LIMIT_MAX: '1000000',
    MAIL_RATE_LIMIT_IP_MAX: '1000000',
  });
  const emails: Record<Exclude<FuzzActor, 'guest'>, string> = {
    admin: 'admin@example.com',
    coach: 'coach@example.com',
    booker: 'booker@example.com',
  };
  for (const actor of FUZZ_ACTORS) {
    const b = gw.browser();
    if (actor !== 'guest') await b.login(emails[actor]);
    await b.csrf();
    ctx.browsers[actor] = b;
  }
  doc = (await ctx.browsers.guest.get('/v1/openapi.json')).body as OpenApiDoc;
  for (const [path, ops] of Object.entries(doc.paths))
    if (ops.get?.parameters?.some((x) => x.name === 'page')) ctx.lists.add(path);
  const coachId = (await ctx.browsers.coach.get('/v1/auth/user')).body.data.id as string;
  await fillPools(ctx.browsers.admin, ctx.browsers.booker, coachId);
});

afterAll(async () => {
  console.log(`fuzz (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS} per route and caller)\n${fuzzReport(ctx.counts)}`);
  await gw?.close();
});

describe('fuzz of every documented route', () => {
  const routes = () => routesOf(doc);

  it('covers the document', () => {
    expect(routes().length).toBeGreaterThan(140);
  });

  it('never answers 5xx, never leaks internals, refuses in the documented shape and changes nothing when it refuses', async () => {
    const failures: string[] = [];
    let i = 0;
    for (const route of routes())
      for (const actor of FUZZ_ACTORS) {
        const seed = (SEED + i++ * 7919) % 2_147_483_647;
        try {
          await fc.assert(
            fc.asyncProperty(caseArbitrary(route, actor, ctx), (c) => runCase(route, c, ctx)),
            { numRuns: RUNS, seed, endOnFailure: true },
          );
        } catch (err) {
          const e = err as Error & { cause?: Error };
          const replay = e.message.split('\n').find((l) => l.startsWith('{ seed')) ?? '';
          failures.push(
            `${e.cause?.message ?? e.message}\n  replay: FUZZ_SEED=${SEED} (this route and caller: ${replay})`,
          );
        }
      }
    expect(failures).toEqual([]);
  });
});
