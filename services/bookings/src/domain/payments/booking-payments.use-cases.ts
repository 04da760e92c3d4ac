// What a booking's money looks like (the console's payments tab, the booker's /b), its documents as
// PDFs, and a super-admin's refund. Money is the owner's and super-admins' business: the schedule's
// coach sees the booking, not its payments.
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  can,
  type Actor,
  type DbOrTx,
  type ListQuery,
} from '@coachwork/service-kit';
import {
  INVOICE_NOT_FOUND,
  NOTHING_TO_REFUND,
  refundAboveLeftMessage,
  type BookingPaymentsDto,
  type InvoiceSummaryDto,
  type RefundRecordDto,
} from '@coachwork/contracts';
import { eq, inArray } from 'drizzle-orm';
import { documentsOfBooking, findDocument, listDocuments } from '../../data/invoice.repository';
import { bookings, invoices, scheduleCopies, type RefundRow } from '../../data/schema';
import type { InvoiceRow } from '../../data/invoice.schema';
import {
  appliedPaymentOf,
  intentsOf,
  paymentsOf,
  refundedSoFar,
  refundsOf,
} from '../../data/payment.repository';
import { loadBookingFor } from '../bookings/booking-access';
import { formatMoney, toMajorUnits, toMinorUnits } from '../money';
import { adminRefund } from './cancellation-refunds';
import type { PaymentsContext } from './payments-context';

async function moneyOf(ctx: PaymentsContext, bookingId: string, actor: Actor) {
  const found = await loadBookingFor(ctx.db, bookingId, actor);
  const isAdmin = can(actor, 'bookings.view');
  // The coach may know the booking exists, not what it paid.
  if (!found.access.isOwner && !isAdmin) throw new ForbiddenError();
  return found;
}

const summary = (
  row: Pick<InvoiceRow, 'id' | 'kind' | 'number' | 'bookingId' | 'total' | 'currency' | 'issuedAt'>,
): InvoiceSummaryDto => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  bookingId: row.bookingId,
  total: toMajorUnits(row.total, row.currency),
  currency: row.currency,
  issuedAt: row.issuedAt.toISOString(),
});

export async function bookingPayments(
  ctx: PaymentsContext,
  bookingId: string,
  actor: Actor,
): Promise<BookingPaymentsDto> {
  await moneyOf(ctx, bookingId, actor);
  const [intents, captures, refunds, documents] = await Promise.all([
    intentsOf(ctx.db, bookingId),
    paymentsOf(ctx.db, bookingId),
    refundsOf(ctx.db, bookingId),
    documentsOfBooking(ctx.db, bookingId),
  ]);
  return {
    bookingId,
    intents: intents.map((i) => ({
      id: i.providerIntentId,
      amount: toMajorUnits(i.amount, i.currency),
      currency: i.currency,
      status: i.status,
      open: i.open,
      error: i.lastError,
      createdAt: i.createdAt.toISOString(),
    })),
    payments: captures.map((payment) => ({
      id: payment.id,
      paymentIntentId: payment.providerIntentId,
      amount: toMajorUnits(payment.amount, payment.currency),
      currency: payment.currency,
      method: payment.method,
      applied: payment.applied,
      paidAt: payment.paidAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: toMajorUnits(r.amount, r.currency),
      currency: r.currency,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    invoices: documents.map(summary),
  };
}

/** GET /v1/payments/invoices: the caller's invoices and credit notes (super-admins: everyone's). */
export async function listInvoicesFor(ctx: PaymentsContext, q: ListQuery, actor: Actor) {
  const mine = can(actor, 'bookings.view') ? undefined : eq(invoices.userId, actor.userId!);
  const { workshopId, ...filter } = q.filter;
  const ofWorkshop = workshopId
    ? inArray(
        invoices.bookingId,
        ctx.db
          .select({ id: bookings.id })
          .from(bookings)
          .innerJoin(scheduleCopies, eq(scheduleCopies.id, bookings.workshopScheduleId))
          .where(inArray(scheduleCopies.workshopId, workshopId)),
      )
    : undefined;
  const { rows, meta } = await listDocuments(ctx.db, { ...q, filter }, [mine, ofWorkshop]);
  return {
    data: rows.map(summary),
    meta,
  };
}

/** The booking's invoice (kind 'invoice'), as issued. */
export async function bookingInvoicePdf(ctx: PaymentsContext, bookingId: string, actor: Actor) {
  await moneyOf(ctx, bookingId, actor);
  const invoice = (await documentsOfBooking(ctx.db, bookingId)).find((d) => d.kind === 'invoice');
  if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND);
  return invoice;
}

/** Any invoice or credit note by id, for its booker or a super-admin. */
export async function documentPdf(ctx: PaymentsContext, id: string, actor: Actor) {
  const doc = await findDocument(ctx.db, id);
  if (!doc || (doc.userId !== actor.userId && !can(actor, 'bookings.view')))
    throw new NotFoundError(INVOICE_NOT_FOUND);
  return doc;
}

/** Super-admins: any amount (major units) up to what is left of the payment. */
export async function refundBookingAmount(
  ctx: PaymentsContext,
  bookingId: string,
  amountMajor: number,
  actor: Actor,
  /** The last write of the refund's transaction, given the refund as first recorded (pending). */
  beforeCommit?: (tx: DbOrTx, refund: RefundRecordDto) => Promise<void>,
  /** Why, stored as the refund's reason and printed on the credit note. */
  reason?: string | null,
): Promise<RefundRecordDto> {
  const found = await loadBookingFor(ctx.db, bookingId, actor);
  if (!can(actor, 'bookings.update')) throw new ForbiddenError();
  const payment = await appliedPaymentOf(ctx.db, bookingId);
  if (!payment) throw new ConflictError(NOTHING_TO_REFUND);
  const amount = toMinorUnits(amountMajor, payment.currency);
  const left = payment.amount - (await refundedSoFar(ctx.db, payment.id));
  const tooMuch = () =>
    new ValidationError({ amount: [refundAboveLeftMessage(formatMoney(left, payment.currency))] });
  if (amount > left) throw tooMuch();
  try {
    const record = (refund: RefundRow): RefundRecordDto => ({
      id: refund.id,
      amount: toMajorUnits(refund.amount, refund.currency),
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
    });
    const refund = await adminRefund(
      ctx,
      found.booking,
      amount,
      actor,
      beforeCommit && ((tx, row) => beforeCommit(tx, record(row))),
      reason,
    );
    if (!refund) throw new ConflictError(NOTHING_TO_REFUND);
    return record(refund);
  } catch (err) {
    // Another refund took the rest between the check and the locked decision.
    if (err instanceof RangeError) throw tooMuch();
    throw err;
  }
}
