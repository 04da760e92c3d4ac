import type { Router } from 'express';
import { rawBodyOf, type Logger, type OutboxRelay } from '@coachwork/service-kit';
import type { PaymentsContext } from '../domain/payments/payments-context';
import { handleProviderEvent, verifyProviderEvent } from '../domain/payments/provider-events.use-case';

/**
 * Stripe's webhook: no session and no CSRF token (the gateway exempts this path); the signature over
 * the raw body is the proof. 400 for a bad signature, 200 for everything Stripe may stop resending.
 */
export function paymentWebhookRoutes(
  router: Router,
  ctx: PaymentsContext,
  relay?: OutboxRelay,
  logger?: Logger,
): void {
  router.post('/v1/payments/webhooks/stripe', async (req, res) => {
    const event = verifyProviderEvent(ctx, rawBodyOf(req), req.get('stripe-signature'));
    const outcome = await handleProviderEvent(ctx, event, logger);
    if (outcome === 'handled') relay?.nudge();
    res.json({ data: { received: true, outcome } });
  });
}
