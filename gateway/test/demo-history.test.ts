// Issue 14's "Done when" on a fresh start: the demo's ended schedule arrives with its history (paid
// bookings through the sandbox, a refund), so the dashboard shows revenue and the demo coach has a
// payout with a statement, figures equal to the hand-computed ones, written once.
import { DEMO_PAST_SCHEDULE_ID } from '@coachwork/contracts';
import { openDatabase } from '@coachwork/service-kit';
import { seedDemoPastSchedule } from '@coachwork/service-workshops';
import { seedDemoHistory } from '@coachwork/service-bookings';
import { bootTestGateway, eventually, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
beforeAll(async () => {
  gw = await bootTestGateway({ SEED_DEMO_SCHEDULES: 'true' });
}, 60_000);
afterAll(async () => {
  await gw?.close();
});

interface Payout {
  id: string;
  workshopScheduleId: string;
  coachId: string;
  gross: number;
  refunds: number;
  fee: number;
  feePercent: number;
  amount: number;
  status: string;
  dueAt: string;
  reference: string | null;
}

const signedIn = async (email: string) => {
  const b = gw.browser();
  await b.login(email);
  return b;
};

// Leading Through Change at 249: 3 seats kept, 1 seat paid and refunded in full before the start.
const GROSS = 4 * 249;
const REFUNDS = 249;
const FEE = 112.05; // 15 % of 747
const AMOUNT = 634.95;

interface Metrics {
  scope: string;
  totals: { gross: number; refunds: number; net: number; seatsSold: number; fillRate: number | null };
}

/**
 * The read model adds each event of the history as it arrives (payments, then the refund, through
 * bookings' relay): waits until the whole history is counted, or 30 s, and returns the last figures,
 * which the caller compares.
 */
/** The ended date's 3 kept seats and the sold-out date's 2 (DEMO_SOLD_OUT_SCHEDULE_ID). */
const SEATS_SOLD = 5;
/** The sold-out date's two seats at 129, paid on the day of the seed (no payout until it ends). */
const SOLD_OUT_PAID = 2 * 129;

async function figuresOnceSettled(who: Awaited<ReturnType<typeof signedIn>>): Promise<Metrics> {
  let last: Metrics | undefined;
  await eventually(async () => {
    last = (await who.get('/v1/dashboard/metrics')).body.data as Metrics | undefined;
    const t = last?.totals;
    return t?.gross === GROSS + SOLD_OUT_PAID && t.refunds === REFUNDS && t.seatsSold === SEATS_SOLD;
  }, 30_000).catch(() => undefined);
  return last!;
}

describe('demo history', () => {
  let payout: Payout;

  it('gives the demo coach a due payout for the ended demo schedule, with hand-computed figures', async () => {
    const admin = await signedIn('admin@example.com');
    payout = (await eventually(async () => {
      const res = await admin.get(`/v1/payouts?filter[workshopScheduleId]=${DEMO_PAST_SCHEDULE_ID}`);
      return (res.body.data as Payout[] | undefined)?.[0];
    }, 30_000))!;
    expect(payout).toMatchObject({
      gross: GROSS,
      refunds: REFUNDS,
      feePercent: 15,
      fee: FEE,
      amount: AMOUNT,
      status: 'DUE',
    });
    expect(new Date(payout.dueAt).getTime()).toBeLessThan(Date.now());
  });

  it('made the bookings through checkout as of before the start: one completed, one refunded', async () => {
    const admin = await signedIn('admin@example.com');
    const list = await admin.get(
      `/v1/bookings?filter[workshopScheduleId]=${DEMO_PAST_SCHEDULE_ID}&sort=createdAt`,
    );
    const rows = list.body.data as {
      id: string;
      status: string;
      seats: number;
      amountPaid: number;
      createdAt: string;
      schedule: { startDate: string; endDate: string };
    }[];
    await eventually(async () => {
      const fresh = await admin.get(`/v1/bookings?filter[workshopScheduleId]=${DEMO_PAST_SCHEDULE_ID}`);
      return (fresh.body.data as { status: string }[]).some((b) => b.status === 'COMPLETED');
    });
    expect(rows.map((b) => b.seats)).toEqual([3, 1]);
    const start = new Date(rows[0]!.schedule.startDate).getTime();
    expect(new Date(rows[0]!.schedule.endDate).getTime()).toBeLessThan(Date.now());
    for (const b of rows) expect(new Date(b.createdAt).getTime()).toBeLessThan(start);
    const refunded = rows[1]!;
    expect(refunded.status).toBe('CANCELLED');
    const money = await admin.get(`/v1/payments/bookings/${refunded.id}`);
    expect(money.body.data.payments).toHaveLength(1);
    expect(money.body.data.refunds).toMatchObject([{ amount: 249, status: 'succeeded' }]);
    expect(money.body.data.invoices.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'credit-note',
      'invoice',
    ]);
    const invoice = await admin.get(`/v1/payments/bookings/${rows[0]!.id}/invoice`).buffer(true);
    expect(invoice.status).toBe(200);
    expect(invoice.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the revenue on the dashboard, the platform’s and the coach’s own', async () => {
    const admin = await signedIn('admin@example.com');
    const coach = await signedIn('coach@example.com');
    const platform = await figuresOnceSettled(admin);
    expect(platform.totals).toMatchObject({
      gross: GROSS + SOLD_OUT_PAID,
      refunds: REFUNDS,
      net: GROSS + SOLD_OUT_PAID - REFUNDS,
    });
    // The coach's figures also need the schedule's coach in the read model, which the schedule's own
    // event brings: it may arrive after the money's.
    const own = await figuresOnceSettled(coach);
    expect(own.scope).not.toBe(platform.scope);
    expect(own.totals).toMatchObject({ gross: GROSS + SOLD_OUT_PAID, refunds: REFUNDS, seatsSold: SEATS_SOLD });
    expect(own.totals.fillRate).toBeGreaterThan(0);
  });

  it('lets the admin mark it paid; the coach then sees it PAID and downloads the statement', async () => {
    const admin = await signedIn('admin@example.com');
    const paid = await admin.post(`/v1/payouts/${payout.id}/mark-paid`, { reference: 'DEMO-TRF-1' });
    expect(paid.status).toBe(200);
    const coach = await signedIn('coach@example.com');
    const mine = (await coach.get('/v1/payouts')).body.data as Payout[];
    expect(mine.find((p) => p.id === payout.id)).toMatchObject({ status: 'PAID', reference: 'DEMO-TRF-1' });
    const pdf = await coach.get(`/v1/payouts/${payout.id}/statement`).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    // The demo booker is no coach: no payouts for them.
    expect((await (await signedIn('booker@example.com')).get('/v1/payouts')).status).toBe(403);
  });

  it('writes nothing more on a restart or a repeated event', async () => {
    const ctx = gw.embedded.services.bookings.context;
    expect(await seedDemoHistory(ctx)).toBe(false);
    const database = await openDatabase({ databaseUrl: gw.testDb.url, dataDir: '/nonexistent', poolSize: 1 });
    try {
      expect(await seedDemoPastSchedule(database.db)).toBe(false);
    } finally {
      await database.close();
    }
    const admin = await signedIn('admin@example.com');
    const list = await admin.get(`/v1/bookings?filter[workshopScheduleId]=${DEMO_PAST_SCHEDULE_ID}`);
    expect(list.body.data).toHaveLength(2);
    expect((await admin.get('/v1/payouts')).body.data).toHaveLength(1);
  });
});
