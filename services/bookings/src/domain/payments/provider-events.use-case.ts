// POST /v1/payments/webhooks/stripe: the processor's word that something happened. The signature is
// checked over the raw body first; each event is acted on once (its id is recorded in the same
// transaction as what it changes), and kinds bookings does not act on are acknowledged all the same.
import { BadRequestError } from '@coachwork/service-kit';
import { paymentEvents } from '../../data/schema';
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

export async function handleProviderEvent(ctx: PaymentsContext, event: ProviderEvent): Promise<EventOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [first] = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: ctx.provider.name,
        type: event.kind === 'ignored' ? event.type : event.kind,
      })
      .onConflictDoNothing()
      .returning();
    if (!first) return 'duplicate';
    if (event.kind === 'ignored') return 'ignored';
    // Finalizing a paid booking and recording refunds arrive with the bookings backend.
    return 'handled';
  });
}
