// POST /v1/payments/webhooks/stripe: the processor's word that something happened. The signature is
// checked over the raw body first. What each event does is idempotent on its own (finalizing writes
// the payment row once; a failure or a refund's state is a plain overwrite), and the event's id is
// recorded afterwards, so a redelivery is recognised and one lost before the record is simply redone.
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError, BadRequestError, type Logger } from '@coachwork/service-kit';
import { findBooking } from '../../data/booking.repository';
import { intentByProviderId } from '../../data/payment.repository';
import { paymentEvents, paymentIntents, payments, refunds } from '../../data/schema';
import { finalizeBookingPayment } from './finalize-payment.use-case';
import { settleReportedCapture } from './reconcile-payments';
import { WebhookSignatureError, type ProviderEvent } from './payment-provider';
import type { PaymentsContext } from './payments-context';

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

export function verifyProviderEvent(
  ctx: PaymentsContext,
  rawBody: Buffer | undefined,
  signature: string | undefined,
): ProviderEvent {
  if (!rawBody) throw new BadRequestError('The webhook body must be JSON.');
  try {
    return ctx.provider.parseWebhookEvent(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new BadRequestError(err.message);
    throw err;
  }
}

async function act(ctx: PaymentsContext, event: ProviderEvent, logger?: Logger): Promise<EventOutcome> {
  const now = ctx.now();
  switch (event.kind) {
    case 'ignored':
      return 'ignored';
    case 'payment.succeeded': {
      // Settled like a finalize: applied to its booking when it pays it, otherwise refunded in full
      // (never dropped, whether or not the page ever came back and whether or not we wrote its row).
      const ours = await intentByProviderId(ctx.db, event.paymentIntent.id);
      const found = ours && (await findBooking(ctx.db, ours.bookingId));
      if (!found)
        return (await settleReportedCapture(ctx, event.paymentIntent, logger)) === 'foreign'
          ? 'ignored'
          : 'handled';
      try {
        await finalizeBookingPayment(ctx, found, event.paymentIntent.id);
      } catch (err) {
        // A refusal (the capture could not pay the booking and was refunded; not succeeded after all)
        // is ours to look into, not the processor's to resend: it is logged and acknowledged.
        if (!(err instanceof AppError)) throw err;
        logger?.warn({ err, intent: event.paymentIntent.id }, 'a succeeded payment was not applied');
      }
      return 'handled';
    }
    case 'payment.failed': {
      // The booking stays PENDING until its hold ends; the page shows the processor's words.
      await ctx.db
        .update(paymentIntents)
        .set({
          status: event.paymentIntent.status,
          lastError: event.paymentIntent.lastError?.message ?? null,
          updatedAt: now,
        })
        .where(eq(paymentIntents.providerIntentId, event.paymentIntent.id));
      return 'handled';
    }
    case 'refund.updated': {
      const refundId = event.refund.metadata.refundId;
      await ctx.db
        .update(refunds)
        .set({ status: event.refund.status, providerRefundId: event.refund.id, updatedAt: now })
        .where(refundId ? eq(refunds.id, refundId) : eq(refunds.providerRefundId, event.refund.id));
      return 'handled';
    }
    case 'charge.refunded': {
      // Refunds the processor has taken (they have its id) are done once the charge says so.
      const payment = await ctx.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.providerIntentId, event.paymentIntentId))
        .limit(1);
      if (!payment[0] || event.amountRefunded <= 0) return 'ignored';
      await ctx.db
        .update(refunds)
        .set({ status: 'succeeded', updatedAt: now })
        .where(
          and(
            eq(refunds.paymentId, payment[0].id),
            eq(refunds.status, 'pending'),
            isNotNull(refunds.providerRefundId),
          ),
        );
      return 'handled';
    }
  }
}

export async function handleProviderEvent(
  ctx: PaymentsContext,
  event: ProviderEvent,
  logger?: Logger,
): Promise<EventOutcome> {
  const [seen] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
  if (seen) return 'duplicate';
  const outcome = await act(ctx, event, logger);
  await ctx.db
    .insert(paymentEvents)
    .values({
      id: event.id,
      provider: ctx.provider.name,
      type: event.kind === 'ignored' ? event.type : event.kind,
    })
    .onConflictDoNothing();
  return outcome;
}
