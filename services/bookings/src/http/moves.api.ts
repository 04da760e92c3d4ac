// Route declarations of moves.routes.ts, for the OpenAPI document.
import {
  BOOKING_DATA_SCHEMA,
  BOOKING_SEAT_DATA_SCHEMA,
  MOVE_QUOTE_DATA_SCHEMA,
  SCHEDULE_REFUND_OFFER_DATA_SCHEMA,
  moveBookingSchema,
  transferSeatSchema,
} from '@coachwork/contracts';
import { apiRoutes, type ApiRoute } from '@coachwork/service-kit';

export const MOVES_API: ApiRoute[] = [
  ...apiRoutes('Bookings', [
    {
      method: 'get',
      data: MOVE_QUOTE_DATA_SCHEMA,
      path: '/v1/bookings/:id/move-options',
      summary:
        "The booking's workshop's other bookable dates, each with what moving there costs or gives back (booker, within the full-refund window)",
      access: 'user',
      answer: 'items',
      conflict: true,
    },
    {
      method: 'get',
      data: MOVE_QUOTE_DATA_SCHEMA,
      path: '/v1/bookings/:id/move-quote',
      summary:
        'What moving the booking to ?workshopScheduleId= would cost or give back, the voucher re-checked',
      access: 'user',
      query: moveBookingSchema,
      conflict: true,
    },
    {
      method: 'post',
      data: BOOKING_DATA_SCHEMA,
      path: '/v1/bookings/:id/move',
      summary:
        'Move the booking to another date of its workshop (seats taken there and freed here at once; a lower price refunded). A paid booking to a dearer date answers 202 with the held booking that replaces it once paid (everything the old one paid is then refunded)',
      access: 'user',
      body: moveBookingSchema,
      idempotent: true,
      conflict: true,
      alsoOk: [202],
    },
    {
      method: 'get',
      data: SCHEDULE_REFUND_OFFER_DATA_SCHEMA,
      path: '/v1/bookings/schedule-refunds/:token',
      summary: "The full refund a moved schedule's mail offers (anyone holding the link)",
      access: 'public',
      conflict: true,
    },
    {
      method: 'post',
      data: SCHEDULE_REFUND_OFFER_DATA_SCHEMA,
      path: '/v1/bookings/schedule-refunds/:token',
      summary: 'Take that refund: the booking is cancelled and everything paid goes back (once)',
      access: 'public',
      conflict: true,
    },
  ]),
  ...apiRoutes('Booking seats', [
    {
      method: 'post',
      data: BOOKING_SEAT_DATA_SCHEMA,
      path: '/v1/booking-seats/:id/transfer',
      summary: 'Hand a seat to someone else (its holder, or the booker for their own or an open seat)',
      access: 'user',
      body: transferSeatSchema,
      conflict: true,
    },
  ]),
];
