// The Stripe adapter: the port on the official `stripe` SDK. Used when STRIPE_SECRET_KEY is set. The
// SDK's host/port/protocol options point it at another server (tests run it against a local fake).
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CreatePaymentIntentInput,
  type CreateRefundInput,
  type Customer,
  type PaymentIntent,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderEvent,
  type SetupIntent,
} from '../payment-provider';
import { toCustomer, toPaymentIntent, toPaymentMethod, toRefund } from './stripe-mapping';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another Stripe-speaking server, e.g. `http://127.0.0.1:12111`; Stripe's own API when absent. */
  apiUrl?: string | null;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** The intent's card and refunds live on its payment method and latest charge. */
const INTENT_EXPAND = ['payment_method', 'latest_charge'];

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'http:' ? 80 : 443),
        protocol: api.protocol === 'http:' ? 'http' : 'https',
      }),
      timeout: settings.timeoutMs ?? 20_000,
      // The SDK sends an idempotency key with every retried POST, so a retry never charges twice.
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      telemetry: false,
      appInfo: { name: 'Coachwork' },
    });
  }

  async createCustomer(input: {
    email: string | null;
    name?: string | null;
    metadata?: Record<string, string>;
  }) {
    return toCustomer(
      await call(() =>
        this.stripe.customers.create({
          ...(input.email && { email: input.email }),
          ...(input.name && { name: input.name }),
          metadata: input.metadata ?? {},
        }),
      ),
    );
  }

  async retrieveCustomer(customerId: string): Promise<Customer> {
    const customer = await call(() => this.stripe.customers.retrieve(customerId));
    if ('deleted' in customer && customer.deleted)
      throw new PaymentProviderError(`No such customer: '${customerId}'`, 'resource_missing', 404);
    return toCustomer(customer as Stripe.Customer);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          metadata: input.metadata,
          ...(input.customerId && { customer: input.customerId }),
          ...(input.paymentMethodId && { payment_method: input.paymentMethodId }),
          ...(input.description && { description: input.description }),
          expand: INTENT_EXPAND,
        },
        input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
      ),
    );
    return toPaymentIntent(intent);
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    return toPaymentIntent(
      await call(() => this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: INTENT_EXPAND })),
    );
  }

  async *listSucceededPaymentIntents(since: Date): AsyncIterable<PaymentIntent> {
    // The SDK's auto-pagination walks every page (newest first); succeeded ones are kept.
    const pages = this.stripe.paymentIntents.list({
      created: { gte: Math.floor(since.getTime() / 1000) },
      limit: 100,
      expand: INTENT_EXPAND.map((field) => `data.${field}`),
    });
    const found: PaymentIntent[] = [];
    for await (const intent of pages) if (intent.status === 'succeeded') found.push(toPaymentIntent(intent));
    yield* found.reverse();
  }

  async confirmPaymentIntent(paymentIntentId: string, input: { paymentMethodId?: string } = {}) {
    try {
      const intent = await this.stripe.paymentIntents.confirm(paymentIntentId, {
        ...(input.paymentMethodId && { payment_method: input.paymentMethodId }),
        expand: INTENT_EXPAND,
      });
      return toPaymentIntent(intent);
    } catch (err) {
      // A declined card is a state of the intent, which Stripe sends along with the 402.
      if (err instanceof Stripe.errors.StripeCardError && err.payment_intent)
        return this.retrievePaymentIntent(err.payment_intent.id);
      throw translate(err);
    }
  }

  async cancelPaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    return toPaymentIntent(
      await call(() => this.stripe.paymentIntents.cancel(paymentIntentId, { expand: INTENT_EXPAND })),
    );
  }

  async createSetupIntent(customerId: string): Promise<SetupIntent> {
    const setup = await call(() =>
      this.stripe.setupIntents.create({
        customer: customerId,
        // Saved to pay later while the booker is at the checkout, and cards only (what the list shows).
        usage: 'on_session',
        allowed_payment_method_types: ['card'],
      }),
    );
    return {
      id: setup.id,
      clientSecret: setup.client_secret ?? '',
      customerId: typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null),
    };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<PaymentMethod> {
    return toPaymentMethod(
      await call(() => this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId })),
    );
  }

  async listPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
    const list = await call(() =>
      this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
    );
    return list.data.map(toPaymentMethod);
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<PaymentMethod> {
    return toPaymentMethod(await call(() => this.stripe.paymentMethods.detach(paymentMethodId)));
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string | null): Promise<Customer> {
    return toCustomer(
      await call(() =>
        this.stripe.customers.update(customerId, {
          // '' is how Stripe's form encoding says "unset".
          invoice_settings: { default_payment_method: paymentMethodId ?? '' },
        }),
      ),
    );
  }

  async createRefund(input: CreateRefundInput) {
    return toRefund(
      await call(() =>
        this.stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            ...(input.amount !== undefined && { amount: input.amount }),
            reason: 'requested_by_customer',
            metadata: { ...input.metadata, ...(input.reason && { reason: input.reason.slice(0, 500) }) },
          },
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
        ),
      ),
    );
  }

  async retrieveRefund(refundId: string) {
    return toRefund(await call(() => this.stripe.refunds.retrieve(refundId)));
  }

  parseWebhookEvent(rawBody: Buffer | string, signatureHeader: string | undefined): ProviderEvent {
    if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
      throw err;
    }
    const object = event.data.object as unknown as { object?: string };
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')
      return {
        id: event.id,
        kind: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
        paymentIntent: toPaymentIntent(object as Stripe.PaymentIntent),
      };
    if (REFUND_EVENTS.has(event.type) && object.object === 'refund')
      return { id: event.id, kind: 'refund.updated', refund: toRefund(object as Stripe.Refund) };
    if (event.type === 'charge.refunded' && object.object === 'charge') {
      const charge = object as Stripe.Charge;
      const intent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (intent)
        return {
          id: event.id,
          kind: 'charge.refunded',
          paymentIntentId: intent,
          amountRefunded: charge.amount_refunded,
        };
    }
    return { id: event.id, kind: 'ignored', type: event.type };
  }
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    throw translate(err);
  }
}

/** Stripe's errors become the port's, keeping its message, code, status and the field it blames. */
function translate(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeConnectionError)
    return new PaymentProviderError(
      'The payment processor could not be reached.',
      'api_connection_error',
      null,
    );
  if (err instanceof Stripe.errors.StripeError)
    return new PaymentProviderError(
      err.message,
      err.code ?? err.type ?? null,
      err.statusCode ?? null,
      err.param ?? null,
    );
  return err;
}
