// Route declarations of waitlist.routes.ts, for the OpenAPI document.
import {
  joinWaitlistAsGuestSchema,
  joinWaitlistSchema,
  WAITLIST_ENTRY_DATA_SCHEMA,
  WAITLIST_LINK_DATA_SCHEMA,
  waitlistQuerySchema,
  waitlistTokenSchema,
} from '@coachwork/contracts';
import { apiRoutes, EXPORT_FORMATS, type ApiRoute } from '@coachwork/service-kit';

export const WAITLIST_API: ApiRoute[] = apiRoutes('Waitlist', [
  {
    method: 'get',
    path: '/v1/waitlist',
    summary:
      "A schedule's waitlist in order of joining (position, name, e-mail, seats, status), to its coach or with bookings.view (403 otherwise)",
    access: 'user',
    query: waitlistQuerySchema,
    answer: 'items',
    data: WAITLIST_ENTRY_DATA_SCHEMA,
    refuses: [403, 404, 422],
  },
  ...EXPORT_FORMATS.map((format) => ({
    method: 'get' as const,
    path: `/v1/waitlist/export.${format}`,
    summary: `A schedule's waitlist as ${format === 'csv' ? 'CSV (formula cells defused)' : 'an Excel workbook (XLSX)'}, to those who may list it`,
    access: 'user' as const,
    query: waitlistQuerySchema,
    answer: 'file' as const,
    refuses: [403, 404, 422],
  })),
  {
    method: 'get',
    path: '/v1/waitlist/mine',
    summary: "The caller's open waitlist entries (waiting or offered)",
    access: 'user',
    answer: 'items',
    data: WAITLIST_ENTRY_DATA_SCHEMA,
  },
  {
    method: 'post',
    path: '/v1/waitlist',
    summary:
      'Join the waitlist of a sold-out schedule for 1 to its per-booking limit of seats (422: not sold out, already on the list, seats out of range)',
    access: 'user',
    body: joinWaitlistSchema,
    status: 201,
    data: WAITLIST_ENTRY_DATA_SCHEMA,
  },
  {
    method: 'post',
    path: '/v1/public/waitlist',
    summary:
      "Join a sold-out schedule's waitlist by e-mail (the gateway finds or makes the address's account; a mail with a link to leave follows)",
    access: 'public',
    body: joinWaitlistAsGuestSchema,
    status: 201,
    data: WAITLIST_ENTRY_DATA_SCHEMA,
  },
  {
    method: 'post',
    path: '/v1/waitlist/:id/leave',
    summary: 'Leave the waitlist (its own person): a held offer is given back and passes on',
    access: 'user',
    data: WAITLIST_ENTRY_DATA_SCHEMA,
    conflict: true,
    refuses: [403, 404],
  },
  {
    method: 'post',
    path: '/v1/waitlist/:id/offer',
    summary:
      "Offer now: the entry's seats are held for it at once, out of turn (its schedule's coach or bookings.view; 409 when they are not free)",
    access: 'user',
    data: WAITLIST_ENTRY_DATA_SCHEMA,
    conflict: true,
    refuses: [403, 404],
  },
  {
    method: 'get',
    path: '/v1/public/waitlist/link',
    summary:
      "What a waitlist mail's link is about (?token= of the leave or decline link): the session, the seats and the entry's status, no name or address",
    access: 'public',
    query: waitlistTokenSchema,
    data: WAITLIST_LINK_DATA_SCHEMA,
    refuses: [404],
  },
  {
    method: 'post',
    path: '/v1/public/waitlist/leave',
    summary: "Leave the waitlist by the join mail's link (its token)",
    access: 'public',
    body: waitlistTokenSchema,
    data: WAITLIST_ENTRY_DATA_SCHEMA,
    conflict: true,
    refuses: [404],
  },
  {
    method: 'post',
    path: '/v1/public/waitlist/decline',
    summary: "Decline a waitlist offer by its mail's link (its token): the held seats pass on to the next entry",
    access: 'public',
    body: waitlistTokenSchema,
    data: WAITLIST_ENTRY_DATA_SCHEMA,
    conflict: true,
    refuses: [404],
  },
]);
