import type { Router } from 'express';
import { createReviewSchema, hideReviewSchema, replyReviewSchema } from '@coachwork/contracts';
import {
  actorOf,
  listExportRoutes,
  parseListQuery,
  requirePermission,
  requireUser,
  uuidParam,
  validate,
  type OutboxRelay,
} from '@coachwork/service-kit';
import type { BookingsContext } from '../domain/context';
import { REVIEW_EXPORT } from './export-columns';
import {
  hideReview,
  listReviews,
  MODERATE,
  replyToReview,
  reviewableSessions,
  reviewListSpec,
  showReview,
  submitReview,
} from '../domain/reviews/reviews.use-cases';

const BASE = '/v1/reviews';

/**
 * /v1/reviews: attendees review a session once, its coach replies once, moderators hide (issue 28
 * item 1). Who sees what is decided per row by listReviews and showReview.
 */
export function reviewRoutes(router: Router, ctx: BookingsContext, relay: OutboxRelay): void {
  router.get(BASE, requireUser(), async (req, res) => {
    res.json(await listReviews(ctx, actorOf(req), parseListQuery(req.query, reviewListSpec)));
  });

  // Declared before /:id, so 'export.csv' is never read as an id: the list's own rows, filters and access.
  listExportRoutes(router, {
    path: BASE,
    guards: [requireUser()],
    spec: reviewListSpec,
    name: 'reviews',
    columns: REVIEW_EXPORT,
    load: (q, req) => listReviews(ctx, actorOf(req), q),
  });

  router.get(`${BASE}/reviewable`, requireUser(), async (req, res) => {
    res.json({ data: await reviewableSessions(ctx, actorOf(req)) });
  });

  router.post(BASE, requireUser(), validate(createReviewSchema), async (req, res) => {
    const data = await submitReview(ctx, actorOf(req), req.body);
    relay.nudge();
    res.status(201).json({ data });
  });

  router.get(`${BASE}/:id`, requireUser(), async (req, res) => {
    res.json({ data: await showReview(ctx, actorOf(req), uuidParam(req, 'id', 'Review')) });
  });

  router.post(`${BASE}/:id/reply`, requireUser(), validate(replyReviewSchema), async (req, res) => {
    const data = await replyToReview(ctx, actorOf(req), uuidParam(req, 'id', 'Review'), req.body.body);
    relay.nudge();
    res.json({ data });
  });

  router.post(`${BASE}/:id/hide`, requirePermission(MODERATE), validate(hideReviewSchema), async (req, res) => {
    const data = await hideReview(ctx, actorOf(req), uuidParam(req, 'id', 'Review'), req.body.reason);
    relay.nudge();
    res.json({ data });
  });
}
