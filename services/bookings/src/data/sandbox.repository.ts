// The sandbox store in the service's database. The conditional writes are single statements (or a
// transaction holding the intent's row lock), so two confirms or two refunds racing across processes
// behave as they do in memory: one wins.
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@coachwork/service-kit';
import type { PaymentIntentStatus, RefundStatus } from '../domain/payments/payment-provider';
import type {
  IntentPatch,
  SandboxCardRecord,
  SandboxCustomerRecord,
  SandboxIntentRecord,
  SandboxRefundRecord,
  SandboxStore,
} from '../domain/payments/sandbox/sandbox-store';
import type { SandboxTables } from './sandbox.schema';

const NOT_COUNTED: RefundStatus[] = ['failed', 'canceled'];

export class DrizzleSandboxStore implements SandboxStore {
  constructor(
    private readonly db: Db,
    private readonly t: SandboxTables,
  ) {}

  async insertCustomer(customer: SandboxCustomerRecord) {
    await this.db.insert(this.t.sandboxCustomers).values(customer);
  }

  async findCustomer(id: string) {
    const [row] = await this.db.select().from(this.t.sandboxCustomers).where(eq(this.t.sandboxCustomers.id, id));
    return row ?? null;
  }

  async updateCustomer(id: string, patch: Pick<SandboxCustomerRecord, 'defaultPaymentMethodId'>) {
    await this.db.update(this.t.sandboxCustomers).set(patch).where(eq(this.t.sandboxCustomers.id, id));
  }

  async insertCard(card: SandboxCardRecord) {
    await this.db.insert(this.t.sandboxCards).values(card);
  }

  async findCard(id: string) {
    const [row] = await this.db.select().from(this.t.sandboxCards).where(eq(this.t.sandboxCards.id, id));
    return row ?? null;
  }

  async setCardCustomer(id: string, customerId: string | null) {
    const { sandboxCards: cards, sandboxCustomers: customers } = this.t;
    await this.db.transaction(async (tx) => {
      await tx.update(cards).set({ customerId }).where(eq(cards.id, id));
      if (customerId === null)
        await tx
          .update(customers)
          .set({ defaultPaymentMethodId: null })
          .where(eq(customers.defaultPaymentMethodId, id));
    });
  }

  async listCards(customerId: string) {
    const cards = this.t.sandboxCards;
    return this.db
      .select()
      .from(cards)
      .where(eq(cards.customerId, customerId))
      .orderBy(sql`${cards.createdAt} desc, ${cards.id} desc`);
  }

  async insertIntent(intent: SandboxIntentRecord) {
    const intents = this.t.sandboxIntents;
    const [inserted] = await this.db.insert(intents).values(intent).onConflictDoNothing().returning();
    if (inserted) return inserted;
    // Only a used idempotency key conflicts (ids are random): answer what was stored under it.
    const [earlier] = await this.db
      .select()
      .from(intents)
      .where(eq(intents.idempotencyKey, intent.idempotencyKey ?? ''));
    if (!earlier) throw new Error(`Sandbox intent ${intent.id} was neither stored nor found`);
    return earlier;
  }

  async findIntent(id: string) {
    const [row] = await this.db.select().from(this.t.sandboxIntents).where(eq(this.t.sandboxIntents.id, id));
    return row ?? null;
  }

  async succeededIntentsSince(since: Date) {
    const intents = this.t.sandboxIntents;
    return this.db
      .select()
      .from(intents)
      .where(and(eq(intents.status, 'succeeded'), gte(intents.createdAt, since)))
      .orderBy(asc(intents.createdAt));
  }

  async transitionIntent(id: string, from: readonly PaymentIntentStatus[], patch: IntentPatch) {
    const intents = this.t.sandboxIntents;
    const [row] = await this.db
      .update(intents)
      .set(patch)
      .where(and(eq(intents.id, id), inArray(intents.status, [...from])))
      .returning();
    return row ?? null;
  }

  async insertRefund(refund: SandboxRefundRecord, limit: number) {
    const { sandboxIntents: intents, sandboxRefunds: refunds } = this.t;
    return this.db.transaction(async (tx) => {
      // The intent's row lock makes the key lookup, the sum and the insert one step for every refund
      // of this intent, so neither a retried key nor a second refund can slip in between.
      await tx.select({ id: intents.id }).from(intents).where(eq(intents.id, refund.paymentIntentId)).for('update');
      if (refund.idempotencyKey) {
        const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, refund.idempotencyKey));
        if (earlier) return { refund: earlier };
      }
      const refunded = await this.sum(tx, refund.paymentIntentId);
      if (refunded + refund.amount > limit) return { over: true as const, refunded };
      const [inserted] = await tx.insert(refunds).values(refund).returning();
      return { refund: inserted! };
    });
  }

  async findRefund(id: string) {
    const [row] = await this.db.select().from(this.t.sandboxRefunds).where(eq(this.t.sandboxRefunds.id, id));
    return row ?? null;
  }

  refundedAmount(paymentIntentId: string) {
    return this.sum(this.db, paymentIntentId);
  }

  private async sum(db: DbOrTx, paymentIntentId: string): Promise<number> {
    const refunds = this.t.sandboxRefunds;
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentIntentId, paymentIntentId), notInArray(refunds.status, NOT_COUNTED)));
    return Number(row?.total ?? 0);
  }
}
