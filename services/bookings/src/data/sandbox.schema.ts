// The sandbox processor's own tables: what Stripe would keep on its side (customers, cards, intents,
// refunds), kept here so `npm start` survives a restart. Card numbers are never stored. Built on the
// service's pgSchema like service-kit's eventTables, so schema.ts lists them without an import cycle.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, text, timestamp, uniqueIndex, type PgSchema } from 'drizzle-orm/pg-core';
import type { PaymentError, PaymentIntentStatus, RefundStatus } from '../domain/payments/payment-provider';
import type { SandboxCardBehaviour } from '../domain/payments/sandbox/sandbox-store';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const metadata = () => jsonb('metadata').$type<Record<string, string>>().notNull().default({});

export function sandboxTables(bookingsSchema: PgSchema) {
  const sandboxCustomers = bookingsSchema.table('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  defaultPaymentMethodId: text('default_payment_method_id'),
  metadata: metadata(),
  createdAt: at('created_at').notNull(),
});

  const sandboxCards = bookingsSchema.table(
  'sandbox_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => sandboxCustomers.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behaviour: text('behaviour').$type<SandboxCardBehaviour>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sandbox_cards_customer_idx').on(t.customerId)],
);

  const sandboxIntents = bookingsSchema.table(
  'sandbox_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentIntentStatus>().notNull(),
    customerId: text('customer_id').references(() => sandboxCustomers.id),
    paymentMethodId: text('payment_method_id').references(() => sandboxCards.id),
    chargedCard: jsonb('charged_card').$type<{ brand: string; last4: string }>(),
    lastError: jsonb('last_error').$type<PaymentError>(),
    metadata: metadata(),
    description: text('description'),
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_intents_idempotency_key_idx').on(t.idempotencyKey),
    check('sandbox_intents_amount_check', sql`amount > 0`),
  ],
);

  const sandboxRefunds = bookingsSchema.table(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => sandboxIntents.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    reason: text('reason'),
    metadata: metadata(),
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('sandbox_refunds_intent_idx').on(t.paymentIntentId),
    uniqueIndex('sandbox_refunds_idempotency_key_idx').on(t.idempotencyKey),
    check('sandbox_refunds_amount_check', sql`amount > 0`),
  ],
);
  return { sandboxCustomers, sandboxCards, sandboxIntents, sandboxRefunds };
}

export type SandboxTables = ReturnType<typeof sandboxTables>;
