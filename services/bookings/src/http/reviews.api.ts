// Route declarations of reviews.routes.ts, for the OpenAPI document.
import {
  REVIEW_DATA_SCHEMA,
  REVIEWABLE_SESSION_DATA_SCHEMA,
  createReviewSchema,
  hideReviewSchema,
  replyReviewSchema,
} from '@coachwork/contracts';
import { apiRoutes, listExportApi, type ApiRoute } from '@coachwork/service-kit';
import { reviewListSpec } from '../domain/reviews/reviews.use-cases';

export const REVIEWS_API: ApiRoute[] = apiRoutes('Reviews', [
  {
    method: 'get',
    path: '/v1/reviews',
    summary:
      "Reviews: one's own and those of the sessions one coaches; every one, hidden too, with reviews.moderate (filter[workshopId], filter[coachId], filter[rating], filter[hidden])",
    access: 'user',
    list: reviewListSpec,
    answer: 'list',
    data: REVIEW_DATA_SCHEMA,
  },
  {
    method: 'get',
    path: '/v1/reviews/reviewable',
    summary: "The caller's attended sessions that ended within the last 30 days, each with the caller's review if written",
    access: 'user',
    answer: 'items',
    data: REVIEWABLE_SESSION_DATA_SCHEMA,
  },
  {
    method: 'post',
    path: '/v1/reviews',
    summary:
      'Review a session one attended, once, within 30 days of its end (403 not attended, 409 already reviewed, 422 not ended or too late)',
    access: 'user',
    body: createReviewSchema,
    status: 201,
    data: REVIEW_DATA_SCHEMA,
    conflict: true,
  },
  {
    method: 'get',
    path: '/v1/reviews/:id',
    summary: 'One review, to its author, its session\'s coach (unless hidden) or a moderator',
    access: 'user',
    data: REVIEW_DATA_SCHEMA,
  },
  {
    method: 'post',
    path: '/v1/reviews/:id/reply',
    summary: "The session's coach replies to a review (once; 409 after)",
    access: 'user',
    body: replyReviewSchema,
    data: REVIEW_DATA_SCHEMA,
    conflict: true,
  },
  {
    method: 'post',
    path: '/v1/reviews/:id/hide',
    summary: 'Hide a review with a reason: it leaves every page and rating, and its author is mailed the reason',
    access: ['reviews.moderate'],
    body: hideReviewSchema,
    data: REVIEW_DATA_SCHEMA,
    conflict: true,
  },
]).concat(
  listExportApi({
    path: '/v1/reviews',
    what: 'reviews (as the caller may see them)',
    access: 'user',
    list: reviewListSpec,
    tag: 'Reviews',
  }),
);
