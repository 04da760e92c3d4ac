// Routes only the gateway calls (never exposed under /v1): sign-in, registration and session lookup.
import type { RequestHandler, Router } from 'express';
import { loginSchema, registerSchema } from '@coachwork/contracts';
import { NotFoundError, uuidParam, validate, type OutboxRelay } from '@coachwork/service-kit';
import type { SessionMeta, SessionUseCases } from '../domain/sessions/sessions';

/** The gateway sends the caller's ip and user agent beside the form; validation strips them. */
const captureMeta: RequestHandler = (req, res, next) => {
  const body = (req.body ?? {}) as Record<string, unknown>;
  res.locals.meta = {
    ip: typeof body.ip === 'string' ? body.ip : undefined,
    userAgent: typeof body.userAgent === 'string' ? body.userAgent : undefined,
  } satisfies SessionMeta;
  next();
};

export function internalSessionRoutes(router: Router, sessions: SessionUseCases, relay: OutboxRelay): void {
  router.post('/internal/sessions', captureMeta, validate(loginSchema), async (req, res) => {
    res.status(201).json({ data: await sessions.login(req.body, res.locals.meta as SessionMeta) });
  });

  router.post('/internal/users', captureMeta, validate(registerSchema), async (req, res) => {
    const data = await sessions.register(req.body, res.locals.meta as SessionMeta);
    relay.nudge();
    res.status(201).json({ data });
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
