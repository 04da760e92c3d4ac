// Writing a membership and its event together, for every path that adds or removes one (the members
// routes, a tenant's creation, an invitation meeting a registration, the demo seed).
import { and, eq } from 'drizzle-orm';
import type { TenantRole } from '@coachwork/contracts';
import { addToOutbox, type DbOrTx } from '@coachwork/service-kit';
import { eventStore, tenantMemberships, type MembershipRow, type TenantRow } from '../../data/schema';
import { tenantPayload } from '../../data/tenant.repository';

export async function insertMembership(
  tx: DbOrTx,
  tenant: TenantRow,
  userId: string,
  role: TenantRole,
): Promise<MembershipRow> {
  const [row] = await tx.insert(tenantMemberships).values({ tenantId: tenant.id, userId, role }).returning();
  await addToOutbox(tx, eventStore, 'tenants.member.added', { tenant: tenantPayload(tenant), userId, role });
  return row!;
}

export async function deleteMembership(tx: DbOrTx, tenant: TenantRow, m: MembershipRow): Promise<void> {
  await tx
    .delete(tenantMemberships)
    .where(and(eq(tenantMemberships.tenantId, tenant.id), eq(tenantMemberships.userId, m.userId)));
  await addToOutbox(tx, eventStore, 'tenants.member.removed', {
    tenant: tenantPayload(tenant),
    userId: m.userId,
    role: m.role,
  });
}
