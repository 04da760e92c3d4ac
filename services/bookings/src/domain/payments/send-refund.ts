// Asks the processor for a refund already recorded (pending) with its credit note. The refund row's id
// is the idempotency key, so asking again (a retry, a second process) never pays back twice.
import { eq } from 'drizzle-orm';
import type { Logger } from '@coachwork/service-kit';
import { refunds, type RefundRow } from '../../data/schema';
import type { PaymentsContext } from './payments-context';

export async function sendRefund(
  ctx: PaymentsContext,
  refund: RefundRow,
  providerIntentId: string,
  logger?: Logger,
): Promise<RefundRow> {
  try {
    const done = await ctx.provider.createRefund({
      paymentIntentId: providerIntentId,
      amount: refund.amount,
      reason: refund.reason,
      metadata: { refundId: refund.id, bookingId: refund.bookingId },
      idempotencyKey: `refund-${refund.id}`,
    });
    const [row] = await ctx.db
      .update(refunds)
      .set({ providerRefundId: done.id, status: done.status, updatedAt: ctx.now() })
      .where(eq(refunds.id, refund.id))
      .returning();
    return row!;
  } catch (err) {
    // The refund stays pending with its credit note; asking again later is safe (same key).
    logger?.warn({ err, refundId: refund.id }, 'the processor did not take a refund yet');
    return refund;
  }
}
