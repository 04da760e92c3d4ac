// Guest checkout (POST /v1/public/payments/payment-intent). Bookings learns people from identity's
// events and cannot make an account, so the gateway asks identity for the address's account first
// (made PENDING when there is none, nobody signed in), then hands the request to bookings vouched for
// as that account: bookings holds the seats, opens the intent and answers the checkout token. The whole
// body is checked here first, so a refused checkout makes no account.
import { Router, type RequestHandler } from 'express';
import { guestCheckoutSchema } from '@coachwork/contracts';
import {
  INTERNAL_TOKEN_HEADER,
  jsonBody,
  signInternalToken,
  validate,
  type Actor,
} from '@coachwork/service-kit';
import type { GatewayConfig } from './config';
import type { IdentityClient } from './identity-client';
import { authLimiter } from './auth.routes';

export const GUEST_CHECKOUT_PATH = '/v1/public/payments/payment-intent';

export function guestCheckoutRoutes(
  config: GatewayConfig,
  identity: IdentityClient,
  bookings: RequestHandler,
): Router {
  const router = Router();
  router.post(
    GUEST_CHECKOUT_PATH,
    jsonBody(),
    // Each checkout may make an account: counted per caller and address like a registration.
    authLimiter(config),
    validate(guestCheckoutSchema),
    async (req, res, next) => {
      const { email, firstName, lastName } = req.body as { email: string; firstName: string; lastName: string };
      const account = await identity.guestAccount({ email, firstName, lastName });
      // No session and no roles: the account's id only, for this one route (a signed-in caller's own
      // session does not ride along either).
      const actor: Actor = { userId: account.userId, sessionId: null, roles: [], permissions: [] };
      req.headers[INTERNAL_TOKEN_HEADER] = signInternalToken(actor, config.INTERNAL_TOKEN_SECRET);
      bookings(req, res, next);
    },
  );
  return router;
}
