// The session cookie holds a signed token naming a server-side session; revoking the session in the
// identity service signs the browser out even while the token is still within its lifetime.
import jwt from 'jsonwebtoken';
import type { Request, Response } from 'express';
import { hmacKey } from '@coachwork/service-kit';

export const SESSION_COOKIE = 'coachwork_session';

export function signSessionToken(secret: string, sessionId: string, ttlMs: number): string {
  return jwt.sign({ sid: sessionId }, hmacKey(secret), {
    algorithm: 'HS256',
    expiresIn: Math.floor(ttlMs / 1000),
    audience: 'coachwork-session',
  });
}

/** The session id the cookie claims, or null when there is none or its signature is wrong. */
export function readSessionId(req: Request, secret: string): string | null {
  const token = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  if (typeof token !== 'string') return null;
  try {
    const payload = jwt.verify(token, hmacKey(secret), {
      algorithms: ['HS256'],
      audience: 'coachwork-session',
    }) as {
      sid?: unknown;
    };
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}

export function setSessionCookie(res: Response, token: string, ttlMs: number, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ttlMs });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
