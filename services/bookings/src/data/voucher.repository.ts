// Vouchers' rows, their API shape and the two conditional writes that move `uses`.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { filterBy, type DbOrTx, type ListSpec } from '@coachwork/service-kit';
import { DISCOUNT_TYPES, VOUCHER_MODEL_TYPES, type VoucherDto } from '@coachwork/contracts';
import type { VoucherTerms } from '../domain/vouchers/voucher-rules';
import { vouchers } from './schema';
import type { VoucherRow } from './voucher.schema';

export const voucherListSpec: ListSpec = {
  table: vouchers,
  sortable: {
    code: vouchers.code,
    expiresAt: vouchers.expiresAt,
    uses: vouchers.uses,
    createdAt: vouchers.createdAt,
    updatedAt: vouchers.updatedAt,
  },
  filterable: {
    modelType: filterBy.enum(vouchers.modelType, VOUCHER_MODEL_TYPES),
    modelId: filterBy.uuid(vouchers.modelId),
    discountType: filterBy.enum(vouchers.discountType, DISCOUNT_TYPES),
  },
  searchable: [vouchers.code],
  defaultSort: '-createdAt',
};

export async function findVoucher(db: DbOrTx, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  return row;
}

/** `code` must already be upper case (normalizeVoucherCode). */
export async function findVoucherByCode(db: DbOrTx, code: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  return row;
}

/**
 * Takes one use while one is left: the row's own UPDATE decides, so of fifty bookings racing for the
 * last use exactly one gets it. Undefined when none was left (or the voucher is gone).
 */
export async function takeVoucherUse(db: DbOrTx, id: string, now: Date): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1`, updatedAt: now })
    .where(and(eq(vouchers.id, id), or(isNull(vouchers.maxUses), lt(vouchers.uses, vouchers.maxUses))))
    .returning();
  return row;
}

/** Gives a use back (a hold expired, a booking was cancelled); never below 0. */
export async function releaseVoucherUse(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} - 1`, updatedAt: now })
    .where(and(eq(vouchers.id, id), gt(vouchers.uses, 0)));
}

export function voucherTerms(row: VoucherRow): VoucherTerms {
  return {
    code: row.code,
    modelType: row.modelType,
    modelId: row.modelId,
    expiresAt: row.expiresAt,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    maxUses: row.maxUses,
  };
}

export function toVoucherDto(row: VoucherRow): VoucherDto {
  return {
    id: row.id,
    code: row.code,
    modelType: row.modelType,
    modelId: row.modelId,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    data: {
      discountType: row.discountType,
      discountValue: row.discountType === 'free' ? null : row.discountValue,
      maxDiscount: row.maxDiscount,
      maxUses: row.maxUses,
    },
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
