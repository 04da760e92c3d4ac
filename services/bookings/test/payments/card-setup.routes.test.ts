// Saving a card in /b without paying: with Stripe, POST /v1/payments/payment-methods/setup-intent opens
// a SetupIntent of the caller's customer, Stripe.js confirms it (here the SDK does, against the local
// fake Stripe), and POST /v1/payments/payment-methods saves the card it attached. Nobody saves, sees or
// defaults another's card. The sandbox has no setup step (its card form makes the card): 409.
import Stripe from 'stripe';
import { SANDBOX_NO_CARD_SETUP } from '@coachwork/contracts';
import { bootTestGateway, startFakeStripe, type Browser, type FakeStripe, type TestGateway } from '@coachwork/test-support';

let fake: FakeStripe;
let gw: TestGateway;
let sandbox: TestGateway;
let booker: Browser;
let coach: Browser;
let sdk: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  gw = await bootTestGateway({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_cardsetup',
    STRIPE_WEBHOOK_SECRET: 'whsec_cardsetup',
    STRIPE_API_URL: fake.url,
  });
  sandbox = await bootTestGateway();
  booker = gw.browser();
  await booker.login('booker@example.com');
  coach = gw.browser();
  await coach.login('coach@example.com');
  sdk = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: 'http' });
});
afterAll(async () => {
  await gw.close();
  await sandbox.close();
  await fake.close();
});

/** What the /b form does with Stripe: open the setup, let Stripe.js confirm it with a card. */
async function setUpCard(browser: Browser, token = 'pm_card_visa') {
  const res = await browser.post('/v1/payments/payment-methods/setup-intent', {});
  expect(res.status).toBe(201);
  const { setupIntentId, clientSecret } = res.body.data as { setupIntentId: string; clientSecret: string };
  expect(clientSecret).toMatch(new RegExp(`^${setupIntentId}_secret_`));
  const confirmed = await sdk.setupIntents.confirm(setupIntentId, { payment_method: token });
  return confirmed.payment_method as string;
}

describe('POST /v1/payments/payment-methods/setup-intent (Stripe)', () => {
  it("saves the card Stripe.js set up, first as the default, and lists it as the caller's", async () => {
    const visa = await setUpCard(booker);
    const saved = await booker.post('/v1/payments/payment-methods', { paymentMethodId: visa });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ id: visa, brand: 'visa', last4: '4242', isDefault: true });

    const mastercard = await setUpCard(booker, 'pm_card_mastercard');
    const second = await booker.post('/v1/payments/payment-methods', { paymentMethodId: mastercard, makeDefault: true });
    expect(second.body.data).toMatchObject({ id: mastercard, last4: '4444', isDefault: true });
    const list = await booker.get('/v1/payments/payment-methods');
    expect(list.body.data.map((m: { id: string; isDefault: boolean }) => [m.id, m.isDefault]).sort()).toEqual(
      [
        [visa, false],
        [mastercard, true],
      ].sort(),
    );
  });

  it("never saves one booker's card for another, nor shows it", async () => {
    const theirs = await setUpCard(booker);
    expect((await booker.post('/v1/payments/payment-methods', { paymentMethodId: theirs })).status).toBe(201);
    const steal = await coach.post('/v1/payments/payment-methods', { paymentMethodId: theirs });
    expect(steal.status).toBe(422);
    expect(Object.keys(steal.body.errors)).toEqual(['paymentMethodId']);
    expect((await coach.get('/v1/payments/payment-methods')).body.data).toEqual([]);
    expect((await booker.get('/v1/payments/payment-methods')).body.data.map((m: { id: string }) => m.id)).toContain(theirs);
  });

  it('answers 422 on the field for a card Stripe does not know, and 401 to a guest', async () => {
    const res = await booker.post('/v1/payments/payment-methods', { paymentMethodId: 'pm_0000000000000000' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ paymentMethodId: ['This card could not be found. Please enter it again.'] });
    expect((await gw.browser().post('/v1/payments/payment-methods/setup-intent', {})).status).toBe(401);
  });
});

describe('POST /v1/payments/payment-methods/setup-intent (sandbox)', () => {
  it('answers 409: the sandbox card form makes the card, there is no setup step', async () => {
    const someone = sandbox.browser();
    await someone.login('booker@example.com');
    const res = await someone.post('/v1/payments/payment-methods/setup-intent', {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SANDBOX_NO_CARD_SETUP);
  });
});
