// Reviews as bookings answers them, the aggregates the catalogue shows, and the events between them.
import { dtoSchema, orNull, type JsonSchema } from './response-schemas';

export interface ReviewDto {
  id: string;
  workshopScheduleId: string;
  workshopId: string;
  workshopTitle: string;
  coachId: string;
  /** When the session started (the schedule's start). */
  sessionDate: string;
  userId: string;
  /** 'First L.' as the storefront shows the author. */
  authorName: string;
  rating: number;
  body: string | null;
  reply: string | null;
  repliedAt: string | null;
  /** Hidden reviews are shown to their author and moderators only, with the reason. */
  hiddenAt: string | null;
  hiddenReason: string | null;
  createdAt: string;
}

/** A rating average (one decimal) and how many visible reviews make it. */
export interface RatingSummaryDto {
  average: number;
  count: number;
}

/**
 * bookings.review.submitted / replied / hidden: the review as it now is (version grows with each
 * change; a copy applies only a higher one). Hidden reviews carry hidden = true and count nowhere.
 */
export interface ReviewPayload {
  id: string;
  version: number;
  workshopScheduleId: string;
  workshopId: string;
  coachId: string;
  userId: string;
  authorName: string;
  rating: number;
  body: string | null;
  reply: string | null;
  repliedAt: string | null;
  hidden: boolean;
  createdAt: string;
}

/** bookings.review.requested: the day after a session, one holder is asked for a review. */
export interface ReviewRequestedPayload {
  requestId: string;
  workshopScheduleId: string;
  userId: string;
}

/** bookings.review.hidden also names the moderator's reason, for the author's mail. */
export interface ReviewHiddenPayload extends ReviewPayload {
  reason: string;
}

const text: JsonSchema = { type: 'string' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };

export const REVIEW_DATA_SCHEMA = dtoSchema<ReviewDto>({
  id: uuid,
  workshopScheduleId: uuid,
  workshopId: uuid,
  workshopTitle: text,
  coachId: uuid,
  sessionDate: time,
  userId: uuid,
  authorName: text,
  rating: { type: 'integer', minimum: 1, maximum: 5 },
  body: orNull(text),
  reply: orNull(text),
  repliedAt: orNull(time),
  hiddenAt: orNull(time),
  hiddenReason: orNull(text),
  createdAt: time,
});

export const RATING_SUMMARY_SCHEMA = dtoSchema<RatingSummaryDto>({
  average: { type: 'number' },
  count: { type: 'integer' },
});

/** GET /v1/reviews/reviewable: the caller's attended sessions that ended within the review window. */
export interface ReviewableSessionDto {
  workshopScheduleId: string;
  workshopId: string;
  workshopTitle: string;
  startDate: string;
  endDate: string;
  /** When reviews of it close. */
  reviewableUntil: string;
  /** The caller's review of it, once written. */
  review: ReviewDto | null;
}

export const REVIEWABLE_SESSION_DATA_SCHEMA = dtoSchema<ReviewableSessionDto>({
  workshopScheduleId: uuid,
  workshopId: uuid,
  workshopTitle: text,
  startDate: time,
  endDate: time,
  reviewableUntil: time,
  review: orNull(REVIEW_DATA_SCHEMA),
});
