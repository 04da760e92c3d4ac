import type { Router } from 'express';
import { acceptInvitationSchema } from '@coachwork/contracts';
import { actorOf, requireUser, uuidParam, validate, type OutboxRelay } from '@coachwork/service-kit';
import type { BookingsContext } from '../domain/context';
import {
  acceptInvitation,
  acceptInvitationOfSeat,
  declineInvitation,
  declineInvitationOfSeat,
  listMyPendingInvitations,
  showInvitation,
} from '../domain/invitations/respond-invitation.use-case';

const BASE = '/v1/invitations';

/** The link in the invitation mail: shown to anyone holding it, answered by the invited person. */
export function invitationRoutes(router: Router, ctx: BookingsContext, relay: OutboxRelay): void {
  router.post(`${BASE}/accept`, requireUser(), validate(acceptInvitationSchema), async (req, res) => {
    const data = await acceptInvitation(ctx, req.body.invitation_token, actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/decline`, requireUser(), validate(acceptInvitationSchema), async (req, res) => {
    const data = await declineInvitation(ctx, req.body.invitation_token, actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  // /b: the signed-in person's pending invitations (to their account or verified address), answered
  // there by seat.
  router.get(BASE, requireUser(), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ data: await listMyPendingInvitations(ctx, actorOf(req)) });
  });

  router.post(`${BASE}/:seatId/accept`, requireUser(), async (req, res) => {
    const data = await acceptInvitationOfSeat(ctx, uuidParam(req, 'seatId', 'Invitation'), actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:seatId/decline`, requireUser(), async (req, res) => {
    const data = await declineInvitationOfSeat(ctx, uuidParam(req, 'seatId', 'Invitation'), actorOf(req));
    relay.nudge();
    res.json({ data });
  });

  router.get(`${BASE}/:token`, async (req, res) => {
    // Tokens are private: nobody but the holder needs this answer kept anywhere.
    res.set('Cache-Control', 'no-store');
    res.json({ data: await showInvitation(ctx, String(req.params.token)) });
  });
}
