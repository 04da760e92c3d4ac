// Tickets and check-ins as bookings answers them (issue 27 item 4).
import { dtoSchema, orNull, type JsonSchema } from './response-schemas';

/** GET /v1/booking-seats/{id}/ticket: what the booker's phone shows at the door. */
export interface TicketDto {
  seatId: string;
  bookingId: string;
  workshopScheduleId: string;
  /** The signed code the QR holds (and the coach may type). */
  code: string;
  /** The QR of `code` as a PNG data URL. */
  qr: string;
  workshopTitle: string;
  startDate: string;
  endDate: string;
  timezone: string;
  mode: string;
  /** Where an in-person or hybrid session takes place (one line), else null. */
  venue: string | null;
  /** The seat's holder: the person on it, else the address invited, else 'Guest of {booker}'. */
  holderName: string;
  position: number;
  checkedInAt: string | null;
}

/** POST /v1/check-ins: the seat checked in, and by whom and when (the first check-in's, on a repeat). */
export interface CheckInDto {
  seatId: string;
  bookingId: string;
  workshopScheduleId: string;
  holderName: string;
  checkedInAt: string;
  checkedInById: string | null;
  checkedInByName: string;
  /** True when the seat had been checked in before this request (the answer repeats the first). */
  alreadyCheckedIn: boolean;
}

/** One attendee on the coach's check-in page. */
export interface CheckInAttendeeDto {
  seatId: string;
  bookingId: string;
  position: number;
  holderName: string;
  checkedInAt: string | null;
  checkedInByName: string | null;
}

/** GET /v1/check-ins/{workshopScheduleId}: the session and its confirmed seats. */
export interface CheckInSheetDto {
  workshopScheduleId: string;
  workshopTitle: string;
  startDate: string;
  endDate: string;
  timezone: string;
  checkedIn: number;
  total: number;
  attendees: CheckInAttendeeDto[];
}

const text: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const time: JsonSchema = { type: 'string', format: 'date-time' };

export const TICKET_DATA_SCHEMA = dtoSchema<TicketDto>({
  seatId: uuid,
  bookingId: uuid,
  workshopScheduleId: uuid,
  code: text,
  qr: text,
  workshopTitle: text,
  startDate: time,
  endDate: time,
  timezone: text,
  mode: text,
  venue: orNull(text),
  holderName: text,
  position: integer,
  checkedInAt: orNull(time),
});

export const CHECK_IN_DATA_SCHEMA = dtoSchema<CheckInDto>({
  seatId: uuid,
  bookingId: uuid,
  workshopScheduleId: uuid,
  holderName: text,
  checkedInAt: time,
  checkedInById: orNull(uuid),
  checkedInByName: text,
  alreadyCheckedIn: { type: 'boolean' },
});

export const CHECK_IN_SHEET_DATA_SCHEMA = dtoSchema<CheckInSheetDto>({
  workshopScheduleId: uuid,
  workshopTitle: text,
  startDate: time,
  endDate: time,
  timezone: text,
  checkedIn: integer,
  total: integer,
  attendees: {
    type: 'array',
    items: dtoSchema<CheckInAttendeeDto>({
      seatId: uuid,
      bookingId: uuid,
      position: integer,
      holderName: text,
      checkedInAt: orNull(time),
      checkedInByName: orNull(text),
    }),
  },
});
