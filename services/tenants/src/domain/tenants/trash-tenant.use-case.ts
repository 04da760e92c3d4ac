import { addToOutbox, NotFoundError, restore, softDelete, type Db } from '@coachwork/service-kit';
import { eventStore, tenants } from '../../data/schema';
import { tenantPayload, toTenantDto, type TenantDto } from '../../data/tenant.repository';

/** Memberships and job postings stay: a restore brings the tenant back as it was. */
export async function deleteTenant(db: Db, id: string): Promise<TenantDto> {
  return db.transaction(async (tx) => {
    const row = await softDelete(tx, tenants, id);
    if (!row) throw new NotFoundError('Tenant not found.');
    await addToOutbox(tx, eventStore, 'tenants.tenant.deleted', tenantPayload(row));
    return toTenantDto(row);
  });
}

export async function restoreTenant(db: Db, id: string): Promise<TenantDto> {
  return db.transaction(async (tx) => {
    const row = await restore(tx, tenants, id);
    if (!row) throw new NotFoundError('Tenant not found in the trash.');
    await addToOutbox(tx, eventStore, 'tenants.tenant.restored', tenantPayload(row));
    return toTenantDto(row);
  });
}
