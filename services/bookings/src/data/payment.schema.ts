// Bookings' side of payments: which processor customer each user is, so saved cards follow the booker.
import { primaryKey, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { ProviderName } from '../domain/payments/payment-provider';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export function paymentTables(schema: PgSchema) {
  /** One processor customer per user and processor (a switch from the sandbox to Stripe starts afresh). */
  const paymentCustomers = schema.table(
    'payment_customers',
    {
      userId: uuid('user_id').notNull(),
      provider: text('provider').$type<ProviderName>().notNull(),
      customerId: text('customer_id').notNull(),
      createdAt: at('created_at').notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.provider] })],
  );
  /** Processor events already acted on: a webhook delivered twice changes nothing the second time. */
  const paymentEvents = schema.table('payment_events', {
    id: text('id').primaryKey(),
    provider: text('provider').$type<ProviderName>().notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  });
  return { paymentCustomers, paymentEvents };
}
