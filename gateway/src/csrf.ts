// Signed double-submit CSRF tokens: `nonce.hmac(session id, nonce)`. The browser echoes the cookie in
// X-XSRF-TOKEN; a token minted for another session, or forged without the secret, does not verify.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

function mac(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', `csrf:${secret}`).update(`${binding}.${nonce}`).digest('base64url');
}

export function issueCsrfToken(secret: string, sessionId: string | null): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${mac(secret, sessionId ?? 'guest', nonce)}`;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function verifyCsrf(
  secret: string,
  sessionId: string | null,
  cookie: unknown,
  header: unknown,
): boolean {
  if (typeof cookie !== 'string' || typeof header !== 'string' || !safeEqual(cookie, header)) return false;
  const [nonce, given, extra] = header.split('.');
  if (!nonce || !given || extra !== undefined) return false;
  return safeEqual(given, mac(secret, sessionId ?? 'guest', nonce));
}

export function setCsrfCookie(res: Response, token: string, secure: boolean): void {
  // Readable by script on purpose: the front end copies it into the header.
  res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}
