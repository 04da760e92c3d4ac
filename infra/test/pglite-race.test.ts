// The last-seat race on embedded PGlite, as `npm start` runs the product: the built gateway with the
// four services in one process on PGlite in a temp DATA_DIR (PGlite cannot load inside jest's module
// sandbox, so it runs as its own process). 100 signed-in bookers book at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Browser,
  checkRace,
  eventually,
  freePort,
  raceForSeats,
  raceSchedule,
  signedInBookers,
} from '@coachwork/test-support';
import { assertBuilt, processGroup } from './support/processes';

const group = processGroup('pglite-test-internal-secret');
let url: string;
let dataDir: string;
let admin: Browser;
let bookers: Browser[];

beforeAll(async () => {
  assertBuilt('gateway/dist/start.js');
  dataDir = fs.mkdtempSync(path.join(process.env.TEST_TMP_DIR || os.tmpdir(), 'cw-pglite-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const gw = group.start('embedded', 'gateway/dist/start.js', {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO_SCHEDULES: 'false',
    AUTH_RATE_LIMIT_MAX: '1000',
    API_RATE_LIMIT_MAX: '100000',
  });
  await group.waitHealthy(`${url}/v1/health`, gw);
  admin = new Browser(url);
  await admin.login('admin@example.com');
  bookers = await signedInBookers(admin, () => new Browser(url), 100);
}, 240_000);

afterAll(async () => {
  await group.stopAll();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** A schedule bookings has copied: until then a booking is a 422 on workshopScheduleId. */
async function bookable(capacity: number): Promise<string> {
  const id = await raceSchedule(admin, capacity);
  // A probe as a throwaway booking that cannot succeed: more seats than the capacity.
  const probe = new Browser(url);
  await probe.login('booker@example.com');
  const address = { addressLine1: 'A 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };
  await eventually(async () => {
    const res = await probe.post('/v1/bookings', {
      userId: probe.userId,
      workshopScheduleId: id,
      seats: capacity + 1,
      address,
    });
    return res.status === 409;
  });
  return id;
}

const seatsLeft = async (id: string) =>
  (await new Browser(url).get(`/v1/public/workshop-schedules/${id}`)).body.data.seatsLeft as number;

describe('100 concurrent bookers on embedded PGlite', () => {
  it('sells the last seat exactly once', async () => {
    const id = await bookable(1);
    const answers = await raceForSeats(bookers, id);
    expect(checkRace(answers, 1)).toEqual({ sold: 1, left: 0 });
    expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
    await eventually(async () => (await seatsLeft(id)) === 0);
  });

  it('sells 50 seats to 50 of 100 bookers', async () => {
    const id = await bookable(50);
    const answers = await raceForSeats(bookers, id);
    expect(checkRace(answers, 50)).toEqual({ sold: 50, left: 0 });
    await eventually(async () => (await seatsLeft(id)) === 0);
  });

  it('sells 50 seats to 50 of 100 bookers sending Idempotency-Keys, and each retry gets its first answer', async () => {
    const id = await bookable(50);
    const keyFor = (i: number) => `pglite-race-${id}-${i}`;
    const answers = await raceForSeats(bookers, id, () => 1, keyFor);
    expect(checkRace(answers, 50)).toEqual({ sold: 50, left: 0 });
    // Every booker sends the same request again with the same key: the answer stored with the booking
    // (or the refusal) comes back, and nothing more is booked.
    const retries = await raceForSeats(bookers, id, () => 1, keyFor);
    expect(retries.map((a) => [a.status, a.bookingId])).toEqual(answers.map((a) => [a.status, a.bookingId]));
    await eventually(async () => (await seatsLeft(id)) === 0);
  });

  it('never oversells when bookers ask for 1 to 3 seats', async () => {
    const id = await bookable(50);
    const { sold, left } = checkRace(await raceForSeats(bookers, id, (i) => (i % 3) + 1), 50);
    expect(sold).toBeGreaterThanOrEqual(48);
    await eventually(async () => (await seatsLeft(id)) === left);
  });
});
