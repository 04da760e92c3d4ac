// The sandbox's stored records in the port's terms, and the refusals it shares with Stripe's wording.
import { randomBytes } from 'node:crypto';
import {
  PaymentProviderError,
  type Customer,
  type PaymentIntent,
  type PaymentMethod,
  type Refund,
} from '../payment-provider';
import type {
  SandboxCardRecord,
  SandboxCustomerRecord,
  SandboxIntentRecord,
  SandboxRefundRecord,
  SandboxStore,
} from './sandbox-store';

export const newSandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export const missing = (what: string, id: string) =>
  new PaymentProviderError(`No such ${what}: '${id}'`, 'resource_missing', 404);

export function unexpectedState(intent: SandboxIntentRecord): PaymentProviderError {
  const message =
    intent.status === 'succeeded'
      ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
      : `This PaymentIntent's status is ${intent.status}, so it cannot be changed this way.`;
  return new PaymentProviderError(message, 'payment_intent_unexpected_state', 400);
}

export async function findIntent(store: SandboxStore, id: string): Promise<SandboxIntentRecord> {
  const found = await store.findIntent(id);
  if (!found) throw missing('payment_intent', id);
  return found;
}

export async function findCard(store: SandboxStore, id: string): Promise<SandboxCardRecord> {
  const found = await store.findCard(id);
  if (!found) throw missing('payment_method', id);
  return found;
}

export async function toIntent(store: SandboxStore, record: SandboxIntentRecord): Promise<PaymentIntent> {
  const card =
    record.chargedCard ?? (record.paymentMethodId ? await store.findCard(record.paymentMethodId) : null);
  return {
    id: record.id,
    clientSecret: record.clientSecret,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    customerId: record.customerId,
    paymentMethodId: record.paymentMethodId,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    amountRefunded: record.status === 'succeeded' ? await store.refundedAmount(record.id) : 0,
    lastError: record.lastError,
    nextAction: record.status === 'requires_action' ? { type: 'sandbox_approval' } : null,
    metadata: { ...record.metadata },
    createdAt: record.createdAt,
  };
}

export const toCustomer = (r: SandboxCustomerRecord): Customer => ({
  id: r.id,
  email: r.email,
  name: r.name,
  defaultPaymentMethodId: r.defaultPaymentMethodId,
});

export const toPaymentMethod = (r: SandboxCardRecord): PaymentMethod => ({
  id: r.id,
  customerId: r.customerId,
  card: { brand: r.brand, last4: r.last4, expMonth: r.expMonth, expYear: r.expYear },
  createdAt: r.createdAt,
});

export const toRefund = (r: SandboxRefundRecord): Refund => ({
  id: r.id,
  paymentIntentId: r.paymentIntentId,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  reason: r.reason,
  metadata: { ...r.metadata },
  createdAt: r.createdAt,
});
