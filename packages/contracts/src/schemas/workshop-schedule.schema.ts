// Workshop schedules: a dated session of a workshop taught by one coach.
import * as yup from 'yup';
import { SEATS_MAX } from '../limits';
import { LEVELS, MODES, PUBLICATION_STATUSES, VISIBILITIES } from '../enums';
import {
  CAPACITY_INTEGER,
  CAPACITY_MAX,
  CAPACITY_MIN,
  CAPACITY_NUMBER,
  CANCELLATION_REASON_MAX,
  CANCELLATION_REASON_REQUIRED,
  COACH_INVALID,
  COACH_REQUIRED,
  END_DATE_BEFORE_START,
  END_DATE_INVALID,
  END_DATE_REQUIRED,
  LEVEL_INVALID,
  MODE_INVALID,
  MODE_REQUIRED,
  START_DATE_INVALID,
  START_DATE_REQUIRED,
  STATUS_INVALID,
  STATUS_REQUIRED,
  TIMEZONE_INVALID,
  VISIBILITY_INVALID,
  VISIBILITY_REQUIRED,
  WORKSHOP_INVALID,
  WORKSHOP_REQUIRED,
  LANGUAGE_INVALID,
  VENUE_ADDRESS_MAX,
  VENUE_CITY_MAX,
  VENUE_NAME_MAX,
  MEETING_URL_INVALID,
  MEETING_URL_MAX,
} from '../messages';
import { countrySchema } from './fields.schema';
import {
  blankToNull,
  blankToUndefined,
  integer,
  isHttpUrl,
  isIsoDateTime,
  isoDateTime,
  isValidTimeZone,
  multiLineText,
  oneOf,
  singleLineText,
  uuid,
} from './schema-helpers';

export const DEFAULT_TIMEZONE = 'UTC';
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;

const scheduleFields = {
  coachId: uuid(COACH_INVALID).required(COACH_REQUIRED),
  workshopId: uuid(WORKSHOP_INVALID).required(WORKSHOP_REQUIRED),
  startDate: isoDateTime('Start date', START_DATE_INVALID).required(START_DATE_REQUIRED),
  // Compared only when both dates arrive together; a PATCH of one is checked against the stored other.
  endDate: isoDateTime('End date', END_DATE_INVALID)
    .required(END_DATE_REQUIRED)
    .test('after-start', END_DATE_BEFORE_START, function (endDate) {
      const startDate: unknown = this.parent?.startDate;
      if (endDate == null || typeof startDate !== 'string') return true;
      if (!isIsoDateTime(endDate) || !isIsoDateTime(startDate)) return true;
      return Date.parse(endDate) > Date.parse(startDate);
    }),
  timezone: singleLineText('Timezone')
    .transform(blankToUndefined)
    .test('iana-time-zone', TIMEZONE_INVALID, (value) => value == null || isValidTimeZone(value)),
  country: countrySchema.nullable().transform(blankToNull),
  level: oneOf(LEVELS, LEVEL_INVALID).nullable(),
  status: oneOf(PUBLICATION_STATUSES, STATUS_INVALID).required(STATUS_REQUIRED),
  visibility: oneOf(VISIBILITIES, VISIBILITY_INVALID).required(VISIBILITY_REQUIRED),
  mode: oneOf(MODES, MODE_INVALID).required(MODE_REQUIRED),
  capacity: integer(CAPACITY_NUMBER, CAPACITY_INTEGER)
    .nullable()
    .min(1, CAPACITY_MIN)
    .max(SEATS_MAX, CAPACITY_MAX),
  // Where an IN-PERSON or HYBRID session takes place; the venue's country is the schedule's `country`.
  venueName: singleLineText('Venue name').nullable().transform(blankToNull).max(255, VENUE_NAME_MAX),
  venueAddress: singleLineText('Venue address').nullable().transform(blankToNull).max(255, VENUE_ADDRESS_MAX),
  venueCity: singleLineText('Venue city').nullable().transform(blankToNull).max(255, VENUE_CITY_MAX),
  /** The language it is taught in, as a BCP 47 tag ('en', 'de-CH'). */
  language: singleLineText('Language')
    .nullable()
    .transform(blankToNull)
    .matches(LANGUAGE_PATTERN, { message: LANGUAGE_INVALID, excludeEmptyString: true }),
  /**
   * The online room (video call) of an ONLINE or HYBRID session. Secret to the public: only the
   * schedule's staff and its confirmed attendees ever see it. https only, so no plain-text or
   * `javascript:` link reaches an attendee's page or mail.
   */
  meetingUrl: singleLineText('Meeting link')
    .nullable()
    .transform(blankToNull)
    .max(2048, MEETING_URL_MAX)
    .test('https-url', MEETING_URL_INVALID, (v) => v == null || (/^https:\/\//i.test(v) && isHttpUrl(v))),
};

export const createWorkshopScheduleSchema = yup.object({
  ...scheduleFields,
  timezone: scheduleFields.timezone.default(DEFAULT_TIMEZONE),
});
export type CreateWorkshopScheduleInput = yup.InferType<typeof createWorkshopScheduleSchema>;

/** PATCH: no default timezone, so leaving it out keeps the stored one. */
export const updateWorkshopScheduleSchema = yup.object(scheduleFields).partial();
export type UpdateWorkshopScheduleInput = yup.InferType<typeof updateWorkshopScheduleSchema>;

/** POST /v1/workshop-schedules/{id}/cancel: cancelling records who, when and why (SPEC-DECISIONS). */
export const cancelWorkshopScheduleSchema = yup.object({
  reason: multiLineText('Cancellation reason')
    .required(CANCELLATION_REASON_REQUIRED)
    .max(1000, CANCELLATION_REASON_MAX),
});
export type CancelWorkshopScheduleInput = yup.InferType<typeof cancelWorkshopScheduleSchema>;
