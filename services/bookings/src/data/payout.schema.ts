// Coach payouts: one per coach and ended schedule (unique), and the adjustments refunds after a paid
// payout carry to the coach's next one. Amounts are integer minor units of `currency`.
import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, uniqueIndex, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type { PayoutStatus } from '@coachwork/contracts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export function payoutTables(schema: PgSchema) {
  const payouts = schema.table(
    'payouts',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      coachId: uuid('coach_id').notNull(),
      workshopScheduleId: uuid('workshop_schedule_id').notNull(),
      workshopId: uuid('workshop_id').notNull(),
      workshopTitle: text('workshop_title').notNull(),
      scheduleStart: at('schedule_start').notNull(),
      scheduleEnd: at('schedule_end').notNull(),
      currency: text('currency').notNull(),
      /** What bookers paid for the schedule. */
      gross: integer('gross').notNull(),
      /** What went back to them (until the payout is paid; later refunds become adjustments). */
      refunds: integer('refunds').notNull(),
      feePercent: integer('fee_percent').notNull(),
      fee: integer('fee').notNull(),
      /** Adjustments carried from earlier paid payouts (negative: refunds after they were paid). */
      adjustments: integer('adjustments').notNull().default(0),
      /** gross − refunds − fee + adjustments. */
      amount: integer('amount').notNull(),
      status: text('status').$type<PayoutStatus>().notNull(),
      dueAt: at('due_at').notNull(),
      paidAt: at('paid_at'),
      paidBy: uuid('paid_by'),
      reference: text('reference'),
      holdReason: text('hold_reason'),
      /** Refunds of this schedule after it was paid, already carried as adjustments. */
      refundsAfterPaid: integer('refunds_after_paid').notNull().default(0),
      createdAt: at('created_at').notNull().defaultNow(),
      updatedAt: at('updated_at').notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('payouts_coach_schedule_idx').on(t.coachId, t.workshopScheduleId),
      index('payouts_status_due_idx').on(t.status, t.dueAt),
      check('payouts_status_check', sql`status in ('PENDING','DUE','PAID','ON_HOLD')`),
    ],
  );

  const payoutAdjustments = schema.table(
    'payout_adjustments',
    {
      id: uuid('id').primaryKey().defaultRandom(),
      coachId: uuid('coach_id').notNull(),
      /** The paid payout whose schedule was refunded afterwards. */
      sourcePayoutId: uuid('source_payout_id')
        .notNull()
        .references(() => payouts.id),
      /** The payout that carries it; null until the coach's next unpaid payout takes it. */
      appliedPayoutId: uuid('applied_payout_id').references(() => payouts.id),
      amount: integer('amount').notNull(),
      reason: text('reason').notNull(),
      createdAt: at('created_at').notNull().defaultNow(),
    },
    (t) => [index('payout_adjustments_coach_idx').on(t.coachId, t.appliedPayoutId)],
  );

  return { payouts, payoutAdjustments };
}
