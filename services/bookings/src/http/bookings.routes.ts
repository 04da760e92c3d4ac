import type { Router } from 'express';
import {
  bookingCountsQuerySchema,
  cancelBookingSchema,
  createBookingSchema,
  patchBookingSchema,
  scheduleIdsOf,
  validateInput,
} from '@coachwork/contracts';
import {
  actorOf,
  idempotent,
  listExportRoutes,
  parseInclude,
  parseListQuery,
  requirePermission,
  requireUser,
  uuidParam,
  validate,
  ValidationError,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { bookingListSpec } from '../data/booking.repository';
import { idempotencyKeys } from '../data/schema';
import type { BookingsContext } from '../domain/context';
import { createBooking } from '../domain/bookings/create-booking.use-case';
import {
  BOOKING_INCLUDES,
  countBookingsFor,
  listBookingsFor,
  showBooking,
} from '../domain/bookings/read-bookings.use-case';
import { cancelBooking, markNoShow } from '../domain/bookings/booking-transitions.use-case';
import { assertPatchableBookingFields, updateBooking } from '../domain/bookings/update-booking.use-case';
import { deleteBooking, restoreBooking } from '../domain/bookings/trash-booking.use-case';
import { lastBillingAddress } from '../domain/bookings/last-address.use-case';
import { BOOKING_EXPORT } from './export-columns';

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
    // Every write of a booking stores its answer with it and nothing else changes, so the key is
    // taken by the booking's own statement: no claim's round trip before it.
    idempotent({ db: ctx.db, table: idempotencyKeys, now: ctx.now, claimWithWrite: true }),
    // The body names whom the booking is for (spec §5: userId is required); a booker may name only
    // themselves, a super-admin anyone (the use case checks).
    validate(createBookingSchema),
    async (req, res) => {
      // The booking and the answer a retry with the same Idempotency-Key replays commit together,
      // written by one statement (or, with a voucher, one transaction).
      const data = await createBooking(ctx, req.body, actorOf(req), undefined, undefined, {
        idempotentAnswer: true,
      });
      relay.nudge();
      res.status(201).json({ data });
    },
  );

  router.get(BASE, requireUser(), async (req, res) => {
    const q = parseListQuery(req.query, bookingListSpec);
    res.json(await listBookingsFor(ctx, q, actorOf(req)));
  });

  // Before /:id. The same list with its booker named (as `include=user` shows whom the caller may see).
  listExportRoutes(router, {
    path: BASE,
    guards: [requireUser()],
    spec: bookingListSpec,
    name: 'bookings',
    columns: BOOKING_EXPORT,
    load: (q, req) =>
      listBookingsFor(
        ctx,
        { ...q, filter: { ...q.filter }, include: [...new Set([...q.include, 'user'])] },
        actorOf(req),
      ),
  });

  // Before /:id. One request for a table's page of schedules instead of one list call per row.
  router.get(`${BASE}/counts`, requireUser(), async (req, res) => {
    const query = await validateInput(bookingCountsQuerySchema, req.query);
    if (!query.ok) throw new ValidationError(query.errors);
    res.json({
      data: await countBookingsFor(ctx, scheduleIdsOf(query.value.workshopScheduleId), actorOf(req)),
    });
  });

  // Before /:id. The caller's own last billing address, which the checkout starts from.
  router.get(`${BASE}/last-address`, requireUser(), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ data: await lastBillingAddress(ctx, actorOf(req)) });
  });

  router.get(`${BASE}/:id`, requireUser(), async (req, res) => {
    const include = parseInclude(req.query, BOOKING_INCLUDES);
    res.json({ data: await showBooking(ctx, idOf(req), include, actorOf(req)) });
  });

  router.patch(
    `${BASE}/:id`,
    requireUser(),
    (req, _res, next) => next(assertPatchableBookingFields(req.body)),
    validate(patchBookingSchema),
    async (req, res) => {
      res.json({ data: await updateBooking(ctx, idOf(req), req.body, actorOf(req)) });
      relay.nudge();
    },
  );

  router.post(`${BASE}/:id/cancel`, requireUser(), validate(cancelBookingSchema), async (req, res) => {
    const data = await cancelBooking(ctx, idOf(req), req.body.reason, actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:id/no-show`, requireUser(), async (req, res) => {
    const data = await markNoShow(ctx, idOf(req), actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.delete(`${BASE}/:id`, requirePermission('bookings.delete'), async (req, res) => {
    res.json({ data: await deleteBooking(ctx, idOf(req), actorOf(req)) });
  });

  router.post(`${BASE}/:id/restore`, requirePermission('bookings.restore'), async (req, res) => {
    res.json({ data: await restoreBooking(ctx, idOf(req), actorOf(req)) });
  });
}
