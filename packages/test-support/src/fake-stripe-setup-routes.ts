// Stripe's SetupIntents as the fake answers them: made for a customer, confirmed with a card the way
// Stripe.js' confirmSetup does (the card is attached to that customer), a declined card refused.
import { formList, formString } from './fake-stripe-form';
import type { Handler, StripeFailure } from './fake-stripe-routes';
import { newStripeId, unixNow, type FakeStripeState, type StripeObject } from './fake-stripe-state';

interface Helpers {
  get<T>(map: Map<string, T>, kind: string, id: string, param?: string): T;
  invalid(message: string, extra?: Record<string, unknown>): StripeFailure;
  missing(kind: string, id: string, param?: string): StripeFailure;
}

export function fakeStripeSetupRoutes(
  state: FakeStripeState,
  { get, invalid, missing }: Helpers,
): Array<[method: string, pattern: RegExp, handler: Handler]> {
  return [
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (p) => {
        const customer = formString(p.customer) ?? null;
        if (customer) get(state.customers, 'customer', customer, 'customer');
        const id = newStripeId('seti');
        const setup: StripeObject = {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_${newStripeId('s').slice(2)}`,
          customer,
          payment_method: null,
          payment_method_types: formList(p.allowed_payment_method_types).length
            ? formList(p.allowed_payment_method_types)
            : ['card'],
          status: 'requires_payment_method',
          usage: formString(p.usage) ?? 'off_session',
          last_setup_error: null,
          metadata: {},
          created: unixNow(),
          livemode: false,
        };
        state.setupIntents.set(id, setup);
        return setup;
      },
    ],
    [
      'GET',
      /^\/v1\/setup_intents\/([^/]+)$/,
      (_p, [id]) => get(state.setupIntents, 'setup_intent', id!, 'intent'),
    ],
    [
      'POST',
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      (p, [id]) => {
        const setup = get(state.setupIntents, 'setup_intent', id!, 'intent');
        if (setup.status !== 'requires_payment_method')
          throw invalid(`This SetupIntent's status is ${String(setup.status)}, which does not allow confirmation.`, {
            code: 'setup_intent_unexpected_state',
          });
        const methodId = formString(p.payment_method) ?? '';
        const method = state.resolvePaymentMethod(methodId);
        if (!method) throw missing('PaymentMethod', methodId, 'payment_method');
        if (method.customer && method.customer !== setup.customer)
          throw invalid('The payment method you provided has already been attached to a customer.');
        if (state.outcomeOf(method.id) !== 'succeed') {
          setup.last_setup_error = { code: 'card_declined', message: 'Your card was declined.' };
          return {
            status: 402,
            body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
          };
        }
        method.customer = setup.customer;
        Object.assign(setup, { payment_method: method.id, status: 'succeeded', last_setup_error: null });
        state.emit('setup_intent.succeeded', setup);
        return setup;
      },
    ],
  ];
}
