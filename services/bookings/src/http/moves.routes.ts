import type { Router } from 'express';
import { moveBookingSchema, transferSeatSchema, validateInput } from '@coachwork/contracts';
import {
  actorOf,
  idempotent,
  requireUser,
  storeIdempotentAnswer,
  uuidParam,
  validate,
  ValidationError,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { idempotencyKeys } from '../data/schema';
import { moveBooking, moveOptions, moveQuote } from '../domain/bookings/move-booking.use-case';
import { showScheduleRefund, takeScheduleRefund } from '../domain/bookings/schedule-move-refund.use-case';
import type { PaymentsContext } from '../domain/payments/payments-context';
import { transferSeat } from '../domain/seats/transfer-seat.use-case';

/**
 * Moves and transfers (issue 27 item 3): a booking moved to another date of its workshop (quote
 * first, then the move, idempotent like POST /v1/bookings), a seat handed to someone else, and the
 * full refund a moved schedule's mail offers (the link's token is the proof, so no sign-in).
 */
export function moveRoutes(router: Router, ctx: PaymentsContext, relay: OutboxRelay): void {
  const idOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', 'Booking');

  router.get('/v1/bookings/:id/move-options', requireUser(), async (req, res) => {
    const data = await moveOptions(ctx, idOf(req), actorOf(req));
    res.set('Cache-Control', 'private, no-store').json({ data });
  });

  router.get('/v1/bookings/:id/move-quote', requireUser(), async (req, res) => {
    const query = await validateInput(moveBookingSchema, req.query);
    if (!query.ok) throw new ValidationError(query.errors);
    const data = await moveQuote(ctx, idOf(req), query.value.workshopScheduleId, actorOf(req));
    res.set('Cache-Control', 'private, no-store').json({ data });
  });

  router.post(
    '/v1/bookings/:id/move',
    requireUser(),
    idempotent({ db: ctx.db, table: idempotencyKeys, now: ctx.now }),
    validate(moveBookingSchema),
    async (req, res) => {
      // The move and the answer a retry with the same Idempotency-Key replays commit together.
      const moved = await moveBooking(
        ctx,
        idOf(req),
        req.body.workshopScheduleId,
        actorOf(req),
        (tx, status, booking) => storeIdempotentAnswer(tx, status, { data: booking }),
      );
      relay.nudge();
      res.status(moved.status).json({ data: moved.booking });
    },
  );

  router.post(
    '/v1/booking-seats/:id/transfer',
    requireUser(),
    validate(transferSeatSchema),
    async (req, res) => {
      const data = await transferSeat(ctx, uuidParam(req, 'id', 'Booking seat'), req.body, actorOf(req));
      relay.nudge();
      res.json({ data });
    },
  );

  router.get('/v1/bookings/schedule-refunds/:token', async (req, res) => {
    const data = await showScheduleRefund(ctx, String(req.params.token));
    res.set('Cache-Control', 'no-store').json({ data });
  });

  router.post('/v1/bookings/schedule-refunds/:token', async (req, res) => {
    const data = await takeScheduleRefund(ctx, String(req.params.token));
    relay.nudge();
    res.set('Cache-Control', 'no-store').json({ data });
  });
}
