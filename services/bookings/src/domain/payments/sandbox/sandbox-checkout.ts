// The sandbox's side of the payment page: what Stripe.js and the bank's confirmation page do for a
// Stripe payment. The card form's numbers become a payment method here (the number itself is never
// kept), and a card that asks for confirmation waits here for the booker's answer.
import { CARD_AUTHENTICATION_FAILED } from '@coachwork/contracts';
import type { PaymentError, PaymentIntent, PaymentMethod } from '../payment-provider';
import { checkSandboxCard, type CardInput } from './sandbox-cards';
import { findIntent, newSandboxId, toIntent, toPaymentMethod, unexpectedState } from './sandbox-records';
import type { SandboxCardRecord, SandboxStore } from './sandbox-store';

const AUTHENTICATION_FAILED: PaymentError = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message: CARD_AUTHENTICATION_FAILED,
};

export class SandboxCheckout {
  constructor(
    private readonly store: SandboxStore,
    private readonly now: () => Date,
  ) {}

  async createCardPaymentMethod(input: CardInput): Promise<PaymentMethod> {
    const { behaviour, ...card } = checkSandboxCard(input, this.now());
    const record: SandboxCardRecord = {
      id: newSandboxId('pm'),
      customerId: null,
      ...card,
      behaviour,
      createdAt: this.now(),
    };
    await this.store.insertCard(record);
    return toPaymentMethod(record);
  }

  /** The booker approves the confirmation step: the payment goes through. */
  approve(paymentIntentId: string): Promise<PaymentIntent> {
    return this.settle(paymentIntentId, true);
  }

  /** The booker refuses it: the attempt fails and the intent takes another card. */
  refuse(paymentIntentId: string): Promise<PaymentIntent> {
    return this.settle(paymentIntentId, false);
  }

  private async settle(paymentIntentId: string, approved: boolean): Promise<PaymentIntent> {
    const intent = await findIntent(this.store, paymentIntentId);
    const card = intent.paymentMethodId ? await this.store.findCard(intent.paymentMethodId) : null;
    const at = this.now();
    const settled = await this.store.transitionIntent(
      paymentIntentId,
      ['requires_action'],
      approved && card
        ? { status: 'succeeded', chargedCard: { brand: card.brand, last4: card.last4 }, updatedAt: at }
        : {
            status: 'requires_payment_method',
            paymentMethodId: null,
            lastError: AUTHENTICATION_FAILED,
            updatedAt: at,
          },
    );
    if (!settled) throw unexpectedState(intent);
    return toIntent(this.store, settled);
  }
}
