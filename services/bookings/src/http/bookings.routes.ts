import type { Router } from 'express';
import { createBookingSchema } from '@coachwork/contracts';
import {
  actorOf,
  idempotent,
  parseInclude,
  parseListQuery,
  requireUser,
  uuidParam,
  validate,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { bookingListSpec } from '../data/booking.repository';
import { idempotencyKeys } from '../data/schema';
import type { BookingsContext } from '../domain/context';
import { createBooking } from '../domain/bookings/create-booking.use-case';
import { BOOKING_INCLUDES, listBookingsFor, showBooking } from '../domain/bookings/read-bookings.use-case';

const BASE = '/v1/bookings';
const WHAT = 'Booking';

/**
 * Bookings are not CRUD: making one takes seats and money, so each write is a named action over a
 * use case. Everyone signed in may book; the object rules (owner, coach, super-admin) live in the
 * use cases, the bookings.* permissions mark super-admins.
 */
export function bookingRoutes(router: Router, ctx: BookingsContext, relay: OutboxRelay): void {
  const idOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', WHAT);

  router.post(
    BASE,
    requireUser(),
    idempotent({ db: ctx.db, table: idempotencyKeys, now: ctx.now }),
    (req, _res, next) => {
      // A booker books for themselves unless they name someone (super-admins only).
      if (req.body && typeof req.body === 'object' && !Array.isArray(req.body) && req.body.userId == null)
        req.body = { ...req.body, userId: actorOf(req).userId };
      next();
    },
    validate(createBookingSchema),
    async (req, res) => {
      const data = await createBooking(ctx, req.body, actorOf(req));
      relay.nudge();
      res.status(201).json({ data });
    },
  );

  router.get(BASE, requireUser(), async (req, res) => {
    const q = parseListQuery(req.query, bookingListSpec);
    res.json(await listBookingsFor(ctx, q, actorOf(req)));
  });

  router.get(`${BASE}/:id`, requireUser(), async (req, res) => {
    const include = parseInclude(req.query, BOOKING_INCLUDES);
    res.json({ data: await showBooking(ctx, idOf(req), include, actorOf(req)) });
  });
}
