import type { Router } from 'express';
import {
  ATTENDEES_SCHEDULE_REQUIRED,
  cancelSeatSchema,
  createBookingSeatSchema,
  patchBookingSeatSchema,
  sendInvitationSchema,
  type CancelSeatInput,
} from '@coachwork/contracts';
import {
  actorOf,
  isUuid,
  listExportRoutes,
  NotFoundError,
  parseInclude,
  parseListQuery,
  requirePermission,
  requireUser,
  uuidParam,
  validate,
  ValidationError,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { seatListSpec } from '../data/booking-seat.repository';
import type { BookingsContext } from '../domain/context';
import { inviteToOpenSeat, sendInvitation } from '../domain/seats/invite-seat.use-case';
import { attendeesCsv, listSeatsFor, showSeat } from '../domain/seats/read-seats.use-case';
import {
  assertPatchableSeatFields,
  cancelSeat,
  revokeInvitation,
  updateSeat,
} from '../domain/seats/seat-actions.use-case';
import { deleteSeat, restoreSeat } from '../domain/seats/trash-seat.use-case';
import { SEAT_EXPORT } from './export-columns';

const BASE = '/v1/booking-seats';
const WHAT = 'Booking seat';

/** Seats and their invitations: named actions over use cases that apply the object rules. */
export function bookingSeatRoutes(router: Router, ctx: BookingsContext, relay: OutboxRelay): void {
  const idOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', WHAT);
  const after = <T>(data: T) => {
    relay.nudge();
    return { data };
  };

  router.get(BASE, requireUser(), async (req, res) => {
    res.json(await listSeatsFor(ctx, parseListQuery(req.query, seatListSpec), actorOf(req)));
  });

  // Before `/:id`. The coach area's attendee list among them: each seat with its person and session.
  listExportRoutes(router, {
    path: BASE,
    guards: [requireUser()],
    spec: seatListSpec,
    name: 'booking-seats',
    columns: SEAT_EXPORT,
    load: (q, req) =>
      listSeatsFor(ctx, { ...q, include: [...new Set([...q.include, 'user', 'schedule'])] }, actorOf(req)),
  });

  // Before `/:id`, which would read "attendees.csv" as an id.
  router.get(`${BASE}/attendees.csv`, requireUser(), async (req, res) => {
    const id = typeof req.query.workshopScheduleId === 'string' ? req.query.workshopScheduleId : '';
    if (!id) throw new ValidationError({ workshopScheduleId: [ATTENDEES_SCHEDULE_REQUIRED] });
    if (!isUuid(id)) throw new NotFoundError('Workshop schedule not found.');
    const csv = await attendeesCsv(ctx, id.toLowerCase(), actorOf(req));
    res.type('text/csv; charset=utf-8').attachment(`attendees-${id.toLowerCase()}.csv`).send(csv);
  });

  router.get(`${BASE}/:id`, requireUser(), async (req, res) => {
    const include = parseInclude(req.query, ['user', 'schedule']);
    res.json({ data: await showSeat(ctx, idOf(req), include, actorOf(req)) });
  });

  router.post(BASE, requireUser(), validate(createBookingSeatSchema), async (req, res) => {
    res.status(201).json(after(await inviteToOpenSeat(ctx, req.body, actorOf(req))));
  });

  router.patch(
    `${BASE}/:id`,
    requireUser(),
    (req, _res, next) => next(assertPatchableSeatFields(req.body)),
    validate(patchBookingSeatSchema),
    async (req, res) => {
      res.json({ data: await updateSeat(ctx, idOf(req), req.body, actorOf(req)) });
    },
  );

  router.post(
    `${BASE}/:id/send-invitation`,
    requireUser(),
    validate(sendInvitationSchema),
    async (req, res) => {
      res.json(after(await sendInvitation(ctx, idOf(req), req.body, actorOf(req))));
    },
  );

  router.post(`${BASE}/:id/revoke`, requireUser(), async (req, res) => {
    res.json(after(await revokeInvitation(ctx, idOf(req), actorOf(req))));
  });

  router.post(`${BASE}/:id/cancel`, requireUser(), validate(cancelSeatSchema), async (req, res) => {
    const body = (req.body ?? {}) as CancelSeatInput;
    res.json(after(await cancelSeat(ctx, idOf(req), actorOf(req), body.reason)));
  });

  router.delete(`${BASE}/:id`, requirePermission('booking-seats.delete'), async (req, res) => {
    res.json({ data: await deleteSeat(ctx, idOf(req), actorOf(req)) });
  });

  router.post(`${BASE}/:id/restore`, requirePermission('booking-seats.restore'), async (req, res) => {
    res.json({ data: await restoreSeat(ctx, idOf(req), actorOf(req)) });
  });
}
