import {
  addToOutbox,
  isUniqueViolation,
  slugify,
  uniqueSlug,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import { SLUG_TAKEN, type CreateTenantInput } from '@coachwork/contracts';
import { eventStore, tenants } from '../../data/schema';
import { slugTaken, tenantPayload, toTenantDto, type TenantDto } from '../../data/tenant.repository';
import { insertMembership } from '../members/memberships';

/**
 * Creates a tenant; whoever creates it is its first owner, so a tenant never starts without one (the
 * last-owner rule then keeps one). The slug is unique by the database's index: of two parallel
 * creations with the same slug one wins and the other is a 422 on `slug`.
 */
export async function createTenant(db: Db, input: CreateTenantInput, actor: Actor): Promise<TenantDto> {
  const explicit = input.slug ?? undefined;
  if (explicit && (await slugTaken(db, explicit))) throw new ValidationError({ slug: [SLUG_TAKEN] });
  // A generated slug can still lose a race with a concurrent create; then pick the next free one.
  for (let attempt = 0; ; attempt++) {
    const slug = explicit ?? (await uniqueSlug(slugify(input.name), (s) => slugTaken(db, s)));
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tenants)
          .values({
            name: input.name,
            slug,
            email: input.email ?? null,
            domain: input.domain ?? null,
            plan: input.plan,
            createdBy: actor.userId,
          })
          .returning();
        await addToOutbox(tx, eventStore, 'tenants.tenant.created', tenantPayload(row!));
        if (actor.userId) await insertMembership(tx, row!, actor.userId, 'owner');
        return toTenantDto(row!);
      });
    } catch (err) {
      if (!isUniqueViolation(err, 'tenants_slug_unique')) throw err;
      if (explicit || attempt >= 3) throw new ValidationError({ slug: [SLUG_TAKEN] });
    }
  }
}
