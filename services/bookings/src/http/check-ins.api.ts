// Route declarations of check-ins.routes.ts, for the OpenAPI document.
import {
  CHECK_IN_DATA_SCHEMA,
  CHECK_IN_SHEET_DATA_SCHEMA,
  checkInSchema,
  TICKET_DATA_SCHEMA,
} from '@coachwork/contracts';
import { apiRoutes, type ApiRoute } from '@coachwork/service-kit';

export const CHECK_INS_API: ApiRoute[] = [
  ...apiRoutes('Booking seats', [
    {
      method: 'get',
      path: '/v1/booking-seats/:id/ticket',
      summary:
        "A confirmed seat's ticket: its signed code and QR (the booker: every seat of the booking; the person on a seat: their own)",
      access: 'user',
      data: TICKET_DATA_SCHEMA,
      conflict: true,
    },
    {
      method: 'get',
      path: '/v1/booking-seats/:id/ticket.pdf',
      summary: 'The same ticket as a PDF (A5, with the QR code)',
      access: 'user',
      answer: 'file',
      conflict: true,
    },
  ]),
  ...apiRoutes('Check-ins', [
    {
      method: 'get',
      path: '/v1/check-ins/:workshopScheduleId',
      summary: "A schedule's ticket holders and who is checked in (its coach and super-admins)",
      access: 'user',
      data: CHECK_IN_SHEET_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: '/v1/check-ins',
      summary:
        "Checks a seat in by its ticket's code or the seat's id (its schedule's coach and super-admins): 201 the first time; 200 with the first check-in's who and when after that",
      access: 'user',
      body: checkInSchema,
      status: 201,
      alsoOk: [200],
      data: CHECK_IN_DATA_SCHEMA,
      conflict: true,
    },
  ]),
];
