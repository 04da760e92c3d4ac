import type { Response, Router } from 'express';
import { adminRefundSchema, finalizePaymentSchema } from '@coachwork/contracts';
import {
  actorOf,
  can,
  ForbiddenError,
  idempotent,
  parseListQuery,
  requireUser,
  uuidParam,
  validate,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { toBookingDto } from '../data/booking.presenter';
import { invoiceListSpec } from '../data/invoice.repository';
import { idempotencyKeys } from '../data/schema';
import { loadBookingFor } from '../domain/bookings/booking-access';
import { openBookingIntent } from '../domain/payments/booking-payment-intent.use-case';
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

const BASE = '/v1/payments/bookings';

/**
 * Paying a held booking: its one open intent, and the finalize call the page makes once the card went
 * through (the processor's webhook takes the same path). Both are the owner's; a super-admin may
 * finalize on a booker's behalf. Amounts are never read from the request.
 */
export function bookingPaymentRoutes(router: Router, ctx: PaymentsContext, relay: OutboxRelay): void {
  const idOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', 'Booking');
  const once = idempotent({ db: ctx.db, table: idempotencyKeys, now: ctx.now });

  router.post(`${BASE}/:id/payment-intent`, requireUser(), once, async (req, res) => {
    res.json({ data: await openBookingIntent(ctx, idOf(req), actorOf(req).userId) });
  });

  router.post(
    `${BASE}/:id/finalize`,
    requireUser(),
    once,
    validate(finalizePaymentSchema),
    async (req, res) => {
      const actor = actorOf(req);
      const found = await loadBookingFor(ctx.db, idOf(req), actor);
      const isAdmin = can(actor, 'bookings.update');
      if (!found.access.isOwner && !isAdmin) throw new ForbiddenError();
      const { found: after, finalized } = await finalizeBookingPayment(ctx, found, req.body.paymentIntentId);
      if (finalized) relay.nudge();
      res.json({
        data: toBookingDto(after.booking, after.schedule, found.access.viewer, ctx.now()),
      });
    },
  );

  router.get(`${BASE}/:id`, requireUser(), async (req, res) => {
    res.json({ data: await bookingPayments(ctx, idOf(req), actorOf(req)) });
  });

  router.get(`${BASE}/:id/invoice`, requireUser(), async (req, res) => {
    sendPdf(res, await bookingInvoicePdf(ctx, idOf(req), actorOf(req)));
  });

  router.get('/v1/payments/invoices', requireUser(), async (req, res) => {
    res.json(await listInvoicesFor(ctx, parseListQuery(req.query, invoiceListSpec), actorOf(req)));
  });

  router.get('/v1/payments/invoices/:id', requireUser(), async (req, res) => {
    sendPdf(res, await documentPdf(ctx, uuidParam(req, 'id', 'Invoice'), actorOf(req)));
  });

  router.post(`${BASE}/:id/refunds`, requireUser(), once, validate(adminRefundSchema), async (req, res) => {
    const data = await refundBookingAmount(ctx, idOf(req), req.body.amount, actorOf(req));
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
