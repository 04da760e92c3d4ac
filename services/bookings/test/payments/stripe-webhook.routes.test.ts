import request from 'supertest';
import Stripe from 'stripe';
import {
  GUEST,
  INTERNAL_TOKEN_HEADER,
  loadConfig,
  signInternalToken,
  type ServiceHandle,
} from '@coachwork/service-kit';
import {
  bootTestGateway,
  createTestRuntime,
  startFakeStripe,
  TEST_INTERNAL_SECRET,
  type FakeStripe,
} from '@coachwork/test-support';
import { createApp } from '../../src/app';
import { paymentsEnvSchema, paymentsOptions } from '../../src/payments.config';
import { StripePaymentProvider } from '../../src/domain/payments/stripe/stripe-payment-provider';

const WEBHOOK_SECRET = 'whsec_test_webhook_0123456789';
const sdk = new Stripe('sk_test_unused');

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
let fake: FakeStripe;
let service: ServiceHandle;
let stripe: StripePaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestRuntime();
  const settings = {
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_0123456789',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  };
  service = await createApp(ctx.runtime, {
    payments: { ...paymentsOptions(loadConfig(paymentsEnvSchema, {})), stripe: settings },
  });
  stripe = new StripePaymentProvider({ ...settings, maxNetworkRetries: 0 });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const deliver = (payload: string, signature?: string) => {
  const req = request(service.app)
    .post('/v1/payments/webhooks/stripe')
    .set(INTERNAL_TOKEN_HEADER, signInternalToken(GUEST, TEST_INTERNAL_SECRET))
    .set('Content-Type', 'application/json; charset=utf-8');
  return (signature ? req.set('Stripe-Signature', signature) : req).send(payload);
};
const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret });

async function succeededEvent(): Promise<string> {
  const intent = await stripe.createPaymentIntent({ amount: 4900, currency: 'EUR', metadata: {} });
  await stripe.confirmPaymentIntent(intent.id, { paymentMethodId: 'pm_card_visa' });
  // Stripe's own spacing, which a re-serialised body would lose (and with it the signature).
  return JSON.stringify(fake.lastEvent('payment_intent.succeeded'), null, 2);
}

describe('POST /v1/payments/webhooks/stripe', () => {
  it('accepts an event signed with the webhook secret, once', async () => {
    const payload = await succeededEvent();
    const first = await deliver(payload, sign(payload));
    expect(first.status).toBe(200);
    // The intent is no booking's (finalizing is tested in the gateway suite): acknowledged, recorded.
    expect(first.body).toEqual({ data: { received: true, outcome: 'ignored' } });
    const again = await deliver(payload, sign(payload));
    expect(again.body.data.outcome).toBe('duplicate');
  });

  it('refuses a forged, altered or unsigned event with 400', async () => {
    const payload = await succeededEvent();
    for (const res of [
      await deliver(payload, sign(payload, 'whsec_forged_secret')),
      await deliver(payload.replace('"amount": 4900', '"amount": 1'), sign(payload)),
      await deliver(payload),
    ]) {
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['message']);
    }
  });

  it('acknowledges events bookings does not act on', async () => {
    const payload = JSON.stringify(fake.lastEvent('charge.succeeded'));
    expect((await deliver(payload, sign(payload))).body.data.outcome).toBe('ignored');
  });
});

describe('the webhook behind the gateway', () => {
  it('needs no CSRF token (Stripe has no cookie), while other writes still do', async () => {
    const gw = await bootTestGateway();
    try {
      const browser = gw.browser();
      const webhook = await browser.agent
        .post('/v1/payments/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', 't=1,v1=00')
        .send('{"id":"evt_1"}');
      // Reaches bookings: the sandbox has no webhooks, so any signature is refused there.
      expect(webhook.status).toBe(400);
      expect((await browser.agent.post('/v1/payments/payment-methods').send({})).status).toBe(419);
    } finally {
      await gw.close();
    }
  });
});
