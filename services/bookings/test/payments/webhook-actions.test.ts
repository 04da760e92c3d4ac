// What each Stripe event does to a booking (the real SDK against the local fake Stripe server): a
// failed payment is recorded on the intent and keeps the hold; a succeeded one confirms the booking
// without any finalize call from the page; refund events mark the refund.
import request from 'supertest';
import Stripe from 'stripe';
import { GUEST, INTERNAL_TOKEN_HEADER, loadConfig, signInternalToken } from '@coachwork/service-kit';
import { startFakeStripe, TEST_INTERNAL_SECRET, type FakeStripe } from '@coachwork/test-support';
import { paymentsEnvSchema, paymentsOptions } from '../../src/payments.config';
import { bootBookings, type BookingsTest, type Person } from '../support';

const WEBHOOK_SECRET = 'whsec_webhookactions';
let fake: FakeStripe;
let t: BookingsTest;
let booker: Person;
let sdk: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await bootBookings({
    payments: {
      ...paymentsOptions(loadConfig(paymentsEnvSchema, {})),
      stripe: {
        secretKey: fake.secretKey,
        publishableKey: 'pk_test_webhookactions',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.url,
      },
    },
  });
  booker = await t.person('booker');
  sdk = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: 'http' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Posts the last event of `type` about `objectId` to the webhook, signed as Stripe signs it. */
async function deliver(type: string, objectId: string) {
  const event = [...fake.events]
    .reverse()
    .find((e) => e.type === type && (e.data as { object: { id: string } }).object.id === objectId);
  if (!event) throw new Error(`no ${type} for ${objectId}`);
  const payload = JSON.stringify(event, null, 2);
  return (
    request(t.app)
      .post('/v1/payments/webhooks/stripe')
      // What the gateway adds to every request: here, a guest's (Stripe has no session).
      .set(INTERNAL_TOKEN_HEADER, signInternalToken(GUEST, TEST_INTERNAL_SECRET))
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
  );
}

const money = async (id: string) => (await t.as(booker).get(`/v1/payments/bookings/${id}`)).body.data;

describe('Stripe events', () => {
  it('records a declined card on the intent and keeps the hold; a later success confirms by webhook', async () => {
    const s = await t.schedule({ price: 45 });
    const b = await t.book(booker, s.id, 2);
    const intent = (await t.as(booker).post(`/v1/payments/bookings/${b.id}/payment-intent`)).body.data;
    await sdk.paymentIntents
      .confirm(intent.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' })
      .catch(() => undefined);
    expect((await deliver('payment_intent.payment_failed', intent.paymentIntentId)).body.data.outcome).toBe(
      'handled',
    );
    expect((await money(b.id)).intents).toEqual([
      expect.objectContaining({
        status: 'requires_payment_method',
        error: 'Your card was declined.',
        open: true,
      }),
    ]);
    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data.status).toBe('PENDING');
    // The page shows the processor's words when it asks for the intent again.
    const again = (await t.as(booker).post(`/v1/payments/bookings/${b.id}/payment-intent`)).body.data;
    expect(again).toMatchObject({
      paymentIntentId: intent.paymentIntentId,
      error: 'Your card was declined.',
    });

    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    const hook = await deliver('payment_intent.succeeded', intent.paymentIntentId);
    expect(hook.body.data.outcome).toBe('handled');
    const confirmed = (await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', amountPaid: 90, paymentMethod: 'Visa •••• 4242' });
    expect((await money(b.id)).invoices).toHaveLength(1);
    // The same event again changes nothing.
    expect((await deliver('payment_intent.succeeded', intent.paymentIntentId)).body.data.outcome).toBe(
      'duplicate',
    );
    expect((await money(b.id)).payments).toHaveLength(1);
  });

  it('asks Stripe for the refund once and marks it from the refund events', async () => {
    const s = await t.schedule({ price: 45 });
    const b = await t.book(booker, s.id, 1);
    const intent = (await t.as(booker).post(`/v1/payments/bookings/${b.id}/payment-intent`)).body.data;
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    await t
      .as(booker)
      .post(`/v1/payments/bookings/${b.id}/finalize`, { paymentIntentId: intent.paymentIntentId });
    await t.as(booker).post(`/v1/bookings/${b.id}/cancel`, { reason: 'Cannot come' });
    const [refund] = (await money(b.id)).refunds;
    expect(refund).toMatchObject({ amount: 45 });
    const asked = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.headers['idempotency-key']).toBe(`refund-${refund.id}`);
    const created = [...fake.events].reverse().find((e) => e.type === 'refund.created')!;
    const refundId = (created.data as { object: { id: string } }).object.id;
    expect((await deliver('refund.created', refundId)).body.data.outcome).toBe('handled');
    expect((await money(b.id)).refunds[0].status).toBe('succeeded');
  });

  it('refunds in full a second capture of a booking another intent paid, and leaves the first one paying the booking', async () => {
    const s = await t.schedule({ price: 30 });
    const b = await t.book(booker, s.id, 1);
    const first = (await t.as(booker).post(`/v1/payments/bookings/${b.id}/payment-intent`)).body.data;
    await sdk.paymentIntents.confirm(first.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect((await deliver('payment_intent.succeeded', first.paymentIntentId)).body.data.outcome).toBe(
      'handled',
    );
    // A second charge for the same booking (a second tab, a replay at the processor) made outside our page.
    const second = await sdk.paymentIntents.create({
      amount: 3000,
      currency: 'eur',
      metadata: { bookingId: b.id },
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(second.status).toBe('succeeded');
    expect((await deliver('payment_intent.succeeded', second.id)).body.data.outcome).toBe('handled');
    const m = await money(b.id);
    expect(m.payments.map((p: { applied: boolean; amount: number }) => [p.amount, p.applied]).sort()).toEqual(
      [
        [30, false],
        [30, true],
      ],
    );
    expect(m.refunds).toEqual([expect.objectContaining({ amount: 30 })]);
    // Stripe was asked to give that charge back, once.
    expect(
      fake.requests.filter(
        (r) => r.method === 'POST' && r.path === '/v1/refunds' && r.params.payment_intent === second.id,
      ),
    ).toHaveLength(1);
    expect((await t.as(booker).get(`/v1/bookings/${b.id}`)).body.data).toMatchObject({
      status: 'CONFIRMED',
      amountPaid: 30,
    });
  });
});
