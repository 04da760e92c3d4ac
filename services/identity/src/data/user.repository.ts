import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@coachwork/service-kit';
import type { UserPayload } from '@coachwork/contracts';
import {
  roles,
  sessions,
  userRoles,
  users,
  type CoachProfileData,
  type UserRow,
} from './schema';

/**
 * Where an avatar is served. The avatar column holds the id of an uploaded file (spec §3); the
 * uploads part of identity answers GET /v1/files/{id}. Until uploads claim files, the id is kept as given.
 */
export function avatarUrlFor(avatar: string | null): string | null {
  return avatar ? `/v1/files/${encodeURIComponent(avatar)}` : null;
}

const COACH_PROFILE_DEFAULTS = {
  businessName: null,
  specializations: [],
  bio: null,
  introductionVideo: null,
  experiences: [],
  certifications: [],
  completedBusinessAccelerator: false,
  completedVideoResources: false,
  completedQuizzes: false,
  completedConsultation: false,
  approvalStatus: 'PENDING',
  rejectionReason: null,
};

/** The stored coach profile with every field present, or null when the user has none. */
export function coachProfileOf(row: UserRow) {
  if (!row.coachProfile) return null;
  return { ...COACH_PROFILE_DEFAULTS, ...row.coachProfile } as typeof COACH_PROFILE_DEFAULTS & CoachProfileData;
}

/** What other services learn about a user (outbox events). */
export function userPayload(row: UserRow, roleNames: string[]): UserPayload {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    status: row.status,
    roles: [...roleNames].sort(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    emailVerified: row.emailVerifiedAt !== null,
    // Names travel so other services can address people by name (issue 31 item 6).
    firstName: row.profile?.firstName?.trim() || null,
    lastName: row.profile?.lastName?.trim() || null,
    language: row.language,
  };
}

export async function roleNamesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const held = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return held.map((r) => r.name).sort();
}

export interface UserView {
  row: UserRow;
  roles: string[];
  permissions: string[];
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function loadUserView(db: DbOrTx, userId: string): Promise<UserView | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return undefined;
  const held = await db
    .select({ name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return {
    row,
    roles: held.map((r) => r.name).sort(),
    permissions: [...new Set(held.flatMap((r) => r.permissions))].sort(),
  };
}

/**
 * A live session (not revoked, not expired at `now`) and its user's view, in one statement: the gateway
 * asks this on every signed-in request. Prepared once per database, so it is parsed and planned once.
 */
export async function loadSessionView(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ session: typeof sessions.$inferSelect; view: UserView } | undefined> {
  let query = sessionViewQueries.get(db);
  if (!query) sessionViewQueries.set(db, (query = sessionViewQuery(db)));
  const rows = await query.execute({ id: sessionId, now });
  if (!rows.length) return undefined;
  const held = rows.flatMap((r) => (r.name === null ? [] : [{ name: r.name, permissions: r.permissions ?? [] }]));
  return {
    session: rows[0]!.session,
    view: {
      row: rows[0]!.user,
      roles: held.map((r) => r.name).sort(),
      permissions: [...new Set(held.flatMap((r) => r.permissions))].sort(),
    },
  };
}

function sessionViewQuery(db: Db) {
  return db
    .select({ session: sessions, user: users, name: roles.name, permissions: roles.permissions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('identity_session_view');
}

const sessionViewQueries = new WeakMap<Db, ReturnType<typeof sessionViewQuery>>();

export async function assignRoles(db: DbOrTx, userId: string, roleNames: string[]): Promise<void> {
  if (!roleNames.length) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
  if (found.length) {
    await db
      .insert(userRoles)
      .values(found.map((r) => ({ userId, roleId: r.id })))
      .onConflictDoNothing();
  }
}

/** The API shape of a user: never the password hash. Profile and coach profile always embedded. */
export function toUserDto(view: UserView) {
  const { row } = view;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    status: row.status,
    avatar: row.avatar,
    avatarUrl: avatarUrlFor(row.avatar),
    emailVerifiedAt: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    defaultTenantSlug: row.defaultTenantSlug,
    language: row.language,
    roles: view.roles,
    permissions: view.permissions,
    profile: {
      firstName: null,
      middleName: null,
      lastName: null,
      headline: null,
      country: null,
      phoneNumber: null,
      socialAccounts: [],
      ...row.profile,
    },
    coachProfile: coachProfileOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export type UserDto = ReturnType<typeof toUserDto>;
