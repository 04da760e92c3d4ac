// Paying a held booking through the whole product on PostgreSQL, with the sandbox processor and with
// the Stripe adapter (the real SDK against the local fake Stripe server): one open intent per booking,
// and ten finalize calls racing the processor's signed webhook confirm the booking exactly once — one
// payment row, one invoice, one of each event — while every caller hears the same confirmed booking.
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import {
  bootTestGateway,
  eventually,
  raceSchedule,
  signedInBookers,
  startFakeStripe,
  type Browser,
  type FakeStripe,
  type TestGateway,
} from '@coachwork/test-support';

const ADDRESS = { addressLine1: 'Kasse 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };
const WEBHOOK_SECRET = 'whsec_paymentrace';

interface Setup {
  gw: TestGateway;
  admin: Browser;
  booker: Browser;
  other: Browser;
  /** Makes the intent succeed the way the page would (sandbox card form, or Stripe.js). */
  pay(paymentIntentId: string, clientSecret: string): Promise<void>;
  /** What the processor posts to the webhook once the intent succeeded; null for the sandbox. */
  webhook(paymentIntentId: string): { payload: string; signature: string } | null;
}

async function boot(kind: 'sandbox' | 'stripe', fake?: FakeStripe): Promise<Setup> {
  const env: Record<string, string> = { API_RATE_LIMIT_MAX: '100000' };
  if (fake)
    Object.assign(env, {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_paymentrace',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
  const gw = await bootTestGateway(env);
  const admin = gw.browser();
  await admin.login('admin@example.com');
  const [booker, other] = await signedInBookers(admin, () => gw.browser(), 2);
  const sdk = new Stripe(fake?.secretKey ?? 'sk_test_unused', {
    host: fake?.host,
    port: fake?.port,
    protocol: 'http',
  });
  return {
    gw,
    admin,
    booker: booker!,
    other: other!,
    async pay(paymentIntentId, clientSecret) {
      if (kind === 'stripe') {
        await sdk.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
        return;
      }
      const page = gw.browser();
      const card = await page.post('/v1/public/payments/sandbox/payment-methods', {
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
      });
      expect(card.status).toBe(201);
      const paid = await page.post(`/v1/public/payments/sandbox/payment-intents/${paymentIntentId}/confirm`, {
        clientSecret,
        paymentMethodId: card.body.data.id,
      });
      expect(paid.body.data).toMatchObject({ status: 'succeeded' });
    },
    webhook(paymentIntentId) {
      if (!fake) return null;
      const event = [...fake.events]
        .reverse()
        .find(
          (e) =>
            e.type === 'payment_intent.succeeded' &&
            (e.data as { object: { id: string } }).object.id === paymentIntentId,
        );
      const payload = JSON.stringify(event, null, 2);
      return {
        payload,
        signature: sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      };
    },
  };
}

for (const kind of ['sandbox', 'stripe'] as const) {
  describe(`paying a held booking (${kind})`, () => {
    let s: Setup;
    let fake: FakeStripe | undefined;
    beforeAll(async () => {
      if (kind === 'stripe') fake = await startFakeStripe();
      s = await boot(kind, fake);
    }, 120_000);
    afterAll(async () => {
      await s?.gw.close();
      await fake?.close();
    });

    const db = () => s.gw.embedded.services.bookings.context.db;
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await db().execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

    async function heldBooking(price = 49, seats = 2) {
      const scheduleId = await raceSchedule(s.admin, 10, price);
      await eventually(async () =>
        count(sql`select count(*) as n from bookings.schedule_copies where id = ${scheduleId}`),
      );
      const res = await s.booker.post('/v1/bookings', {
        userId: s.booker.userId,
        workshopScheduleId: scheduleId,
        seats,
        address: ADDRESS,
      });
      expect(res.status).toBe(201);
      expect(res.body.data.status).toBe('PENDING');
      return res.body.data as { id: string; amount: number };
    }

    it('opens one intent per booking for the amount the server priced, only for its owner', async () => {
      const booking = await heldBooking(49, 2);
      const [a, b] = await Promise.all([
        s.booker.post(`/v1/payments/bookings/${booking.id}/payment-intent`),
        s.booker.post(`/v1/payments/bookings/${booking.id}/payment-intent`),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.data).toMatchObject({ bookingId: booking.id, amount: 98, currency: 'EUR' });
      expect(b.body.data.paymentIntentId).toBe(a.body.data.paymentIntentId);
      expect(a.body.data.clientSecret).toEqual(expect.any(String));
      const again = await s.booker.post(`/v1/payments/bookings/${booking.id}/payment-intent`);
      expect(again.body.data.paymentIntentId).toBe(a.body.data.paymentIntentId);
      expect(
        await count(
          sql`select count(*) as n from bookings.payment_intents where booking_id = ${booking.id} and open`,
        ),
      ).toBe(1);
      // A client that lost the answer retries with its Idempotency-Key and hears the first one again.
      const token = await s.booker.csrf();
      const keyed = () =>
        s.booker.agent
          .post(`/v1/payments/bookings/${booking.id}/payment-intent`)
          .set('X-XSRF-TOKEN', token)
          .set('Idempotency-Key', `intent-${booking.id}`);
      const first = await keyed();
      const replay = await keyed();
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
      // Someone else's booking does not exist for them; a guest is asked to sign in.
      expect((await s.other.post(`/v1/payments/bookings/${booking.id}/payment-intent`)).status).toBe(404);
      expect((await s.gw.browser().post(`/v1/payments/bookings/${booking.id}/payment-intent`)).status).toBe(
        401,
      );
    });

    it("refuses to finalize before the money is in, or with another booking's intent", async () => {
      const booking = await heldBooking();
      const intent = (await s.booker.post(`/v1/payments/bookings/${booking.id}/payment-intent`)).body.data;
      const early = await s.booker.post(`/v1/payments/bookings/${booking.id}/finalize`, {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(early.status).toBe(409);
      const second = await heldBooking();
      const wrong = await s.booker.post(`/v1/payments/bookings/${second.id}/finalize`, {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.paymentIntentId).toEqual(['This payment is not for this booking.']);
      const bad = await s.booker.post(`/v1/payments/bookings/${second.id}/finalize`, {});
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toHaveProperty('paymentIntentId');
    });

    it('confirms once when ten finalize calls race the webhook', async () => {
      const booking = await heldBooking(49, 2);
      const intent = (await s.booker.post(`/v1/payments/bookings/${booking.id}/payment-intent`)).body.data;
      await s.pay(intent.paymentIntentId, intent.clientSecret);
      const token = await s.booker.csrf();
      const hook = s.webhook(intent.paymentIntentId);
      const calls = [
        ...Array.from({ length: 10 }, () =>
          s.booker.agent
            .post(`/v1/payments/bookings/${booking.id}/finalize`)
            .set('X-XSRF-TOKEN', token)
            .send({ paymentIntentId: intent.paymentIntentId }),
        ),
        ...(hook
          ? [
              s.gw
                .browser()
                .agent.post('/v1/payments/webhooks/stripe')
                .set('Content-Type', 'application/json')
                .set('Stripe-Signature', hook.signature)
                .send(hook.payload),
            ]
          : []),
      ];
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      for (const a of answers.slice(0, 10))
        expect(a.body.data).toMatchObject({
          id: booking.id,
          status: 'CONFIRMED',
          amountPaid: 98,
          paymentMethod: 'Visa •••• 4242',
          paymentTransactionId: intent.paymentIntentId,
        });
      const id = booking.id;
      expect(await count(sql`select count(*) as n from bookings.payments where booking_id = ${id}`)).toBe(1);
      expect(
        await count(
          sql`select count(*) as n from bookings.invoices where booking_id = ${id} and kind = 'invoice'`,
        ),
      ).toBe(1);
      for (const subject of ['bookings.payment.finalized', 'bookings.booking.confirmed'])
        expect(
          await count(
            sql`select count(*) as n from bookings.outbox where subject = ${subject} and envelope->'data'->>'bookingId' = ${id}`,
          ),
        ).toBe(1);
      // Charged once: the processor holds one succeeded intent for the booking, never a second charge.
      if (fake) {
        const charges = [...fake.state.charges.values()].filter(
          (c) => (c as { payment_intent?: string }).payment_intent === intent.paymentIntentId,
        );
        expect(charges).toHaveLength(1);
      }
      // A retry after all this still answers the confirmed booking.
      const later = await s.booker.post(`/v1/payments/bookings/${id}/finalize`, {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(later.status).toBe(200);
      expect(later.body.data.status).toBe('CONFIRMED');
      // A confirmed booking takes no new intent.
      expect((await s.booker.post(`/v1/payments/bookings/${id}/payment-intent`)).status).toBe(409);
    });
  });
}
