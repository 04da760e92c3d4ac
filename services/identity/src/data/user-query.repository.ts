// Reading users for the API: the back-office list (search, filters, includes, trash) and the public
// directory, which shows only what anyone may see.
import { and, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  filterBy,
  isStorableText,
  listRows,
  parseListQuery,
  type DbOrTx,
  type ListQuery,
  type ListSpec,
} from '@coachwork/service-kit';
import { ACCOUNT_STATUSES, COACH_ROLE, type ListMeta } from '@coachwork/contracts';
import { roles, userRoles, users, type UserRow } from './schema';
import { avatarUrlFor, coachProfileOf, toUserDto, type UserView } from './user.repository';

export const USER_INCLUDES = ['profile', 'coachProfile', 'roles'] as const;

export const userListSpec: ListSpec = {
  table: users,
  sortable: { username: users.username, email: users.email, status: users.status, createdAt: users.createdAt },
  // `role` is not a column: it is taken out of the query and answered with a sub-select below.
  filterable: { status: filterBy.enum(users.status, ACCOUNT_STATUSES), role: filterBy.text() },
  searchable: [],
  includable: USER_INCLUDES,
  defaultSort: 'username',
  deletedAt: users.deletedAt,
};

export const publicUserListSpec: ListSpec = {
  table: users,
  sortable: { username: users.username, createdAt: users.createdAt },
  // Everyone listed is an approved coach; `coach=true` is kept for callers that still ask for it.
  filterable: { coach: filterBy.boolean() },
  searchable: [],
  defaultSort: 'username',
};

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const profileText = (key: string) => sql`${users.profile}->>${key}`;

/** Username and names, plus the address where the caller may see addresses. */
function searchCondition(term: string | undefined, withEmail: boolean): SQL | undefined {
  if (!term) return undefined;
  const like = `%${escapeLike(term)}%`;
  return or(
    ilike(users.username, like),
    ...(withEmail ? [ilike(users.email, like)] : []),
    ilike(profileText('firstName'), like),
    ilike(profileText('middleName'), like),
    ilike(profileText('lastName'), like),
  );
}

function holdsAnyRole(db: DbOrTx, names: string[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), inArray(roles.name, names))),
  );
}

/** Role names and permissions of several users at once. */
export async function accessOf(db: DbOrTx, ids: string[]): Promise<Map<string, { roles: string[]; permissions: string[] }>> {
  const map = new Map<string, { roles: string[]; permissions: string[] }>();
  for (const id of ids) map.set(id, { roles: [], permissions: [] });
  if (!ids.length) return map;
  const held = await db
    .select({ userId: userRoles.userId, name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, ids));
  for (const h of held) {
    const entry = map.get(h.userId)!;
    entry.roles.push(h.name);
    entry.permissions.push(...h.permissions);
  }
  for (const entry of map.values()) {
    entry.roles.sort();
    entry.permissions = [...new Set(entry.permissions)].sort();
  }
  return map;
}

/** A list row: the user's own fields, with profile, coachProfile and roles only when included. */
export function toUserListItem(view: UserView, include: string[]) {
  const { profile, coachProfile, roles: roleNames, permissions, ...base } = toUserDto(view);
  return {
    ...base,
    ...(include.includes('profile') ? { profile } : {}),
    ...(include.includes('coachProfile') ? { coachProfile } : {}),
    ...(include.includes('roles') ? { roles: roleNames, permissions } : {}),
  };
}

export async function listUsers(db: DbOrTx, query: Record<string, unknown>) {
  const q: ListQuery = parseListQuery(query, userListSpec);
  const roleNames = q.filter.role;
  delete q.filter.role;
  const extra = [searchCondition(q.search, true), roleNames ? holdsAnyRole(db, roleNames) : undefined];
  const { rows, meta } = await listRows<UserRow>(db, userListSpec, q, extra);
  const access = q.include.includes('roles') ? await accessOf(db, rows.map((r) => r.id)) : new Map();
  return {
    data: rows.map((row) =>
      toUserListItem({ row, roles: access.get(row.id)?.roles ?? [], permissions: access.get(row.id)?.permissions ?? [] }, q.include),
    ),
    meta,
  };
}

/**
 * The public face of a user: names, headline, country, social accounts and, for an approved coach,
 * the coach profile's public parts. Never email, phone, roles, status or permissions.
 */
export function toPublicUserDto(row: UserRow) {
  const p = row.profile;
  const coach = coachProfileOf(row);
  return {
    id: row.id,
    username: row.username,
    avatarUrl: avatarUrlFor(row.avatar),
    profile: {
      firstName: p.firstName ?? null,
      middleName: p.middleName ?? null,
      lastName: p.lastName ?? null,
      headline: p.headline ?? null,
      country: p.country ?? null,
      socialAccounts: p.socialAccounts ?? [],
    },
    coachProfile:
      coach && coach.approvalStatus === 'APPROVED'
        ? {
            businessName: coach.businessName,
            specializations: coach.specializations,
            bio: coach.bio,
            introductionVideo: coach.introductionVideo,
            experiences: coach.experiences,
            certifications: coach.certifications,
          }
        : null,
  };
}

const approvedCoach = sql`${users.coachProfile}->>'approvalStatus' = 'APPROVED'`;

/**
 * The public directory shows approved coaches only (issue 18: it once listed every active user, admins
 * and bookers included): active, not trashed, holding the coach role, with an approved coach profile.
 */
function publicOnly(db: DbOrTx): SQL[] {
  return [eq(users.status, 'ACTIVE'), isNull(users.deletedAt), holdsAnyRole(db, [COACH_ROLE]), approvedCoach];
}

export async function listPublicUsers(
  db: DbOrTx,
  query: Record<string, unknown>,
): Promise<{ data: ReturnType<typeof toPublicUserDto>[]; meta: ListMeta }> {
  const q = parseListQuery(query, publicUserListSpec);
  const coach = q.filter.coach;
  delete q.filter.coach;
  const { rows, meta } = await listRows<UserRow>(db, publicUserListSpec, q, [
    ...publicOnly(db),
    searchCondition(q.search, false),
    coach?.[0] === 'false' ? sql`false` : undefined,
  ]);
  return { data: rows.map(toPublicUserDto), meta };
}

export async function findPublicUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ...publicOnly(db)))
    .limit(1);
  return row;
}

/** An approved coach by username (exact, as stored and as links to coach pages carry it). */
export async function findPublicUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  // A NUL (GET /v1/public/users/%00) names nobody; PostgreSQL would answer an error, not no row.
  if (username.length > 255 || !isStorableText(username)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.username, username), ...publicOnly(db)))
    .limit(1);
  return row;
}

/** True when another user than `exceptId` already has this value. */
export async function userFieldTaken(
  db: DbOrTx,
  field: 'email' | 'username',
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const column = field === 'email' ? users.email : users.username;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
