// Where the sandbox processor keeps its customers, cards, intents and refunds. Phase one keeps them in
// memory; the service's database implements the same interface, so a restart loses nothing. Each
// method is atomic on its own: the conditional ones are what keep two confirms or two refunds honest.
import type { PaymentError, PaymentIntentStatus, RefundStatus } from '../payment-provider';

/** How a sandbox test card behaves when charged. */
export type SandboxCardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'requires_approval';

export interface SandboxCustomerRecord {
  id: string;
  email: string | null;
  name: string | null;
  defaultPaymentMethodId: string | null;
  metadata: Record<string, string>;
  createdAt: Date;
}

export interface SandboxCardRecord {
  id: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: SandboxCardBehaviour;
  createdAt: Date;
}

export interface SandboxIntentRecord {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  /** The card that paid (kept after success so the booking can name it). */
  chargedCard: { brand: string; last4: string } | null;
  lastError: PaymentError | null;
  metadata: Record<string, string>;
  description: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxRefundRecord {
  id: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  status: RefundStatus;
  reason: string | null;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
  createdAt: Date;
}

export type IntentPatch = Partial<
  Pick<SandboxIntentRecord, 'status' | 'paymentMethodId' | 'chargedCard' | 'lastError' | 'updatedAt'>
>;

export interface SandboxStore {
  insertCustomer(customer: SandboxCustomerRecord): Promise<void>;
  findCustomer(id: string): Promise<SandboxCustomerRecord | null>;
  updateCustomer(id: string, patch: Pick<SandboxCustomerRecord, 'defaultPaymentMethodId'>): Promise<void>;

  insertCard(card: SandboxCardRecord): Promise<void>;
  findCard(id: string): Promise<SandboxCardRecord | null>;
  /** Attaches (customerId) or detaches (null); detaching also clears it as anyone's default. */
  setCardCustomer(id: string, customerId: string | null): Promise<void>;
  listCards(customerId: string): Promise<SandboxCardRecord[]>;

  /** Stores the intent; a used idempotency key returns the intent stored under it instead. */
  insertIntent(intent: SandboxIntentRecord): Promise<SandboxIntentRecord>;
  findIntent(id: string): Promise<SandboxIntentRecord | null>;
  /** Succeeded intents created at or after `since`, oldest first. */
  succeededIntentsSince(since: Date): Promise<SandboxIntentRecord[]>;
  /** Compare-and-set: applies `patch` only while the status is one of `from`; null when it was not. */
  transitionIntent(
    id: string,
    from: readonly PaymentIntentStatus[],
    patch: IntentPatch,
  ): Promise<SandboxIntentRecord | null>;

  /**
   * Stores the refund only while the intent's refunds stay within `limit`; a used idempotency key
   * returns the refund stored under it. `over` carries what was refunded already.
   */
  insertRefund(
    refund: SandboxRefundRecord,
    limit: number,
  ): Promise<{ refund: SandboxRefundRecord } | { over: true; refunded: number }>;
  findRefund(id: string): Promise<SandboxRefundRecord | null>;
  /** Sum of the intent's refunds that did not fail. */
  refundedAmount(paymentIntentId: string): Promise<number>;
}
