// The Stripe endpoints the fake answers, each as Stripe does: the objects it returns, the errors it
// raises (with their codes, params and HTTP statuses) and the events it records for webhooks.
import { formList, formRecord, formString, type FormObject } from './fake-stripe-form';
import {
  FAKE_STRIPE_CARDS,
  newStripeId,
  unixNow,
  type FakeStripeState,
  type StripeObject,
} from './fake-stripe-state';
import { fakeStripeSetupRoutes } from './fake-stripe-setup-routes';

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });

const DECLINES = {
  decline: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

export type Handler = (
  params: FormObject,
  match: string[],
) => StripeObject | { status: number; body: unknown };

export function fakeStripeRoutes(state: FakeStripeState) {
  const get = <T>(map: Map<string, T>, kind: string, id: string, param?: string) => {
    const found = map.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  };

  const customerObject = (params: FormObject): StripeObject => ({
    id: newStripeId('cus'),
    object: 'customer',
    email: formString(params.email) ?? null,
    name: formString(params.name) ?? null,
    invoice_settings: { default_payment_method: null },
    metadata: formRecord(params.metadata),
    created: unixNow(),
    livemode: false,
  });

  function confirm(
    intent: StripeObject,
    params: FormObject,
  ): StripeObject | { status: number; body: unknown } {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status as string))
      throw invalid(
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : `This PaymentIntent's status is ${String(intent.status)}, which does not allow confirmation.`,
        { code: 'payment_intent_unexpected_state', payment_intent: structuredClone(intent) },
      );
    const methodId = formString(params.payment_method) ?? (intent.payment_method as string | null);
    if (!methodId)
      throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: 'payment_intent_unexpected_state',
      });
    const method = state.resolvePaymentMethod(methodId);
    if (!method) throw missing('PaymentMethod', methodId, 'payment_method');
    if (method.customer && method.customer !== intent.customer)
      throw invalid('The provided PaymentMethod belongs to another customer.', { param: 'payment_method' });
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    const outcome = state.outcomeOf(method.id);
    if (outcome === 'succeed') {
      const charge = state.charge(intent, method);
      Object.assign(intent, {
        status: 'succeeded',
        latest_charge: charge.id,
        amount_received: intent.amount,
      });
      state.emit('charge.succeeded', charge);
      state.emit('payment_intent.succeeded', intent);
      return intent;
    }
    if (outcome === 'authenticate') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      return intent;
    }
    const error = {
      type: 'card_error',
      code: 'card_declined',
      ...DECLINES[outcome],
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      payment_method: structuredClone(method),
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: error,
    });
    state.emit('payment_intent.payment_failed', intent);
    return { status: 402, body: { error: { ...error, payment_intent: structuredClone(intent) } } };
  }

  function refund(params: FormObject): StripeObject {
    const intentId = formString(params.payment_intent);
    if (!intentId)
      throw invalid('Missing required param: payment_intent.', {
        code: 'parameter_missing',
        param: 'payment_intent',
      });
    const intent = get(state.paymentIntents, 'payment_intent', intentId, 'payment_intent');
    const charge = intent.latest_charge ? state.charges.get(intent.latest_charge as string) : undefined;
    if (!charge)
      throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    if (left === 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    const amount = params.amount === undefined ? left : Number(formString(params.amount));
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', { param: 'amount' });
    if (amount > left)
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    const created: StripeObject = {
      id: newStripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      reason: formString(params.reason) ?? null,
      metadata: formRecord(params.metadata),
      status: 'succeeded',
      created: unixNow(),
    };
    state.refunds.set(created.id, created);
    Object.assign(charge, { amount_refunded: (charge.amount_refunded as number) + amount });
    charge.refunded = charge.amount_refunded === charge.amount;
    state.emit('refund.created', created);
    state.emit('charge.refunded', charge);
    return created;
  }

  const routes: Array<[method: string, pattern: RegExp, handler: Handler]> = [
    [
      'POST',
      /^\/v1\/customers$/,
      (p) => {
        const customer = customerObject(p);
        state.customers.set(customer.id, customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (_p, [id]) => get(state.customers, 'customer', id!)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      (p, [id]) => {
        const customer = get(state.customers, 'customer', id!);
        const settings = p.invoice_settings as FormObject | undefined;
        if (settings && 'default_payment_method' in settings) {
          const methodId = formString(settings.default_payment_method) || null;
          if (methodId && state.paymentMethods.get(methodId)?.customer !== customer.id)
            throw invalid(
              `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
              { param: 'invoice_settings[default_payment_method]' },
            );
          customer.invoice_settings = { default_payment_method: methodId };
        }
        return customer;
      },
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      (_p, [id]) => {
        get(state.customers, 'customer', id!);
        const data = [...state.paymentMethods.values()].filter((m) => m.customer === id).reverse();
        return {
          status: 200,
          body: { object: 'list', data, has_more: false, url: `/v1/customers/${id}/payment_methods` },
        };
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods$/,
      (p) => {
        const card = (p.card ?? {}) as FormObject;
        const number = (formString(card.number) ?? '').replace(/\s/g, '');
        if (!FAKE_STRIPE_CARDS[number])
          throw new StripeFailure(402, {
            type: 'card_error',
            code: 'incorrect_number',
            message: 'Your card number is incorrect.',
            param: 'card[number]',
          });
        return state.createCard(
          number,
          Number(formString(card.exp_month)),
          Number(formString(card.exp_year)),
        );
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (_p, [id]) => get(state.paymentMethods, 'PaymentMethod', id!),
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (p, [id]) => {
        const customerId = formString(p.customer);
        if (!customerId)
          throw invalid('Missing required param: customer.', {
            code: 'parameter_missing',
            param: 'customer',
          });
        get(state.customers, 'customer', customerId, 'customer');
        const method = state.resolvePaymentMethod(id!);
        if (!method) throw missing('PaymentMethod', id!);
        if (method.customer && method.customer !== customerId)
          throw invalid('The payment method you provided has already been attached to a customer.');
        method.customer = customerId;
        return method;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (_p, [id]) => {
        const method = get(state.paymentMethods, 'PaymentMethod', id!);
        if (!method.customer)
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        const customer = state.customers.get(method.customer as string);
        const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
        if (settings?.default_payment_method === method.id) settings.default_payment_method = null;
        method.customer = null;
        return method;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (p) => {
        const amount = Number(formString(p.amount));
        if (p.amount === undefined)
          throw invalid('Missing required param: amount.', { code: 'parameter_missing', param: 'amount' });
        if (!Number.isInteger(amount) || amount < 1)
          throw invalid('Invalid integer: ' + formString(p.amount), { param: 'amount' });
        const currency = formString(p.currency);
        if (!currency)
          throw invalid('Missing required param: currency.', {
            code: 'parameter_missing',
            param: 'currency',
          });
        const customer = formString(p.customer) ?? null;
        if (customer) get(state.customers, 'customer', customer, 'customer');
        const method = formString(p.payment_method)
          ? state.resolvePaymentMethod(formString(p.payment_method)!)
          : null;
        const id = newStripeId('pi');
        const intent: StripeObject = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency,
          customer,
          description: formString(p.description) ?? null,
          client_secret: `${id}_secret_${newStripeId('s').slice(2)}`,
          payment_method: method?.id ?? null,
          payment_method_types: formList(p.allowed_payment_method_types).length
            ? formList(p.allowed_payment_method_types)
            : ['card'],
          status: method ? 'requires_confirmation' : 'requires_payment_method',
          last_payment_error: null,
          latest_charge: null,
          next_action: null,
          metadata: formRecord(p.metadata),
          canceled_at: null,
          created: unixNow(),
          livemode: false,
        };
        state.paymentIntents.set(id, intent);
        if (formString(p.confirm) === 'true') return confirm(intent, {});
        return intent;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents$/,
      (p) => {
        // Newest first, like Stripe; `created[gte]`, `limit` and `starting_after` page through them.
        const created = (p.created ?? {}) as FormObject;
        const gte = Number(formString(created.gte as string | undefined) ?? 0);
        const limit = Math.min(100, Number(formString(p.limit) ?? 10));
        let all = [...state.paymentIntents.values()].filter((i) => (i.created as number) >= gte).reverse();
        const after = formString(p.starting_after);
        if (after) all = all.slice(all.findIndex((i) => i.id === after) + 1);
        const data = all.slice(0, limit);
        return {
          status: 200,
          body: { object: 'list', data, has_more: all.length > limit, url: '/v1/payment_intents' },
        };
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_p, [id]) => get(state.paymentIntents, 'payment_intent', id!, 'intent'),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (p, [id]) => confirm(get(state.paymentIntents, 'payment_intent', id!, 'intent'), p),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (_p, [id]) => {
        const intent = get(state.paymentIntents, 'payment_intent', id!, 'intent');
        if (['succeeded', 'canceled', 'processing'].includes(intent.status as string))
          throw invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
            {
              code: 'payment_intent_unexpected_state',
            },
          );
        Object.assign(intent, { status: 'canceled', canceled_at: unixNow(), next_action: null });
        state.emit('payment_intent.canceled', intent);
        return intent;
      },
    ],
    ['POST', /^\/v1\/refunds$/, (p) => refund(p)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (_p, [id]) => get(state.refunds, 'refund', id!)],
    ...fakeStripeSetupRoutes(state, { get, invalid, missing }),
  ];

  return { routes, get };
}
