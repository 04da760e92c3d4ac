// Issuing a document: the next number of its kind and year, the PDF drawn once, one row written; all
// inside the caller's transaction (the one that records the payment or the refund), so a document
// exists exactly when its payment or refund does.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@coachwork/service-kit';
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
