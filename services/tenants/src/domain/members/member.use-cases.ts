// A tenant's members: add (by user, or by address with an invitation mail when it has no account yet),
// change role, remove. Owners are protected twice: only an owner (or a super-admin) touches owners, and
// the last owner can be neither removed nor demoted (409).
import { and, eq, isNull } from 'drizzle-orm';
import {
  LAST_OWNER,
  MEMBER_ALREADY,
  MEMBER_ALREADY_INVITED,
  MEMBER_USER_UNKNOWN,
  OWNER_ONLY,
  type AddTenantMemberInput,
  type TenantRole,
  type UpdateTenantMemberInput,
} from '@coachwork/contracts';
import {
  can,
  ConflictError,
  ForbiddenError,
  isUniqueViolation,
  NotFoundError,
  ValidationError,
  type Actor,
  type Db,
  type Tx,
} from '@coachwork/service-kit';
import {
  countOwners,
  findMembership,
  memberView,
  toInvitationDto,
  type InvitationDto,
  type MemberDto,
} from '../../data/membership.repository';
import {
  tenantInvitations,
  tenantMemberships,
  tenants,
  userDirectory,
  type TenantRow,
} from '../../data/schema';
import type { TenantScope } from '../../data/tenant-scope';
import { deleteMembership, insertMembership } from './memberships';

export type AddMemberResult = { member: MemberDto } | { invitation: InvitationDto };

/** Owners are an owner's (or a super-admin's) business. */
function assertMayTouchOwners(actor: Actor, scope: TenantScope): void {
  if (scope.role !== 'owner' && !can(actor, 'tenants.update')) throw new ForbiddenError(OWNER_ONLY);
}

/** Locks the tenant row, so two changes to its owners run one after the other. */
async function lockTenant(tx: Tx, id: string): Promise<TenantRow> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
  if (!row || row.deletedAt) throw new NotFoundError('Tenant not found.');
  return row;
}

async function liveUser(db: Db, where: { id: string } | { email: string }) {
  const [u] = await db
    .select()
    .from(userDirectory)
    .where(
      and(
        'id' in where ? eq(userDirectory.id, where.id) : eq(userDirectory.email, where.email),
        isNull(userDirectory.deletedAt),
      ),
    )
    .limit(1);
  return u;
}

export async function addMember(
  db: Db,
  scope: TenantScope,
  input: AddTenantMemberInput,
  actor: Actor,
  onInvited: (invitation: InvitationDto, tenant: TenantRow) => void,
): Promise<AddMemberResult> {
  const role = input.role as TenantRole;
  if (role === 'owner') assertMayTouchOwners(actor, scope);
  const field = input.userId ? 'userId' : 'email';
  const user = input.userId
    ? await liveUser(db, { id: input.userId })
    : await liveUser(db, { email: input.email! });
  if (input.userId && !user) throw new ValidationError({ userId: [MEMBER_USER_UNKNOWN] });
  try {
    if (user) {
      const member = await db.transaction(async (tx) => {
        const tenant = await lockTenant(tx, scope.tenant.id);
        if (await findMembership(tx, tenant.id, user.id)) throw new ValidationError({ [field]: [MEMBER_ALREADY] });
        return memberView(tx, await insertMembership(tx, tenant, user.id, role));
      });
      return { member };
    }
    const [row] = await db
      .insert(tenantInvitations)
      .values({ tenantId: scope.tenant.id, email: input.email!, role, invitedBy: actor.userId })
      .returning();
    const invitation = toInvitationDto(row!);
    onInvited(invitation, scope.tenant);
    return { invitation };
  } catch (err) {
    if (isUniqueViolation(err, 'tenant_memberships_tenant_user_unique'))
      throw new ValidationError({ [field]: [MEMBER_ALREADY] });
    if (isUniqueViolation(err, 'tenant_invitations_tenant_email_unique'))
      throw new ValidationError({ email: [MEMBER_ALREADY_INVITED] });
    throw err;
  }
}

export async function changeMemberRole(
  db: Db,
  scope: TenantScope,
  userId: string,
  input: UpdateTenantMemberInput,
  actor: Actor,
): Promise<MemberDto> {
  const role = input.role as TenantRole;
  return db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, scope.tenant.id);
    const current = await findMembership(tx, tenant.id, userId);
    if (!current) throw new NotFoundError('Member not found.');
    if (current.role === role) return memberView(tx, current);
    if (current.role === 'owner' || role === 'owner') assertMayTouchOwners(actor, scope);
    if (current.role === 'owner' && (await countOwners(tx, tenant.id)) <= 1) throw new ConflictError(LAST_OWNER);
    const [row] = await tx
      .update(tenantMemberships)
      .set({ role, updatedAt: new Date() })
      .where(eq(tenantMemberships.id, current.id))
      .returning();
    return memberView(tx, row!);
  });
}

export async function removeMember(
  db: Db,
  scope: TenantScope,
  userId: string,
  actor: Actor,
): Promise<MemberDto> {
  return db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, scope.tenant.id);
    const current = await findMembership(tx, tenant.id, userId);
    if (!current) throw new NotFoundError('Member not found.');
    // Leaving is one's own choice; removing an owner is an owner's.
    if (current.role === 'owner' && actor.userId !== userId) assertMayTouchOwners(actor, scope);
    if (current.role === 'owner' && (await countOwners(tx, tenant.id)) <= 1) throw new ConflictError(LAST_OWNER);
    const view = await memberView(tx, current);
    await deleteMembership(tx, tenant, current);
    return view;
  });
}

export async function cancelInvitation(db: Db, scope: TenantScope, id: string): Promise<InvitationDto> {
  const [row] = await db
    .delete(tenantInvitations)
    .where(and(eq(tenantInvitations.tenantId, scope.tenant.id), eq(tenantInvitations.id, id)))
    .returning();
  if (!row) throw new NotFoundError('Invitation not found.');
  return toInvitationDto(row);
}

/**
 * A user identity announced (registered, or changed to an invited address) takes up the invitations
 * to that address: each becomes a membership (with its event) and goes. Trashed tenants keep theirs.
 */
export async function acceptInvitations(tx: Tx, user: { id: string; email: string }): Promise<number> {
  const pending = await tx
    .select({ invitation: tenantInvitations, tenant: tenants })
    .from(tenantInvitations)
    .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
    .where(and(eq(tenantInvitations.email, user.email), isNull(tenants.deletedAt)));
  let accepted = 0;
  for (const { invitation, tenant } of pending) {
    if (!(await findMembership(tx, tenant.id, user.id))) {
      await insertMembership(tx, tenant, user.id, invitation.role as TenantRole);
      accepted += 1;
    }
    await tx.delete(tenantInvitations).where(eq(tenantInvitations.id, invitation.id));
  }
  return accepted;
}
