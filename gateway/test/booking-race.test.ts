// The last-seat race through the whole product in embedded mode on PostgreSQL: 100 signed-in bookers
// (each a different account) book at once. Exactly the capacity is sold, everyone else hears 409, seats
// left never go below 0. The same race runs on PGlite (infra/test/pglite-race.test.ts: PGlite cannot
// load inside jest's module sandbox, so it runs the built product) and through the distributed mode's
// HTTP path (infra/test/distributed.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  bootTestGateway,
  checkRace,
  eventually,
  raceForSeats,
  raceSchedule,
  signedInBookers,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';

const BOOKERS = 100;
// A race of 100 bookers and the catalogue catching up with it; a busy two-core machine needs more than 30 s.
jest.setTimeout(120_000);

describe('100 concurrent bookers on PostgreSQL', () => {
  let gw: TestGateway;
  let dataDir: string;
  let admin: Browser;
  let bookers: Browser[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'cw-race-'));
    gw = await bootTestGateway({ DATA_DIR: dataDir, API_RATE_LIMIT_MAX: '100000' });
    admin = gw.browser();
    await admin.login('admin@example.com');
    bookers = await signedInBookers(admin, () => gw.browser(), BOOKERS);
  }, 240_000);
  afterAll(async () => {
    await gw?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => gw.embedded.services.bookings.context.db;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  /** A schedule bookings already copied (it learns schedules from workshops' events). */
  async function bookable(capacity: number): Promise<string> {
    const id = await raceSchedule(admin, capacity);
    await eventually(
      async () => (await rows(sql`select 1 from bookings.schedule_copies where id = ${id}`)).length,
    );
    return id;
  }
  const seatsTaken = async (id: string) =>
    Number(
      (await rows(sql`select seats_taken from bookings.schedule_copies where id = ${id}`))[0]!.seats_taken,
    );
  /**
   * The catalogue's count follows bookings' events through workshops: a wait for it to catch up, not a
   * speed check (10 s was once not enough for 50 seats' events on a busy machine).
   */
  const CATALOGUE_CATCH_UP_MS = 60_000;
  const catalogueSeatsLeft = async (id: string) =>
    (await gw.browser().get(`/v1/public/workshop-schedules/${id}`)).body.data.seatsLeft as number;

  it('sells the last seat exactly once', async () => {
    const id = await bookable(1);
    const answers = await raceForSeats(bookers, id);
    expect(checkRace(answers, 1)).toEqual({ sold: 1, left: 0 });
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.seatsLeft === 0)).toHaveLength(BOOKERS - 1);
    expect(await seatsTaken(id)).toBe(1);
    await eventually(async () => (await catalogueSeatsLeft(id)) === 0, CATALOGUE_CATCH_UP_MS);
  });

  it('sells 50 seats to 50 of 100 bookers', async () => {
    const id = await bookable(50);
    const answers = await raceForSeats(bookers, id);
    expect(checkRace(answers, 50)).toEqual({ sold: 50, left: 0 });
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    expect(await seatsTaken(id)).toBe(50);
    await eventually(async () => (await catalogueSeatsLeft(id)) === 0, CATALOGUE_CATCH_UP_MS);
  });

  it('sells 50 seats to 50 of 100 bookers each sending an Idempotency-Key, every answer stored with its write', async () => {
    const id = await bookable(50);
    const answers = await raceForSeats(
      bookers,
      id,
      () => 1,
      (i) => `race-${id}-${i}`,
    );
    expect(checkRace(answers, 50)).toEqual({ sold: 50, left: 0 });
    expect(await seatsTaken(id)).toBe(50);
    // Each 201's answer was stored by its booking's statement, and names that booking; each refusal too.
    const stored = await rows(
      sql`select status_code, body -> 'data' ->> 'id' as booking from bookings.idempotency_keys
          where key like ${`race-${id}-%`}`,
    );
    const made = answers.filter((a) => a.status === 201).map((a) => a.bookingId);
    expect(
      stored
        .filter((r) => r.status_code === 201)
        .map((r) => r.booking)
        .sort(),
    ).toEqual(made.sort());
    expect(stored.filter((r) => r.status_code === 409)).toHaveLength(50);
    const written = await rows(
      sql`select count(*)::int as n from bookings.bookings where workshop_schedule_id = ${id}`,
    );
    expect(written[0]!.n).toBe(50);
  });

  it('never oversells when bookers ask for 1 to 3 seats', async () => {
    const id = await bookable(50);
    const answers = await raceForSeats(bookers, id, (i) => (i % 3) + 1);
    // Sold ≤ 50, and no refused request would have fitted in what stayed unsold (seats only go during
    // the race), so the capacity is taken down to the last request that could be served.
    const { sold, left } = checkRace(answers, 50);
    expect(sold).toBeGreaterThanOrEqual(48);
    expect(await seatsTaken(id)).toBe(sold);
    await eventually(async () => (await catalogueSeatsLeft(id)) === left, CATALOGUE_CATCH_UP_MS);
  });

  it('passes Idempotency-Key through the gateway and replays the answer', async () => {
    const id = await bookable(5);
    const b = bookers[0]!;
    const body = {
      userId: b.userId,
      workshopScheduleId: id,
      seats: 1,
      address: { addressLine1: 'A 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' },
    };
    const token = await b.csrf();
    const send = () =>
      b.agent.post('/v1/bookings').set('X-XSRF-TOKEN', token).set('Idempotency-Key', `k-${id}`).send(body);
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await seatsTaken(id)).toBe(1);
  });
});
