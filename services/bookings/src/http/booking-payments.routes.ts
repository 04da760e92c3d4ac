import type { Response, Router } from 'express';
import { adminRefundSchema, finalizePaymentSchema } from '@coachwork/contracts';
import {
  actorOf,
  can,
  ForbiddenError,
  idempotent,
  listExportRoutes,
  parseListQuery,
  requireUser,
  storeIdempotentAnswer,
  uuidParam,
  validate,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { toBookingDto, type BookingViewer } from '../data/booking.presenter';
import type { BookingWithSchedule } from '../data/booking.repository';
import { invoiceListSpec } from '../data/invoice.repository';
import { idempotencyKeys } from '../data/schema';
import { loadBookingFor } from '../domain/bookings/booking-access';
import { loadOwnBooking, openBookingIntent } from '../domain/payments/booking-payment-intent.use-case';
import {
  bookingInvoicePdf,
  bookingPayments,
  documentPdf,
  listInvoicesFor,
  refundBookingAmount,
} from '../domain/payments/booking-payments.use-cases';
import { finalizeBookingPayment } from '../domain/payments/finalize-payment.use-case';
import type { InvoiceRow } from '../data/invoice.schema';
import type { PaymentsContext } from '../domain/payments/payments-context';
import { payerScope, userOrCheckoutToken } from './guest-checkout.routes';
import { INVOICE_EXPORT } from './export-columns';

const BASE = '/v1/payments/bookings';

/**
 * Paying a held booking: its one open intent, and the finalize call the page makes once the card went
 * through (the processor's webhook takes the same path). Both are the owner's; a super-admin may
 * finalize on a booker's behalf. Amounts are never read from the request.
 */
export function bookingPaymentRoutes(router: Router, ctx: PaymentsContext, relay: OutboxRelay): void {
  const idOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', 'Booking');
  const once = idempotent({ db: ctx.db, table: idempotencyKeys, now: ctx.now });
  // A guest checkout's token stands for the owner on these two routes (and only these).
  const payer = userOrCheckoutToken(ctx);
  const payerOnce = idempotent({ db: ctx.db, table: idempotencyKeys, now: ctx.now, scope: payerScope });

  router.post(`${BASE}/:id/payment-intent`, payer, payerOnce, async (req, res) => {
    res.json({ data: await openBookingIntent(ctx, idOf(req), req.checkoutOwner ?? actorOf(req).userId) });
  });

  router.post(`${BASE}/:id/finalize`, payer, payerOnce, validate(finalizePaymentSchema), async (req, res) => {
    const actor = actorOf(req);
    let found: BookingWithSchedule;
    let viewer: BookingViewer = 'owner';
    if (req.checkoutOwner) {
      found = await loadOwnBooking(ctx, idOf(req), req.checkoutOwner);
    } else {
      const mine = await loadBookingFor(ctx.db, idOf(req), actor);
      if (!mine.access.isOwner && !can(actor, 'bookings.update')) throw new ForbiddenError();
      found = mine;
      viewer = mine.access.viewer;
    }
    const { found: after, finalized } = await finalizeBookingPayment(
      ctx,
      found,
      req.body.paymentIntentId,
      actor,
    );
    if (finalized) relay.nudge();
    res.json({ data: toBookingDto(after.booking, after.schedule, viewer, ctx.now()) });
  });

  router.get(`${BASE}/:id`, requireUser(), async (req, res) => {
    res.json({ data: await bookingPayments(ctx, idOf(req), actorOf(req)) });
  });

  router.get(`${BASE}/:id/invoice`, requireUser(), async (req, res) => {
    sendPdf(res, await bookingInvoicePdf(ctx, idOf(req), actorOf(req)));
  });

  router.get('/v1/payments/invoices', requireUser(), async (req, res) => {
    res.json(await listInvoicesFor(ctx, parseListQuery(req.query, invoiceListSpec), actorOf(req)));
  });

  listExportRoutes(router, {
    path: '/v1/payments/invoices',
    guards: [requireUser()],
    spec: invoiceListSpec,
    name: 'invoices',
    columns: INVOICE_EXPORT,
    load: (q, req) => listInvoicesFor(ctx, q, actorOf(req)),
  });

  router.get('/v1/payments/invoices/:id', requireUser(), async (req, res) => {
    sendPdf(res, await documentPdf(ctx, uuidParam(req, 'id', 'Invoice'), actorOf(req)));
  });

  router.post(`${BASE}/:id/refunds`, requireUser(), once, validate(adminRefundSchema), async (req, res) => {
    // The refund and the answer a retry with the same key replays commit together: a retry after a
    // crash never refunds twice.
    const data = await refundBookingAmount(
      ctx,
      idOf(req),
      req.body.amount,
      actorOf(req),
      (tx, refund) => storeIdempotentAnswer(tx, 201, { data: refund }),
      req.body.reason,
    );
    relay.nudge();
    res.status(201).json({ data });
  });
}

/** The document exactly as issued (stored once, never drawn again). */
function sendPdf(res: Response, doc: InvoiceRow): void {
  res
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="${doc.number}.pdf"`)
    .set('Cache-Control', 'private, no-store')
    .send(doc.pdf);
}
