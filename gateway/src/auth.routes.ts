import { Router, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import {
  HTTP_MESSAGES,
  loginSchema,
  loginUsingOtpSchema,
  loginUsingTokenSchema,
  otpMaybeSentMessage,
  otpSentMessage,
  registerSchema,
  registerUsingOtpSchema,
  signInLinkMaybeSentMessage,
  verifyEmailUsingOtpSchema,
  verifyTokenSchema,
  pickLanguage,
} from '@coachwork/contracts';
import { jsonBody, UnauthenticatedError, validate } from '@coachwork/service-kit';
import type { SignedIn } from '@coachwork/service-identity';
import type { GatewayConfig } from './config';
import { issueCsrfToken, setCsrfCookie } from './csrf';
import type { IdentityClient } from './identity-client';
import type { RateLimitStores } from './rate-limit-store';
import { clearSessionCookie, setSessionCookie, signSessionToken } from './session-cookie';

const bodyEmail = (req: Request) =>
  typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 255) : '';

/**
 * A limiter answering 429 with Retry-After and the shared message; `key` picks what is counted, and
 * `store` where (this process's memory when undefined).
 */
function limiter(windowMs: number, limit: number, key: (req: Request) => string, store?: Store) {
  return rateLimit({
    windowMs,
    limit,
    ...(store && { store }),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    handler(req, res) {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = reset
        ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000))
        : Math.ceil(windowMs / 1000);
      res.status(429).set('Retry-After', String(seconds)).json({ message: HTTP_MESSAGES.tooManyRequests });
    },
  });
}

/** `name` keeps this limiter's counts apart from the others' in a shared store. */
export function authLimiter(config: GatewayConfig, stores?: RateLimitStores, name = 'auth') {
  // Per address and account: one caller cannot lock others out, nor try many passwords on one.
  return limiter(
    config.AUTH_RATE_LIMIT_WINDOW_MS,
    config.AUTH_RATE_LIMIT_MAX,
    (req) => `${ipKeyGenerator(req.ip ?? '')}|${bodyEmail(req)}`,
    stores?.store(name),
  );
}

/**
 * Requests that send mail (codes, links) are counted twice: per recipient, whoever asks, so nobody can
 * flood one inbox; and per caller address, whatever it asks for, so nobody can spray many inboxes.
 */
export function mailLimiters(config: GatewayConfig, stores?: RateLimitStores) {
  return [
    limiter(
      config.MAIL_RATE_LIMIT_WINDOW_MS,
      config.MAIL_RATE_LIMIT_IP_MAX,
      (req) => ipKeyGenerator(req.ip ?? ''),
      stores?.store('mail-caller'),
    ),
    limiter(
      config.MAIL_RATE_LIMIT_WINDOW_MS,
      config.MAIL_RATE_LIMIT_MAX,
      (req) => `to|${bodyEmail(req)}`,
      stores?.store('mail-recipient'),
    ),
  ];
}

/** Who is signing in, and the language their page is in (a new account reads in it; issue 28 item 5). */
export const requestMeta = (req: Request) => ({
  ip: req.ip,
  userAgent: req.get('user-agent'),
  language: requestLanguage(req),
});

/** The storefront's choice for this request: the lang cookie, else Accept-Language, else English. */
export const requestLanguage = (req: Request) => pickLanguage(req.get('cookie'), req.get('accept-language'));

/** A new session id at every sign-in; the old session, if any, is revoked, and CSRF re-bound. */
export function sessionStarter(config: GatewayConfig, identity: IdentityClient) {
  const ttlMs = config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
  return async function startSession(req: Request, res: Response, signedIn: SignedIn) {
    if (req.sessionId) await identity.revoke(req.sessionId).catch(() => undefined);
    setSessionCookie(
      res,
      signSessionToken(config.SESSION_SECRET, signedIn.sessionId, ttlMs),
      ttlMs,
      config.cookieSecure,
    );
    setCsrfCookie(res, issueCsrfToken(config.SESSION_SECRET, signedIn.sessionId), config.cookieSecure);
  };
}

export function authRoutes(
  config: GatewayConfig,
  identity: IdentityClient,
  stores?: RateLimitStores,
): Router {
  const router = Router();
  const signInLimiter = authLimiter(config, stores);
  // One instance for every mail-sending route, so switching between them does not reset the count.
  const mailLimiter = mailLimiters(config, stores);
  const meta = requestMeta;
  const startSession = sessionStarter(config, identity);

  router.post('/v1/auth/login', jsonBody(), signInLimiter, validate(loginSchema), async (req, res) => {
    const signedIn = await identity.login(req.body, meta(req));
    await startSession(req, res, signedIn);
    res.json({ data: signedIn.user });
  });

  router.post('/v1/auth/register', jsonBody(), signInLimiter, validate(registerSchema), async (req, res) => {
    const signedIn = await identity.register(req.body, meta(req));
    await startSession(req, res, signedIn);
    res.status(201).json({ data: signedIn.user });
  });

  router.post(
    '/v1/auth/register-using-otp',
    jsonBody(),
    ...mailLimiter,
    validate(registerUsingOtpSchema),
    async (req, res) => {
      const { email } = await identity.registerUsingOtp({ ...req.body, language: requestLanguage(req) });
      res.status(202).json({ data: { email, message: otpSentMessage(email) } });
    },
  );

  // Known or not, the address gets the same answer in about the same time (the mail goes out after).
  router.post(
    '/v1/auth/login-using-otp',
    jsonBody(),
    ...mailLimiter,
    validate(loginUsingOtpSchema),
    async (req, res) => {
      await identity.requestOtp(req.body);
      res.status(202).json({ data: { email: req.body.email, message: otpMaybeSentMessage(req.body.email) } });
    },
  );

  router.post(
    '/v1/auth/verify-email-using-otp',
    jsonBody(),
    signInLimiter,
    validate(verifyEmailUsingOtpSchema),
    async (req, res) => {
      const signedIn = await identity.verifyOtp(req.body, meta(req));
      await startSession(req, res, signedIn);
      res.json({ data: signedIn.user });
    },
  );

  router.post(
    '/v1/auth/login-using-token',
    jsonBody(),
    ...mailLimiter,
    validate(loginUsingTokenSchema),
    async (req, res) => {
      await identity.requestSignInLink(req.body);
      res
        .status(202)
        .json({ data: { email: req.body.email, message: signInLinkMaybeSentMessage(req.body.email) } });
    },
  );

  router.post(
    '/v1/auth/verify-token',
    jsonBody(),
    signInLimiter,
    validate(verifyTokenSchema),
    async (req, res) => {
      const signedIn = await identity.verifyToken(req.body, meta(req));
      await startSession(req, res, signedIn);
      res.json({ data: signedIn.user });
    },
  );

  /** Sign out everywhere: every session of the user, this one included, is revoked server-side. */
  router.post('/v1/auth/logout-all', async (req, res) => {
    if (!req.session) throw new UnauthenticatedError();
    await identity.revokeAllForUser(req.session.user.id);
    clearSessionCookie(res, config.cookieSecure);
    setCsrfCookie(res, issueCsrfToken(config.SESSION_SECRET, null), config.cookieSecure);
    res.status(204).end();
  });

  router.post('/v1/auth/logout', async (req, res) => {
    if (req.sessionId) await identity.revoke(req.sessionId);
    clearSessionCookie(res, config.cookieSecure);
    setCsrfCookie(res, issueCsrfToken(config.SESSION_SECRET, null), config.cookieSecure);
    res.status(204).end();
  });

  router.get('/v1/auth/user', (req, res) => {
    if (!req.session) throw new UnauthenticatedError();
    res.json({ data: req.session.user });
  });

  return router;
}
