// Issuing a document: the next number of its kind and year, the PDF drawn once, one row written; all
// inside the caller's transaction (the one that records the payment or the refund), so a document
// exists exactly when its payment or refund does.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ListMeta } from '@coachwork/contracts';
import { filterBy, listWhere, type DbOrTx, type ListQuery, type ListSpec } from '@coachwork/service-kit';
import {
  documentNumber,
  invoiceTotals,
  type InvoiceDocument,
  type InvoiceKind,
} from '../domain/invoices/invoice-document';
import { renderInvoicePdf } from '../domain/invoices/invoice-pdf';
import type { InvoiceRow } from './invoice.schema';
import { invoiceCounters, invoices } from './schema';

/**
 * The next sequence of `kind` in `year`. The counter row stays locked until the caller's transaction
 * ends, so concurrent issuers take turns and a rollback hands the number back: no gaps, no twins.
 */
export async function takeDocumentSequence(tx: DbOrTx, kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function issueDocument(
  tx: DbOrTx,
  draft: Omit<InvoiceDocument, 'number'>,
  links: { userId: string; refundId?: string | null; invoiceId?: string | null },
): Promise<InvoiceRow> {
  const year = draft.issuedAt.getUTCFullYear();
  const sequence = await takeDocumentSequence(tx, draft.kind, year);
  const document: InvoiceDocument = { ...draft, number: documentNumber(draft.kind, year, sequence) };
  const pdf = await renderInvoicePdf(document);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: draft.kind,
      number: document.number,
      year,
      sequence,
      bookingId: draft.bookingId,
      userId: links.userId,
      refundId: links.refundId ?? null,
      invoiceId: links.invoiceId ?? null,
      currency: draft.currency,
      total: invoiceTotals(document).total,
      document,
      pdf,
      issuedAt: draft.issuedAt,
    })
    .returning();
  return row!;
}

/** A booking's invoice and credit notes, oldest first. */
export async function documentsOfBooking(db: DbOrTx, bookingId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(
      asc(invoices.issuedAt),
      // An invoice comes before a credit note issued in the same moment (a late payment's refund).
      asc(sql`${invoices.kind} = 'credit-note'`),
      asc(invoices.number),
    );
}

export async function findDocument(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

export const invoiceListSpec: ListSpec = {
  table: invoices,
  sortable: { issuedAt: invoices.issuedAt, number: invoices.number, total: invoices.total },
  filterable: {
    kind: filterBy.enum(invoices.kind, ['invoice', 'credit-note']),
    bookingId: filterBy.uuid(invoices.bookingId),
    userId: filterBy.uuid(invoices.userId),
    // The documents of a workshop's bookings (its console tab); the route turns it into a sub-select.
    workshopId: filterBy.uuid(),
  },
  searchable: [invoices.number],
  defaultSort: '-issuedAt',
};

/** A page of documents without their PDFs (those are fetched one at a time). */
export async function listDocuments(db: DbOrTx, q: ListQuery, extra: (SQL | undefined)[]) {
  const where = listWhere(invoiceListSpec, q, extra);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(where);
  const total = count?.n ?? 0;
  const order = q.sort.map((s) => {
    const column = invoiceListSpec.sortable[s.field]!;
    return s.direction === 'asc' ? asc(column) : desc(column);
  });
  const rows = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      bookingId: invoices.bookingId,
      total: invoices.total,
      currency: invoices.currency,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(where)
    .orderBy(...order, desc(invoices.number))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const meta: ListMeta = {
    page: q.page,
    perPage: q.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / q.perPage)),
  };
  return { rows, meta };
}
