// Guest checkout (POST /v1/public/payments/payment-intent). Bookings learns people from identity's
// events and cannot make an account, so the gateway asks identity for the address's account first
// (made PENDING when there is none, nobody signed in), then hands the request to bookings vouched for
// as that account: bookings holds the seats, opens the intent and answers the checkout token. The whole
// body is checked here first, so a refused checkout makes no account. The browser's anonymous checkout
// session (a random httpOnly cookie set here) rides along as a digest: an Idempotency-Key is that
// session's, so another browser sending the same key and body for the same address runs afresh instead
// of receiving the first one's checkout token and client secret.
import { createHash, randomBytes } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { guestCheckoutSchema, joinWaitlistAsGuestSchema } from '@coachwork/contracts';
import {
  IDEMPOTENCY_TTL_MS,
  INTERNAL_TOKEN_HEADER,
  jsonBody,
  signInternalToken,
  validate,
  type Actor,
} from '@coachwork/service-kit';
import type { GatewayConfig } from './config';
import type { IdentityClient } from './identity-client';
import { authLimiter, requestLanguage } from './auth.routes';
import type { RateLimitStores } from './rate-limit-store';

export const GUEST_CHECKOUT_PATH = '/v1/public/payments/payment-intent';
/** Joining a sold-out schedule's waitlist by e-mail (issue 27 item 1): the same account step. */
export const GUEST_WAITLIST_PATH = '/v1/public/waitlist';
export const CHECKOUT_SESSION_COOKIE = 'coachwork_checkout';
const CHECKOUT_SESSION = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser's checkout session: its cookie, or a new random one. Set again on every checkout so it
 * outlives the key this request stores (replayed for IDEMPOTENCY_TTL_MS); sent to this route only.
 */
function checkoutSession(req: Request, res: Response, secure: boolean): string {
  const given = (req.cookies as Record<string, unknown> | undefined)?.[CHECKOUT_SESSION_COOKIE];
  const session =
    typeof given === 'string' && CHECKOUT_SESSION.test(given) ? given : randomBytes(32).toString('base64url');
  res.cookie(CHECKOUT_SESSION_COOKIE, session, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: GUEST_CHECKOUT_PATH,
    maxAge: IDEMPOTENCY_TTL_MS,
  });
  return session;
}

export function guestCheckoutRoutes(
  config: GatewayConfig,
  identity: IdentityClient,
  bookings: RequestHandler,
  stores?: RateLimitStores,
): Router {
  const router = Router();
  router.post(
    GUEST_CHECKOUT_PATH,
    jsonBody(),
    // Each checkout may make an account: counted per caller and address like a registration.
    authLimiter(config, stores, 'guest-checkout'),
    validate(guestCheckoutSchema),
    async (req, res, next) => {
      const session = checkoutSession(req, res, config.cookieSecure);
      const { email, firstName, lastName } = req.body as {
        email: string;
        firstName: string;
        lastName: string;
      };
      const account = await identity.guestAccount({ email, firstName, lastName, language: requestLanguage(req) });
      // No session and no roles: the account's id only, for this one route (a signed-in caller's own
      // session does not ride along either), and the checkout session's digest (never the cookie itself).
      const actor: Actor = {
        userId: account.userId,
        sessionId: null,
        roles: [],
        permissions: [],
        checkoutSession: createHash('sha256').update(session).digest('base64url'),
        ip: req.ip ?? null,
      };
      req.headers[INTERNAL_TOKEN_HEADER] = signInternalToken(actor, config.INTERNAL_TOKEN_SECRET);
      bookings(req, res, next);
    },
  );
  router.post(
    GUEST_WAITLIST_PATH,
    jsonBody(),
    // Each join may make an account and sends a mail: counted per caller and address like a checkout.
    authLimiter(config, stores, 'guest-waitlist'),
    validate(joinWaitlistAsGuestSchema),
    async (req, res, next) => {
      const { email, firstName, lastName } = req.body as { email: string; firstName: string; lastName: string };
      const account = await identity.guestAccount({ email, firstName, lastName, language: requestLanguage(req) });
      // The account's id only, as for a checkout: bookings writes the entry for it and mails the address.
      const actor: Actor = {
        userId: account.userId,
        sessionId: null,
        roles: [],
        permissions: [],
        ip: req.ip ?? null,
      };
      req.headers[INTERNAL_TOKEN_HEADER] = signInternalToken(actor, config.INTERNAL_TOKEN_SECRET);
      bookings(req, res, next);
    },
  );
  return router;
}
