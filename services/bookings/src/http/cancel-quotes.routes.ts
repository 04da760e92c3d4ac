import type { Router } from 'express';
import { actorOf, requireUser, uuidParam } from '@coachwork/service-kit';
import { bookingCancelQuote, seatCancelQuote } from '../domain/payments/cancel-quote.use-case';
import type { PaymentsContext } from '../domain/payments/payments-context';

/**
 * What a cancel would refund, asked before the dialog confirms it: read-only twins of
 * `POST /v1/booking-seats/{id}/cancel` and `POST /v1/bookings/{id}/cancel`, with the same rules.
 */
export function cancelQuoteRoutes(router: Router, ctx: PaymentsContext): void {
  router.get('/v1/booking-seats/:id/cancel-quote', requireUser(), async (req, res) => {
    const data = await seatCancelQuote(ctx, uuidParam(req, 'id', 'Booking seat'), actorOf(req));
    res.set('Cache-Control', 'private, no-store').json({ data });
  });

  router.get('/v1/bookings/:id/cancel-quote', requireUser(), async (req, res) => {
    const data = await bookingCancelQuote(ctx, uuidParam(req, 'id', 'Booking'), actorOf(req));
    res.set('Cache-Control', 'private, no-store').json({ data });
  });
}
