// Stripe's objects in the port's terms: upper-case currencies, Dates, the card pulled from wherever
// Stripe put it (the expanded payment method, or the charge's payment details).
import type Stripe from 'stripe';
import type {
  Customer,
  NextAction,
  PaymentIntent,
  PaymentIntentStatus,
  PaymentMethod,
  Refund,
  RefundStatus,
} from '../payment-provider';

const INTENT_STATUSES: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];
const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
];

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const date = (unixSeconds: number) => new Date(unixSeconds * 1000);

export function toCustomer(customer: Stripe.Customer): Customer {
  return {
    id: customer.id,
    email: customer.email ?? null,
    name: customer.name ?? null,
    defaultPaymentMethodId: idOf(customer.invoice_settings?.default_payment_method),
  };
}

export function toPaymentMethod(method: Stripe.PaymentMethod): PaymentMethod {
  return {
    id: method.id,
    customerId: idOf(method.customer as string | { id: string } | null),
    card: {
      brand: method.card?.brand ?? 'unknown',
      last4: method.card?.last4 ?? '????',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
    },
    createdAt: date(method.created),
  };
}

function cardOf(intent: Stripe.PaymentIntent): PaymentIntent['card'] {
  const method = intent.payment_method;
  if (method && typeof method === 'object' && method.card)
    return { brand: method.card.brand, last4: method.card.last4 };
  const charge = intent.latest_charge;
  const card = charge && typeof charge === 'object' ? charge.payment_method_details?.card : null;
  return card ? { brand: card.brand ?? 'unknown', last4: card.last4 ?? '????' } : null;
}

function nextActionOf(intent: Stripe.PaymentIntent): NextAction | null {
  const action = intent.next_action;
  if (!action) return null;
  if (action.type === 'redirect_to_url' && action.redirect_to_url?.url)
    return { type: 'redirect_to_url', url: action.redirect_to_url.url };
  return { type: 'use_stripe_sdk' };
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const charge = intent.latest_charge;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    // 'requires_capture' does not occur: intents capture automatically.
    status: INTENT_STATUSES.includes(intent.status as PaymentIntentStatus)
      ? (intent.status as PaymentIntentStatus)
      : 'processing',
    customerId: idOf(intent.customer as string | { id: string } | null),
    paymentMethodId: idOf(intent.payment_method),
    card: cardOf(intent),
    amountRefunded: charge && typeof charge === 'object' ? charge.amount_refunded : 0,
    lastError: error
      ? {
          code: error.code ?? error.type,
          declineCode: error.decline_code ?? null,
          message: error.message ?? 'The payment failed.',
        }
      : null,
    nextAction: nextActionOf(intent),
    metadata: { ...intent.metadata },
    createdAt: date(intent.created),
  };
}

export function toRefund(refund: Stripe.Refund): Refund {
  const status = refund.status ?? 'pending';
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? '',
    amount: refund.amount,
    currency: refund.currency.toUpperCase(),
    status: REFUND_STATUSES.includes(status as RefundStatus) ? (status as RefundStatus) : 'pending',
    reason: refund.metadata?.reason ?? null,
    metadata: { ...refund.metadata },
    createdAt: date(refund.created),
  };
}
