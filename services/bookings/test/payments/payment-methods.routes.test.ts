import { bootTestGateway, type Browser, type TestGateway } from '@coachwork/test-support';

let gw: TestGateway;
let booker: Browser;
let coach: Browser;
beforeAll(async () => {
  gw = await bootTestGateway();
  booker = gw.browser();
  await booker.login('booker@example.com');
  coach = gw.browser();
  await coach.login('coach@example.com');
});
afterAll(async () => {
  await gw.close();
});

const card = (number: string, over: object = {}) => ({
  number,
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
  ...over,
});

/** What the sandbox card form does before saving: the card becomes a payment method. */
async function sandboxCard(browser: Browser, number = '4242 4242 4242 4242') {
  const res = await browser.post('/v1/public/payments/sandbox/payment-methods', card(number));
  expect(res.status).toBe(201);
  return res.body.data as { id: string; last4: string };
}

describe('GET /v1/public/payments/stripe-key', () => {
  it('names the sandbox when no Stripe key is configured, to anyone', async () => {
    const res = await gw.browser().get('/v1/public/payments/stripe-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { provider: 'sandbox', publishableKey: null } });
  });
});

describe('POST /v1/public/payments/sandbox/payment-methods', () => {
  it('turns a test card into a payment method, showing only brand and last 4', async () => {
    const res = await gw
      .browser()
      .post('/v1/public/payments/sandbox/payment-methods', card('4242424242424242'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
      isDefault: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('424242424242');
  });

  it.each([
    [card(''), { number: ['Your card number is incomplete.'] }],
    [card('4242424242424241'), { number: ['Your card number is invalid.'] }],
    [
      card('4012888888881881'),
      { number: ['This sandbox takes test cards only, such as 4242 4242 4242 4242.'] },
    ],
    [card('4242424242424242', { expMonth: 13 }), { expMonth: ["Your card's expiration date is invalid."] }],
    [
      card('4242424242424242', { expYear: 2020 }),
      { expYear: ["Your card's expiration date is in the past."] },
    ],
    [card('4242424242424242', { cvc: '1' }), { cvc: ["Your card's security code is invalid."] }],
  ])('answers 422 on the field for %j', async (body, errors) => {
    const res = await gw.browser().post('/v1/public/payments/sandbox/payment-methods', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('/v1/payments/payment-methods', () => {
  it('saves cards, the first as default, lists them, switches the default and removes one', async () => {
    const visa = await sandboxCard(booker);
    const first = await booker.post('/v1/payments/payment-methods', { paymentMethodId: visa.id });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ id: visa.id, last4: '4242', isDefault: true });

    const mastercard = await sandboxCard(booker, '5555 5555 5555 4444');
    const second = await booker.post('/v1/payments/payment-methods', { paymentMethodId: mastercard.id });
    expect(second.body.data).toMatchObject({ last4: '4444', isDefault: false });

    const list = await booker.get('/v1/payments/payment-methods');
    expect(list.status).toBe(200);
    expect(
      list.body.data.map((m: { last4: string; isDefault: boolean }) => [m.last4, m.isDefault]).sort(),
    ).toEqual([
      ['4242', true],
      ['4444', false],
    ]);

    const made = await booker.put('/v1/payments/payment-methods/default', { paymentMethodId: mastercard.id });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ id: mastercard.id, isDefault: true });

    expect((await booker.delete(`/v1/payments/payment-methods/${mastercard.id}`)).status).toBe(200);
    const after = await booker.get('/v1/payments/payment-methods');
    expect(after.body.data.map((m: { id: string }) => m.id)).toEqual([visa.id]);
  });

  it('saves a new card as default when asked', async () => {
    const debit = await sandboxCard(booker, '4000 0566 5566 5556');
    const res = await booker.post('/v1/payments/payment-methods', {
      paymentMethodId: debit.id,
      makeDefault: true,
    });
    expect(res.body.data.isDefault).toBe(true);
  });

  it('answers 422 for a card the processor does not know', async () => {
    const res = await booker.post('/v1/payments/payment-methods', {
      paymentMethodId: 'pm_sbx_000000000000000000000000',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      paymentMethodId: ['This card could not be found. Please enter it again.'],
    });
    expect((await booker.post('/v1/payments/payment-methods', {})).body.errors).toEqual({
      paymentMethodId: ['Payment method is required'],
    });
  });

  it('answers 422 on paymentMethodId for a NUL or a lone surrogate, never a 500', async () => {
    for (const paymentMethodId of ['pm_\u0000', '\uD800']) {
      const res = await booker.post('/v1/payments/payment-methods', { paymentMethodId });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['paymentMethodId']);
    }
    const list = await booker.get('/v1/payments/payment-methods');
    expect(list.status).toBe(200);
  });

  it('never lets one user see, save, default or remove another’s card', async () => {
    const theirs = await sandboxCard(booker);
    await booker.post('/v1/payments/payment-methods', { paymentMethodId: theirs.id });

    expect((await coach.get('/v1/payments/payment-methods')).body.data).toEqual([]);
    const steal = await coach.post('/v1/payments/payment-methods', { paymentMethodId: theirs.id });
    expect(steal.status).toBe(422);
    const def = await coach.put('/v1/payments/payment-methods/default', { paymentMethodId: theirs.id });
    expect(def.status).toBe(422);
    expect(def.body.errors).toEqual({ paymentMethodId: ['This card is not one of your saved cards.'] });
    expect((await coach.delete(`/v1/payments/payment-methods/${theirs.id}`)).status).toBe(404);
    expect(
      (await booker.get('/v1/payments/payment-methods')).body.data.map((m: { id: string }) => m.id),
    ).toContain(theirs.id);
  });

  it('is for signed-in users: a guest gets 401', async () => {
    const guest = gw.browser();
    expect((await guest.get('/v1/payments/payment-methods')).status).toBe(401);
    expect((await guest.post('/v1/payments/payment-methods', { paymentMethodId: 'pm_x' })).status).toBe(401);
    expect(
      (await guest.put('/v1/payments/payment-methods/default', { paymentMethodId: 'pm_x' })).status,
    ).toBe(401);
    expect((await guest.delete('/v1/payments/payment-methods/pm_x')).status).toBe(401);
  });

  it('answers 404 to a card id that cannot exist', async () => {
    expect((await booker.delete('/v1/payments/payment-methods/not-a-card')).status).toBe(404);
  });
});
