// Issued invoices and credit notes, and the per-year counters that number them. A document is written
// once with its PDF and never changes; the counter row of its kind and year is taken in the issuing
// transaction, so numbers have no gaps (a rolled-back issue gives its number back) and no twins.
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgSchema,
} from 'drizzle-orm/pg-core';
import type { InvoiceKind } from '../domain/invoices/invoice-document';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export function invoiceTables(schema: PgSchema) {
  const invoiceCounters = schema.table(
    'invoice_counters',
    {
      kind: text('kind').$type<InvoiceKind>().notNull(),
      year: integer('year').notNull(),
      /** The last sequence issued; the next document takes last + 1. */
      last: integer('last').notNull(),
    },
    (t) => [primaryKey({ columns: [t.kind, t.year] })],
  );

  const invoices = schema.table(
    'invoices',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      kind: text('kind').$type<InvoiceKind>().notNull(),
      number: text('number').notNull(),
      year: integer('year').notNull(),
      sequence: integer('sequence').notNull(),
      bookingId: uuid('booking_id').notNull(),
      userId: uuid('user_id').notNull(),
      /** A credit note's refund (our refund row id); null for an invoice. */
      refundId: uuid('refund_id'),
      /** A credit note's invoice. */
      invoiceId: uuid('invoice_id'),
      currency: text('currency').notNull(),
      /** What was paid (invoice) or credited (credit note), minor units. */
      total: integer('total').notNull(),
      /** The plain document the PDF was drawn from, kept for the record. */
      document: jsonb('document').notNull(),
      pdf: bytea('pdf').notNull(),
      issuedAt: at('issued_at').notNull(),
    },
    (t) => [
      uniqueIndex('invoices_number_idx').on(t.number),
      uniqueIndex('invoices_kind_year_sequence_idx').on(t.kind, t.year, t.sequence),
      index('invoices_booking_idx').on(t.bookingId),
      index('invoices_user_idx').on(t.userId),
      check('invoices_total_check', sql`total >= 0`),
    ],
  );
  return { invoiceCounters, invoices };
}

export type InvoiceRow = ReturnType<typeof invoiceTables>['invoices']['$inferSelect'];
