// /v1/users (back office and self-service) and /v1/public/users (anyone, public fields only).
import type { Request, RequestHandler, Response, Router } from 'express';
import {
  createUserSchema,
  onboardingSchema,
  rejectCoachProfileSchema,
  updateUserSchema,
} from '@coachwork/contracts';
import {
  actorOf,
  can,
  ForbiddenError,
  NotFoundError,
  requirePermission,
  requireUser,
  isUuid,
  listExportRoutes,
  uuidParam,
  validate,
  type Db,
  type OutboxRelay,
} from '@coachwork/service-kit';
import {
  findPublicUser,
  findPublicUserByUsername,
  listPublicUsers,
  listUsers,
  toPublicUserDto,
  userListSpec,
} from '../data/user-query.repository';
import { loadUserView, toUserDto } from '../data/user.repository';
import type { UserRow } from '../data/schema';
import { createUser } from '../domain/users/create-user.use-case';
import { USER_NOT_FOUND } from '../domain/users/find-user';
import { onboardUser } from '../domain/users/onboard-user.use-case';
import { reviewCoachProfile } from '../domain/users/review-coach-profile.use-case';
import { deleteUser, restoreUser } from '../domain/users/trash-user.use-case';
import { assertMayEdit, updateUser } from '../domain/users/update-user.use-case';
import { rawPage, USER_EXPORT } from './export-columns';

const BASE = '/v1/users';
const userId = (req: Request) => uuidParam(req, 'id', 'User');

export interface UserRouteDeps {
  db: Db;
  relay: OutboxRelay;
  mailEmailCode(row: UserRow): Promise<void>;
}

/** Self, or a holder of `permission`; checked before the body is looked at. */
function selfOr(permission: string): RequestHandler {
  return (req, _res, next) => {
    const actor = actorOf(req);
    const id = userId(req);
    next(actor.userId === id || can(actor, permission) ? undefined : new ForbiddenError());
  };
}

export function userRoutes(router: Router, deps: UserRouteDeps): void {
  const { db, relay } = deps;

  router.get(BASE, requirePermission('users.view'), async (req, res) => {
    res.json(await listUsers(db, req.query));
  });

  // Before /:id. Each user with their names and roles.
  listExportRoutes(router, {
    path: BASE,
    guards: [requirePermission('users.view')],
    spec: userListSpec,
    name: 'users',
    columns: USER_EXPORT,
    load: (q, req) => listUsers(db, { ...rawPage(req.query, q), include: 'roles,profile' }),
  });

  router.post(BASE, requirePermission('users.create'), validate(createUserSchema), async (req, res) => {
    const data = await createUser(db, req.body, actorOf(req).userId);
    relay.nudge();
    res.status(201).json({ data });
  });

  router.get(`${BASE}/:id`, requireUser(), selfOr('users.view'), async (req, res) => {
    const view = await loadUserView(db, userId(req));
    // A trashed user is still shown to those who may restore them.
    if (!view || (view.row.deletedAt && !can(actorOf(req), 'users.restore')))
      throw new NotFoundError(USER_NOT_FOUND);
    res.json({ data: toUserDto(view) });
  });

  const update = async (req: Request, res: Response) => {
    const data = await updateUser(deps, actorOf(req), userId(req), req.body);
    relay.nudge();
    res.json({ data });
  };
  const mayEdit: RequestHandler = (req, _res, next) => {
    assertMayEdit(actorOf(req), userId(req));
    next();
  };
  router.patch(`${BASE}/:id`, requireUser(), mayEdit, validate(updateUserSchema), update);
  router.put(`${BASE}/:id`, requireUser(), mayEdit, validate(updateUserSchema), update);

  router.delete(`${BASE}/:id`, requirePermission('users.delete'), async (req, res) => {
    const data = await deleteUser(db, actorOf(req), userId(req));
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:id/restore`, requirePermission('users.restore'), async (req, res) => {
    const data = await restoreUser(db, userId(req));
    relay.nudge();
    res.json({ data });
  });

  router.post(
    `${BASE}/:id/onboarding`,
    requireUser(),
    (req, _res, next) => next(actorOf(req).userId === userId(req) ? undefined : new ForbiddenError()),
    validate(onboardingSchema),
    async (req, res) => {
      const data = await onboardUser(db, actorOf(req), userId(req), req.body);
      relay.nudge();
      res.json({ data });
    },
  );

  router.post(`${BASE}/:id/coach-profile/approve`, requirePermission('users.update'), async (req, res) => {
    const data = await reviewCoachProfile(db, userId(req), { approve: true });
    relay.nudge();
    res.json({ data });
  });

  router.post(
    `${BASE}/:id/coach-profile/reject`,
    requirePermission('users.update'),
    validate(rejectCoachProfileSchema),
    async (req, res) => {
      const data = await reviewCoachProfile(db, userId(req), {
        approve: false,
        reason: req.body.reason ?? null,
      });
      relay.nudge();
      res.json({ data });
    },
  );

  // Public directory: no sign-in needed, and nothing private in it.
  router.get('/v1/public/users', async (req, res) => {
    res.json(await listPublicUsers(db, req.query));
  });

  // By id, or by username for the storefront's coach pages (/coaches/{username}); a username is never
  // shaped like a uuid (at most 20 characters), so the two cannot be confused.
  router.get('/v1/public/users/:id', async (req, res) => {
    const key = String(req.params.id);
    const row = isUuid(key)
      ? await findPublicUser(db, key.toLowerCase())
      : await findPublicUserByUsername(db, key);
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    res.json({ data: toPublicUserDto(row) });
  });
}
