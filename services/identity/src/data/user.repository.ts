import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@coachwork/service-kit';
import { roles, userRoles, users, type UserRow } from './schema';

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
    emailVerifiedAt: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    defaultTenantSlug: row.defaultTenantSlug,
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
    coachProfile: row.coachProfile ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type UserDto = ReturnType<typeof toUserDto>;
