// Users' defaultTenantSlug, kept right from tenants' events (SPEC-DECISIONS, Tenants): null until a
// user joins a tenant, the first tenant joined becomes the default, a renamed slug follows, and a
// removed membership or a trashed tenant never leaves anyone pointing at it (they fall back to another
// live tenant of theirs, the earliest joined, else null).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TenantMemberPayload, TenantPayload } from '@coachwork/contracts';
import type { DbOrTx, Tx } from '@coachwork/service-kit';
import { tenantCopies, tenantMemberCopies, users } from '../../data/schema';

type TenantCopy = typeof tenantCopies.$inferSelect;

/** Another live tenant of the user's, earliest joined first (SQL, per row of users). */
const FALLBACK = sql`(
  select t.slug from ${tenantMemberCopies} m
  join ${tenantCopies} t on t.id = m.tenant_id
  where m.user_id = ${users.id} and t.deleted_at is null
  order by m.joined_at, t.slug
  limit 1
)`;

async function fallBackFrom(tx: Tx, slug: string, userId?: string): Promise<void> {
  await tx
    .update(users)
    .set({ defaultTenantSlug: FALLBACK, updatedAt: new Date() })
    .where(and(eq(users.defaultTenantSlug, slug), userId ? eq(users.id, userId) : undefined));
}

/** Applies a tenant's state unless a newer one was applied; returns the copy as it now stands. */
export async function applyTenant(tx: Tx, t: TenantPayload): Promise<TenantCopy> {
  const at = new Date(t.updatedAt);
  const [before] = await tx.select().from(tenantCopies).where(eq(tenantCopies.id, t.id)).for('update');
  if (before && before.eventAt > at) return before;
  const next = { id: t.id, slug: t.slug, deletedAt: t.deletedAt ? new Date(t.deletedAt) : null, eventAt: at };
  await tx
    .insert(tenantCopies)
    .values(next)
    .onConflictDoUpdate({ target: tenantCopies.id, set: { slug: next.slug, deletedAt: next.deletedAt, eventAt: at } });
  if (before && before.slug !== next.slug) {
    await tx
      .update(users)
      .set({ defaultTenantSlug: next.slug, updatedAt: new Date() })
      .where(eq(users.defaultTenantSlug, before.slug));
  }
  if (next.deletedAt) {
    await fallBackFrom(tx, next.slug);
  } else if (before?.deletedAt) {
    // Back from the trash: members without a default get this one again.
    await tx
      .update(users)
      .set({ defaultTenantSlug: next.slug, updatedAt: new Date() })
      .where(
        and(
          isNull(users.defaultTenantSlug),
          sql`${users.id} in (select user_id from ${tenantMemberCopies} where tenant_id = ${t.id})`,
        ),
      );
  }
  return next;
}

export async function memberAdded(tx: Tx, e: TenantMemberPayload, joinedAt: Date): Promise<void> {
  const tenant = await applyTenant(tx, e.tenant);
  await tx
    .insert(tenantMemberCopies)
    .values({ tenantId: tenant.id, userId: e.userId, joinedAt })
    .onConflictDoNothing();
  if (tenant.deletedAt) return;
  await tx
    .update(users)
    .set({ defaultTenantSlug: tenant.slug, updatedAt: new Date() })
    .where(and(eq(users.id, e.userId), isNull(users.defaultTenantSlug)));
}

export async function memberRemoved(tx: Tx, e: TenantMemberPayload): Promise<void> {
  const tenant = await applyTenant(tx, e.tenant);
  await tx
    .delete(tenantMemberCopies)
    .where(and(eq(tenantMemberCopies.tenantId, tenant.id), eq(tenantMemberCopies.userId, e.userId)));
  await fallBackFrom(tx, tenant.slug, e.userId);
}

/** Whether `slug` is a live tenant the user belongs to: what a default tenant may be. */
export async function isTenantOf(db: DbOrTx, userId: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenantCopies.id })
    .from(tenantMemberCopies)
    .innerJoin(tenantCopies, eq(tenantCopies.id, tenantMemberCopies.tenantId))
    .where(
      and(eq(tenantMemberCopies.userId, userId), eq(tenantCopies.slug, slug), isNull(tenantCopies.deletedAt)),
    )
    .limit(1);
  return !!row;
}
