import { openDatabase, type Database } from '@coachwork/service-kit';
import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';
import { DrizzleSandboxStore } from '../../src/data/sandbox.repository';
import { sandboxCards, sandboxCustomers, sandboxIntents, sandboxRefunds } from '../../src/data/schema';
import { SandboxPaymentProvider } from '../../src/domain/payments/sandbox/sandbox-payment-provider';

// The payment page's sandbox steps through the gateway, as a guest would take them (no session: the
// intent's client secret is the proof). Intents are opened here on the service's own sandbox tables,
// as the booking's payment-intent route opens them.
let gw: TestGateway;
let database: Database;
let sandbox: SandboxPaymentProvider;
let page: Browser;
beforeAll(async () => {
  gw = await bootTestGateway();
  database = await openDatabase({ databaseUrl: gw.testDb.url, dataDir: '/nonexistent', poolSize: 2 });
  sandbox = new SandboxPaymentProvider(
    new DrizzleSandboxStore(database.db, { sandboxCustomers, sandboxCards, sandboxIntents, sandboxRefunds }),
  );
  page = gw.browser();
});
afterAll(async () => {
  await database.close();
  await gw.close();
});

const BASE = '/v1/public/payments/sandbox';

async function payWith(number: string) {
  const intent = await sandbox.createPaymentIntent({ amount: 9800, currency: 'EUR', metadata: {} });
  const card = await page.post(`${BASE}/payment-methods`, {
    number,
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  const res = await page.post(`${BASE}/payment-intents/${intent.id}/confirm`, {
    clientSecret: intent.clientSecret,
    paymentMethodId: card.body.data.id,
  });
  return { intent, res };
}

describe('POST /v1/public/payments/sandbox/payment-intents/{id}/confirm', () => {
  it('charges 4242 4242 4242 4242, once', async () => {
    const { intent, res } = await payWith('4242 4242 4242 4242');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: intent.id, status: 'succeeded', error: null });
    const card = await page.post(`${BASE}/payment-methods`, {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    });
    const again = await page.post(`${BASE}/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethodId: card.body.data.id,
    });
    expect(again.status).toBe(409);
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('succeeded');
  });

  it('answers a declined card with the processor’s words, and the intent takes another card', async () => {
    const { intent, res } = await payWith('4000 0000 0000 0002');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect((await payWith('4000 0000 0000 9995')).res.body.data.error).toBe(
      'Your card has insufficient funds.',
    );
  });

  it('answers 404 without the intent’s client secret, and for ids that cannot exist', async () => {
    const intent = await sandbox.createPaymentIntent({ amount: 500, currency: 'EUR', metadata: {} });
    const wrong = await page.post(`${BASE}/payment-intents/${intent.id}/confirm`, {
      clientSecret: `${intent.id}_secret_${'0'.repeat(24)}`,
      paymentMethodId: 'pm_sbx_x',
    });
    expect(wrong.status).toBe(404);
    expect((await page.post(`${BASE}/payment-intents/pi_123/confirm`, {})).status).toBe(404);
  });

  it('answers 422 for a card the sandbox does not know', async () => {
    const intent = await sandbox.createPaymentIntent({ amount: 500, currency: 'EUR', metadata: {} });
    const res = await page.post(`${BASE}/payment-intents/${intent.id}/confirm`, {
      clientSecret: intent.clientSecret,
      paymentMethodId: 'pm_sbx_000000000000000000000000',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      paymentMethodId: ['This card could not be found. Please enter it again.'],
    });
  });
});

describe('the confirmation step of 4000 0025 0000 3155', () => {
  it('waits for the booker, who approves', async () => {
    const { intent, res } = await payWith('4000 0025 0000 3155');
    expect(res.body.data.status).toBe('requires_action');
    const approved = await page.post(`${BASE}/payment-intents/${intent.id}/approve`, {
      clientSecret: intent.clientSecret,
    });
    expect(approved.body.data).toEqual({ id: intent.id, status: 'succeeded', error: null });
    const twice = await page.post(`${BASE}/payment-intents/${intent.id}/approve`, {
      clientSecret: intent.clientSecret,
    });
    expect(twice.status).toBe(409);
  });

  it('or refuses, which fails the attempt with the bank’s words', async () => {
    const { intent } = await payWith('4000 0025 0000 3155');
    const refused = await page.post(`${BASE}/payment-intents/${intent.id}/refuse`, {
      clientSecret: intent.clientSecret,
    });
    expect(refused.body.data).toMatchObject({ status: 'requires_payment_method' });
    expect(refused.body.data.error).toMatch(/unable to authenticate/);
  });

  it('is answered only by the page holding the client secret', async () => {
    const { intent } = await payWith('4000 0025 0000 3155');
    const res = await page.post(`${BASE}/payment-intents/${intent.id}/approve`, { clientSecret: 'nope' });
    expect(res.status).toBe(404);
    expect((await sandbox.retrievePaymentIntent(intent.id)).status).toBe('requires_action');
  });
});
