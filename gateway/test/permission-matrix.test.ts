// Every /v1 route as a super-admin, a coach, a booker (signed in, no role) and a guest, and where a row
// says so as another booker and another coach: the status each gets is the permission matrix of
// docs/permissions.md (rows in ./support/permission-matrix.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import {
  bootTestGateway,
  eventually,
  readMailCopies,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';
import {
  jobPostingBody,
  MATRIX_ACTORS,
  PERMISSION_MATRIX,
  scheduleBody,
  type MadeBooking,
  type MatrixActor,
  type MatrixContext,
  type MatrixRow,
} from './support/permission-matrix';

const EMAILS: Record<Exclude<MatrixActor, 'guest'>, string> = {
  admin: 'admin@example.com',
  coach: 'coach@example.com',
  booker: 'booker@example.com',
  // Made in beforeAll: signed in with the same roles as booker and coach, tied to nothing.
  otherBooker: 'other.booker@example.com',
  otherCoach: 'other.coach@example.com',
};
const PASSWORD: Record<string, string> = { otherBooker: 'Secret123', otherCoach: 'Secret123' };
const ADDRESS = {
  addressLine1: 'Hauptstraße 1',
  city: 'Berlin',
  state: 'Berlin',
  zip: '10115',
  country: 'DE',
};

let gw: TestGateway;
let pg: Client;
let dataDir: string;
let setup: Browser;
const browsers = {} as Record<MatrixActor, Browser>;
const ids = {} as MatrixContext['ids'];
let counter = 0;

async function ok<R extends { status: number; body: { data?: { id: string } } }>(
  call: Promise<R>,
  status: number,
) {
  const res = await call;
  if (res.status !== status)
    throw new Error(`setup expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data!.id;
}

const unique = () => `mx${Date.now().toString(36).slice(-5)}${++counter}`;
const make: MatrixContext['make'] = {
  unique,
  async user(extra = {}) {
    const n = unique();
    return ok(
      setup.post('/v1/users', {
        email: `${n}@example.com`,
        username: n,
        password: 'Secret123',
        profile: { firstName: 'M', lastName: n },
        ...extra,
      }),
      201,
    );
  },
  async trashedUser() {
    const id = await make.user();
    await ok(setup.delete(`/v1/users/${id}`), 200);
    return id;
  },
  coachApplicant: () => make.user({ coachProfile: { businessName: 'Applicant' } }),
  role: () => ok(setup.post('/v1/roles', { name: unique(), permissions: [] }), 201),
  permission: () => ok(setup.post('/v1/permissions', { name: `${unique()}.view` }), 201),
  template: () => ok(setup.post('/v1/workshop-templates', { title: `Template ${unique()}`, price: 10 }), 201),
  async trashedTemplate() {
    const id = await make.template();
    await ok(setup.delete(`/v1/workshop-templates/${id}`), 200);
    return id;
  },
  async workshop(extra = {}) {
    return ok(
      setup.post('/v1/workshops', {
        workshopTemplateId: await make.template(),
        title: `Workshop ${unique()}`,
        price: 10,
        minSeats: 1,
        maxSeats: 5,
        ...extra,
      }),
      201,
    );
  },
  async trashedWorkshop() {
    const id = await make.workshop();
    await ok(setup.delete(`/v1/workshops/${id}`), 200);
    return id;
  },
  async schedule(teacher = 'own', extra = {}) {
    const coachId = teacher === 'own' ? ids.coach : await otherCoach();
    return ok(
      setup.post('/v1/workshop-schedules', {
        ...scheduleBody(),
        workshopId: await make.workshop(),
        coachId,
        ...extra,
      }),
      201,
    );
  },
  async trashedSchedule() {
    const id = await make.schedule('own');
    await ok(setup.delete(`/v1/workshop-schedules/${id}`), 200);
    return id;
  },
  async resource(workshop = 'taught') {
    const scheduleId = await make.schedule(workshop === 'untaught' ? 'other' : 'own');
    const workshopId = (await setup.get(`/v1/workshop-schedules/${scheduleId}`)).body.data
      .workshopId as string;
    if (workshop === 'unassigned') await ok(setup.patch(`/v1/workshops/${workshopId}`, { coachIds: [] }), 200);
    const id = await ok(
      setup.post(`/v1/workshops/${workshopId}/resources`, {
        title: 'Reading list',
        type: 'link',
        url: 'https://example.com/reading',
        isVisible: false,
      }),
      201,
    );
    return { workshopId, id };
  },
  async trashedResource() {
    const r = await make.resource('taught');
    await ok(setup.delete(`/v1/workshops/${r.workshopId}/resources/${r.id}`), 200);
    return r;
  },
  async bookableSchedule(free = false) {
    const workshopId = await ok(
      setup.post('/v1/workshops', {
        workshopTemplateId: await make.template(),
        title: `Workshop ${unique()}`,
        price: free ? 0 : 10,
        minSeats: 1,
        maxSeats: 5,
      }),
      201,
    );
    const id = await ok(
      setup.post('/v1/workshop-schedules', { ...scheduleBody(), workshopId, coachId: ids.coach }),
      201,
    );
    // Bookings learns schedules from workshops' events.
    await eventually(
      async () => (await pg.query('select 1 from bookings.schedule_copies where id = $1', [id])).rowCount,
    );
    return id;
  },
  async booking({ free = true, seats = 1 } = {}): Promise<MadeBooking> {
    const scheduleId = await make.bookableSchedule(free);
    const res = await browsers.booker.post('/v1/bookings', {
      userId: ids.booker,
      workshopScheduleId: scheduleId,
      seats,
      address: ADDRESS,
    });
    if (res.status !== 201)
      throw new Error(`setup booking answered ${res.status}: ${JSON.stringify(res.body)}`);
    return {
      id: res.body.data.id,
      scheduleId,
      seatIds: res.body.data.bookingSeats.map((x: { id: string }) => x.id),
    };
  },
  async trashedBooking() {
    const b = await make.booking();
    await ok(setup.delete(`/v1/bookings/${b.id}`), 200);
    return b;
  },
  async invitation(invitee) {
    // The booking belongs to someone new, so whoever is invited is not on it yet.
    const owner = await make.user();
    await eventually(
      async () => (await pg.query('select 1 from bookings.user_directory where id = $1', [owner])).rowCount,
    );
    const scheduleId = await make.bookableSchedule(true);
    const bookingId = await ok(
      setup.post('/v1/bookings', {
        workshopScheduleId: scheduleId,
        seats: 2,
        address: ADDRESS,
        userId: owner,
      }),
      201,
    );
    if ('userId' in invitee)
      await eventually(
        async () =>
          (await pg.query('select 1 from bookings.user_directory where id = $1', [invitee.userId])).rowCount,
      );
    const seatId = await ok(setup.post('/v1/booking-seats', { bookingId, ...invitee }), 201);
    const address =
      'email' in invitee
        ? invitee.email
        : ((await pg.query('select email from bookings.user_directory where id = $1', [invitee.userId]))
            .rows[0].email as string);
    await gw.embedded.services.bookings.mailer.idle();
    const mail = (await readMailCopies(dataDir)).filter((m) => m.to.includes(address)).pop();
    const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${address}`);
    return { token, seatId };
  },
  // Tenants
  async tenant(members = []) {
    const res = await setup.post('/v1/tenants', { name: `Matrix ${unique()}` });
    if (res.status !== 201) throw new Error(`setup: tenant ${res.status} ${JSON.stringify(res.body)}`);
    const { id, slug } = res.body.data as { id: string; slug: string };
    for (const m of members) await ok(setup.post(`/v1/tenants/${id}/members`, m), 201);
    return { id, slug };
  },
  async trashedTenant() {
    const { id } = await make.tenant();
    await ok(setup.delete(`/v1/tenants/${id}`), 200);
    return id;
  },
  async jobPosting(slug, trashed = false) {
    const token = await setup.csrf();
    const created = await setup.agent
      .post('/v1/t/job-postings')
      .set('X-XSRF-TOKEN', token)
      .set('X-Tenant', slug)
      .send(jobPostingBody());
    if (created.status !== 201) throw new Error(`setup: job posting ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.data.id as string;
    if (trashed) {
      await setup.agent.delete(`/v1/t/job-postings/${id}`).set('X-XSRF-TOKEN', token).set('X-Tenant', slug).expect(200);
    }
    return id;
  },
  async tenantInvitation(tenantId) {
    return ok(setup.post(`/v1/tenants/${tenantId}/members`, { email: `${unique()}@example.com` }), 202);
  },
};

/** The other coach (made in beforeAll), usable as a schedule's coach once workshops has heard of it. */
let otherCoachId: Promise<string> | undefined;
function otherCoach(): Promise<string> {
  otherCoachId ??= (async () => {
    const id = ids.otherCoach;
    const workshopId = await make.workshop();
    await eventually(async () => {
      const res = await setup.post('/v1/workshop-schedules', { ...scheduleBody(), workshopId, coachId: id });
      if (res.status !== 201) throw new Error(`coach not known to workshops yet: ${res.status}`);
      return true;
    });
    return id;
  })();
  return otherCoachId;
}

async function browserFor(actor: MatrixActor): Promise<Browser> {
  const b = gw.browser();
  if (actor !== 'guest') await b.login(EMAILS[actor], PASSWORD[actor]);
  return b;
}

const ROLES_OF: Record<Exclude<MatrixActor, 'guest'>, string[]> = {
  admin: ['super-admin'],
  coach: ['coach'],
  booker: [],
  otherBooker: [],
  otherCoach: ['coach'],
};

/** A new user with the actor's roles, signed in: rows that sign out everywhere end only their sessions. */
async function freshBrowserFor(actor: MatrixActor): Promise<Browser> {
  const b = gw.browser();
  if (actor === 'guest') return b;
  const n = unique();
  await ok(
    setup.post('/v1/users', {
      email: `${n}@example.com`,
      username: n,
      password: 'Secret123',
      roles: ROLES_OF[actor],
      profile: { firstName: 'F', lastName: n },
    }),
    201,
  );
  await b.login(`${n}@example.com`, 'Secret123');
  return b;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-matrix-'));
  gw = await bootTestGateway({
    DATA_DIR: dataDir,
    MAIL_RATE_LIMIT_IP_MAX: '1000',
    MAIL_RATE_LIMIT_MAX: '1000',
    // Every row makes its own objects: far more requests a minute from one address than a person makes.
    API_RATE_LIMIT_MAX: '100000',
  });
  pg = new Client({ connectionString: gw.testDb.url });
  await pg.connect();
  setup = gw.browser();
  await setup.login('admin@example.com');
  for (const actor of ['otherBooker', 'otherCoach'] as const) {
    const n = actor === 'otherBooker' ? 'other_booker' : 'other_coach';
    await ok(
      setup.post('/v1/users', {
        email: EMAILS[actor],
        username: n,
        password: PASSWORD[actor],
        roles: ROLES_OF[actor],
        profile: { firstName: 'Other', lastName: n },
      }),
      201,
    );
  }
  for (const actor of MATRIX_ACTORS) browsers[actor] = await browserFor(actor);
  for (const actor of MATRIX_ACTORS)
    if (actor !== 'guest') ids[actor] = (await browsers[actor].get('/v1/auth/user')).body.data.id;
});
afterAll(async () => {
  await pg.end();
  await gw.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Each GET row's objects, made on its first actor's turn: a GET changes nothing, so the others read the same ones. */
const sharedObjects = new Map<MatrixRow, Map<string, unknown>>();

/**
 * `make` for one run of a row: on a GET row, the nth call with the same arguments answers what that call
 * made for the row's first actor (two calls in one run still make two objects).
 */
function makeFor(row: MatrixRow): MatrixContext['make'] {
  if (row.method !== 'GET' || row.fresh) return make;
  const made = sharedObjects.get(row) ?? new Map<string, unknown>();
  sharedObjects.set(row, made);
  const calls = new Map<string, number>();
  return new Proxy(make, {
    get(target, name: keyof MatrixContext['make']) {
      const fn = target[name] as (...args: unknown[]) => unknown;
      if (name === 'unique') return fn;
      return (...args: unknown[]) => {
        const call = `${name}(${JSON.stringify(args)})`;
        const n = (calls.get(call) ?? 0) + 1;
        calls.set(call, n);
        const key = `${call}#${n}`;
        if (!made.has(key)) made.set(key, fn(...args));
        return made.get(key);
      };
    },
  });
}

describe('permission matrix', () => {
  const cases = PERMISSION_MATRIX.flatMap((row) =>
    MATRIX_ACTORS.filter((actor) => row.expect[actor as keyof typeof row.expect] !== undefined).map(
      (actor) =>
        [
          `${row.method} ${row.path} (${row.rule})`,
          actor,
          row.expect[actor as keyof typeof row.expect]!,
          row,
        ] as const,
    ),
  );

  it.each(cases)('%s as %s → %i', async (_name, actor, expected, row) => {
    const ctx: MatrixContext = {
      actor,
      selfId: actor === 'guest' ? ids.booker : ids[actor],
      ids,
      make: makeFor(row),
      admin: setup,
    };
    const { path: url, body, headers } = await row.request(ctx);
    const b = row.fresh ? await freshBrowserFor(actor) : browsers[actor];
    const method = row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    let res;
    if (headers) {
      // Built by hand: Browser.send runs the request before further headers could be set.
      let req = b.agent[method](url);
      if (method !== 'get') req = req.set('X-XSRF-TOKEN', await b.csrf());
      for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
      res = await (body === undefined ? req : req.send(body as object));
    } else {
      res = method === 'get' ? await b.get(url) : await b.send(method, url, body);
    }
    if (res.status !== expected) {
      throw new Error(
        `${row.method} ${url} as ${actor}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body)}`,
      );
    }
    // A refusal never leaks data.
    if (expected === 401 || expected === 403) expect(res.body).not.toHaveProperty('data');
  });

  it('covers every actor and route once', () => {
    const keys = PERMISSION_MATRIX.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
