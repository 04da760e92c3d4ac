// Workshops: a priced, seat-limited offering built on a template and run through schedules.
import * as yup from 'yup';
import { SEATS_MAX } from '../limits';
import {
  IMAGE_MAX,
  MAX_SEATS_INTEGER,
  MAX_SEATS_MAX,
  MAX_SEATS_MIN,
  MAX_SEATS_NUMBER,
  MAX_SEATS_REQUIRED,
  MIN_SEATS_ABOVE_MAX,
  MIN_SEATS_INTEGER,
  MIN_SEATS_MAX,
  MIN_SEATS_MIN,
  MIN_SEATS_NUMBER,
  MIN_SEATS_REQUIRED,
  PRICE_DECIMALS,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_NUMBER,
  PRICE_REQUIRED,
  REMIND_DAY_BEFORE_INVALID,
  REMIND_HOUR_BEFORE_INVALID,
  TAG_MAX,
  TAG_REQUIRED,
  TAGS_INVALID,
  TAGS_MAX,
  COACH_ID_INVALID,
  COACH_IDS_INVALID,
  COACH_IDS_MAX,
  TITLE_MAX,
  TITLE_MIN,
  TITLE_REQUIRED,
  VIDEO_MAX,
  WORKSHOP_TEMPLATE_INVALID,
  WORKSHOP_TEMPLATE_REQUIRED,
} from '../messages';
import { slugSchema } from './fields.schema';
import {
  blankToUndefined,
  boolean,
  httpUrl,
  integer,
  minLength,
  money,
  multiLineText,
  singleLineText,
  uuid,
} from './schema-helpers';
import {
  WAITLIST_WINDOW_HOURS_MAX,
  WAITLIST_WINDOW_HOURS_MIN,
  WAITLIST_WINDOW_MESSAGES,
} from './waitlist.schema';

export const TAGS_MAX_COUNT = 20;
export const TAG_MAX_LENGTH = 50;

/**
 * Tags are short lower-case labels ('leadership', 'team building'); case and surrounding spaces are
 * normalised and repeats dropped, so 'Leadership' and 'leadership ' are one tag.
 */
export const tagsSchema = yup
  .array(singleLineText('Tag').lowercase().required(TAG_REQUIRED).max(TAG_MAX_LENGTH, TAG_MAX))
  .typeError(TAGS_INVALID)
  .transform((value: unknown) =>
    Array.isArray(value)
      ? value.filter(
          (tag, i) =>
            typeof tag !== 'string' ||
            value.findIndex(
              (t) => typeof t === 'string' && t.trim().toLowerCase() === tag.trim().toLowerCase(),
            ) === i,
        )
      : value,
  )
  .max(TAGS_MAX_COUNT, TAGS_MAX);

export const COACH_IDS_MAX_COUNT = 50;

/**
 * The coaches assigned to a workshop (ids of users with the coach role): they may schedule it themselves
 * and read its resources. Ids are compared in lower case and repeats dropped.
 */
export const coachIdsSchema = yup
  .array(uuid(COACH_ID_INVALID).lowercase().required(COACH_ID_INVALID))
  .typeError(COACH_IDS_INVALID)
  .transform((value: unknown) =>
    Array.isArray(value)
      ? value.filter(
          (id, i) =>
            typeof id !== 'string' ||
            value.findIndex(
              (other) => typeof other === 'string' && other.trim().toLowerCase() === id.trim().toLowerCase(),
            ) === i,
        )
      : value,
  )
  .max(COACH_IDS_MAX_COUNT, COACH_IDS_MAX);

export const TITLE_MIN_LENGTH = 3;
export const TITLE_MAX_LENGTH = 255;

/** The 3–255 title of workshops, templates and (on creation) job postings. */
export const titleSchema = singleLineText('Title')
  .required(TITLE_REQUIRED)
  .test(minLength(TITLE_MIN_LENGTH, TITLE_MIN))
  .max(TITLE_MAX_LENGTH, TITLE_MAX);

const workshopFields = {
  workshopTemplateId: uuid(WORKSHOP_TEMPLATE_INVALID).required(WORKSHOP_TEMPLATE_REQUIRED),
  title: titleSchema,
  slug: slugSchema.transform(blankToUndefined),
  description: multiLineText('Description').nullable(),
  image: httpUrl('Image URL', 255, IMAGE_MAX).nullable(),
  video: httpUrl('Video URL', 255, VIDEO_MAX).nullable(),
  price: money('Price', { number: PRICE_NUMBER, decimals: PRICE_DECIMALS, max: PRICE_MAX }, 0)
    .required(PRICE_REQUIRED)
    .min(0, PRICE_MIN),
  // Only compared when both arrive together; a PATCH of one side is checked by the service against
  // the stored other side.
  minSeats: integer(MIN_SEATS_NUMBER, MIN_SEATS_INTEGER)
    .required(MIN_SEATS_REQUIRED)
    .min(1, MIN_SEATS_MIN)
    .max(SEATS_MAX, MIN_SEATS_MAX)
    .test('not-above-max', MIN_SEATS_ABOVE_MAX, function (minSeats) {
      const maxSeats: unknown = this.parent?.maxSeats;
      return (
        minSeats == null || typeof maxSeats !== 'number' || !Number.isFinite(maxSeats) || minSeats <= maxSeats
      );
    }),
  maxSeats: integer(MAX_SEATS_NUMBER, MAX_SEATS_INTEGER)
    .required(MAX_SEATS_REQUIRED)
    .min(1, MAX_SEATS_MIN)
    .max(SEATS_MAX, MAX_SEATS_MAX),
  tags: tagsSchema,
  coachIds: coachIdsSchema,
  // Whether confirmed attendees are reminded by mail 24 h and 1 h before each session (issue 27 item 2);
  // both on unless turned off.
  remindDayBefore: boolean(REMIND_DAY_BEFORE_INVALID),
  remindHourBefore: boolean(REMIND_HOUR_BEFORE_INVALID),
  // How long a waitlist offer holds its seats (issue 27 item 1); 24 hours unless set.
  waitlistWindowHours: integer(WAITLIST_WINDOW_MESSAGES.number, WAITLIST_WINDOW_MESSAGES.integer)
    .min(WAITLIST_WINDOW_HOURS_MIN, WAITLIST_WINDOW_MESSAGES.range)
    .max(WAITLIST_WINDOW_HOURS_MAX, WAITLIST_WINDOW_MESSAGES.range),
};

export const createWorkshopSchema = yup.object(workshopFields);
export type CreateWorkshopInput = yup.InferType<typeof createWorkshopSchema>;

export const updateWorkshopSchema = yup.object(workshopFields).partial();
export type UpdateWorkshopInput = yup.InferType<typeof updateWorkshopSchema>;
