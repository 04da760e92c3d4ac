import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '@coachwork/test-support';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../../src/domain/payments/payment-provider';
import { StripePaymentProvider } from '../../src/domain/payments/stripe/stripe-payment-provider';

// The real `stripe` SDK against a local server that answers Stripe's endpoints (no network).
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let fake: FakeStripe;
let provider: StripePaymentProvider;
const sdk = new Stripe('sk_test_unused');

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new StripePaymentProvider({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_0123456789',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
    maxNetworkRetries: 0,
  });
});
afterAll(() => fake.close());

const lastRequest = () => fake.requests[fake.requests.length - 1]!;

async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

const open = (p: PaymentProvider = provider, amount = 9800) =>
  p.createPaymentIntent({ amount, currency: 'EUR', metadata: { bookingId: 'booking-1' } });

describe('Stripe adapter: payment intents', () => {
  it('creates an intent with a form-encoded body and reads Stripe’s answer', async () => {
    const intent = await provider.createPaymentIntent({
      amount: 9800,
      currency: 'EUR',
      metadata: { bookingId: 'booking-1' },
      idempotencyKey: 'booking-1:intent:1',
    });
    expect(intent).toMatchObject({
      amount: 9800,
      currency: 'EUR',
      status: 'requires_payment_method',
      metadata: { bookingId: 'booking-1' },
      card: null,
      lastError: null,
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const request = lastRequest();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      params: {
        amount: '9800',
        currency: 'eur',
        metadata: { bookingId: 'booking-1' },
        allowed_payment_method_types: ['card'],
      },
    });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe('booking-1:intent:1');
  });

  it('answers the same intent for a retried idempotency key', async () => {
    const input = { amount: 500, currency: 'EUR', metadata: {}, idempotencyKey: 'retry-me' };
    expect((await provider.createPaymentIntent(input)).id).toBe(
      (await provider.createPaymentIntent(input)).id,
    );
  });

  it('retrieves and confirms an intent with Stripe’s test card', async () => {
    const created = await open();
    expect((await provider.retrievePaymentIntent(created.id)).status).toBe('requires_payment_method');
    const paid = await provider.confirmPaymentIntent(created.id, { paymentMethodId: 'pm_card_visa' });
    expect(paid).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
      amountRefunded: 0,
    });
    expect(await provider.retrievePaymentIntent(created.id)).toMatchObject({
      status: 'succeeded',
      card: { last4: '4242' },
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])(
    'returns a declined %s as the intent’s state, not an exception',
    async (method, declineCode, message) => {
      const created = await open();
      const declined = await provider.confirmPaymentIntent(created.id, { paymentMethodId: method });
      expect(declined).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'card_declined', declineCode, message },
      });
      expect(
        (await provider.confirmPaymentIntent(created.id, { paymentMethodId: 'pm_card_visa' })).status,
      ).toBe('succeeded');
    },
  );

  it('reports the bank’s confirmation step and its outcome', async () => {
    const created = await open();
    const waiting = await provider.confirmPaymentIntent(created.id, {
      paymentMethodId: 'pm_card_authenticationRequired',
    });
    expect(waiting).toMatchObject({ status: 'requires_action', nextAction: { type: 'use_stripe_sdk' } });
    fake.completeAuthentication(created.id, true);
    expect(await provider.retrievePaymentIntent(created.id)).toMatchObject({
      status: 'succeeded',
      nextAction: null,
    });
  });

  it('passes Stripe’s refusals on with their code and status', async () => {
    const paid = await open();
    await provider.confirmPaymentIntent(paid.id, { paymentMethodId: 'pm_card_visa' });
    const again = await refusal(provider.confirmPaymentIntent(paid.id, { paymentMethodId: 'pm_card_visa' }));
    expect({ code: again.code, status: again.status }).toEqual({
      code: 'payment_intent_unexpected_state',
      status: 400,
    });
    const unknown = await refusal(provider.retrievePaymentIntent('pi_does_not_exist'));
    expect({ code: unknown.code, status: unknown.status }).toEqual({ code: 'resource_missing', status: 404 });
    expect(unknown.message).toBe("No such payment_intent: 'pi_does_not_exist'");
  });

  it('lists the intents captured since a moment, oldest first, and no others', async () => {
    const since = new Date(Date.now() - 1000);
    const paid: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await open(provider, 1000 + i);
      await provider.confirmPaymentIntent(created.id, { paymentMethodId: 'pm_card_visa' });
      paid.push(created.id);
    }
    const unpaid = await open(provider, 5000);
    const listed: string[] = [];
    for await (const intent of provider.listSucceededPaymentIntents(since)) listed.push(intent.id);
    expect(listed.filter((id) => paid.includes(id))).toEqual(paid);
    expect(listed).not.toContain(unpaid.id);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === '/v1/payment_intents')).toBe(true);
  });

  it('cancels an open intent', async () => {
    const created = await open();
    expect((await provider.cancelPaymentIntent(created.id)).status).toBe('canceled');
  });

  it('is refused with a wrong secret key', async () => {
    const wrong = new StripePaymentProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      maxNetworkRetries: 0,
    });
    expect((await refusal(open(wrong))).status).toBe(401);
  });
});

describe('Stripe adapter: customers and payment methods', () => {
  it('attaches, lists, makes default and detaches cards', async () => {
    const customer = await provider.createCustomer({
      email: 'booker@example.com',
      name: 'Demo Booker',
      metadata: { userId: 'u1' },
    });
    expect(customer).toMatchObject({
      email: 'booker@example.com',
      name: 'Demo Booker',
      defaultPaymentMethodId: null,
    });
    const visa = await provider.attachPaymentMethod(customer.id, 'pm_card_visa');
    const mastercard = await provider.attachPaymentMethod(customer.id, 'pm_card_mastercard');
    expect(visa).toMatchObject({ customerId: customer.id, card: { brand: 'visa', last4: '4242' } });
    expect((await provider.listPaymentMethods(customer.id)).map((m) => m.card.brand).sort()).toEqual([
      'mastercard',
      'visa',
    ]);

    expect((await provider.setDefaultPaymentMethod(customer.id, mastercard.id)).defaultPaymentMethodId).toBe(
      mastercard.id,
    );
    expect(lastRequest().params).toEqual({ invoice_settings: { default_payment_method: mastercard.id } });
    expect((await provider.retrieveCustomer(customer.id)).defaultPaymentMethodId).toBe(mastercard.id);

    await provider.detachPaymentMethod(mastercard.id);
    expect((await provider.listPaymentMethods(customer.id)).map((m) => m.id)).toEqual([visa.id]);
    expect((await provider.retrieveCustomer(customer.id)).defaultPaymentMethodId).toBeNull();
  });

  it('pays with a saved card and refuses another customer’s', async () => {
    const owner = await provider.createCustomer({ email: 'owner@example.com' });
    const other = await provider.createCustomer({ email: 'other@example.com' });
    const card = await provider.attachPaymentMethod(owner.id, 'pm_card_visa');
    const intent = await provider.createPaymentIntent({
      amount: 1500,
      currency: 'EUR',
      customerId: owner.id,
      paymentMethodId: card.id,
      metadata: {},
    });
    expect(intent.status).toBe('requires_confirmation');
    expect((await provider.confirmPaymentIntent(intent.id)).status).toBe('succeeded');

    const theirs = await provider.createPaymentIntent({
      amount: 1500,
      currency: 'EUR',
      customerId: other.id,
      metadata: {},
    });
    expect(
      (await refusal(provider.confirmPaymentIntent(theirs.id, { paymentMethodId: card.id }))).param,
    ).toBe('payment_method');
    await refusal(provider.setDefaultPaymentMethod(other.id, card.id));
  });
});

describe('Stripe adapter: saving a card outside a payment', () => {
  it("opens a setup intent for the customer's cards that Stripe.js confirms onto that customer", async () => {
    const customer = await provider.createCustomer({ email: 'saver@example.com' });
    const setup = await provider.createSetupIntent(customer.id);
    expect(lastRequest().params).toEqual({
      customer: customer.id,
      usage: 'on_session',
      allowed_payment_method_types: ['card'],
    });
    expect(setup).toMatchObject({ customerId: customer.id });
    expect(setup.clientSecret).toMatch(new RegExp(`^${setup.id}_secret_`));
    // What the page's confirmSetup does at Stripe.
    const confirmed = await new Stripe(fake.secretKey, {
      host: fake.host,
      port: fake.port,
      protocol: 'http',
    }).setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' });
    expect((await provider.listPaymentMethods(customer.id)).map((m) => m.id)).toEqual([
      confirmed.payment_method,
    ]);
  });

  it('is refused for a customer Stripe does not know', async () => {
    expect((await refusal(provider.createSetupIntent('cus_missing'))).status).toBe(404);
  });
});

describe('Stripe adapter: refunds', () => {
  it('refunds part, then the rest, and no more', async () => {
    const paid = await open(provider, 9800);
    await provider.confirmPaymentIntent(paid.id, { paymentMethodId: 'pm_card_visa' });
    const seat = await provider.createRefund({
      paymentIntentId: paid.id,
      amount: 4900,
      reason: 'One seat cancelled',
      idempotencyKey: 'refund-1',
    });
    expect(seat).toMatchObject({
      paymentIntentId: paid.id,
      amount: 4900,
      currency: 'EUR',
      status: 'succeeded',
      reason: 'One seat cancelled',
    });
    expect(lastRequest().params).toMatchObject({
      payment_intent: paid.id,
      amount: '4900',
      metadata: { reason: 'One seat cancelled' },
    });
    expect(await provider.retrieveRefund(seat.id)).toEqual(seat);

    expect((await provider.createRefund({ paymentIntentId: paid.id })).amount).toBe(4900);
    expect((await provider.retrievePaymentIntent(paid.id)).amountRefunded).toBe(9800);
    await refusal(provider.createRefund({ paymentIntentId: paid.id, amount: 1 }));
  });

  it('refuses more than was paid', async () => {
    const paid = await open(provider, 1000);
    await provider.confirmPaymentIntent(paid.id, { paymentMethodId: 'pm_card_visa' });
    const err = await refusal(provider.createRefund({ paymentIntentId: paid.id, amount: 1001 }));
    expect({ code: err.code, param: err.param }).toEqual({ code: 'amount_too_large', param: 'amount' });
  });
});

describe('Stripe adapter: webhooks', () => {
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    sdk.webhooks.generateTestHeaderString({ payload, secret });

  async function succeededEvent() {
    const paid = await open();
    await provider.confirmPaymentIntent(paid.id, { paymentMethodId: 'pm_card_visa' });
    return { paid, payload: JSON.stringify(fake.lastEvent('payment_intent.succeeded')) };
  }

  it('accepts an event signed with the signing secret', async () => {
    const { paid, payload } = await succeededEvent();
    const event = provider.parseWebhookEvent(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({
      kind: 'payment.succeeded',
      paymentIntent: { id: paid.id, status: 'succeeded', amount: 9800 },
    });
  });

  it('refuses a forged, altered or unsigned event', async () => {
    const { payload } = await succeededEvent();
    expect(() => provider.parseWebhookEvent(payload, sign(payload, 'whsec_someone_else'))).toThrow(
      WebhookSignatureError,
    );
    const altered = payload.replace('"amount":9800', '"amount":1');
    expect(() => provider.parseWebhookEvent(altered, sign(payload))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhookEvent(payload, undefined)).toThrow(WebhookSignatureError);
  });

  it('reads failed payments and refunds, and acknowledges the rest', async () => {
    const declined = await open();
    await provider.confirmPaymentIntent(declined.id, { paymentMethodId: 'pm_card_chargeDeclined' });
    const failed = JSON.stringify(fake.lastEvent('payment_intent.payment_failed'));
    expect(provider.parseWebhookEvent(failed, sign(failed))).toMatchObject({
      kind: 'payment.failed',
      paymentIntent: { id: declined.id, lastError: { message: 'Your card was declined.' } },
    });

    const paid = await open();
    await provider.confirmPaymentIntent(paid.id, { paymentMethodId: 'pm_card_visa' });
    await provider.createRefund({ paymentIntentId: paid.id, amount: 100 });
    const refunded = JSON.stringify(fake.lastEvent('refund.created'));
    expect(provider.parseWebhookEvent(refunded, sign(refunded))).toMatchObject({
      kind: 'refund.updated',
      refund: { paymentIntentId: paid.id, amount: 100, status: 'succeeded' },
    });

    const other = JSON.stringify(fake.lastEvent('charge.succeeded'));
    expect(provider.parseWebhookEvent(other, sign(other))).toMatchObject({
      kind: 'ignored',
      type: 'charge.succeeded',
    });
  });
});
