import { Router, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { HTTP_MESSAGES, loginSchema, registerSchema } from '@coachwork/contracts';
import { jsonBody, UnauthenticatedError, validate } from '@coachwork/service-kit';
import type { SignedIn } from '@coachwork/service-identity';
import type { GatewayConfig } from './config';
import { issueCsrfToken, setCsrfCookie } from './csrf';
import type { IdentityClient } from './identity-client';
import { clearSessionCookie, setSessionCookie, signSessionToken } from './session-cookie';

export function authLimiter(config: GatewayConfig) {
  return rateLimit({
    windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
    limit: config.AUTH_RATE_LIMIT_MAX,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Per address and account: one caller cannot lock others out, nor try many passwords on one.
    keyGenerator(req) {
      const email =
        typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase().slice(0, 255) : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${email}`;
    },
    handler(req, res) {
      const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = reset
        ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000))
        : Math.ceil(config.AUTH_RATE_LIMIT_WINDOW_MS / 1000);
      res.status(429).set('Retry-After', String(seconds)).json({ message: HTTP_MESSAGES.tooManyRequests });
    },
  });
}

export function authRoutes(config: GatewayConfig, identity: IdentityClient): Router {
  const router = Router();
  const ttlMs = config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
  const limiter = authLimiter(config);
  const meta = (req: Request) => ({ ip: req.ip, userAgent: req.get('user-agent') });

  /** A new session id at every sign-in; the old session, if any, is revoked, and CSRF re-bound. */
  async function startSession(req: Request, res: Response, signedIn: SignedIn) {
    if (req.sessionId) await identity.revoke(req.sessionId).catch(() => undefined);
    setSessionCookie(
      res,
      signSessionToken(config.SESSION_SECRET, signedIn.sessionId, ttlMs),
      ttlMs,
      config.cookieSecure,
    );
    setCsrfCookie(res, issueCsrfToken(config.SESSION_SECRET, signedIn.sessionId), config.cookieSecure);
  }

  router.post('/v1/auth/login', jsonBody(), limiter, validate(loginSchema), async (req, res) => {
    const signedIn = await identity.login(req.body, meta(req));
    await startSession(req, res, signedIn);
    res.json({ data: signedIn.user });
  });

  router.post('/v1/auth/register', jsonBody(), limiter, validate(registerSchema), async (req, res) => {
    const signedIn = await identity.register(req.body, meta(req));
    await startSession(req, res, signedIn);
    res.status(201).json({ data: signedIn.user });
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
