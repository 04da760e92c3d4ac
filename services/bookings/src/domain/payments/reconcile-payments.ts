// Payments reconciliation: every intent the processor captured is compared with the ledger, and any
// capture it does not hold (a browser that never came back to finalize, a webhook lost, an intent
// replaced after it was paid) is settled through the same path as a finalize: applied to its booking
// when it pays it, otherwise refunded in full. Run by the sweeper over the last days, and on demand by
// `npm run payments:reconcile`.
import type { Logger } from '@coachwork/service-kit';
import { findBooking } from '../../data/booking.repository';
import { intentByProviderId, paymentByIntent } from '../../data/payment.repository';
import { paymentIntents } from '../../data/schema';
import { settleCapture, type Settlement } from './finalize-payment.use-case';
import type { PaymentIntent } from './payment-provider';
import type { PaymentsContext } from './payments-context';

export interface ReconcileReport {
  /** Succeeded intents the processor listed. */
  captured: number;
  /** Of those, already in the ledger. */
  recorded: number;
  /** Settled now, by outcome. */
  settled: Record<Settlement, number>;
  /** Captures naming no booking of ours (left alone, logged). */
  foreign: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);

/**
 * Settles one capture the processor reports (reconciliation, the webhook): nothing when the ledger
 * holds it already, 'foreign' when it names no booking of ours, else what became of it.
 */
export async function settleReportedCapture(
  ctx: PaymentsContext,
  intent: PaymentIntent,
  logger?: Logger,
): Promise<Settlement | 'recorded' | 'foreign'> {
  if (await paymentByIntent(ctx.db, intent.id)) return 'recorded';
  const bookingId = intent.metadata.bookingId;
  const found = isUuid(bookingId) ? await findBooking(ctx.db, bookingId) : undefined;
  if (!found) {
    logger?.warn({ intent: intent.id }, 'a captured payment names no booking of ours');
    return 'foreign';
  }
  // An intent the processor made but whose row was never written (a crash in between) is ours too.
  await ctx.db
    .insert(paymentIntents)
    .values({
      bookingId: found.booking.id,
      provider: ctx.provider.name,
      providerIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      open: false,
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    })
    .onConflictDoNothing();
  const row = await intentByProviderId(ctx.db, intent.id);
  if (!row || row.bookingId !== found.booking.id) return 'foreign';
  const outcome = await settleCapture(ctx, found.booking.id, intent, row.id);
  if (!outcome) return 'recorded';
  logger?.warn({ intent: intent.id, bookingId: found.booking.id, outcome }, 'a capture was settled');
  return outcome;
}

export async function reconcilePayments(
  ctx: PaymentsContext,
  since: Date,
  logger?: Logger,
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    captured: 0,
    recorded: 0,
    settled: { applied: 0, 'late-refunded': 0, unapplied: 0 },
    foreign: 0,
  };
  for await (const intent of ctx.provider.listSucceededPaymentIntents(since)) {
    report.captured++;
    const outcome = await settleReportedCapture(ctx, intent, logger);
    if (outcome === 'recorded') report.recorded++;
    else if (outcome === 'foreign') report.foreign++;
    else report.settled[outcome]++;
  }
  return report;
}
