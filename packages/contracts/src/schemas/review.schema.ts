// Verified reviews (issue 28 item 1): a rating 1-5 and an optional text by someone who attended, the
// coach's one reply, and a super-admin's hiding with a reason.
import * as yup from 'yup';
import {
  integerMessage,
  invalidIdMessage,
  maxLengthMessage,
  maxValueMessage,
  minValueMessage,
  numberMessage,
  requiredMessage,
} from '../messages';
import { integer, multiLineText, uuid } from './schema-helpers';

/** The longest review text, reply and hiding reason. */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
/** Days after a session's end during which those who attended may review it. */
export const REVIEW_WINDOW_DAYS = 30;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const REVIEW_MESSAGES = {
  scheduleRequired: requiredMessage('Workshop schedule'),
  scheduleInvalid: invalidIdMessage('Workshop schedule'),
  ratingRequired: requiredMessage('Rating'),
  ratingNumber: numberMessage('Rating'),
  ratingInteger: integerMessage('Rating'),
  ratingMin: minValueMessage('Rating', RATING_MIN),
  ratingMax: maxValueMessage('Rating', RATING_MAX),
  bodyMax: maxLengthMessage('Review', REVIEW_TEXT_MAX),
  replyRequired: requiredMessage('Reply'),
  replyMax: maxLengthMessage('Reply', REVIEW_TEXT_MAX),
  reasonRequired: requiredMessage('Reason'),
  reasonMax: maxLengthMessage('Reason', REVIEW_REASON_MAX),
  /** Refusals of POST /v1/reviews (403, 409, 422) and of the reply (409). */
  notAttended: 'Only people who attended this session can review it.',
  notEnded: 'This session can be reviewed once it has ended.',
  windowClosed: `Reviews of this session closed ${REVIEW_WINDOW_DAYS} days after it ended.`,
  alreadyReviewed: 'You have already reviewed this session.',
  alreadyReplied: 'This review already has a reply.',
  alreadyHidden: 'This review is already hidden.',
  notCoach: 'Only the coach of this session can reply to its reviews.',
} as const;

/** POST /v1/reviews */
export const createReviewSchema = yup.object({
  workshopScheduleId: uuid(REVIEW_MESSAGES.scheduleInvalid).required(REVIEW_MESSAGES.scheduleRequired),
  rating: integer(REVIEW_MESSAGES.ratingNumber, REVIEW_MESSAGES.ratingInteger)
    .required(REVIEW_MESSAGES.ratingRequired)
    .min(RATING_MIN, REVIEW_MESSAGES.ratingMin)
    .max(RATING_MAX, REVIEW_MESSAGES.ratingMax),
  body: multiLineText('Review').nullable().max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.bodyMax),
});
export type CreateReviewInput = yup.InferType<typeof createReviewSchema>;

/** POST /v1/reviews/{id}/reply (the session's coach, once) */
export const replyReviewSchema = yup.object({
  body: multiLineText('Reply').required(REVIEW_MESSAGES.replyRequired).max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.replyMax),
});
export type ReplyReviewInput = yup.InferType<typeof replyReviewSchema>;

/** POST /v1/reviews/{id}/hide (reviews.moderate; the author is mailed the reason) */
export const hideReviewSchema = yup.object({
  reason: multiLineText('Reason').required(REVIEW_MESSAGES.reasonRequired).max(REVIEW_REASON_MAX, REVIEW_MESSAGES.reasonMax),
});
export type HideReviewInput = yup.InferType<typeof hideReviewSchema>;
