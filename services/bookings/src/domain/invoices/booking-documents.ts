// The invoice and credit notes of a booking, drawn from the booking as it was paid: one line for the
// workshop (seats × unit price), the voucher's discount, the payment's date and card.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@coachwork/contracts';
import { addToOutbox, type DbOrTx } from '@coachwork/service-kit';
import { issueDocument } from '../../data/invoice.repository';
import {
  eventStore,
  invoices,
  refunds,
  type BookingRow,
  type PaymentRow,
  type RefundRow,
  type ScheduleCopyRow,
} from '../../data/schema';
import type { InvoiceRow } from '../../data/invoice.schema';
import type { RefundKind } from '../../data/payment.schema';
import { personName, usersByIds } from '../../data/user-directory.repository';
import { toMajorUnits } from '../money';
import type { PaymentsContext } from '../payments/payments-context';
import type { InvoiceBuyer, InvoiceDocument, InvoiceLine } from './invoice-document';

/** The buyer as billed, and the language their documents are written in (theirs, else English). */
async function buyerOf(
  tx: DbOrTx,
  booking: BookingRow,
): Promise<{ buyer: InvoiceBuyer; language: Language }> {
  const user = (await usersByIds(tx, [booking.userId])).get(booking.userId);
  return {
    buyer: { name: user ? personName(user) : 'Booker', email: user?.email ?? null, address: booking.address },
    language: user?.language ?? DEFAULT_LANGUAGE,
  };
}

function workshopLine(schedule: ScheduleCopyRow, quantity: number, unitAmount: number): InvoiceLine {
  return {
    title: schedule.workshopTitle,
    scheduleStart: schedule.startDate,
    timezone: schedule.timezone,
    quantity,
    unitAmount,
  };
}

/** Issues the booking's invoice in the finalizing transaction (the next INV- number). */
export async function issueBookingInvoice(
  ctx: PaymentsContext,
  tx: DbOrTx,
  booking: BookingRow,
  schedule: ScheduleCopyRow,
  payment: PaymentRow,
): Promise<InvoiceRow> {
  const { buyer, language } = await buyerOf(tx, booking);
  const draft: Omit<InvoiceDocument, 'number'> = {
    kind: 'invoice',
    issuedAt: payment.paidAt,
    currency: booking.currency,
    seller: ctx.options.seller,
    buyer,
    bookingId: booking.id,
    lines: [workshopLine(schedule, booking.seats, booking.unitPrice)],
    discount: booking.discount > 0 ? { code: booking.voucherCode, amount: booking.discount } : null,
    taxRatePercent: ctx.options.taxRatePercent,
    payment: { date: payment.paidAt, method: payment.method },
    language,
  };
  return issueDocument(tx, draft, { userId: booking.userId });
}

export interface RefundRequest {
  booking: BookingRow;
  schedule: ScheduleCopyRow;
  payment: PaymentRow;
  amount: number;
  kind: RefundKind;
  reason: string;
  requestedBy: string | null;
  now: Date;
}

/**
 * Writes a refund (pending: the processor is asked after the commit, with the row's id as its
 * idempotency key), its credit note (the next CN- number) and `bookings.payment.refunded`, all in the
 * caller's transaction: a refund exists exactly when its credit note does.
 */
export async function recordRefund(
  ctx: PaymentsContext,
  tx: DbOrTx,
  r: RefundRequest,
): Promise<{ refund: RefundRow; creditNote: InvoiceRow }> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: r.booking.id,
      paymentId: r.payment.id,
      provider: r.payment.provider,
      amount: r.amount,
      currency: r.payment.currency,
      status: 'pending',
      kind: r.kind,
      reason: r.reason,
      requestedBy: r.requestedBy,
      createdAt: r.now,
      updatedAt: r.now,
    })
    .returning();
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, r.booking.id), eq(invoices.kind, 'invoice')))
    .limit(1);
  const whole = r.amount === r.payment.amount;
  const { buyer, language } = await buyerOf(tx, r.booking);
  // A full refund repeats the invoice's lines; a part names the workshop once at the amount credited.
  const draft: Omit<InvoiceDocument, 'number'> = {
    kind: 'credit-note',
    issuedAt: r.now,
    currency: r.payment.currency,
    seller: ctx.options.seller,
    buyer,
    bookingId: r.booking.id,
    lines: whole
      ? [workshopLine(r.schedule, r.booking.seats, r.booking.unitPrice)]
      : [workshopLine(r.schedule, 1, r.amount)],
    discount:
      whole && r.booking.discount > 0 ? { code: r.booking.voucherCode, amount: r.booking.discount } : null,
    taxRatePercent: ctx.options.taxRatePercent,
    payment: { date: r.now, method: r.payment.method },
    corrects: { invoiceNumber: invoice?.number ?? '', reason: r.reason },
    language,
  };
  if (whole) {
    // Seats given back earlier lowered booking.seats; the invoice's own lines are what was paid for.
    const paidLines = (invoice?.document as { lines?: InvoiceLine[] } | undefined)?.lines;
    if (paidLines?.length)
      draft.lines = paidLines.map((l) => ({ ...l, scheduleStart: new Date(l.scheduleStart) }));
  }
  const creditNote = await issueDocument(tx, draft, {
    userId: r.booking.userId,
    refundId: refund!.id,
    invoiceId: invoice?.id ?? null,
  });
  await addToOutbox(tx, eventStore, 'bookings.payment.refunded', {
    bookingId: r.booking.id,
    refundId: refund!.id,
    amount: toMajorUnits(r.amount, r.payment.currency),
    currency: r.payment.currency,
    reason: r.reason,
    creditNoteNumber: creditNote.number,
  });
  return { refund: refund!, creditNote };
}
