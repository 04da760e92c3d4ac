// The waitlist of a sold-out schedule (issue 27 item 1): joined for 1 to the per-booking limit of
// seats, signed in or by e-mail (a guest gives a name and address); left and declined by the links of
// its mails or, signed in, by a button; offered by the schedule's coach or an admin ("Offer now").
import * as yup from 'yup';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  SEATS_INTEGER,
  SEATS_MIN,
  WORKSHOP_SCHEDULE_INVALID,
  WORKSHOP_SCHEDULE_REQUIRED,
} from '../messages';
import { SEATS_MAX } from '../limits';
import { emailSchema, firstNameSchema, lastNameSchema } from './fields.schema';
import { integer, text, uuid } from './schema-helpers';
import { dtoSchema, orNull, type JsonSchema } from '../dto/response-schemas';

/**
 * The most seats one entry may wait for is one booking's limit: SEATS_MAX here, and the schedule's
 * capacity where bookings checks it (a 422 naming the limit).
 */

/** Hours an offer holds its seats: the workshop's setting (1 hour to 7 days; 24 unless set). */
export const WAITLIST_WINDOW_HOURS_DEFAULT = 24;
export const WAITLIST_WINDOW_HOURS_MIN = 1;
export const WAITLIST_WINDOW_HOURS_MAX = 168;
export const WAITLIST_WINDOW_MESSAGES = {
  number: 'Waitlist offer window must be a number of hours',
  integer: 'Waitlist offer window must be a whole number of hours',
  range: `Waitlist offer window must be between ${WAITLIST_WINDOW_HOURS_MIN} and ${WAITLIST_WINDOW_HOURS_MAX} hours`,
} as const;

export const WAITLIST_STATUSES = ['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'DECLINED', 'LEFT'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_MESSAGES = {
  seatsMax: (max: number) => `Seats must be between 1 and ${max} (one booking's limit).`,
  notSoldOut: 'This session still has seats: book them instead of joining the waitlist.',
  notOpen: 'This session does not take waitlist entries.',
  alreadyOnList: 'You are already on the waitlist for this session.',
  linkInvalid: 'This link is not valid (any more).',
  notOffered: 'This entry holds no offer.',
  notWaiting: 'Only an entry that is waiting can be offered seats.',
  seatsNotFree: (free: number, wanted: number) =>
    `Only ${free} seat${free === 1 ? ' is' : 's are'} free: this entry waits for ${wanted}.`,
  notYours: 'Only the waitlist entry’s person can do this.',
  notStaff: "Only the session's coach or an admin can see and offer from its waitlist.",
} as const;

const seatsSchema = integer(SEATS_MIN, SEATS_INTEGER)
  .required(SEATS_MIN)
  .min(1, SEATS_MIN)
  .max(SEATS_MAX, WAITLIST_MESSAGES.seatsMax(SEATS_MAX));

/** POST /v1/waitlist (signed in) */
export const joinWaitlistSchema = yup.object({
  workshopScheduleId: uuid(WORKSHOP_SCHEDULE_INVALID).required(WORKSHOP_SCHEDULE_REQUIRED),
  seats: seatsSchema,
});
export type JoinWaitlistInput = yup.InferType<typeof joinWaitlistSchema>;

/** POST /v1/public/waitlist (by e-mail: the gateway makes or finds the address's account) */
export const joinWaitlistAsGuestSchema = joinWaitlistSchema.shape({
  email: emailSchema.required(EMAIL_REQUIRED),
  firstName: firstNameSchema.required(FIRST_NAME_REQUIRED),
  lastName: lastNameSchema.required(LAST_NAME_REQUIRED),
});
export type JoinWaitlistAsGuestInput = yup.InferType<typeof joinWaitlistAsGuestSchema>;

/** POST /v1/public/waitlist/leave and /decline: the token of the mail's link. */
export const waitlistTokenSchema = yup.object({
  token: text('Token').required(WAITLIST_MESSAGES.linkInvalid).matches(/^[A-Za-z0-9_-]{43}$/, WAITLIST_MESSAGES.linkInvalid),
});

/** GET /v1/waitlist?workshopScheduleId= (the schedule's coach, or bookings.view) */
export const waitlistQuerySchema = yup.object({
  workshopScheduleId: uuid(WORKSHOP_SCHEDULE_INVALID).required(WORKSHOP_SCHEDULE_REQUIRED),
});

export interface WaitlistEntryDto {
  id: string;
  workshopScheduleId: string;
  /** 1-based among the entries still waiting or offered (null once it is settled). */
  position: number | null;
  userId: string;
  name: string;
  email: string;
  seats: number;
  status: WaitlistStatus;
  /** The held booking of an offer (pay it to take the seats). */
  bookingId: string | null;
  offerExpiresAt: string | null;
  joinedAt: string;
  updatedAt: string;
}

const str: JsonSchema = { type: 'string' };
const id: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };

export const WAITLIST_ENTRY_DATA_SCHEMA = dtoSchema<WaitlistEntryDto>({
  id,
  workshopScheduleId: id,
  position: orNull({ type: 'integer', minimum: 1 }),
  userId: id,
  name: str,
  email: str,
  seats: { type: 'integer', minimum: 1 },
  status: { type: 'string', enum: [...WAITLIST_STATUSES] },
  bookingId: orNull(id),
  offerExpiresAt: orNull(time),
  joinedAt: time,
  updatedAt: time,
});

/**
 * GET /v1/public/waitlist/link?token=: what a waitlist mail's link is about, so its page can name the
 * session before the one button acts on it. No name or address: the token is the only proof.
 */
export interface WaitlistLinkDto {
  /** Which mail the token came from: the join mail's leave link, or an offer's decline link. */
  kind: 'leave' | 'offer';
  workshopScheduleId: string;
  workshopTitle: string;
  startDate: string;
  endDate: string;
  timezone: string;
  seats: number;
  status: WaitlistStatus;
  offerExpiresAt: string | null;
}

export const WAITLIST_LINK_DATA_SCHEMA = dtoSchema<WaitlistLinkDto>({
  kind: { type: 'string', enum: ['leave', 'offer'] },
  workshopScheduleId: id,
  workshopTitle: str,
  startDate: time,
  endDate: time,
  timezone: str,
  seats: { type: 'integer', minimum: 1 },
  status: { type: 'string', enum: [...WAITLIST_STATUSES] },
  offerExpiresAt: orNull(time),
});
