import { and, eq, isNull } from 'drizzle-orm';
import {
  addToOutbox,
  isUniqueViolation,
  NotFoundError,
  ValidationError,
  type Db,
} from '@coachwork/service-kit';
import { SLUG_TAKEN, type UpdateTenantInput } from '@coachwork/contracts';
import { eventStore, tenants } from '../../data/schema';
import { slugTaken, tenantPayload, toTenantDto, type TenantDto } from '../../data/tenant.repository';

/** Partial update of a live tenant; a new slug reaches identity's default slugs through the event. */
export async function updateTenant(db: Db, id: string, input: UpdateTenantInput): Promise<TenantDto> {
  if (input.slug && (await slugTaken(db, input.slug, id))) throw new ValidationError({ slug: [SLUG_TAKEN] });
  const changes: Partial<typeof tenants.$inferInsert> = { updatedAt: new Date() };
  for (const key of ['name', 'slug', 'email', 'domain', 'plan'] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(tenants)
        .set(changes)
        .where(and(eq(tenants.id, id), isNull(tenants.deletedAt)))
        .returning();
      if (!row) throw new NotFoundError('Tenant not found.');
      await addToOutbox(tx, eventStore, 'tenants.tenant.updated', tenantPayload(row));
      return toTenantDto(row);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'tenants_slug_unique')) throw new ValidationError({ slug: [SLUG_TAKEN] });
    throw err;
  }
}
