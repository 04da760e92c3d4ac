// Sign-in and sessions. The gateway calls these (in-process in embedded mode, over the internal
// HTTP routes in distributed mode); the session id it puts in the cookie is the row's id.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { HTTP_MESSAGES, type LoginInput, type RegisterInput } from '@coachwork/contracts';
import { addToOutbox, isUniqueViolation, ValidationError, type Db } from '@coachwork/service-kit';
import { eventStore, sessions, users } from '../../data/schema';
import {
  findUserByEmail,
  loadUserView,
  toUserDto,
  type UserDto,
  type UserView,
} from '../../data/user.repository';
import { hashPassword, verifyPassword } from '../users/password';

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
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

export interface SessionOptions {
  ttlMs: number;
}

export function sessionUseCases(db: Db, options: SessionOptions) {
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
    async login(input: LoginInput, meta: SessionMeta): Promise<SignedIn> {
      const row = await findUserByEmail(db, input.email);
      const ok = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !ok || row.deletedAt) {
        throw new ValidationError({ email: [HTTP_MESSAGES.invalidCredentials] });
      }
      if (row.status === 'SUSPENDED') {
        throw new ValidationError({ email: ['This account is suspended. Please contact support.'] });
      }
      return openSession((await loadUserView(db, row.id))!, meta);
    },

    async register(input: RegisterInput, meta: SessionMeta): Promise<SignedIn> {
      const errors: Record<string, string[]> = {};
      const [byEmail] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      if (byEmail) errors.email = ['The email has already been taken.'];
      const [byName] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, input.username))
        .limit(1);
      if (byName) errors.username = ['The username has already been taken.'];
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const passwordHash = await hashPassword(input.password);
      let userId: string;
      try {
        userId = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              email: input.email,
              username: input.username,
              passwordHash,
              // New people go through onboarding (spec §2) before they are ACTIVE.
              status: 'PENDING',
              profile: { firstName: input.firstName, lastName: input.lastName, socialAccounts: [] },
            })
            .returning();
          await addToOutbox(tx, eventStore, 'identity.user.registered', {
            id: row!.id,
            username: row!.username,
            email: row!.email,
            status: row!.status,
            roles: [],
          });
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new ValidationError({ email: ['The email or username has already been taken.'] });
        throw err;
      }
      return openSession((await loadUserView(db, userId))!, meta);
    },

    /** The signed-in user behind a session id, or null when it is unknown, expired, revoked or suspended. */
    async resolve(sessionId: string): Promise<SessionView | null> {
      const [s] = await db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        )
        .limit(1);
      if (!s) return null;
      const view = await loadUserView(db, s.userId);
      if (!view || view.row.deletedAt || view.row.status === 'SUSPENDED') return null;
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
