// What the fake Stripe server remembers, in Stripe's own object shapes: customers, card payment
// methods (including Stripe's test tokens such as `pm_card_visa`), payment intents, charges, refunds
// and the events Stripe would send to a webhook.
import { randomBytes } from 'node:crypto';

export type StripeObject = Record<string, unknown> & { id: string; object: string };

/** How Stripe's test card numbers behave when charged. */
export const FAKE_STRIPE_CARDS: Record<
  string,
  { brand: string; outcome: 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate' }
> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '4000000000000002': { brand: 'visa', outcome: 'decline' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', outcome: 'authenticate' },
};

/** Stripe's test payment method tokens: each use makes a fresh payment method of that card. */
export const FAKE_STRIPE_TOKENS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequired: '4000002500003155',
};

export const newStripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

export class FakeStripeState {
  readonly customers = new Map<string, StripeObject>();
  readonly paymentMethods = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  readonly setupIntents = new Map<string, StripeObject>();
  /** Every event Stripe would have sent, oldest first. */
  readonly events: StripeObject[] = [];
  /** The card number behind each payment method (Stripe never shows it; the fake needs it to decide). */
  private readonly numbers = new Map<string, string>();

  constructor(private readonly apiVersion: string) {}

  /** The collection an id belongs to, judged by its prefix as Stripe's ids are. */
  find(id: string): StripeObject | undefined {
    return (
      this.customers.get(id) ??
      this.paymentMethods.get(id) ??
      this.paymentIntents.get(id) ??
      this.charges.get(id) ??
      this.refunds.get(id) ??
      this.setupIntents.get(id)
    );
  }

  createCard(number: string, expMonth: number, expYear: number): StripeObject {
    const known = FAKE_STRIPE_CARDS[number]!;
    const method: StripeObject = {
      id: newStripeId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: known.brand,
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
        funding: 'credit',
        country: 'US',
      },
      billing_details: { address: null, email: null, name: null, phone: null },
      customer: null,
      created: unixNow(),
      livemode: false,
      metadata: {},
    };
    this.paymentMethods.set(method.id, method);
    this.numbers.set(method.id, number);
    return method;
  }

  /** A payment method by id, or a fresh one for a test token. */
  resolvePaymentMethod(id: string): StripeObject | undefined {
    const token = FAKE_STRIPE_TOKENS[id];
    if (token) return this.createCard(token, 12, new Date().getUTCFullYear() + 3);
    return this.paymentMethods.get(id);
  }

  outcomeOf(paymentMethodId: string) {
    return FAKE_STRIPE_CARDS[this.numbers.get(paymentMethodId) ?? '']?.outcome ?? 'decline';
  }

  charge(intent: StripeObject, method: StripeObject): StripeObject {
    const charge: StripeObject = {
      id: newStripeId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      currency: intent.currency,
      customer: intent.customer,
      paid: true,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: { type: 'card', card: method.card },
      refunded: false,
      status: 'succeeded',
      created: unixNow(),
      livemode: false,
      metadata: {},
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  emit(type: string, object: StripeObject): StripeObject {
    const event: StripeObject = {
      id: newStripeId('evt'),
      object: 'event',
      api_version: this.apiVersion,
      created: unixNow(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    return event;
  }

  /** Replaces ids with their objects along the dotted `expand` paths (`payment_method`, `latest_charge`). */
  expand(object: StripeObject, paths: string[]): StripeObject {
    const out = structuredClone(object);
    for (const path of paths) {
      const keys = path.split('.');
      let node: Record<string, unknown> | undefined = out;
      keys.forEach((key, i) => {
        if (!node) return;
        if (i === keys.length - 1) {
          const value = node[key];
          if (typeof value === 'string') node[key] = structuredClone(this.find(value) ?? value);
        } else node = node[key] as Record<string, unknown> | undefined;
      });
    }
    return out;
  }
}
