// Seats of a booking, shared with another person by invitation (by user id or by email).
import * as yup from 'yup';
import { SEAT_STATUSES } from '../enums';
import {
  ATTENDANCE_NOTES_MAX,
  ATTENDED_INVALID,
  BOOKING_INVALID,
  BOOKING_REQUIRED,
  INVITATION_TOKEN_REQUIRED,
  META_INVALID,
  SEAT_STATUS_INVALID,
  USER_INVALID,
  USER_OR_EMAIL_REQUIRED,
} from '../messages';
import { emailSchema } from './fields.schema';
import {
  blankToNull,
  boolean,
  jsonObject,
  multiLineText,
  oneOf,
  singleLineText,
  uuid,
} from './schema-helpers';

const seatFields = {
  bookingId: uuid(BOOKING_INVALID).required(BOOKING_REQUIRED),
  userId: uuid(USER_INVALID).nullable().transform(blankToNull),
  email: emailSchema.nullable().transform(blankToNull),
  status: oneOf(SEAT_STATUSES, SEAT_STATUS_INVALID),
  attended: boolean(ATTENDED_INVALID),
  attendanceNotes: multiLineText('Attendance notes').nullable().max(1000, ATTENDANCE_NOTES_MAX),
  meta: jsonObject().nullable().typeError(META_INVALID),
};

// The either-or message sits on `email`, the field the invite form shows, so it lands next to an input.
export const createBookingSeatSchema = yup.object({
  ...seatFields,
  email: seatFields.email.test('user-or-email', USER_OR_EMAIL_REQUIRED, function (email) {
    return email != null || this.parent?.userId != null;
  }),
});
export type CreateBookingSeatInput = yup.InferType<typeof createBookingSeatSchema>;

/** A PATCH may leave both out (they stay as stored) but may not clear both at once. */
export const updateBookingSeatSchema = yup
  .object({
    ...seatFields,
    email: seatFields.email.test('user-or-email', USER_OR_EMAIL_REQUIRED, function (email) {
      return !(email === null && this.parent?.userId === null);
    }),
  })
  .partial();
export type UpdateBookingSeatInput = yup.InferType<typeof updateBookingSeatSchema>;

/** POST /v1/invitations/accept; the field name is snake_case in the spec's API. */
export const acceptInvitationSchema = yup.object({
  invitation_token: singleLineText('Invitation token').required(INVITATION_TOKEN_REQUIRED),
});
export type AcceptInvitationInput = yup.InferType<typeof acceptInvitationSchema>;

/**
 * PATCH /v1/booking-seats/{id}: the schedule's coach (or a super-admin) records attendance; the
 * booking's owner keeps their own notes in `meta`. Who holds the seat changes only through invitations.
 */
export const patchBookingSeatSchema = yup
  .object({
    attended: seatFields.attended.nullable(),
    attendanceNotes: seatFields.attendanceNotes,
    meta: seatFields.meta,
  })
  .partial();
export type PatchBookingSeatInput = yup.InferType<typeof patchBookingSeatSchema>;

/** POST /v1/booking-seats/{id}/send-invitation: whom to invite, by account or by address. */
export const sendInvitationSchema = yup.object({
  userId: seatFields.userId,
  email: seatFields.email.test('user-or-email', USER_OR_EMAIL_REQUIRED, function (email) {
    return email != null || this.parent?.userId != null;
  }),
});
export type SendInvitationInput = yup.InferType<typeof sendInvitationSchema>;

/** POST /v1/booking-seats/{id}/transfer: whom the seat's holder hands it to, by account or by address. */
export const transferSeatSchema = sendInvitationSchema;
export type TransferSeatInput = SendInvitationInput;
