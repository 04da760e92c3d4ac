import type { Request, RequestHandler, Router } from 'express';
import { CHECKOUT_TOKEN_HEADER, guestCheckoutSchema } from '@coachwork/contracts';
import {
  actorOf,
  idempotent,
  NotFoundError,
  requireUser,
  uuidParam,
  validate,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { idempotencyKeys } from '../data/schema';
import { BOOKING_NOT_FOUND } from '../domain/bookings/booking-access';
import { checkoutTokenOwner, guestCheckout } from '../domain/payments/guest-checkout.use-case';
import type { PaymentsContext } from '../domain/payments/payments-context';

declare module 'express-serve-static-core' {
  interface Request {
    /** The guest account a valid X-Checkout-Token pays for (this request's booking only). */
    checkoutOwner?: string;
  }
}

const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * On a booking's payment-intent and finalize routes: a checkout token, when sent, stands for the
 * booking's owner (404 unless it is this booking's); without one the caller must be signed in.
 */
export function userOrCheckoutToken(ctx: PaymentsContext): RequestHandler {
  const signedIn = requireUser();
  return async (req, res, next) => {
    const token = req.get(CHECKOUT_TOKEN_HEADER);
    if (token === undefined) return signedIn(req, res, next);
    const bookingId = uuidParam(req, 'id', 'Booking');
    const owner = TOKEN.test(token) ? await checkoutTokenOwner(ctx.db, bookingId, token) : null;
    if (!owner) return next(new NotFoundError(BOOKING_NOT_FOUND));
    req.checkoutOwner = owner;
    next();
  };
}

/** Idempotency keys of a guest's payment calls are their checkout's own, not every guest's. */
export const payerScope = (req: Request) =>
  req.checkoutOwner ? `checkout:${req.checkoutOwner}` : (actorOf(req).userId ?? 'guest');

/**
 * A guest checkout's Idempotency-Key is the anonymous checkout session's that sent it (the gateway's
 * cookie), never the account of the address: anyone may name an address, so under the account's scope
 * a stranger repeating a guest's key and body would be handed that guest's checkout token.
 */
export const checkoutSessionScope = (req: Request) => `checkout-session:${actorOf(req).checkoutSession}`;

/**
 * POST /v1/public/payments/payment-intent. Only the gateway reaches it vouched for as an account: it
 * found or made the account of the body's address first (guests have no session of their own).
 */
export function guestCheckoutRoutes(router: Router, ctx: PaymentsContext, relay: OutboxRelay): void {
  const scoped = idempotent({
    db: ctx.db,
    table: idempotencyKeys,
    now: ctx.now,
    scope: checkoutSessionScope,
  });
  // Without a checkout session (not through the gateway) there is nobody to replay to: the key is ignored.
  const once: RequestHandler = (req, res, next) =>
    actorOf(req).checkoutSession ? scoped(req, res, next) : next();
  router.post(
    '/v1/public/payments/payment-intent',
    requireUser(),
    once,
    validate(guestCheckoutSchema),
    async (req, res) => {
      const data = await guestCheckout(ctx, req.body, actorOf(req));
      relay.nudge();
      res.status(201).json({ data });
    },
  );
}
