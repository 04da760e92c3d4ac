// The caller as the gateway vouches for it. Services trust only what arrives in a signed internal
// token; a request without one is refused before any route runs.
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { RequestHandler } from 'express';
import { ForbiddenError, UnauthenticatedError } from '../errors';

export interface Actor {
  /** null for a guest (public routes still get a token, so every request is vouched for). */
  userId: string | null;
  sessionId: string | null;
  roles: string[];
  permissions: string[];
  /** The user's default tenant: the current tenant of a /v1/t request that names none. */
  defaultTenantSlug?: string | null;
  /**
   * Guest checkout only: a digest of the browser's anonymous checkout cookie, the scope of that request's
   * Idempotency-Key (the account of the address the body names proves nothing about who sent it).
   */
  checkoutSession?: string;
  /**
   * The signed-in user's address and whether identity holds it verified, read from identity with the
   * session on this very request. A service's copy of the user follows identity's events a moment
   * later; what only the address's verified owner may do (answer an invitation to it) reads these.
   */
  email?: string | null;
  emailVerified?: boolean;
  /** The caller's address as the gateway read it (its trust proxy setting): what the audit log keeps. */
  ip?: string | null;
}

export const GUEST: Actor = Object.freeze({
  userId: null,
  sessionId: null,
  roles: [],
  permissions: [],
}) as Actor;

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
const AUDIENCE = 'coachwork-services';
const ISSUER = 'coachwork-gateway';

declare module 'express-serve-static-core' {
  interface Request {
    actor?: Actor;
  }
}

const hmacKeys = new Map<string, KeyObject>();

/**
 * The HS256 key for a secret, made once: given a string, jsonwebtoken first tries it as a PEM key and
 * builds a key object on every call, which cost more than the rest of a request's signing and checking.
 */
export function hmacKey(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    hmacKeys.set(secret, key);
  }
  return key;
}

export function signInternalToken(actor: Actor, secret: string): string {
  return jwt.sign({ act: actor }, hmacKey(secret), {
    algorithm: 'HS256',
    audience: AUDIENCE,
    issuer: ISSUER,
    expiresIn: 60,
  });
}

export function verifyInternalToken(token: string, secret: string): Actor {
  const payload = jwt.verify(token, hmacKey(secret), {
    algorithms: ['HS256'],
    audience: AUDIENCE,
    issuer: ISSUER,
  }) as {
    act?: Actor;
  };
  const a = payload.act;
  if (!a || !Array.isArray(a.roles) || !Array.isArray(a.permissions)) throw new Error('malformed actor');
  return {
    userId: a.userId ?? null,
    sessionId: a.sessionId ?? null,
    roles: a.roles,
    permissions: a.permissions,
    defaultTenantSlug: typeof a.defaultTenantSlug === 'string' ? a.defaultTenantSlug : null,
    ...(typeof a.checkoutSession === 'string' && { checkoutSession: a.checkoutSession }),
    ...(typeof a.email === 'string' && { email: a.email }),
    ...(typeof a.emailVerified === 'boolean' && { emailVerified: a.emailVerified }),
    ...(typeof a.ip === 'string' && { ip: a.ip }),
  };
}

/** Mount first in every service app. */
export function internalAuth(secret: string): RequestHandler {
  return (req, _res, next) => {
    const token = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof token !== 'string') return next(new UnauthenticatedError('Missing internal token.'));
    try {
      req.actor = verifyInternalToken(token, secret);
      next();
    } catch {
      next(new UnauthenticatedError('Invalid internal token.'));
    }
  };
}

export function actorOf(req: { actor?: Actor }): Actor {
  return req.actor ?? GUEST;
}

export function can(actor: Actor, permission: string): boolean {
  return actor.permissions.includes(permission);
}

/** 401 for a guest, 403 for a signed-in user without the permission. */
export function requirePermission(permission: string): RequestHandler {
  return (req, _res, next) => {
    const actor = actorOf(req);
    if (!actor.userId) return next(new UnauthenticatedError());
    if (!can(actor, permission)) return next(new ForbiddenError());
    next();
  };
}

export function requireUser(): RequestHandler {
  return (req, _res, next) => next(actorOf(req).userId ? undefined : new UnauthenticatedError());
}
