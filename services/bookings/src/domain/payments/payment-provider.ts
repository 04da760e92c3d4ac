// The payment port: what bookings asks of a card processor, in the service's own terms. Two adapters
// implement it: Stripe (when STRIPE_SECRET_KEY is set) and the sandbox processor (the default). Amounts
// are integers in the currency's minor unit; currencies are upper-case ISO codes ('EUR').

export type ProviderName = 'stripe' | 'sandbox';

/** Stripe's PaymentIntent states; the sandbox uses the same words. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** Why the last attempt failed, in the processor's words (shown to the booker as is). */
export interface PaymentError {
  /** 'card_declined', 'payment_intent_authentication_failure', ... */
  code: string;
  /** 'generic_decline', 'insufficient_funds', ... when the bank said. */
  declineCode: string | null;
  message: string;
}

export interface CardDetails {
  /** 'visa', 'mastercard', 'amex', ... */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentMethod {
  id: string;
  customerId: string | null;
  card: CardDetails;
  createdAt: Date;
}

export interface Customer {
  id: string;
  email: string | null;
  name: string | null;
  defaultPaymentMethodId: string | null;
}

/**
 * Saving a card without paying (Stripe's SetupIntent): the page confirms it with Stripe.js, which
 * attaches the card to the customer. The sandbox has no such step: its card form makes the card.
 */
export interface SetupIntent {
  id: string;
  /** Handed to the browser only: it lets the page confirm this one setup, nothing more. */
  clientSecret: string;
  customerId: string | null;
}

/** What the booker must still do: Stripe's 3-D Secure, or the sandbox's approve-or-refuse step. */
export type NextAction =
  { type: 'use_stripe_sdk' } | { type: 'redirect_to_url'; url: string } | { type: 'sandbox_approval' };

export interface PaymentIntent {
  id: string;
  /** Handed to the browser only: it lets the page confirm this one intent, nothing more. */
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  /** The card charged (or tried), when the processor says which. */
  card: Pick<CardDetails, 'brand' | 'last4'> | null;
  /** Amount refunded so far, minor units. */
  amountRefunded: number;
  lastError: PaymentError | null;
  nextAction: NextAction | null;
  /** Ours, string to string (bookingId, ...): how an intent is tied back to a booking. */
  metadata: Record<string, string>;
  createdAt: Date;
}

export interface CreatePaymentIntentInput {
  amount: number;
  currency: string;
  customerId?: string | null;
  /** Confirm later with this method (a saved card); otherwise the page supplies one. */
  paymentMethodId?: string | null;
  metadata: Record<string, string>;
  description?: string;
  /** Same key, same intent: a retried request never opens a second one. */
  idempotencyKey?: string;
}

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface Refund {
  id: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  /** Our reason text, kept in metadata (Stripe's own `reason` is an enumeration). */
  reason: string | null;
  metadata: Record<string, string>;
  createdAt: Date;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  /** Omitted: everything not yet refunded. */
  amount?: number;
  reason?: string | null;
  metadata?: Record<string, string>;
  idempotencyKey?: string;
}

/** A processor's notification, reduced to what bookings acts on. Anything else is acknowledged. */
export type ProviderEvent =
  | { id: string; kind: 'payment.succeeded'; paymentIntent: PaymentIntent }
  | { id: string; kind: 'payment.failed'; paymentIntent: PaymentIntent }
  | { id: string; kind: 'refund.updated'; refund: Refund }
  /** Stripe's charge.refunded: how much of the intent's charge has gone back in all. */
  | { id: string; kind: 'charge.refunded'; paymentIntentId: string; amountRefunded: number }
  | { id: string; kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Published to the browser (Stripe's pk_...; the sandbox has none). */
  readonly publishableKey: string | null;

  createCustomer(input: {
    email: string | null;
    name?: string | null;
    metadata?: Record<string, string>;
  }): Promise<Customer>;
  retrieveCustomer(customerId: string): Promise<Customer>;

  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent>;
  /**
   * Every intent created since `since` that the processor captured, oldest first: what payments
   * reconciliation compares with the ledger.
   */
  listSucceededPaymentIntents(since: Date): AsyncIterable<PaymentIntent>;
  /**
   * Charges the intent with the given (or its current) method. A declined card is not an exception:
   * the intent comes back `requires_payment_method` with `lastError` set.
   */
  confirmPaymentIntent(paymentIntentId: string, input?: { paymentMethodId?: string }): Promise<PaymentIntent>;
  cancelPaymentIntent(paymentIntentId: string): Promise<PaymentIntent>;

  /** A card saved outside a payment (Stripe); the sandbox refuses with a 409 PaymentProviderError. */
  createSetupIntent(customerId: string): Promise<SetupIntent>;
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<PaymentMethod>;
  listPaymentMethods(customerId: string): Promise<PaymentMethod[]>;
  detachPaymentMethod(paymentMethodId: string): Promise<PaymentMethod>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string | null): Promise<Customer>;

  createRefund(input: CreateRefundInput): Promise<Refund>;
  retrieveRefund(refundId: string): Promise<Refund>;

  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhookEvent(rawBody: Buffer | string, signatureHeader: string | undefined): ProviderEvent;
}

/**
 * The processor refused a request (not a declined card, which is a state of the intent): an unknown
 * id, a refund above what is left, a bad key. `status` is the processor's HTTP status when it has one.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number | null,
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature does not match the secret (forged, altered or stale): answer 400. */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature could not be verified.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** 'Visa •••• 4242': how a booking records the card it was paid with. */
export function describeCard(card: Pick<CardDetails, 'brand' | 'last4'> | null): string | null {
  if (!card) return null;
  const brand = BRAND_NAMES[card.brand] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
