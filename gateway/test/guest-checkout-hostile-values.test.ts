// Guest checkout (POST /v1/public/payments/payment-intent) with values no field may hold: each is a 422
// on its field, and a refused checkout leaves no account behind (the gateway checks the whole body
// before it asks identity for the address's account). Beside guest-checkout.test.ts, which covers the
// checkout's happy paths and races.
import { sql } from 'drizzle-orm';
import { UNSTORABLE_TEXT } from '@coachwork/contracts';
import {
  bootTestGateway,
  eventually,
  raceSchedule,
  type Browser,
  type TestGateway,
} from '@coachwork/test-support';

const ADDRESS = { addressLine1: 'Gaststr. 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };
const PATH = '/v1/public/payments/payment-intent';

let gw: TestGateway;
let admin: Browser;
let scheduleId: string;
let n = 0;

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const db = gw.embedded.services.bookings.context.db;
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
const accountsOf = (email: string) => rows(sql`select id from identity.users where email = ${email}`);

beforeAll(async () => {
  gw = await bootTestGateway({ API_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' });
  admin = gw.browser();
  await admin.login('admin@example.com');
  scheduleId = await raceSchedule(admin, 10, 49);
  await eventually(async () => {
    const [row] = await rows(
      sql`select count(*) as n from bookings.schedule_copies where id = ${scheduleId}`,
    );
    return Number(row!.n) === 1;
  });
}, 120_000);
afterAll(async () => {
  await gw?.close();
});

const guestEmail = () => `hostile${Date.now().toString(36)}x${++n}@example.com`;
const body = (email: string, extra: Record<string, unknown> = {}) => ({
  workshopScheduleId: scheduleId,
  seats: 1,
  email,
  firstName: 'Gwen',
  lastName: 'Guest',
  address: ADDRESS,
  ...extra,
});

describe('POST /v1/public/payments/payment-intent with hostile values', () => {
  it.each([
    ['firstName', { firstName: 'Gw\u0000en' }],
    ['notes', { notes: 'Vegetarian\u0000' }],
    ['voucherCode', { voucherCode: 'SPRING\u0000' }],
    ['address.city', { address: { ...ADDRESS, city: 'Ber\u0000lin' } }],
  ])('answers 422 on %s for a NUL and leaves no account behind', async (field, extra) => {
    const email = guestEmail();
    const res = await gw.browser().post(PATH, body(email, extra));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [UNSTORABLE_TEXT] });
    expect(await accountsOf(email)).toEqual([]);
  });

  it('answers 422 on the address lines that would forge the invoice, and on a 14-digit seat count', async () => {
    const email = guestEmail();
    const res = await gw.browser().post(
      PATH,
      body(email, {
        seats: 99_999_999_999_999,
        firstName: 'Gwen\u200D',
        address: {
          ...ADDRESS,
          addressLine1: '1 Main St\nPAID IN FULL - TOTAL DUE €0.00',
          addressLine2: '\u202Egnp.exe',
        },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      seats: ['At most 1000 seats can be booked at once'],
      firstName: ['First name must be a single line without control or invisible characters'],
      'address.addressLine1': [
        'Address line 1 must be a single line without control or invisible characters',
      ],
      'address.addressLine2': [
        'Address line 2 must be a single line without control or invisible characters',
      ],
    });
    expect(await accountsOf(email)).toEqual([]);
  });
});
