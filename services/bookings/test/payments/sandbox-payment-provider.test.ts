import {
  PaymentProviderError,
  WebhookSignatureError,
  describeCard,
} from '../../src/domain/payments/payment-provider';
import { createTestRuntime } from '@coachwork/test-support';
import { createApp } from '../../src/app';
import { DrizzleSandboxStore } from '../../src/data/sandbox.repository';
import { sandboxCards, sandboxCustomers, sandboxIntents, sandboxRefunds } from '../../src/data/schema';
import { InMemorySandboxStore } from '../../src/domain/payments/sandbox/in-memory-sandbox.store';
import { SandboxPaymentProvider } from '../../src/domain/payments/sandbox/sandbox-payment-provider';
import type { SandboxStore } from '../../src/domain/payments/sandbox/sandbox-store';

const NOW = new Date('2026-06-15T10:00:00Z');
const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});

// The same behaviour from both stores: in memory (unit tests) and in the service's database (npm start).
const backends: [string, () => Promise<{ store: () => SandboxStore; close(): Promise<void> }>][] = [
  ['in memory', async () => ({ store: () => new InMemorySandboxStore(), close: async () => undefined })],
  [
    'in the database',
    async () => {
      const ctx = await createTestRuntime();
      await createApp(ctx.runtime); // runs the migrations
      const tables = { sandboxCustomers, sandboxCards, sandboxIntents, sandboxRefunds };
      const store = new DrizzleSandboxStore(ctx.database.db, tables);
      return { store: () => store, close: ctx.close };
    },
  ],
];

let backend: Awaited<ReturnType<(typeof backends)[number][1]>>;

function setup() {
  const provider = new SandboxPaymentProvider(backend.store(), () => NOW);
  const intent = (amount = 9800) =>
    provider.createPaymentIntent({ amount, currency: 'eur', metadata: { bookingId: 'booking-1' } });
  const pay = async (number: string, amount = 9800) => {
    const created = await intent(amount);
    const method = await provider.checkout.createCardPaymentMethod(card(number));
    return provider.confirmPaymentIntent(created.id, { paymentMethodId: method.id });
  };
  return { provider, intent, pay };
}

async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

describe.each(backends)('sandbox processor %s', (_name, open) => {
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  describe('cards', () => {
    it('turns a test card into a payment method without keeping the number', async () => {
      const { provider } = setup();
      const method = await provider.checkout.createCardPaymentMethod(
        card('4242 4242 4242 4242', { expYear: 30 }),
      );
      expect(method).toMatchObject({
        customerId: null,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      });
      expect(JSON.stringify(method)).not.toContain('424242424242');
    });

    it.each([
      ['a mistyped number', card('4242424242424241'), 'number', 'Your card number is invalid.'],
      [
        'a real card number',
        card('4012 8888 8888 1881'),
        'number',
        'This sandbox takes test cards only, such as 4242 4242 4242 4242.',
      ],
      [
        'a month that does not exist',
        card('4242424242424242', { expMonth: 13 }),
        'expMonth',
        "Your card's expiration date is invalid.",
      ],
      [
        'last month',
        card('4242424242424242', { expMonth: 5, expYear: 2026 }),
        'expYear',
        "Your card's expiration date is in the past.",
      ],
      [
        'a short security code',
        card('4242424242424242', { cvc: '12' }),
        'cvc',
        "Your card's security code is invalid.",
      ],
      [
        'three digits on an Amex',
        card('378282246310005', { cvc: '123' }),
        'cvc',
        "Your card's security code is invalid.",
      ],
    ])('refuses %s on its field', async (_what, input, param, message) => {
      const err = await refusal(setup().provider.checkout.createCardPaymentMethod(input));
      expect({ param: err.param, message: err.message }).toEqual({ param, message });
    });

    it('accepts a card through the end of its expiry month', async () => {
      const method = await setup().provider.checkout.createCardPaymentMethod(
        card('4242424242424242', { expMonth: 6, expYear: 2026 }),
      );
      expect(method.card.expMonth).toBe(6);
    });
  });

  describe('paying an intent', () => {
    it('opens an intent in minor units with a client secret', async () => {
      const created = await setup().intent(9800);
      expect(created).toMatchObject({
        amount: 9800,
        currency: 'EUR',
        status: 'requires_payment_method',
        metadata: { bookingId: 'booking-1' },
        lastError: null,
      });
      expect(created.clientSecret.startsWith(`${created.id}_secret_`)).toBe(true);
    });

    it('refuses amounts that are not whole minor units', async () => {
      const { provider } = setup();
      await expect(
        provider.createPaymentIntent({ amount: 98.5, currency: 'EUR', metadata: {} }),
      ).rejects.toThrow(RangeError);
      const err = await refusal(provider.createPaymentIntent({ amount: 0, currency: 'EUR', metadata: {} }));
      expect(err.param).toBe('amount');
    });

    it('charges 4242 4242 4242 4242 and names the card', async () => {
      const paid = await setup().pay('4242424242424242');
      expect(paid).toMatchObject({
        status: 'succeeded',
        card: { brand: 'visa', last4: '4242' },
        lastError: null,
      });
      expect(describeCard(paid.card)).toBe('Visa •••• 4242');
    });

    it('declines 4000 0000 0000 0002 and lets the same intent take another card', async () => {
      const { provider, intent } = setup();
      const created = await intent();
      const declined = await provider.confirmPaymentIntent(created.id, {
        paymentMethodId: (await provider.checkout.createCardPaymentMethod(card('4000000000000002'))).id,
      });
      expect(declined).toMatchObject({
        status: 'requires_payment_method',
        lastError: {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
      const paid = await provider.confirmPaymentIntent(created.id, {
        paymentMethodId: (await provider.checkout.createCardPaymentMethod(card('4242424242424242'))).id,
      });
      expect(paid).toMatchObject({ status: 'succeeded', lastError: null });
    });

    it('fails 4000 0000 0000 9995 for insufficient funds', async () => {
      expect((await setup().pay('4000000000009995')).lastError).toEqual({
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      });
    });

    describe('4000 0025 0000 3155 asks the booker to confirm', () => {
      it('waits, then succeeds when approved', async () => {
        const { provider, pay } = setup();
        const waiting = await pay('4000002500003155');
        expect(waiting).toMatchObject({
          status: 'requires_action',
          nextAction: { type: 'sandbox_approval' },
        });
        expect(await provider.checkout.approve(waiting.id)).toMatchObject({
          status: 'succeeded',
          card: { last4: '3155' },
        });
        await refusal(provider.checkout.approve(waiting.id));
      });

      it('fails when refused and may be paid with another card', async () => {
        const { provider, pay } = setup();
        const waiting = await pay('4000002500003155');
        const refused = await provider.checkout.refuse(waiting.id);
        expect(refused).toMatchObject({
          status: 'requires_payment_method',
          nextAction: null,
          lastError: { code: 'payment_intent_authentication_failure' },
        });
        const method = await provider.checkout.createCardPaymentMethod(card('4242424242424242'));
        expect((await provider.confirmPaymentIntent(waiting.id, { paymentMethodId: method.id })).status).toBe(
          'succeeded',
        );
      });
    });

    it('charges once when ten confirms race', async () => {
      const { provider, intent } = setup();
      const created = await intent();
      const method = await provider.checkout.createCardPaymentMethod(card('4242424242424242'));
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          provider.confirmPaymentIntent(created.id, { paymentMethodId: method.id }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const [rejected] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect((rejected!.reason as PaymentProviderError).code).toBe('payment_intent_unexpected_state');
    });

    it('cannot confirm without a card, nor a paid or cancelled intent', async () => {
      const { provider, intent, pay } = setup();
      const bare = await intent();
      expect((await refusal(provider.confirmPaymentIntent(bare.id))).message).toMatch(
        /missing a payment method/,
      );
      await provider.cancelPaymentIntent(bare.id);
      await refusal(provider.confirmPaymentIntent(bare.id, { paymentMethodId: 'pm_x' }));
      const paid = await pay('4242424242424242');
      await refusal(provider.cancelPaymentIntent(paid.id));
    });

    it('answers the same intent for a repeated idempotency key', async () => {
      const { provider } = setup();
      const input = { amount: 500, currency: 'EUR', metadata: {}, idempotencyKey: 'booking-1:intent' };
      const first = await provider.createPaymentIntent(input);
      expect((await provider.createPaymentIntent(input)).id).toBe(first.id);
    });

    it('404s an unknown intent', async () => {
      const err = await refusal(setup().provider.retrievePaymentIntent('pi_nope'));
      expect({ status: err.status, code: err.code }).toEqual({ status: 404, code: 'resource_missing' });
    });
  });

  describe('saved cards', () => {
    it('attaches, lists, makes default and detaches a customer’s cards', async () => {
      const { provider } = setup();
      const customer = await provider.createCustomer({ email: 'booker@example.com', name: 'Demo Booker' });
      const visa = await provider.checkout.createCardPaymentMethod(card('4242424242424242'));
      const mastercard = await provider.checkout.createCardPaymentMethod(card('5555555555554444'));
      await provider.attachPaymentMethod(customer.id, visa.id);
      await provider.attachPaymentMethod(customer.id, mastercard.id);
      expect((await provider.listPaymentMethods(customer.id)).map((m) => m.card.last4).sort()).toEqual([
        '4242',
        '4444',
      ]);

      await provider.setDefaultPaymentMethod(customer.id, mastercard.id);
      expect((await provider.retrieveCustomer(customer.id)).defaultPaymentMethodId).toBe(mastercard.id);

      await provider.detachPaymentMethod(mastercard.id);
      expect((await provider.listPaymentMethods(customer.id)).map((m) => m.id)).toEqual([visa.id]);
      expect((await provider.retrieveCustomer(customer.id)).defaultPaymentMethodId).toBeNull();
    });

    it('pays with a saved card of the intent’s customer', async () => {
      const { provider } = setup();
      const customer = await provider.createCustomer({ email: 'a@example.com' });
      const method = await provider.checkout.createCardPaymentMethod(card('4242424242424242'));
      await provider.attachPaymentMethod(customer.id, method.id);
      const created = await provider.createPaymentIntent({
        amount: 1000,
        currency: 'EUR',
        customerId: customer.id,
        paymentMethodId: method.id,
        metadata: {},
      });
      expect(created.status).toBe('requires_confirmation');
      expect((await provider.confirmPaymentIntent(created.id)).status).toBe('succeeded');
    });

    it('never charges one customer’s saved card for another', async () => {
      const { provider } = setup();
      const owner = await provider.createCustomer({ email: 'owner@example.com' });
      const other = await provider.createCustomer({ email: 'other@example.com' });
      const method = await provider.checkout.createCardPaymentMethod(card('4242424242424242'));
      await provider.attachPaymentMethod(owner.id, method.id);
      const created = await provider.createPaymentIntent({
        amount: 1000,
        currency: 'EUR',
        customerId: other.id,
        metadata: {},
      });
      expect(
        (await refusal(provider.confirmPaymentIntent(created.id, { paymentMethodId: method.id }))).param,
      ).toBe('payment_method');
      await refusal(provider.attachPaymentMethod(other.id, method.id));
      await refusal(provider.setDefaultPaymentMethod(other.id, method.id));
      expect((await provider.retrievePaymentIntent(created.id)).status).toBe('requires_payment_method');
    });
  });

  describe('refunds', () => {
    it('refunds part, then the rest, and no more', async () => {
      const { provider, pay } = setup();
      const paid = await pay('4242424242424242', 9800);
      const seat = await provider.createRefund({
        paymentIntentId: paid.id,
        amount: 4900,
        reason: 'One seat cancelled',
      });
      expect(seat).toMatchObject({
        amount: 4900,
        currency: 'EUR',
        status: 'succeeded',
        reason: 'One seat cancelled',
      });
      const rest = await provider.createRefund({ paymentIntentId: paid.id });
      expect(rest.amount).toBe(4900);
      expect((await provider.retrievePaymentIntent(paid.id)).amountRefunded).toBe(9800);
      const err = await refusal(provider.createRefund({ paymentIntentId: paid.id, amount: 1 }));
      expect(err.code).toBe('amount_too_large');
      expect(await provider.retrieveRefund(seat.id)).toEqual(seat);
    });

    it('refunds once when five full refunds race, and replays a retried one', async () => {
      const { provider, pay } = setup();
      const paid = await pay('4242424242424242', 9800);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => provider.createRefund({ paymentIntentId: paid.id, amount: 9800 })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);

      const other = await pay('4242424242424242', 500);
      const first = await provider.createRefund({
        paymentIntentId: other.id,
        amount: 200,
        idempotencyKey: 'cn-1',
      });
      const again = await provider.createRefund({
        paymentIntentId: other.id,
        amount: 200,
        idempotencyKey: 'cn-1',
      });
      expect(again.id).toBe(first.id);
      expect((await provider.retrievePaymentIntent(other.id)).amountRefunded).toBe(200);
    });

    it('refuses to refund an unpaid intent', async () => {
      const { provider, intent } = setup();
      expect((await refusal(provider.createRefund({ paymentIntentId: (await intent()).id }))).code).toBe(
        'charge_not_refundable',
      );
    });
  });

  describe('webhooks', () => {
    it('has none, so any request claiming to be one is refused', () => {
      expect(() => setup().provider.parseWebhookEvent('{}', 't=1,v1=abc')).toThrow(WebhookSignatureError);
    });
  });
});
