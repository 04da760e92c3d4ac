import type { Router } from 'express';
import { dashboardMetricsQuerySchema, validateInput } from '@coachwork/contracts';
import { actorOf, requireUser, ValidationError } from '@coachwork/service-kit';
import type { BookingsContext } from '../domain/context';
import { metricsScope, readDashboardMetrics } from '../domain/metrics/read-metrics.use-case';

export function dashboardRoutes(router: Router, ctx: BookingsContext): void {
  router.get('/v1/dashboard/metrics', requireUser(), async (req, res) => {
    const actor = actorOf(req);
    metricsScope(actor); // 403 before a bad query's 422: the caller may not ask at all.
    const result = await validateInput(dashboardMetricsQuerySchema, req.query);
    if (!result.ok) throw new ValidationError(result.errors);
    const data = await readDashboardMetrics(
      { db: ctx.db, now: ctx.now, currency: ctx.currency, platformFeePercent: ctx.payouts.feePercent },
      actor,
      result.value,
    );
    res.set('Cache-Control', 'private, no-store').json({ data });
  });
}
