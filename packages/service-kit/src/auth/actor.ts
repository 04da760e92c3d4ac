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

/** How long an internal token is valid (seconds). */
const TOKEN_SECONDS = 60;
/** A token signed for an actor is handed out again for this long, so it always has 30 s left. */
const TOKEN_REUSE_MS = 30_000;
/** Tokens signed or checked are remembered up to this many each; past it, the memory starts afresh. */
const TOKENS_KEPT = 10_000;

const signed = new Map<string, { token: string; at: number }>();
const checked = new Map<string, { actor: Actor; expiresAt: number }>();

/**
 * The gateway signs one token per request and the service it calls checks it: in a sale, HMAC and JSON
 * work that repeated the same actor's token hundreds of times a second (3.5 % of the product's time).
 * A token made for the same actor and secret within the last 30 s is given again (it is still valid
 * for at least 30 s), and a token checked before is known again until it expires. Only tokens that
 * passed every check are remembered, keyed by their full text.
 */
export function signInternalToken(actor: Actor, secret: string): string {
  const key = `${secret}\n${JSON.stringify(actor)}`;
  const now = Date.now();
  const kept = signed.get(key);
  if (kept && now - kept.at < TOKEN_REUSE_MS) return kept.token;
  const token = jwt.sign({ act: actor }, hmacKey(secret), {
    algorithm: 'HS256',
    audience: AUDIENCE,
    issuer: ISSUER,
    expiresIn: TOKEN_SECONDS,
  });
  if (signed.size >= TOKENS_KEPT) signed.clear();
  signed.set(key, { token, at: now });
  return token;
}

export function verifyInternalToken(token: string, secret: string): Actor {
  const key = `${secret}\n${token}`;
  const known = checked.get(key);
  if (known) {
    if (Date.now() < known.expiresAt) return { ...known.actor };
    checked.delete(key);
  }
  const payload = jwt.verify(token, hmacKey(secret), {
    algorithms: ['HS256'],
    audience: AUDIENCE,
    issuer: ISSUER,
  }) as {
    act?: Actor;
    exp?: number;
  };
  const a = payload.act;
  if (!a || !Array.isArray(a.roles) || !Array.isArray(a.permissions)) throw new Error('malformed actor');
  const actor: Actor = {
    userId: a.userId ?? null,
    sessionId: a.sessionId ?? null,
    // Shared by every request that comes with this token: nothing may change them.
    roles: Object.freeze(a.roles) as string[],
    permissions: Object.freeze(a.permissions) as string[],
    defaultTenantSlug: typeof a.defaultTenantSlug === 'string' ? a.defaultTenantSlug : null,
    ...(typeof a.checkoutSession === 'string' && { checkoutSession: a.checkoutSession }),
    ...(typeof a.email === 'string' && { email: a.email }),
    ...(typeof a.emailVerified === 'boolean' && { emailVerified: a.emailVerified }),
    ...(typeof a.ip === 'string' && { ip: a.ip }),
  };
  if (typeof payload.exp === 'number') {
    if (checked.size >= TOKENS_KEPT) checked.clear();
    checked.set(key, { actor, expiresAt: payload.exp * 1000 });
  }
  return { ...actor };
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
