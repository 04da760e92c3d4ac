// Routes only the gateway calls (never exposed under /v1): sign-in, registration and session lookup.
import type { RequestHandler, Router } from 'express';
import * as yup from 'yup';
import {
  isLanguage,
  guestCheckoutSchema,
  loginSchema,
  loginUsingOtpSchema,
  loginUsingTokenSchema,
  registerSchema,
  registerUsingOtpSchema,
  verifyEmailUsingOtpSchema,
  verifyTokenSchema,
} from '@coachwork/contracts';
import { NotFoundError, uuidParam, validate, type OutboxRelay } from '@coachwork/service-kit';
import type { SessionMeta, SessionUseCases } from '../domain/sessions/sessions';

/** What the gateway learnt from an external provider (it ran the OIDC flow and checked the tokens). */
const providerIdentitySchema = yup.object({
  provider: yup.string().required().max(64),
  subject: yup.string().required().max(255),
  email: yup.string().required().email().max(255),
  emailVerified: yup.boolean().required(),
  firstName: yup.string().max(255).optional(),
  lastName: yup.string().max(255).optional(),
});

const guestAccountSchema = guestCheckoutSchema.pick(['email', 'firstName', 'lastName']);

/** The gateway sends the caller's ip and user agent beside the form; validation strips them. */
const captureMeta: RequestHandler = (req, res, next) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  res.locals.meta = {
    ip: typeof body.ip === 'string' ? body.ip : undefined,
    userAgent: typeof body.userAgent === 'string' ? body.userAgent : undefined,
    language: isLanguage(body.language) ? body.language : undefined,
  } satisfies SessionMeta;
  next();
};

/** The page's language the gateway adds to a sign-up (validation drops fields the schema lacks). */
const languageOf = (res: { locals: Record<string, unknown> }) => (res.locals.meta as SessionMeta).language;

export function internalSessionRoutes(router: Router, sessions: SessionUseCases, relay: OutboxRelay): void {
  router.post('/internal/sessions', captureMeta, validate(loginSchema), async (req, res) => {
    res.status(201).json({ data: await sessions.login(req.body, res.locals.meta as SessionMeta) });
  });

  router.post('/internal/users', captureMeta, validate(registerSchema), async (req, res) => {
    const data = await sessions.register(req.body, res.locals.meta as SessionMeta);
    relay.nudge();
    res.status(201).json({ data });
  });

  // Password-less sign-in: codes and links are mailed from here; the session starts at verification.
  router.post('/internal/otp-registrations', captureMeta, validate(registerUsingOtpSchema), async (req, res) => {
    const data = await sessions.registerUsingOtp({ ...req.body, language: languageOf(res) });
    relay.nudge();
    res.status(202).json({ data });
  });

  router.post('/internal/otp-requests', validate(loginUsingOtpSchema), async (req, res) => {
    await sessions.requestOtp(req.body);
    res.status(202).end();
  });

  router.post(
    '/internal/otp-sessions',
    captureMeta,
    validate(verifyEmailUsingOtpSchema),
    async (req, res) => {
      res.status(201).json({ data: await sessions.verifyOtp(req.body, res.locals.meta as SessionMeta) });
    },
  );

  router.post('/internal/sign-in-links', validate(loginUsingTokenSchema), async (req, res) => {
    await sessions.requestSignInLink(req.body);
    res.status(202).end();
  });

  router.post('/internal/token-sessions', captureMeta, validate(verifyTokenSchema), async (req, res) => {
    res.status(201).json({ data: await sessions.verifyToken(req.body, res.locals.meta as SessionMeta) });
  });

  router.post(
    '/internal/provider-sessions',
    captureMeta,
    validate(providerIdentitySchema),
    async (req, res) => {
      const data = await sessions.signInWithProvider(req.body, res.locals.meta as SessionMeta);
      relay.nudge();
      res.status(201).json({ data });
    },
  );

  // Guest checkout (the gateway validated the whole checkout body): the address's account, made when
  // there is none; nobody is signed in.
  router.post('/internal/guest-accounts', captureMeta, validate(guestAccountSchema), async (req, res) => {
    const data = await sessions.guestAccount({ ...req.body, language: languageOf(res) });
    if (data.created) relay.nudge();
    res.json({ data });
  });

  /** Signs a user out everywhere. */
  router.delete('/internal/users/:id/sessions', async (req, res) => {
    await sessions.revokeAllForUser(uuidParam(req, 'id', 'User'));
    res.status(204).end();
  });

  router.get('/internal/sessions/:id', async (req, res) => {
    const view = await sessions.resolve(uuidParam(req, 'id', 'Session'));
    if (!view) throw new NotFoundError('Session not found.');
    res.json({ data: view });
  });

  router.delete('/internal/sessions/:id', async (req, res) => {
    await sessions.revoke(uuidParam(req, 'id', 'Session'));
    res.status(204).end();
  });
}
