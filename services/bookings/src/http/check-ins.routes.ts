import type { Router } from 'express';
import { checkInSchema, type CheckInInput } from '@coachwork/contracts';
import { actorOf, requireUser, uuidParam, validate, type OutboxRelay } from '@coachwork/service-kit';
import type { BookingsContext } from '../domain/context';
import { checkIn, checkInSheet } from '../domain/tickets/check-in.use-case';
import { showTicket, ticketPdf } from '../domain/tickets/tickets.use-case';

/** Tickets of seats and the check-in at the door (issue 27 item 4); the use cases apply the object rules. */
export function checkInRoutes(router: Router, ctx: BookingsContext, relay: OutboxRelay): void {
  const seatIdOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', 'Booking seat');

  router.get('/v1/booking-seats/:id/ticket', requireUser(), async (req, res) => {
    res.json({ data: await showTicket(ctx, seatIdOf(req), actorOf(req)) });
  });

  router.get('/v1/booking-seats/:id/ticket.pdf', requireUser(), async (req, res) => {
    const id = seatIdOf(req);
    const pdf = await ticketPdf(ctx, id, actorOf(req));
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="ticket-${id}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  router.get('/v1/check-ins/:workshopScheduleId', requireUser(), async (req, res) => {
    const id = uuidParam(req, 'workshopScheduleId', 'Workshop schedule');
    res.json({ data: await checkInSheet(ctx, id, actorOf(req)) });
  });

  router.post('/v1/check-ins', requireUser(), validate(checkInSchema), async (req, res) => {
    const { created, data } = await checkIn(ctx, req.body as CheckInInput, actorOf(req));
    if (created) relay.nudge();
    res.status(created ? 201 : 200).json({ data });
  });
}
