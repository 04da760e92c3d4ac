import type { RequestHandler, Router } from 'express';
import {
  sandboxApprovalSchema,
  sandboxCardSchema,
  sandboxConfirmSchema,
  type PaymentProviderDto,
} from '@coachwork/contracts';
import { NotFoundError, validate } from '@coachwork/service-kit';
import type { PaymentsContext } from '../domain/payments/payments-context';
import {
  answerSandboxStep,
  confirmSandboxIntent,
  createSandboxCard,
  SANDBOX_INTENT_NOT_FOUND,
} from '../domain/payments/sandbox-checkout.use-cases';

const BASE = '/v1/public/payments';
/** Sandbox intent ids: anything else cannot exist. */
const INTENT_ID = /^pi_sbx_[0-9a-f]{24}$/;

/**
 * What the payment page needs before anyone is signed in (guest checkout too): which card form to
 * show, and, for the sandbox, the work Stripe.js would do.
 */
export function publicPaymentRoutes(router: Router, ctx: PaymentsContext): void {
  router.get(`${BASE}/stripe-key`, (_req, res) => {
    const data: PaymentProviderDto = {
      provider: ctx.provider.name,
      publishableKey: ctx.provider.publishableKey,
    };
    res.json({ data });
  });

  router.post(`${BASE}/sandbox/payment-methods`, validate(sandboxCardSchema), async (req, res) => {
    res.status(201).json({ data: await createSandboxCard(ctx, req.body) });
  });

  const intentId: RequestHandler = (req, _res, next) =>
    next(INTENT_ID.test(String(req.params.id)) ? undefined : new NotFoundError(SANDBOX_INTENT_NOT_FOUND));

  router.post(
    `${BASE}/sandbox/payment-intents/:id/confirm`,
    intentId,
    validate(sandboxConfirmSchema),
    async (req, res) => {
      res.json({ data: await confirmSandboxIntent(ctx, String(req.params.id), req.body) });
    },
  );

  for (const [action, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    router.post(
      `${BASE}/sandbox/payment-intents/:id/${action}`,
      intentId,
      validate(sandboxApprovalSchema),
      async (req, res) => {
        res.json({
          data: await answerSandboxStep(ctx, String(req.params.id), req.body.clientSecret, approve),
        });
      },
    );
  }
}
