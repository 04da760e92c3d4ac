// Bookings of seats in a workshop schedule, with the booker's billing address.
import * as yup from 'yup';
import { BOOKING_STATUSES } from '../enums';
import {
  ADDRESS_INVALID,
  ADDRESS_LINE_1_MAX,
  ADDRESS_LINE_1_REQUIRED,
  ADDRESS_LINE_2_MAX,
  BOOKING_STATUS_INVALID,
  CANCELLATION_REASON_MAX,
  CANCELLATION_REASON_REQUIRED,
  CITY_MAX,
  CITY_REQUIRED,
  COACH_NOTES_MAX,
  COUNTRY_INVALID,
  IS_BROADCAST_INVALID,
  IS_VISIBLE_INVALID,
  META_INVALID,
  NOTES_MAX,
  RESOURCE_PREFERENCE_ID_INVALID,
  RESOURCE_PREFERENCE_ID_REQUIRED,
  RESOURCE_PREFERENCES_INVALID,
  SEATS_INTEGER,
  SEATS_MIN,
  STATE_MAX,
  STATE_REQUIRED,
  USER_INVALID,
  USER_REQUIRED,
  VOUCHER_CODE_MAX,
  VOUCHER_CODE_REQUIRED,
  WORKSHOP_SCHEDULE_INVALID,
  WORKSHOP_SCHEDULE_REQUIRED,
  ZIP_MAX,
  ZIP_REQUIRED,
  SEATS_MAX_MESSAGE,
  BOOKING_ID_INVALID,
  BOOKING_ID_REQUIRED,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  WORKSHOP_SCHEDULES_MAX,
} from '../messages';
import { SEATS_MAX } from '../limits';
import { countrySchema, emailSchema, firstNameSchema, lastNameSchema } from './fields.schema';
import {
  blankToNull,
  boolean,
  integer,
  list,
  multiLineText,
  oneOf,
  singleLineText,
  uuid,
  UUID_PATTERN,
} from './schema-helpers';

export const VOUCHER_CODE_MAX_LENGTH = 32;

export const addressSchema = yup.object({
  addressLine1: singleLineText('Address line 1')
    .required(ADDRESS_LINE_1_REQUIRED)
    .max(255, ADDRESS_LINE_1_MAX),
  addressLine2: singleLineText('Address line 2').nullable().max(255, ADDRESS_LINE_2_MAX),
  city: singleLineText('City').required(CITY_REQUIRED).max(255, CITY_MAX),
  state: singleLineText('State').required(STATE_REQUIRED).max(255, STATE_MAX),
  zip: singleLineText('ZIP code').required(ZIP_REQUIRED).max(32, ZIP_MAX),
  country: countrySchema.required(COUNTRY_INVALID),
});
export type AddressInput = yup.InferType<typeof addressSchema>;

/** Per-resource choices of the booker: whether a workshop resource is shown and broadcast to them. */
export const workshopResourcePreferenceSchema = yup.object({
  id: uuid(RESOURCE_PREFERENCE_ID_INVALID).required(RESOURCE_PREFERENCE_ID_REQUIRED),
  isVisible: boolean(IS_VISIBLE_INVALID),
  isBroadcast: boolean(IS_BROADCAST_INVALID),
});
export type WorkshopResourcePreferenceInput = yup.InferType<typeof workshopResourcePreferenceSchema>;

export const bookingMetaSchema = yup
  .object({
    workshopResourcePreferences: list(workshopResourcePreferenceSchema).typeError(
      RESOURCE_PREFERENCES_INVALID,
    ),
  })
  .nullable()
  .optional()
  .default(undefined)
  .typeError(META_INVALID);
export type BookingMetaInput = yup.InferType<typeof bookingMetaSchema>;

/** Bounded before anything multiplies it by a price or adds it to the seats taken. */
const seatsSchema = integer(SEATS_MIN, SEATS_INTEGER)
  .required(SEATS_MIN)
  .min(1, SEATS_MIN)
  .max(SEATS_MAX, SEATS_MAX_MESSAGE);

export const createBookingSchema = yup.object({
  userId: uuid(USER_INVALID).required(USER_REQUIRED),
  workshopScheduleId: uuid(WORKSHOP_SCHEDULE_INVALID).required(WORKSHOP_SCHEDULE_REQUIRED),
  seats: seatsSchema,
  voucherCode: singleLineText('Voucher code')
    .nullable()
    .transform(blankToNull)
    .max(VOUCHER_CODE_MAX_LENGTH, VOUCHER_CODE_MAX),
  notes: multiLineText('Notes').nullable().max(1000, NOTES_MAX),
  // Absent becomes {} so each missing line is reported on its own path (address.city, ...).
  address: addressSchema.required(ADDRESS_INVALID).typeError(ADDRESS_INVALID),
  meta: bookingMetaSchema,
});
export type CreateBookingInput = yup.InferType<typeof createBookingSchema>;

/** PATCH by staff or coach: status and notes on top of the booker's fields; an address is replaced whole. */
export const updateBookingSchema = yup
  .object({
    userId: uuid(USER_INVALID).required(USER_REQUIRED),
    workshopScheduleId: uuid(WORKSHOP_SCHEDULE_INVALID).required(WORKSHOP_SCHEDULE_REQUIRED),
    seats: seatsSchema,
    voucherCode: singleLineText('Voucher code')
      .nullable()
      .transform(blankToNull)
      .max(VOUCHER_CODE_MAX_LENGTH, VOUCHER_CODE_MAX),
    notes: multiLineText('Notes').nullable().max(1000, NOTES_MAX),
    address: addressSchema.default(undefined).nonNullable(ADDRESS_INVALID).typeError(ADDRESS_INVALID),
    meta: bookingMetaSchema,
    status: oneOf(BOOKING_STATUSES, BOOKING_STATUS_INVALID),
    coachNotes: multiLineText('Coach notes').nullable().max(1000, COACH_NOTES_MAX),
    cancellationReason: multiLineText('Cancellation reason').nullable().max(1000, CANCELLATION_REASON_MAX),
  })
  .partial();
export type UpdateBookingInput = yup.InferType<typeof updateBookingSchema>;

/**
 * PATCH /v1/bookings/{id}: what may change on a booking after it is made. The owner writes notes,
 * address and meta, the schedule's coach coachNotes, a super-admin all of them. Seats, status, money
 * and the schedule change only through the booking's actions (cancel, no-show, seats, payment).
 */
export const patchBookingSchema = yup
  .object({
    notes: multiLineText('Notes').nullable().max(1000, NOTES_MAX),
    address: addressSchema.default(undefined).nonNullable(ADDRESS_INVALID).typeError(ADDRESS_INVALID),
    meta: bookingMetaSchema,
    coachNotes: multiLineText('Coach notes').nullable().max(1000, COACH_NOTES_MAX),
  })
  .partial();
export type PatchBookingInput = yup.InferType<typeof patchBookingSchema>;

/** POST /v1/bookings/{id}/cancel: the reason is asked for first and kept on the booking. */
export const cancelBookingSchema = yup.object({
  reason: multiLineText('Cancellation reason')
    .required(CANCELLATION_REASON_REQUIRED)
    .max(1000, CANCELLATION_REASON_MAX),
});
export type CancelBookingInput = yup.InferType<typeof cancelBookingSchema>;

/** POST /v1/vouchers/{id}/redeem: the caller's held booking the voucher is applied to. */
export const redeemVoucherSchema = yup.object({
  bookingId: uuid(BOOKING_ID_INVALID).required(BOOKING_ID_REQUIRED),
});
export type RedeemVoucherInput = yup.InferType<typeof redeemVoucherSchema>;

/** The {code} of GET /v1/vouchers/verify/{code}: one line of text, checked before any lookup. */
export const verifyVoucherCodeSchema = yup.object({
  code: singleLineText('Voucher code').required(VOUCHER_CODE_REQUIRED),
});

/**
 * GET /v1/vouchers/verify/{code}?workshopScheduleId=&seats= (query strings arrive as text). Without a
 * schedule the answer is the voucher's terms alone; with one, also the amounts for `seats`.
 */
export const verifyVoucherQuerySchema = yup.object({
  workshopScheduleId: uuid(WORKSHOP_SCHEDULE_INVALID).optional(),
  seats: seatsSchema.default(1),
});

/**
 * POST /v1/public/payments/payment-intent (guest checkout): a booking for an email address without a
 * session. The gateway checks this body before it finds or makes the address's account, so a refused
 * body creates nothing.
 */
export const guestCheckoutSchema = createBookingSchema.omit(['userId', 'meta']).shape({
  email: emailSchema.required(EMAIL_REQUIRED),
  firstName: firstNameSchema.required(FIRST_NAME_REQUIRED),
  lastName: lastNameSchema.required(LAST_NAME_REQUIRED),
});
export type GuestCheckoutInput = yup.InferType<typeof guestCheckoutSchema>;

/** The ids of `?workshopScheduleId=a,b,c` (comma-separated, blanks dropped). */
export const scheduleIdsOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** GET /v1/bookings/counts?workshopScheduleId=a,b,c: one count per schedule of a table's page. */
export const bookingCountsQuerySchema = yup.object({
  workshopScheduleId: yup
    .string()
    .required(WORKSHOP_SCHEDULE_REQUIRED)
    .test('required', WORKSHOP_SCHEDULE_REQUIRED, (value) => scheduleIdsOf(value).length > 0)
    .test('ids', WORKSHOP_SCHEDULE_INVALID, (value) =>
      scheduleIdsOf(value).every((id) => UUID_PATTERN.test(id)),
    )
    .test('max', WORKSHOP_SCHEDULES_MAX, (value) => scheduleIdsOf(value).length <= 100),
});

/**
 * POST /v1/bookings/{id}/move and GET /v1/bookings/{id}/move-quote?workshopScheduleId=: the other date
 * (schedule) of the same workshop the booking moves to.
 */
export const moveBookingSchema = yup.object({
  workshopScheduleId: uuid(WORKSHOP_SCHEDULE_INVALID).required(WORKSHOP_SCHEDULE_REQUIRED),
});
export type MoveBookingInput = yup.InferType<typeof moveBookingSchema>;
