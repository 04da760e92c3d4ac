import type { Request, Router } from 'express';
import {
  joinWaitlistAsGuestSchema,
  joinWaitlistSchema,
  WORKSHOP_SCHEDULE_INVALID,
  WORKSHOP_SCHEDULE_REQUIRED,
  validateInput,
  waitlistTokenSchema,
} from '@coachwork/contracts';
import {
  actorOf,
  EXPORT_FORMATS,
  requireUser,
  streamExport,
  uuidParam,
  validate,
  ValidationError,
  type OutboxRelay,
} from '@coachwork/service-kit';
import type { BookingsContext } from '../domain/context';
import { WAITLIST_EXPORT } from './export-columns';
import {
  declineOffer,
  joinWaitlist,
  leaveWaitlist,
  leaveWaitlistByToken,
  listWaitlist,
  myWaitlistEntries,
  offerNow,
  readWaitlistLink,
} from '../domain/waitlist/waitlist.use-cases';

const BASE = '/v1/waitlist';
const PUBLIC = '/v1/public/waitlist';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The waitlist of sold-out schedules (issue 27 item 1): joined signed in (/v1/waitlist) or by e-mail
 * (/v1/public/waitlist, reached only through the gateway, which vouches for the address's account);
 * left and declined by a mail's link (/v1/public/waitlist/leave, /decline: the token is the proof, and
 * /link names the session first);
 * listed and offered from by the schedule's coach and admins (checked per schedule).
 */
export function waitlistRoutes(router: Router, ctx: BookingsContext, relay: OutboxRelay): void {
  const scheduleOf = (req: Request) => {
    const scheduleId = req.query.workshopScheduleId;
    if (typeof scheduleId !== 'string' || !scheduleId)
      throw new ValidationError({ workshopScheduleId: [WORKSHOP_SCHEDULE_REQUIRED] });
    if (!UUID.test(scheduleId)) throw new ValidationError({ workshopScheduleId: [WORKSHOP_SCHEDULE_INVALID] });
    return scheduleId.toLowerCase();
  };

  router.get(BASE, requireUser(), async (req, res) => {
    const data = await listWaitlist(ctx, actorOf(req), scheduleOf(req));
    relay.nudge();
    res.json({ data });
  });

  // The same list as a file (issue 28 item 4), to the same callers. A schedule's waitlist is at most a
  // few hundred entries, read at once like the list.
  for (const format of EXPORT_FORMATS) {
    router.get(`${BASE}/export.${format}`, requireUser(), async (req, res) => {
      const rows = await listWaitlist(ctx, actorOf(req), scheduleOf(req));
      relay.nudge();
      await streamExport(res, {
        name: 'waitlist',
        format,
        columns: WAITLIST_EXPORT,
        batches: (async function* () {
          yield rows;
        })(),
      });
    });
  }

  router.get(`${BASE}/mine`, requireUser(), async (req, res) => {
    res.json({ data: await myWaitlistEntries(ctx, actorOf(req)) });
  });

  router.post(BASE, requireUser(), validate(joinWaitlistSchema), async (req, res) => {
    const data = await joinWaitlist(ctx, actorOf(req), req.body);
    relay.nudge();
    res.status(201).json({ data });
  });

  router.post(PUBLIC, requireUser(), validate(joinWaitlistAsGuestSchema), async (req, res) => {
    const { email, firstName, lastName, ...input } = req.body;
    const data = await joinWaitlist(ctx, actorOf(req), input, { email, firstName, lastName });
    relay.nudge();
    res.status(201).json({ data });
  });

  router.post(`${BASE}/:id/leave`, requireUser(), async (req, res) => {
    const data = await leaveWaitlist(ctx, actorOf(req), uuidParam(req, 'id', 'Waitlist entry'));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:id/offer`, requireUser(), async (req, res) => {
    const data = await offerNow(ctx, actorOf(req), uuidParam(req, 'id', 'Waitlist entry'));
    relay.nudge();
    res.json({ data });
  });

  router.get(`${PUBLIC}/link`, async (req, res) => {
    const query = await validateInput(waitlistTokenSchema, req.query);
    if (!query.ok) throw new ValidationError(query.errors);
    const data = await readWaitlistLink(ctx, query.value.token);
    res.set('Cache-Control', 'no-store').json({ data });
  });

  router.post(`${PUBLIC}/leave`, validate(waitlistTokenSchema), async (req, res) => {
    const data = await leaveWaitlistByToken(ctx, req.body.token);
    relay.nudge();
    res.json({ data });
  });

  router.post(`${PUBLIC}/decline`, validate(waitlistTokenSchema), async (req, res) => {
    const data = await declineOffer(ctx, req.body.token);
    relay.nudge();
    res.json({ data });
  });
}
