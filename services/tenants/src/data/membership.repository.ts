// Memberships with what the user directory knows of each member (username, email).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantRole } from '@coachwork/contracts';
import type { DbOrTx } from '@coachwork/service-kit';
import {
  tenantInvitations,
  tenantMemberships,
  userDirectory,
  type InvitationRow,
  type MembershipRow,
} from './schema';

export async function findMembership(
  db: DbOrTx,
  tenantId: string,
  userId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantMemberships)
    .where(and(eq(tenantMemberships.tenantId, tenantId), eq(tenantMemberships.userId, userId)))
    .limit(1);
  return row;
}

/** The caller's role in a tenant, or null when they do not belong to it. */
export async function roleIn(db: DbOrTx, tenantId: string, userId: string | null): Promise<TenantRole | null> {
  if (!userId) return null;
  return ((await findMembership(db, tenantId, userId))?.role as TenantRole | undefined) ?? null;
}

export async function countOwners(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tenantMemberships)
    .where(and(eq(tenantMemberships.tenantId, tenantId), eq(tenantMemberships.role, 'owner')));
  return row?.n ?? 0;
}

const ROLE_RANK = sql`case ${tenantMemberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

export async function listMembers(db: DbOrTx, tenantId: string) {
  const rows = await db
    .select({ m: tenantMemberships, u: userDirectory })
    .from(tenantMemberships)
    .leftJoin(userDirectory, eq(userDirectory.id, tenantMemberships.userId))
    .where(eq(tenantMemberships.tenantId, tenantId))
    .orderBy(ROLE_RANK, asc(userDirectory.username), asc(tenantMemberships.createdAt));
  return rows.map(({ m, u }) => toMemberDto(m, u));
}

export async function memberView(db: DbOrTx, m: MembershipRow) {
  const [u] = await db.select().from(userDirectory).where(eq(userDirectory.id, m.userId)).limit(1);
  return toMemberDto(m, u ?? null);
}

export function toMemberDto(
  m: MembershipRow,
  u: { username: string; email: string } | null,
) {
  return {
    id: m.id,
    tenantId: m.tenantId,
    userId: m.userId,
    // A member identity has not announced yet (or a user since purged) shows without a name.
    username: u?.username ?? null,
    email: u?.email ?? null,
    role: m.role as TenantRole,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export type MemberDto = ReturnType<typeof toMemberDto>;

export async function listInvitations(db: DbOrTx, tenantId: string) {
  const rows = await db
    .select()
    .from(tenantInvitations)
    .where(eq(tenantInvitations.tenantId, tenantId))
    .orderBy(asc(tenantInvitations.createdAt));
  return rows.map(toInvitationDto);
}

export function toInvitationDto(row: InvitationRow) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    email: row.email,
    role: row.role as TenantRole,
    createdAt: row.createdAt.toISOString(),
  };
}

export type InvitationDto = ReturnType<typeof toInvitationDto>;
