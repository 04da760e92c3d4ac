import { integer, numeric, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventTables } from '@coachwork/service-kit';
import { invoiceTables } from './invoice.schema';
import { paymentTables } from './payment.schema';
import { sandboxTables } from './sandbox.schema';
import { voucherTables } from './voucher.schema';

export const SCHEMA = 'bookings';
export const bookingsSchema = pgSchema(SCHEMA);
export const eventStore = eventTables(bookingsSchema);
export const { outbox, inbox } = eventStore;

/** The bookings service's own copy of workshop templates, fed by workshops.template.* events. */
export const templateCopies = bookingsSchema.table('workshop_template_copies', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  level: text('level'),
  price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** How many events changed this row: a redelivered event must not move it. */
  version: integer('version').notNull().default(1),
});

export const { sandboxCustomers, sandboxCards, sandboxIntents, sandboxRefunds } = sandboxTables(bookingsSchema);
export const { vouchers } = voucherTables(bookingsSchema);
export const { paymentCustomers, paymentEvents } = paymentTables(bookingsSchema);
export const { invoiceCounters, invoices } = invoiceTables(bookingsSchema);
