// Vouchers' back office (super-admins): create, change and delete. Codes are unique in upper case; a
// voucher held or used by a live booking is not deleted (409), and its maxUses cannot drop below the
// uses already taken.
import { and, eq } from 'drizzle-orm';
import {
  changedFields,
  ConflictError,
  isUniqueViolation,
  pickFields,
  NotFoundError,
  ValidationError,
  type Actor,
  type Db,
} from '@coachwork/service-kit';
import {
  maxUsesBelowUsesMessage,
  validateInput,
  voucherDataSchema,
  VOUCHER_CODE_TAKEN,
  VOUCHER_IN_USE,
  type CreateVoucherInput,
  type UpdateVoucherInput,
  type VoucherDto,
} from '@coachwork/contracts';
import { findVoucher, toVoucherDto } from '../../data/voucher.repository';
import { vouchers } from '../../data/schema';
import type { VoucherRow } from '../../data/voucher.schema';
import { voucherExpiry } from './voucher-rules';
import { audit } from '../audit/audit';

/** What a voucher's audit entries keep. */
const AUDITED = [
  'code',
  'modelType',
  'modelId',
  'expiresAt',
  'discountType',
  'discountValue',
  'maxDiscount',
  'maxUses',
];

export const VOUCHER_NOT_FOUND_HTTP = 'Voucher not found.';

type DataInput = NonNullable<CreateVoucherInput['data']>;

function dataColumns(data: DataInput) {
  return {
    discountType: data.discountType,
    // A free voucher takes everything; a value sent along with it means nothing.
    discountValue: data.discountType === 'free' ? null : (data.discountValue ?? null),
    maxDiscount: data.maxDiscount ?? null,
    maxUses: data.maxUses ?? null,
  };
}

/** A PATCH's partial `data` over the stored one, checked whole (422 on `data.*`). */
async function mergedData(current: VoucherRow, patch: Partial<DataInput>): Promise<DataInput> {
  // Stored nulls are "not set" (a free voucher's value), so the patch's rules judge them like a creation's.
  const stored = Object.entries(toVoucherDto(current).data).filter(([, value]) => value !== null);
  const merged = await validateInput(voucherDataSchema, { ...Object.fromEntries(stored), ...patch });
  if (merged.ok) return merged.value;
  throw new ValidationError(
    Object.fromEntries(Object.entries(merged.errors).map(([k, v]) => [`data.${k}`, v])),
  );
}

const expiry = (value: string | null | undefined) => (value ? voucherExpiry(value) : null);

async function writing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ValidationError({ code: [VOUCHER_CODE_TAKEN] });
    throw err;
  }
}

export async function createVoucher(db: Db, input: CreateVoucherInput, actor: Actor): Promise<VoucherDto> {
  const row = await writing(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(vouchers)
        .values({
          code: input.code,
          modelType: input.modelType ?? null,
          modelId: input.modelType ? (input.modelId ?? null) : null,
          expiresAt: expiry(input.expiresAt),
          ...dataColumns(input.data),
          createdBy: actor.userId,
        })
        .returning();
      await audit(tx, {
        actor,
        action: 'voucher.created',
        objectType: 'voucher',
        objectId: created!.id,
        after: pickFields(created!, AUDITED),
      });
      return created!;
    }),
  );
  return toVoucherDto(row);
}

export async function updateVoucher(
  db: Db,
  id: string,
  input: UpdateVoucherInput,
  actor: Actor,
): Promise<VoucherDto> {
  return db.transaction(async (tx) => {
    // The row lock keeps a redemption from taking a use between the check and the write.
    const [current] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!current) throw new NotFoundError(VOUCHER_NOT_FOUND_HTTP);
    const data = input.data ? await mergedData(current, input.data) : undefined;
    const maxUses = data ? (data.maxUses ?? null) : current.maxUses;
    if (maxUses !== null && maxUses < current.uses)
      throw new ValidationError({ 'data.maxUses': [maxUsesBelowUsesMessage(current.uses)] });
    const scope =
      input.modelType !== undefined
        ? { modelType: input.modelType, modelId: input.modelType ? input.modelId! : null }
        : {};
    const [row] = await writing(() =>
      tx
        .update(vouchers)
        .set({
          ...(input.code !== undefined && { code: input.code }),
          ...scope,
          ...(input.expiresAt !== undefined && { expiresAt: expiry(input.expiresAt) }),
          ...(data && dataColumns(data)),
          updatedAt: new Date(),
        })
        .where(eq(vouchers.id, id))
        .returning(),
    );
    const change = changedFields(current, row!, AUDITED);
    if (Object.keys(change.after).length)
      await audit(tx, { actor, action: 'voucher.updated', objectType: 'voucher', objectId: id, ...change });
    return toVoucherDto(row!);
  });
}

/** Deleted for real (SPEC-DECISIONS), but not while a live booking holds or used it. */
export async function deleteVoucher(db: Db, id: string, actor: Actor): Promise<VoucherDto> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(vouchers)
      .where(and(eq(vouchers.id, id), eq(vouchers.uses, 0)))
      .returning();
    if (deleted)
      await audit(tx, {
        actor,
        action: 'voucher.deleted',
        objectType: 'voucher',
        objectId: id,
        before: pickFields(deleted, AUDITED),
      });
    return deleted;
  });
  if (row) return toVoucherDto(row);
  if (!(await findVoucher(db, id))) throw new NotFoundError(VOUCHER_NOT_FOUND_HTTP);
  throw new ConflictError(VOUCHER_IN_USE);
}
