import { and, eq, isNull } from 'drizzle-orm';
import type { TenantPayload } from '@coachwork/contracts';
import type { DbOrTx, ListSpec } from '@coachwork/service-kit';
import { tenants, type TenantRow } from './schema';

export const tenantListSpec: ListSpec = {
  table: tenants,
  sortable: {
    name: tenants.name,
    slug: tenants.slug,
    plan: tenants.plan,
    createdAt: tenants.createdAt,
    updatedAt: tenants.updatedAt,
  },
  filterable: { plan: tenants.plan, slug: tenants.slug },
  searchable: [tenants.name, tenants.slug, tenants.email, tenants.domain],
  defaultSort: 'name',
  deletedAt: tenants.deletedAt,
};

export async function findTenant(db: DbOrTx, id: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return row;
}

/** A live tenant by slug: the current tenant of a /v1/t request. */
export async function findLiveTenantBySlug(db: DbOrTx, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(eq(tenants.slug, slug), isNull(tenants.deletedAt)))
    .limit(1);
  return row;
}

/** Trashed tenants count too: their slug comes back with them on restore. */
export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return !!row && row.id !== exceptId;
}

/** The API shape. */
export function toTenantDto(row: TenantRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    domain: row.domain,
    plan: row.plan,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export type TenantDto = ReturnType<typeof toTenantDto>;

export function tenantPayload(row: TenantRow): TenantPayload {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    plan: row.plan,
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
