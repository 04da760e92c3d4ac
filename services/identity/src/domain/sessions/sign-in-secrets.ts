// The secrets behind password-less sign-in: 6-digit codes and one-time links. Only an HMAC of each
// secret is stored (keyed with a server secret, so a leaked table cannot be brute-forced offline for
// the 10^6 possible codes); each is single use, short-lived, and a code dies after OTP_MAX_TRIES checks.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@coachwork/contracts';
import type { Db } from '@coachwork/service-kit';
import { signInSecrets } from '../../data/schema';

export const OTP_TTL_MS = 10 * 60_000;
export const LINK_TTL_MS = 15 * 60_000;
/** The sign-in link in a guest checkout's confirmation: read later than a link one just asked for. */
export const GUEST_LINK_TTL_MS = 24 * 60 * 60_000;
export const OTP_MAX_TRIES = 5;

export interface SignInSecretOptions {
  /** Keys the HMAC. Rotating it only voids the codes and links in flight. */
  secret: string;
  now: () => Date;
}

export function signInSecretStore(db: Db, options: SignInSecretOptions) {
  const key = `sign-in-secret:${options.secret}`;
  const digest = (input: string) => createHmac('sha256', key).update(input).digest('base64url');
  // The user id is part of a code's hash: two people may well hold the same six digits.
  const otpHash = (userId: string, code: string) => digest(`otp:${userId}:${code}`);
  const linkHash = (token: string) => digest(`link:${token}`);

  /** Stores a new secret and deletes the user's older ones of that kind: only the latest works. */
  async function replace(userId: string, kind: 'otp' | 'link', secretHash: string, ttlMs: number) {
    const now = options.now();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await db.transaction(async (tx) => {
      await tx
        .delete(signInSecrets)
        .where(and(eq(signInSecrets.userId, userId), eq(signInSecrets.kind, kind)));
      await tx.insert(signInSecrets).values({ userId, kind, secretHash, createdAt: now, expiresAt });
    });
    return expiresAt;
  }

  return {
    async issueOtp(userId: string): Promise<{ code: string; expiresAt: Date }> {
      // randomInt draws from the CSPRNG without modulo bias.
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      return { code, expiresAt: await replace(userId, 'otp', otpHash(userId, code), OTP_TTL_MS) };
    },

    /** `ttlMs`: a guest checkout's link lives longer than one asked for on the sign-in page. */
    async issueLink(userId: string, ttlMs = LINK_TTL_MS): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      return { token, expiresAt: await replace(userId, 'link', linkHash(token), ttlMs) };
    },

    /**
     * True when `code` is the user's live code, which is then used up. Every check first spends a try
     * in one conditional UPDATE, so parallel guesses cannot get past the limit.
     */
    async consumeOtp(userId: string, code: string): Promise<boolean> {
      const now = options.now();
      const live = await db
        .update(signInSecrets)
        .set({ attempts: sql`${signInSecrets.attempts} + 1` })
        .where(
          and(
            eq(signInSecrets.userId, userId),
            eq(signInSecrets.kind, 'otp'),
            isNull(signInSecrets.consumedAt),
            gt(signInSecrets.expiresAt, now),
            lt(signInSecrets.attempts, OTP_MAX_TRIES),
          ),
        )
        .returning({ id: signInSecrets.id, secretHash: signInSecrets.secretHash });
      const expected = otpHash(userId, code);
      const match = live.find((row) => safeEqual(row.secretHash, expected));
      if (!match) return false;
      const [used] = await db
        .update(signInSecrets)
        .set({ consumedAt: now })
        .where(and(eq(signInSecrets.id, match.id), isNull(signInSecrets.consumedAt)))
        .returning({ id: signInSecrets.id });
      return Boolean(used);
    },

    /** The user a live link belongs to, using the link up; null when unknown, expired or used. */
    async consumeLink(token: string): Promise<string | null> {
      const now = options.now();
      const [used] = await db
        .update(signInSecrets)
        .set({ consumedAt: now })
        .where(
          and(
            eq(signInSecrets.kind, 'link'),
            eq(signInSecrets.secretHash, linkHash(token)),
            isNull(signInSecrets.consumedAt),
            gt(signInSecrets.expiresAt, now),
          ),
        )
        .returning({ userId: signInSecrets.userId });
      return used?.userId ?? null;
    },
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type SignInSecretStore = ReturnType<typeof signInSecretStore>;
