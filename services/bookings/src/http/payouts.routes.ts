import type { Router } from 'express';
import { holdPayoutSchema, markPayoutPaidSchema } from '@coachwork/contracts';
import {
  actorOf,
  listExportRoutes,
  parseListQuery,
  requireUser,
  uuidParam,
  validate,
  type OutboxRelay,
} from '@coachwork/service-kit';
import { eq } from 'drizzle-orm';
import { userDirectory } from '../data/schema';
import { personName } from '../data/user-directory.repository';
import type { PaymentsContext } from '../domain/payments/payments-context';
import { renderPayoutStatement } from '../domain/payouts/payout-statement';
import {
  holdPayout,
  listPayouts,
  loadPayoutFor,
  markPayoutPaid,
  payoutListSpec,
  toPayoutDto,
} from '../domain/payouts/payouts.use-cases';
import { PAYOUT_EXPORT } from './export-columns';

const BASE = '/v1/payouts';

/** Coach payouts: the list contract (coaches see their own), the statement, and the admin's moves. */
export function payoutRoutes(router: Router, ctx: PaymentsContext, relay: OutboxRelay): void {
  const idOf = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', 'Payout');

  router.get(BASE, requireUser(), async (req, res) => {
    res.json(await listPayouts(ctx, parseListQuery(req.query, payoutListSpec), actorOf(req)));
  });

  // Declared before /:id so 'export.csv' is never read as an id.
  listExportRoutes(router, {
    path: BASE,
    guards: [requireUser()],
    spec: payoutListSpec,
    name: 'payouts',
    columns: PAYOUT_EXPORT,
    load: (q, req) => listPayouts(ctx, q, actorOf(req)),
  });

  router.get(`${BASE}/:id`, requireUser(), async (req, res) => {
    res.json({ data: toPayoutDto(await loadPayoutFor(ctx, idOf(req), actorOf(req))) });
  });

  router.get(`${BASE}/:id/statement`, requireUser(), async (req, res) => {
    const payout = await loadPayoutFor(ctx, idOf(req), actorOf(req));
    const [coach] = await ctx.db.select().from(userDirectory).where(eq(userDirectory.id, payout.coachId));
    const pdf = await renderPayoutStatement(
      payout,
      { name: coach ? personName(coach) : payout.coachId, email: coach?.email ?? null },
      ctx.options.seller,
    );
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="payout-${payout.id}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  router.post(`${BASE}/:id/mark-paid`, requireUser(), validate(markPayoutPaidSchema), async (req, res) => {
    const { payout, changed } = await markPayoutPaid(ctx, idOf(req), req.body, actorOf(req));
    if (changed) relay.nudge();
    res.json({ data: toPayoutDto(payout) });
  });

  router.post(`${BASE}/:id/hold`, requireUser(), validate(holdPayoutSchema), async (req, res) => {
    res.json({ data: toPayoutDto(await holdPayout(ctx, idOf(req), req.body, actorOf(req))) });
  });

  router.post(`${BASE}/:id/release`, requireUser(), async (req, res) => {
    res.json({ data: toPayoutDto(await holdPayout(ctx, idOf(req), null, actorOf(req))) });
  });
}
