// Sign-in and sessions. The gateway calls these (in-process in embedded mode, over the internal
// HTTP routes in distributed mode); the session id it puts in the cookie is the row's id.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_SUSPENDED,
  DEFAULT_LANGUAGE,
  EMAIL_TAKEN,
  GUEST_CHECKOUT_SIGN_IN,
  HTTP_MESSAGES,
  OTP_INCORRECT,
  SIGN_IN_LINK_INVALID,
  USERNAME_TAKEN,
  type GuestCheckoutConfirmedPayload,
  type Language,
  type LoginInput,
  type LoginUsingOtpInput,
  type LoginUsingTokenInput,
  type RegisterInput,
  type RegisterUsingOtpInput,
  type VerifyEmailUsingOtpInput,
  type VerifyTokenInput,
} from '@coachwork/contracts';
import {
  addToOutbox,
  isUniqueViolation,
  ValidationError,
  type Db,
  type Mailer,
} from '@coachwork/service-kit';
import { eventStore, oauthAccounts, sessions, users, type UserRow } from '../../data/schema';
import {
  findUserByEmail,
  loadSessionView,
  loadUserView,
  roleNamesOf,
  toUserDto,
  userPayload,
  type UserDto,
  type UserView,
} from '../../data/user.repository';
import { hashPassword, verifyPassword } from '../users/password';
import { guestCheckoutMail } from '../../mail/guest-checkout.mail';
import { signInCodeMail, signInLinkMail } from '../../mail/sign-in.mail';
import { GUEST_LINK_TTL_MS, signInSecretStore } from './sign-in-secrets';

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The page's language at sign-up (the gateway's pickLanguage): a new account reads in it. */
  language?: Language | undefined;
}

export interface SignedIn {
  sessionId: string;
  expiresAt: string;
  user: UserDto;
}

export interface SessionView {
  sessionId: string;
  user: UserDto;
  roles: string[];
  permissions: string[];
}

/** Who an external OpenID provider says signed in (the gateway ran the OIDC flow and checked it). */
export interface ProviderIdentity {
  /** The provider's name from configuration, for example `google`. */
  provider: string;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  email: string;
  /** Only a verified address may find or create an account. */
  emailVerified: boolean;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Who checks out as a guest (the gateway validated the whole checkout body first). */
export interface GuestAccountInput {
  email: string;
  firstName: string;
  lastName: string;
}

export interface GuestAccount {
  userId: string;
  email: string;
  /** Made by this checkout (a new PENDING account). */
  created: boolean;
}

export const PROVIDER_EMAIL_UNVERIFIED = 'The provider has not verified this email address.';

export interface SessionOptions {
  ttlMs: number;
  /** Keys the HMAC of sign-in codes and links. */
  secret: string;
  mailer: Mailer;
  /** Where the product is opened; sign-in links point at `${appUrl}/login/token?token=…`. */
  appUrl: string;
  /** The clock of code and link expiry (tests move it forward instead of waiting). */
  now?: () => Date;
}

export function sessionUseCases(db: Db, options: SessionOptions) {
  const now = options.now ?? (() => new Date());
  const secrets = signInSecretStore(db, { secret: options.secret, now });

  /** Nobody who is deleted can sign in; a suspended person learns so only after proving who they are. */
  const signInable = (row: UserRow | undefined): row is UserRow => Boolean(row && !row.deletedAt);
  function assertNotSuspended(row: UserRow) {
    if (row.status === 'SUSPENDED') throw new ValidationError({ email: [ACCOUNT_SUSPENDED] });
  }

  async function mailCode(row: UserRow) {
    const { code } = await secrets.issueOtp(row.id);
    options.mailer.dispatch(signInCodeMail(row.email, code, row.profile.firstName, row.language));
  }

  /** The address was proven by a mailed code or link: mark it verified (once) and open a session. */
  async function signInVerified(row: UserRow, meta: SessionMeta): Promise<SignedIn> {
    if (!row.emailVerifiedAt) {
      const at = now();
      // Announced, because other services act on it (bookings lets a verified address take a seat).
      await db.transaction(async (tx) => {
        const [verified] = await tx
          .update(users)
          .set({ emailVerifiedAt: at, updatedAt: at })
          .where(and(eq(users.id, row.id), isNull(users.emailVerifiedAt)))
          .returning();
        if (verified)
          await addToOutbox(
            tx,
            eventStore,
            'identity.user.updated',
            userPayload(verified, await roleNamesOf(tx, row.id)),
          );
      });
    }
    return openSession((await loadUserView(db, row.id))!, meta);
  }

  /** A username for someone who signed up with an address only; they can change it during onboarding. */
  async function freeUsername(email: string): Promise<string> {
    let base = email
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '')
      .replace(/^[_-]+/, '')
      .slice(0, 15);
    if (base.length < 4) base = `${base}user`;
    const taken = async (name: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.username, name)).limit(1)).length > 0;
    if (!(await taken(base))) return base;
    for (let i = 0; i < 5; i++) {
      const candidate = `${base}-${randomInt(1000, 10000)}`;
      if (!(await taken(candidate))) return candidate;
    }
    return `user-${randomBytes(6).toString('hex')}`;
  }

  /** A new PENDING user (onboarding makes them ACTIVE) and its `identity.user.registered` event. */
  async function createPendingUser(values: {
    email: string;
    username: string;
    passwordHash: string | null;
    firstName?: string | undefined;
    lastName?: string | undefined;
    /** The language the sign-up page was read in (issue 28 item 5); English when not known. */
    language?: Language | undefined;
  }): Promise<UserRow> {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email: values.email,
            username: values.username,
            passwordHash: values.passwordHash,
            // New people go through onboarding (spec §2) before they are ACTIVE.
            status: 'PENDING',
            profile: { firstName: values.firstName, lastName: values.lastName, socialAccounts: [] },
            language: values.language ?? DEFAULT_LANGUAGE,
          })
          .returning();
        await addToOutbox(tx, eventStore, 'identity.user.registered', {
          id: row!.id,
          username: row!.username,
          email: row!.email,
          status: row!.status,
          roles: [],
          emailVerified: false,
          language: row!.language,
        });
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw new ValidationError({ email: ['The email or username has already been taken.'] });
      throw err;
    }
  }

  async function assertFree(email: string, username: string | undefined) {
    const errors: Record<string, string[]> = {};
    const [byEmail] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (byEmail) errors.email = [EMAIL_TAKEN];
    if (username !== undefined) {
      const [byName] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      if (byName) errors.username = [USERNAME_TAKEN];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  async function openSession(view: UserView, meta: SessionMeta): Promise<SignedIn> {
    const expiresAt = new Date(Date.now() + options.ttlMs);
    const [row] = await db
      .insert(sessions)
      .values({
        userId: view.row.id,
        expiresAt,
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 512),
      })
      .returning({ id: sessions.id });
    return { sessionId: row!.id, expiresAt: expiresAt.toISOString(), user: toUserDto(view) };
  }

  return {
    /** Mails a 6-digit code to the user's address (a changed email is proven with it). */
    mailCode,

    async login(input: LoginInput, meta: SessionMeta): Promise<SignedIn> {
      const row = await findUserByEmail(db, input.email);
      const ok = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !ok || row.deletedAt) {
        throw new ValidationError({ email: [HTTP_MESSAGES.invalidCredentials] });
      }
      assertNotSuspended(row);
      return openSession((await loadUserView(db, row.id))!, meta);
    },

    async register(input: RegisterInput, meta: SessionMeta): Promise<SignedIn> {
      await assertFree(input.email, input.username);
      const row = await createPendingUser({
        ...input,
        passwordHash: await hashPassword(input.password),
        language: meta.language,
      });
      return openSession((await loadUserView(db, row.id))!, meta);
    },

    /** Password-less sign-up: a PENDING user and a code by mail; the session starts at verification. */
    async registerUsingOtp(input: RegisterUsingOtpInput & { language?: Language }): Promise<{ email: string }> {
      await assertFree(input.email, input.username);
      const row = await createPendingUser({
        email: input.email,
        username: input.username ?? (await freeUsername(input.email)),
        passwordHash: null,
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
      });
      await mailCode(row);
      return { email: row.email };
    },

    /** Mails a code to a known address; an unknown one gets no mail and the caller no hint of it. */
    async requestOtp(input: LoginUsingOtpInput): Promise<void> {
      const row = await findUserByEmail(db, input.email);
      if (signInable(row)) await mailCode(row);
    },

    async verifyOtp(input: VerifyEmailUsingOtpInput, meta: SessionMeta): Promise<SignedIn> {
      const row = await findUserByEmail(db, input.email);
      if (!signInable(row) || !(await secrets.consumeOtp(row.id, input.otp))) {
        throw new ValidationError({ otp: [OTP_INCORRECT] });
      }
      assertNotSuspended(row);
      return signInVerified(row, meta);
    },

    /** Mails a one-time sign-in link to a known address; the same silence as requestOtp otherwise. */
    async requestSignInLink(input: LoginUsingTokenInput): Promise<void> {
      const row = await findUserByEmail(db, input.email);
      if (!signInable(row)) return;
      const { token } = await secrets.issueLink(row.id);
      const link = new URL('/login/token', options.appUrl);
      link.searchParams.set('token', token);
      options.mailer.dispatch(signInLinkMail(row.email, link.toString(), row.profile.firstName, row.language));
    },

    async verifyToken(input: VerifyTokenInput, meta: SessionMeta): Promise<SignedIn> {
      const userId = await secrets.consumeLink(input.token);
      const [row] = userId ? await db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
      if (!signInable(row)) throw new ValidationError({ token: [SIGN_IN_LINK_INVALID] });
      assertNotSuspended(row);
      return signInVerified(row, meta);
    },

    /**
     * Sign-in through an external provider: the account linked to the provider's subject, else the
     * account with the provider-verified address (then linked), else a new PENDING account (linked).
     * Suspended and deleted accounts are refused like the other sign-ins.
     */
    async signInWithProvider(input: ProviderIdentity, meta: SessionMeta): Promise<SignedIn> {
      const email = input.email.trim().toLowerCase();
      const [link] = await db
        .select()
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.provider, input.provider), eq(oauthAccounts.subject, input.subject)))
        .limit(1);
      let row: UserRow | undefined;
      if (link) {
        [row] = await db.select().from(users).where(eq(users.id, link.userId)).limit(1);
      } else {
        if (!input.emailVerified) throw new ValidationError({ email: [PROVIDER_EMAIL_UNVERIFIED] });
        row = await findUserByEmail(db, email);
        if (!row) {
          row = await createPendingUser({
            email,
            username: await freeUsername(email),
            passwordHash: null,
            firstName: input.firstName?.slice(0, 255),
            lastName: input.lastName?.slice(0, 255),
          });
        }
      }
      if (!signInable(row)) throw new ValidationError({ email: [HTTP_MESSAGES.invalidCredentials] });
      assertNotSuspended(row);
      const at = now();
      await db
        .insert(oauthAccounts)
        .values({ provider: input.provider, subject: input.subject, userId: row.id, email, lastUsedAt: at })
        .onConflictDoUpdate({
          target: [oauthAccounts.provider, oauthAccounts.subject],
          set: { lastUsedAt: at },
        });
      // The provider vouches for the address only when it is the account's own.
      return input.emailVerified && row.email === email
        ? signInVerified(row, meta)
        : openSession((await loadUserView(db, row.id))!, meta);
    },

    /**
     * Guest checkout: the account of `email`, made PENDING (no password, onboarding later) when there is
     * none. Nobody is signed in. Suspended and deleted accounts may not book without signing in.
     */
    async guestAccount(input: GuestAccountInput & { language?: Language }): Promise<GuestAccount> {
      const email = input.email.trim().toLowerCase();
      let row = await findUserByEmail(db, email);
      let created = false;
      // A refused insert is either another checkout for the same new address (use its account) or
      // another new account that took the same derived username a moment earlier (try another one).
      for (let attempt = 0; !row; attempt++) {
        try {
          row = await createPendingUser({
            email,
            username: await freeUsername(email),
            passwordHash: null,
            firstName: input.firstName.slice(0, 255),
            lastName: input.lastName.slice(0, 255),
            language: input.language,
          });
          created = true;
        } catch (err) {
          row = await findUserByEmail(db, email);
          if (!row && attempt >= 3) throw err;
        }
      }
      if (row.deletedAt || row.status === 'SUSPENDED')
        throw new ValidationError({ email: [GUEST_CHECKOUT_SIGN_IN] });
      return { userId: row.id, email: row.email, created };
    },

    /** The confirmation of a guest checkout, with a one-time sign-in link that lands on /b. */
    async mailGuestCheckout(payload: GuestCheckoutConfirmedPayload): Promise<void> {
      const [row] = await db.select().from(users).where(eq(users.id, payload.userId)).limit(1);
      if (!signInable(row) || row.status === 'SUSPENDED') return;
      const { token } = await secrets.issueLink(row.id, GUEST_LINK_TTL_MS);
      const link = new URL('/login/token', options.appUrl);
      link.searchParams.set('token', token);
      link.searchParams.set('redirect', '/b');
      options.mailer.dispatch(guestCheckoutMail(row.email, link.toString(), payload, row.language));
    },

    /** The signed-in user behind a session id, or null when it is unknown, expired, revoked or suspended. */
    async resolve(sessionId: string): Promise<SessionView | null> {
      const found = await loadSessionView(db, sessionId, new Date());
      if (!found) return null;
      const { session: s, view } = found;
      if (view.row.deletedAt || view.row.status === 'SUSPENDED') return null;
      // Touch at most once a minute: a read per request, a write only now and then.
      if (Date.now() - s.lastSeenAt.getTime() > 60_000) {
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, s.id));
      }
      return { sessionId: s.id, user: toUserDto(view), roles: view.roles, permissions: view.permissions };
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionUseCases = ReturnType<typeof sessionUseCases>;
