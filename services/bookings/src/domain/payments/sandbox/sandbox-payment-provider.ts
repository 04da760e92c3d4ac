// The sandbox processor: the default when no Stripe key is configured ("Sandbox — no real money").
// It behaves like Stripe's test mode for the cards the product documents: 4242… succeeds,
// 4000000000000002 is declined, 4000000000009995 lacks funds, 4000002500003155 waits for the booker
// to approve or refuse a confirmation step.
import { randomBytes } from 'node:crypto';
import { CARD_DECLINED, CARD_INSUFFICIENT_FUNDS, SANDBOX_NO_CARD_SETUP } from '@coachwork/contracts';
import { assertMinorUnits } from '../../money';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CreatePaymentIntentInput,
  type CreateRefundInput,
  type Customer,
  type PaymentError,
  type PaymentIntent,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderEvent,
  type Refund,
  type SetupIntent,
} from '../payment-provider';
import { SandboxCheckout } from './sandbox-checkout';
import {
  findCard,
  findIntent,
  missing,
  newSandboxId as newId,
  toCustomer,
  toIntent,
  toPaymentMethod,
  toRefund,
  unexpectedState,
} from './sandbox-records';
import type {
  SandboxCardRecord,
  SandboxCustomerRecord,
  SandboxIntentRecord,
  SandboxStore,
} from './sandbox-store';

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'] as const;

const FAILURES: Record<'decline' | 'insufficient_funds', PaymentError> = {
  decline: { code: 'card_declined', declineCode: 'generic_decline', message: CARD_DECLINED },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: CARD_INSUFFICIENT_FUNDS,
  },
};

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publishableKey = null;

  /** The card form and the confirmation step, which Stripe.js and the bank handle for Stripe. */
  readonly checkout: SandboxCheckout;

  constructor(
    private readonly store: SandboxStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.checkout = new SandboxCheckout(store, now);
  }

  // --- The port ---

  async createCustomer(input: {
    email: string | null;
    name?: string | null;
    metadata?: Record<string, string>;
  }) {
    const record: SandboxCustomerRecord = {
      id: newId('cus'),
      email: input.email,
      name: input.name ?? null,
      defaultPaymentMethodId: null,
      metadata: { ...input.metadata },
      createdAt: this.now(),
    };
    await this.store.insertCustomer(record);
    return toCustomer(record);
  }

  async retrieveCustomer(customerId: string): Promise<Customer> {
    return toCustomer(await this.customer(customerId));
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    assertMinorUnits(input.amount);
    if (input.amount < 1)
      throw new PaymentProviderError(
        'Amount must be at least 1 minor unit.',
        'amount_too_small',
        400,
        'amount',
      );
    if (input.customerId) await this.customer(input.customerId);
    if (input.paymentMethodId) await this.usableCard(input.paymentMethodId, input.customerId ?? null);
    const id = newId('pi');
    const at = this.now();
    const record = await this.store.insertIntent({
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      status: input.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
      customerId: input.customerId ?? null,
      paymentMethodId: input.paymentMethodId ?? null,
      chargedCard: null,
      lastError: null,
      metadata: { ...input.metadata },
      description: input.description ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: at,
      updatedAt: at,
    });
    return this.toIntent(record);
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    return this.toIntent(await this.intent(paymentIntentId));
  }

  async *listSucceededPaymentIntents(since: Date): AsyncIterable<PaymentIntent> {
    for (const record of await this.store.succeededIntentsSince(since)) yield this.toIntent(record);
  }

  async confirmPaymentIntent(
    paymentIntentId: string,
    input: { paymentMethodId?: string } = {},
  ): Promise<PaymentIntent> {
    const intent = await this.intent(paymentIntentId);
    const methodId = input.paymentMethodId ?? intent.paymentMethodId;
    if (!CONFIRMABLE.includes(intent.status as (typeof CONFIRMABLE)[number])) throw unexpectedState(intent);
    if (!methodId)
      throw new PaymentProviderError(
        "You cannot confirm this PaymentIntent because it's missing a payment method.",
        'payment_intent_unexpected_state',
        400,
      );
    const card = await this.usableCard(methodId, intent.customerId);
    // Claim the intent first, so a second confirm racing this one cannot charge the card again.
    const claimed = await this.store.transitionIntent(intent.id, CONFIRMABLE, {
      status: 'processing',
      paymentMethodId: card.id,
      lastError: null,
      updatedAt: this.now(),
    });
    if (!claimed) throw unexpectedState(await this.intent(paymentIntentId));

    const charged = { brand: card.brand, last4: card.last4 };
    const outcome =
      card.behaviour === 'succeed'
        ? { status: 'succeeded' as const, chargedCard: charged }
        : card.behaviour === 'requires_approval'
          ? { status: 'requires_action' as const }
          : {
              status: 'requires_payment_method' as const,
              paymentMethodId: null,
              lastError: FAILURES[card.behaviour],
            };
    const settled = await this.store.transitionIntent(intent.id, ['processing'], {
      ...outcome,
      updatedAt: this.now(),
    });
    return this.toIntent(settled!);
  }

  async cancelPaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    const cancelled = await this.store.transitionIntent(
      paymentIntentId,
      ['requires_payment_method', 'requires_confirmation', 'requires_action'],
      { status: 'canceled', updatedAt: this.now() },
    );
    if (cancelled) return this.toIntent(cancelled);
    throw unexpectedState(await this.intent(paymentIntentId));
  }

  async createSetupIntent(): Promise<SetupIntent> {
    throw new PaymentProviderError(SANDBOX_NO_CARD_SETUP, 'setup_intent_unsupported', 409);
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<PaymentMethod> {
    await this.customer(customerId);
    const card = await this.card(paymentMethodId);
    if (card.customerId && card.customerId !== customerId)
      throw new PaymentProviderError(
        'The payment method you provided has already been attached to a customer.',
        'payment_method_unexpected_state',
        400,
      );
    await this.store.setCardCustomer(card.id, customerId);
    return toPaymentMethod({ ...card, customerId });
  }

  async listPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
    await this.customer(customerId);
    return (await this.store.listCards(customerId)).map(toPaymentMethod);
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<PaymentMethod> {
    const card = await this.card(paymentMethodId);
    if (!card.customerId)
      throw new PaymentProviderError(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method_unexpected_state',
        400,
      );
    await this.store.setCardCustomer(card.id, null);
    return toPaymentMethod({ ...card, customerId: null });
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string | null): Promise<Customer> {
    const customer = await this.customer(customerId);
    if (paymentMethodId) {
      const card = await this.card(paymentMethodId);
      if (card.customerId !== customerId)
        throw new PaymentProviderError(
          `The customer does not have a payment method with the ID ${paymentMethodId}.`,
          'invalid_request_error',
          400,
          'invoice_settings[default_payment_method]',
        );
    }
    await this.store.updateCustomer(customerId, { defaultPaymentMethodId: paymentMethodId });
    return toCustomer({ ...customer, defaultPaymentMethodId: paymentMethodId });
  }

  async createRefund(input: CreateRefundInput): Promise<Refund> {
    const intent = await this.intent(input.paymentIntentId);
    if (intent.status !== 'succeeded')
      throw new PaymentProviderError(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
        400,
      );
    const left = intent.amount - (await this.store.refundedAmount(intent.id));
    const amount = input.amount ?? left;
    assertMinorUnits(amount);
    if (amount < 1)
      throw new PaymentProviderError('Refund amount must be positive.', 'amount_too_small', 400, 'amount');
    const result = await this.store.insertRefund(
      {
        id: newId('re'),
        paymentIntentId: intent.id,
        amount,
        currency: intent.currency,
        status: 'succeeded',
        reason: input.reason ?? null,
        metadata: { ...input.metadata },
        idempotencyKey: input.idempotencyKey ?? null,
        createdAt: this.now(),
      },
      intent.amount,
    );
    if ('over' in result)
      throw new PaymentProviderError(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - result.refunded}).`,
        'amount_too_large',
        400,
        'amount',
      );
    return toRefund(result.refund);
  }

  async retrieveRefund(refundId: string): Promise<Refund> {
    const refund = await this.store.findRefund(refundId);
    if (!refund) throw missing('refund', refundId);
    return toRefund(refund);
  }

  /** The sandbox settles every payment in the request itself, so nothing ever calls back. */
  parseWebhookEvent(_rawBody: Buffer | string, _signature: string | undefined): ProviderEvent {
    throw new WebhookSignatureError('The sandbox processor sends no webhooks.');
  }

  // --- Helpers ---

  private toIntent(record: SandboxIntentRecord): Promise<PaymentIntent> {
    return toIntent(this.store, record);
  }

  private intent(id: string): Promise<SandboxIntentRecord> {
    return findIntent(this.store, id);
  }

  private card(id: string): Promise<SandboxCardRecord> {
    return findCard(this.store, id);
  }

  private async customer(id: string): Promise<SandboxCustomerRecord> {
    const found = await this.store.findCustomer(id);
    if (!found) throw missing('customer', id);
    return found;
  }

  /** A saved card pays only its own customer's intents; a card saved to nobody pays any intent it is given. */
  private async usableCard(id: string, customerId: string | null): Promise<SandboxCardRecord> {
    const card = await this.card(id);
    if (card.customerId !== null && card.customerId !== customerId)
      throw new PaymentProviderError(
        'The provided PaymentMethod belongs to another customer and cannot be used with this PaymentIntent.',
        'payment_method_unexpected_state',
        400,
        'payment_method',
      );
    return card;
  }
}
