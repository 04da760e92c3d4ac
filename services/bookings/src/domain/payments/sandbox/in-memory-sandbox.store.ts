// The sandbox store in memory, for unit tests. Every method runs to completion without awaiting in
// between, which is what makes its conditional writes atomic on one event loop.
import type {
  IntentPatch,
  SandboxCardRecord,
  SandboxCustomerRecord,
  SandboxIntentRecord,
  SandboxRefundRecord,
  SandboxStore,
} from './sandbox-store';
import type { PaymentIntentStatus } from '../payment-provider';

const copy = <T>(value: T): T => structuredClone(value);

export class InMemorySandboxStore implements SandboxStore {
  private readonly customers = new Map<string, SandboxCustomerRecord>();
  private readonly cards = new Map<string, SandboxCardRecord>();
  private readonly intents = new Map<string, SandboxIntentRecord>();
  private readonly refunds = new Map<string, SandboxRefundRecord>();

  async insertCustomer(customer: SandboxCustomerRecord) {
    this.customers.set(customer.id, copy(customer));
  }
  async findCustomer(id: string) {
    const found = this.customers.get(id);
    return found ? copy(found) : null;
  }
  async updateCustomer(id: string, patch: Pick<SandboxCustomerRecord, 'defaultPaymentMethodId'>) {
    const found = this.customers.get(id);
    if (found) Object.assign(found, patch);
  }

  async insertCard(card: SandboxCardRecord) {
    this.cards.set(card.id, copy(card));
  }
  async findCard(id: string) {
    const found = this.cards.get(id);
    return found ? copy(found) : null;
  }
  async setCardCustomer(id: string, customerId: string | null) {
    const card = this.cards.get(id);
    if (!card) return;
    card.customerId = customerId;
    if (customerId === null) {
      for (const customer of this.customers.values())
        if (customer.defaultPaymentMethodId === id) customer.defaultPaymentMethodId = null;
    }
  }
  async listCards(customerId: string) {
    return [...this.cards.values()]
      .filter((card) => card.customerId === customerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(copy);
  }

  async insertIntent(intent: SandboxIntentRecord) {
    if (intent.idempotencyKey) {
      const earlier = [...this.intents.values()].find((i) => i.idempotencyKey === intent.idempotencyKey);
      if (earlier) return copy(earlier);
    }
    this.intents.set(intent.id, copy(intent));
    return copy(intent);
  }
  async findIntent(id: string) {
    const found = this.intents.get(id);
    return found ? copy(found) : null;
  }
  async succeededIntentsSince(since: Date) {
    return [...this.intents.values()]
      .filter((i) => i.status === 'succeeded' && i.createdAt >= since)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map(copy);
  }
  async transitionIntent(id: string, from: readonly PaymentIntentStatus[], patch: IntentPatch) {
    const intent = this.intents.get(id);
    if (!intent || !from.includes(intent.status)) return null;
    Object.assign(intent, copy(patch));
    return copy(intent);
  }

  async insertRefund(refund: SandboxRefundRecord, limit: number) {
    if (refund.idempotencyKey) {
      const earlier = [...this.refunds.values()].find((r) => r.idempotencyKey === refund.idempotencyKey);
      if (earlier) return { refund: copy(earlier) };
    }
    const refunded = this.refundedNow(refund.paymentIntentId);
    if (refunded + refund.amount > limit) return { over: true as const, refunded };
    this.refunds.set(refund.id, copy(refund));
    return { refund: copy(refund) };
  }
  async findRefund(id: string) {
    const found = this.refunds.get(id);
    return found ? copy(found) : null;
  }
  async refundedAmount(paymentIntentId: string) {
    return this.refundedNow(paymentIntentId);
  }

  private refundedNow(paymentIntentId: string): number {
    let sum = 0;
    for (const r of this.refunds.values())
      if (r.paymentIntentId === paymentIntentId && r.status !== 'failed' && r.status !== 'canceled')
        sum += r.amount;
    return sum;
  }
}
