// Tickets and check-in (issue 27 item 4): the coach's scan (or name search) of a seat's ticket.
import * as yup from 'yup';
import {
  dateTimeMessage,
  invalidIdMessage,
  maxLengthMessage,
  requiredMessage,
  WORKSHOP_SCHEDULE_INVALID,
  WORKSHOP_SCHEDULE_REQUIRED,
} from '../messages';
import { isoDateTime, singleLineText, uuid } from './schema-helpers';

export const TICKET_CODE_MAX = 200;
export const TICKET_CODE_REQUIRED = requiredMessage('Ticket code');
export const TICKET_CODE_MAX_MESSAGE = maxLengthMessage('Ticket code', TICKET_CODE_MAX);
export const TICKET_SEAT_INVALID = invalidIdMessage('Seat');
export const SCANNED_AT_INVALID = dateTimeMessage('Scanned at');
/** How far back a queued scan's own time is believed; older ones are stamped this long ago. */
export const SCANNED_AT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A code that is not a ticket, or one whose signature does not match (altered, forged). */
export const TICKET_INVALID = 'This is not a valid Coachwork ticket.';
export const TICKET_OTHER_SCHEDULE = 'This ticket is for another session, not this one.';
export const TICKET_SEAT_GONE =
  'This ticket is no longer valid: its seat was given back or its booking cancelled.';
export const TICKET_NOT_CONFIRMED = 'This ticket is not valid yet: its booking is not confirmed.';
/** The page's answer to a second scan ('Already checked in by Ada Coach at 09:03'). */
export const alreadyCheckedInMessage = (by: string, at: string) => `Already checked in by ${by} at ${at}`;

/**
 * POST /v1/check-ins: a scanned (or typed) ticket code, or the seat picked from the attendee search;
 * always with the schedule the coach is checking in, so another session's ticket is refused. A scan
 * queued on a phone without a connection carries the time it was made (`scannedAt`), which becomes the
 * check-in's time: never later than when it arrives, never more than 7 days before.
 */
export const checkInSchema = yup.object({
  workshopScheduleId: uuid(WORKSHOP_SCHEDULE_INVALID).required(WORKSHOP_SCHEDULE_REQUIRED),
  code: singleLineText('Ticket code')
    .max(TICKET_CODE_MAX, TICKET_CODE_MAX_MESSAGE)
    .test('code-or-seat', TICKET_CODE_REQUIRED, function (code) {
      return (typeof code === 'string' && code.trim() !== '') || this.parent?.seatId != null;
    }),
  seatId: uuid(TICKET_SEAT_INVALID),
  scannedAt: isoDateTime('Scanned at', SCANNED_AT_INVALID),
});
export type CheckInInput = yup.InferType<typeof checkInSchema>;
