import type { Router } from 'express';
import { defaultPaymentMethodSchema, savePaymentMethodSchema } from '@coachwork/contracts';
import { actorOf, NotFoundError, requireUser, validate } from '@coachwork/service-kit';
import type { PaymentsContext } from '../domain/payments/payments-context';
import {
  listPaymentMethods,
  makeDefaultPaymentMethod,
  PAYMENT_METHOD_NOT_FOUND,
  removePaymentMethod,
  savePaymentMethod,
  startCardSetup,
} from '../domain/payments/payment-methods.use-cases';

const BASE = '/v1/payments/payment-methods';
/** Stripe's pm_… and the sandbox's pm_sbx_…: anything else cannot be a card. */
const METHOD_ID = /^pm_[A-Za-z0-9_]{1,250}$/;

/** The signed-in booker's own saved cards; nobody reaches another's. */
export function paymentMethodRoutes(router: Router, ctx: PaymentsContext): void {
  const userOf = (req: Parameters<typeof actorOf>[0]) => actorOf(req).userId!;

  router.get(BASE, requireUser(), async (req, res) => {
    res.json({ data: await listPaymentMethods(ctx, userOf(req)) });
  });

  router.post(BASE, requireUser(), validate(savePaymentMethodSchema), async (req, res) => {
    // The booker's address for the processor's receipts arrives with the user directory (bookings).
    res.status(201).json({ data: await savePaymentMethod(ctx, { id: userOf(req), email: null }, req.body) });
  });

  router.post(`${BASE}/setup-intent`, requireUser(), async (req, res) => {
    res.status(201).json({ data: await startCardSetup(ctx, { id: userOf(req), email: null }) });
  });

  router.put(`${BASE}/default`, requireUser(), validate(defaultPaymentMethodSchema), async (req, res) => {
    res.json({ data: await makeDefaultPaymentMethod(ctx, userOf(req), req.body) });
  });

  router.delete(`${BASE}/:id`, requireUser(), async (req, res) => {
    const id = String(req.params.id);
    if (!METHOD_ID.test(id)) throw new NotFoundError(PAYMENT_METHOD_NOT_FOUND);
    res.json({ data: await removePaymentMethod(ctx, userOf(req), id) });
  });
}
