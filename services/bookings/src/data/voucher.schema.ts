// Vouchers and the uses bookings take of them. `uses` counts the held and confirmed bookings using a
// voucher now; it moves only by conditional UPDATEs, and the CHECK keeps it within maxUses even if a
// statement ever forgot the condition.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgSchema,
} from 'drizzle-orm/pg-core';
import type { DiscountType, VoucherModelType } from '@coachwork/contracts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export function voucherTables(schema: PgSchema) {
  const vouchers = schema.table(
    'vouchers',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      /** Stored upper case. */
      code: text('code').notNull(),
      modelType: text('model_type').$type<VoucherModelType>(),
      modelId: uuid('model_id'),
      expiresAt: at('expires_at'),
      discountType: text('discount_type').$type<DiscountType>().notNull(),
      discountValue: numeric('discount_value', { precision: 12, scale: 2, mode: 'number' }),
      maxDiscount: numeric('max_discount', { precision: 12, scale: 2, mode: 'number' }),
      maxUses: integer('max_uses'),
      uses: integer('uses').notNull().default(0),
      createdBy: uuid('created_by'),
      createdAt: at('created_at').notNull().defaultNow(),
      updatedAt: at('updated_at').notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('vouchers_code_idx').on(t.code),
      index('vouchers_model_idx').on(t.modelType, t.modelId),
      check('vouchers_uses_check', sql`uses >= 0 AND (max_uses IS NULL OR uses <= max_uses)`),
    ],
  );
  return { vouchers };
}

/**
 * Which booking holds or used which voucher: one per booking. HELD while the booking is PENDING (its
 * use reserved), CONFIRMED once paid or free, RELEASED when the hold expired or the booking was
 * cancelled (the use given back). Listed in schema.ts once the bookings backend's tables are there.
 */
export function voucherRedemptionTables(
  schema: PgSchema,
  refs: { bookingId: () => AnyPgColumn; voucherId: () => AnyPgColumn },
) {
  const voucherRedemptions = schema.table(
    'voucher_redemptions',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      voucherId: uuid('voucher_id')
        .notNull()
        .references(refs.voucherId, { onDelete: 'cascade' }),
      bookingId: uuid('booking_id')
        .notNull()
        .references(refs.bookingId),
      userId: uuid('user_id').notNull(),
      status: text('status').$type<'HELD' | 'CONFIRMED' | 'RELEASED'>().notNull(),
      /** Minor units taken off the booking. */
      discount: integer('discount').notNull(),
      createdAt: at('created_at').notNull().defaultNow(),
      updatedAt: at('updated_at').notNull().defaultNow(),
    },
    (t) => [uniqueIndex('voucher_redemptions_booking_idx').on(t.bookingId), index('voucher_redemptions_voucher_idx').on(t.voucherId, t.status)],
  );
  return { voucherRedemptions };
}

export type VoucherTables = ReturnType<typeof voucherTables>;
export type VoucherRow = VoucherTables['vouchers']['$inferSelect'];
