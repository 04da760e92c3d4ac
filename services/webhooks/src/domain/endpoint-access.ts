// Who may see and change an endpoint: webhooks.manage, every endpoint; a tenant's owner, the endpoints
// of that tenant (owners as tenants.member.* events last told this service). Anyone else sees none,
// and another tenant's endpoint is "not found" rather than forbidden.
import { and, eq } from 'drizzle-orm';
import { can, NotFoundError, type Actor, type DbOrTx } from '@coachwork/service-kit';
import { endpoints, tenantMembers, type EndpointRow } from '../data/schema';

export const MANAGE = 'webhooks.manage';

export interface EndpointAccess {
  /** webhooks.manage: every endpoint and the platform's events. */
  all: boolean;
  /** Tenants the caller owns. */
  owned: string[];
}

export async function accessOf(db: DbOrTx, actor: Actor): Promise<EndpointAccess> {
  const all = can(actor, MANAGE);
  if (!actor.userId) return { all, owned: [] };
  const rows = await db
    .select({ tenantId: tenantMembers.tenantId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.userId, actor.userId), eq(tenantMembers.role, 'owner')));
  return { all, owned: rows.map((r) => r.tenantId) };
}

export function mayManage(access: EndpointAccess, tenantId: string | null): boolean {
  return access.all || (tenantId !== null && access.owned.includes(tenantId));
}

export async function endpointFor(db: DbOrTx, access: EndpointAccess, id: string): Promise<EndpointRow> {
  const [row] = await db.select().from(endpoints).where(eq(endpoints.id, id));
  if (!row || !mayManage(access, row.tenantId)) throw new NotFoundError('Webhook endpoint not found.');
  return row;
}
