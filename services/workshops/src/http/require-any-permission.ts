import type { RequestHandler } from 'express';
import { actorOf, can, ForbiddenError, UnauthenticatedError } from '@coachwork/service-kit';

/**
 * 401 for a guest, 403 unless the caller holds one of the permissions. Used where an object-scoped
 * permission (`...-own`) stands beside the unscoped one; the use case then applies the object rule.
 */
export function requireAnyPermission(...permissions: string[]): RequestHandler {
  return (req, _res, next) => {
    const actor = actorOf(req);
    if (!actor.userId) return next(new UnauthenticatedError());
    if (!permissions.some((p) => can(actor, p))) return next(new ForbiddenError());
    next();
  };
}
