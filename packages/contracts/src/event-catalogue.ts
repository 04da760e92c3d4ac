// The event catalogue: each subject's payload as JSON Schema (the interfaces of events.ts, spelled out
// for other teams), and which services subscribe to what. The gateway serves it as AsyncAPI 3 at
// /v1/asyncapi.json; `satisfies Record<EventSubject, …>` makes a subject without an entry a type error.
import type { EventDomain, EventSubject } from './events';

type JsonSchema = Record<string, unknown>;

const str = { type: 'string' } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const nullable = (s: JsonSchema): JsonSchema => ({ ...s, type: [s.type as string, 'null'] });
/** Every listed property required unless named in `optional`. */
const object = (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
});

const user = object(
  {
    id: uuid,
    username: str,
    email: str,
    status: str,
    roles: { type: 'array', items: str },
    deletedAt: nullable(time),
    emailVerified: { type: 'boolean' },
    firstName: nullable(str),
    lastName: nullable(str),
  },
  ['deletedAt', 'emailVerified', 'firstName', 'lastName'],
);
const template = object({ id: uuid, title: str, slug: str, level: nullable(str), price: num });
const workshop = object(
  {
    id: uuid,
    workshopTemplateId: uuid,
    title: str,
    slug: str,
    price: num,
    minSeats: int,
    maxSeats: int,
    tags: { type: 'array', items: str },
    coachIds: { type: 'array', items: uuid },
    remindDayBefore: { type: 'boolean' },
    remindHourBefore: { type: 'boolean' },
    waitlistWindowHours: int,
    deletedAt: nullable(time),
  },
  ['remindDayBefore', 'remindHourBefore', 'waitlistWindowHours'],
);
const schedule = object(
  {
    id: uuid,
    workshopId: uuid,
    workshopTitle: str,
    coachId: uuid,
    startDate: time,
    endDate: time,
    timezone: str,
    status: str,
    visibility: str,
    mode: str,
    capacity: int,
    price: num,
    // The online room: internal, for bookings to show confirmed attendees (never served publicly).
    meetingUrl: nullable(str),
    // Seats it needs to go ahead (the workshop's minSeats).
    minSeats: int,
    // Where an IN-PERSON or HYBRID session takes place (the reminders' venue and map link).
    venue: {
      type: ['object', 'null'],
      properties: {
        name: nullable(str),
        address: nullable(str),
        city: nullable(str),
        country: nullable(str),
      },
      required: ['name', 'address', 'city', 'country'],
    },
    // Its workshop's reminder switches (24 h and 1 h before the start).
    remindDayBefore: { type: 'boolean' },
    remindHourBefore: { type: 'boolean' },
    // Its workshop's waitlist offer window (hours).
    waitlistWindowHours: int,
    cancelledAt: nullable(time),
    cancelledBy: nullable(uuid),
    cancellationReason: nullable(str),
    deletedAt: nullable(time),
    updatedAt: time,
  },
  ['meetingUrl', 'minSeats', 'venue', 'remindDayBefore', 'remindHourBefore', 'waitlistWindowHours'],
);
const tenant = object({
  id: uuid,
  name: str,
  slug: str,
  plan: str,
  deletedAt: nullable(time),
  updatedAt: time,
});
const member = object({ tenant, userId: uuid, role: str });
const bookingFacts = {
  bookingId: uuid,
  workshopScheduleId: uuid,
  userId: uuid,
  seats: int,
  status: str,
  amount: num,
  currency: str,
};
const booking = object(bookingFacts);
const seatFacts = {
  seatId: uuid,
  bookingId: uuid,
  workshopScheduleId: uuid,
  userId: nullable(uuid),
  email: nullable(str),
};
const seat = object(seatFacts);
const payout = object(
  {
    payoutId: uuid,
    coachId: uuid,
    workshopScheduleId: uuid,
    amount: num,
    currency: str,
    dueAt: time,
    reference: nullable(str),
  },
  ['reference'],
);

/** A review as it now is: a copy applies only a higher version (bookings.review.*). */
const reviewFields = {
  id: uuid,
  version: int,
  workshopScheduleId: uuid,
  workshopId: uuid,
  coachId: uuid,
  userId: uuid,
  authorName: str,
  rating: int,
  body: nullable(str),
  reply: nullable(str),
  repliedAt: nullable(time),
  hidden: { type: 'boolean' },
  createdAt: time,
};
const review = object(reviewFields);

const waitlistEntry = object({
  entryId: uuid,
  workshopScheduleId: uuid,
  userId: uuid,
  seats: int,
  status: { type: 'string', enum: ['WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'DECLINED', 'LEFT'] },
  bookingId: nullable(uuid),
  offerExpiresAt: nullable(time),
});

export interface EventCatalogueEntry {
  summary: string;
  payload: JsonSchema;
}

const fields = { type: ['object', 'null'], additionalProperties: true } as const;
const auditEntry = object(
  {
    id: uuid,
    occurredAt: time,
    actorId: uuid,
    onBehalfOf: nullable(uuid),
    ip: nullable(str),
    action: str,
    objectType: str,
    objectId: str,
    before: fields,
    after: fields,
  },
  [],
);

export const EVENT_CATALOGUE = {
  'identity.user.registered': {
    summary: 'A user was created (registration, invitation, admin).',
    payload: user,
  },
  'identity.user.updated': { summary: "A user's profile, status or trash state changed.", payload: user },
  'identity.user.roles-changed': { summary: "A user's roles changed.", payload: user },
  'identity.audit.recorded': {
    summary: 'A person changed a user, a role or a permission (the entry, only the fields changed).',
    payload: auditEntry,
  },
  'tenants.audit.recorded': {
    summary: 'A person changed a tenant, its members, invitations or job postings.',
    payload: auditEntry,
  },
  'workshops.audit.recorded': {
    summary: 'A person changed a workshop, its resources, a template or a schedule.',
    payload: auditEntry,
  },
  'workshops.template.created': { summary: 'A workshop template was created.', payload: template },
  'workshops.template.updated': { summary: 'A workshop template changed.', payload: template },
  'workshops.template.deleted': {
    summary: 'A workshop template went to the trash.',
    payload: object({ id: uuid }),
  },
  'workshops.template.restored': {
    summary: 'A workshop template came back from the trash.',
    payload: template,
  },
  'workshops.workshop.updated': {
    summary: 'A workshop changed (title, coaches, price, trash).',
    payload: workshop,
  },
  'workshops.file.attached': {
    summary: "A resource, workshop or template now points at an upload of identity's.",
    payload: object({
      fileId: uuid,
      attachedBy: uuid,
      entity: { type: 'string', enum: ['resource', 'workshop', 'template'] },
      entityId: uuid,
    }),
  },
  'workshops.schedule.published': {
    summary: 'A schedule entered PUBLISHED (full state).',
    payload: schedule,
  },
  'workshops.schedule.updated': { summary: 'A schedule changed otherwise (full state).', payload: schedule },
  'workshops.schedule.cancelled': { summary: 'A schedule was cancelled (full state).', payload: schedule },
  'workshops.catalogue.changed': {
    summary: 'The public catalogue shows something new for this schedule (its seats left).',
    payload: object({ workshopScheduleId: uuid }),
  },
  'tenants.tenant.created': { summary: 'A tenant was created (full state).', payload: tenant },
  'tenants.tenant.updated': { summary: 'A tenant changed (full state).', payload: tenant },
  'tenants.tenant.deleted': { summary: 'A tenant went to the trash (full state).', payload: tenant },
  'tenants.tenant.restored': { summary: 'A tenant came back from the trash (full state).', payload: tenant },
  'tenants.member.added': { summary: 'A user joined a tenant.', payload: member },
  'tenants.member.removed': { summary: 'A user left a tenant.', payload: member },
  'bookings.booking.created': {
    summary: 'Seats are taken; PENDING until expiresAt unless confirmed.',
    payload: object({ ...bookingFacts, expiresAt: nullable(time) }),
  },
  'bookings.booking.confirmed': {
    summary: 'A booking is paid, or free and confirmed at once.',
    payload: booking,
  },
  'bookings.booking.cancelled': {
    summary: 'A booking was cancelled; its seats went back on sale.',
    payload: object(
      {
        bookingId: uuid,
        workshopScheduleId: uuid,
        seats: int,
        userId: uuid,
        previousStatus: str,
        reason: nullable(str),
        cancelledBy: nullable(uuid),
      },
      ['userId', 'previousStatus', 'reason', 'cancelledBy'],
    ),
  },
  'bookings.booking.completed': { summary: 'A booking was attended.', payload: booking },
  'bookings.booking.no-show': { summary: 'A booking was marked a no-show.', payload: booking },
  'bookings.booking.moved': {
    summary:
      'A booking moved to another date of its workshop: seats taken on the new date and freed on the old one in one transaction; a lower price refunded.',
    payload: object(
      {
        ...bookingFacts,
        fromScheduleId: uuid,
        previousAmount: num,
        refund: num,
        movedBy: nullable(uuid),
      },
    ),
  },
  'bookings.seat.invited': {
    summary: 'Someone was invited to a seat (the link travels only by mail).',
    payload: object({ ...seatFacts, inviterId: nullable(uuid), expiresAt: time }),
  },
  'bookings.seat.accepted': { summary: 'The invited person took the seat.', payload: seat },
  'bookings.seat.declined': { summary: 'The invited person declined the seat.', payload: seat },
  'bookings.seat.revoked': { summary: 'The invitation to a seat was taken back.', payload: seat },
  'bookings.seat.cancelled': {
    summary: 'A seat was given back (by its booker, the person on it or a super-admin).',
    payload: object({ ...seatFacts, cancelledBy: nullable(uuid) }, ['cancelledBy']),
  },
  'bookings.seat.transferred': {
    summary:
      'A seat was handed on by its holder (or its booker): the old invitation revoked, a new one sent to the person named.',
    payload: object({
      ...seatFacts,
      previousUserId: nullable(uuid),
      previousEmail: nullable(str),
      transferredBy: nullable(uuid),
    }),
  },
  'bookings.seat.checked-in': {
    summary:
      "A confirmed seat was checked in at the door by its schedule's coach or a super-admin (once: a second scan changes nothing); it counts as attended.",
    payload: object({ ...seatFacts, checkedInAt: time, checkedInBy: nullable(uuid) }),
  },
  'bookings.schedule.seats-changed': {
    summary: 'Seats taken on a schedule changed (apply only a higher version).',
    payload: object({ workshopScheduleId: uuid, seatsTaken: int, version: int }),
  },
  'bookings.reminder.sent': {
    summary:
      "A reminder is due to a confirmed seat's holder 24 h or 1 h before the start (it is mailed with an .ics naming only them).",
    payload: object({
      reminderId: uuid,
      seatId: uuid,
      bookingId: uuid,
      workshopScheduleId: uuid,
      userId: uuid,
      kind: { type: 'string', enum: ['24h', '1h'] },
      startDate: time,
    }),
  },
  'bookings.waitlist.joined': {
    summary:
      'Someone joined the waitlist of a sold-out schedule for a number of seats (mailed a link to leave it).',
    payload: waitlistEntry,
  },
  'bookings.waitlist.offered': {
    summary:
      "Seats freed on a schedule are held for the first waitlist entry they fit until offerExpiresAt (its workshop's window): mailed with one link to pay for them and one to decline.",
    payload: waitlistEntry,
  },
  'bookings.waitlist.left': {
    summary: 'A waitlist entry was withdrawn by its person (an offer they held is given back and passes on).',
    payload: waitlistEntry,
  },
  'bookings.review.requested': {
    summary:
      "The day after a session, one of its attendees is asked for a review (mailed once, with a link to the form).",
    payload: object({ requestId: uuid, workshopScheduleId: uuid, userId: uuid }),
  },
  'bookings.review.submitted': {
    summary: 'An attendee rated a session 1-5 (the catalogue counts it in its workshop\'s and coach\'s ratings).',
    payload: review,
  },
  'bookings.review.replied': { summary: "The session's coach replied to a review (once).", payload: review },
  'bookings.review.hidden': {
    summary: 'A super-admin hid a review with a reason (it counts nowhere; its author is mailed the reason).',
    payload: object({ ...reviewFields, reason: str }),
  },
  'bookings.schedule.short': {
    summary:
      'A schedule is short of its minimum seats 72 h before its start (its coach and super-admins are mailed).',
    payload: object({
      workshopScheduleId: uuid,
      coachId: uuid,
      startDate: time,
      minSeats: int,
      seatsConfirmed: int,
    }),
  },
  'bookings.payment.finalized': {
    summary: "A booking's payment is in.",
    payload: object({
      bookingId: uuid,
      userId: uuid,
      workshopScheduleId: uuid,
      paymentIntentId: str,
      amount: num,
      currency: str,
      paymentMethod: nullable(str),
      invoiceNumber: str,
    }),
  },
  'bookings.payment.refunded': {
    summary: 'Money went back to the booker.',
    payload: object({
      bookingId: uuid,
      refundId: str,
      amount: num,
      currency: str,
      reason: str,
      creditNoteNumber: str,
    }),
  },
  'bookings.payment.returned': {
    summary: 'A payment that could not pay its booking was refunded in full (the booker is mailed).',
    payload: object({
      bookingId: uuid,
      userId: uuid,
      paymentIntentId: str,
      refundId: str,
      amount: num,
      currency: str,
      reason: str,
    }),
  },
  'bookings.guest-checkout.confirmed': {
    summary: 'A guest checkout is confirmed: identity mails the booker a sign-in link to their bookings.',
    payload: object({
      bookingId: uuid,
      userId: uuid,
      email: str,
      firstName: str,
      workshopTitle: str,
      startDate: time,
      timezone: str,
      seats: int,
      amountPaid: num,
      currency: str,
    }),
  },
  'bookings.voucher.redeemed': {
    summary: "A voucher's use was counted for a booking.",
    payload: object({
      voucherId: uuid,
      code: str,
      bookingId: uuid,
      userId: uuid,
      discount: num,
      currency: str,
    }),
  },
  'bookings.payout.due': {
    summary: "A coach's payout for one ended schedule fell due.",
    payload: payout,
  },
  'bookings.payout.paid': {
    summary: "A coach's payout was marked paid with the transfer's reference.",
    payload: payout,
  },
} as const satisfies Record<EventSubject, EventCatalogueEntry>;

/**
 * What each consumer subscribes to (NATS subject filters: `*` one token, `>` the rest), as in the
 * services' `events/*.subscriber.ts` and the gateway's catalogue cache; the gateway's asyncapi test
 * compares these with the subscribers' source.
 */
export const EVENT_SUBSCRIPTIONS: Record<EventDomain | 'gateway' | 'webhooks', readonly string[]> = {
  identity: [
    'tenants.>',
    'workshops.file.attached',
    'bookings.guest-checkout.confirmed',
    // An invitation answered through its mailed link proves the address (events/invitation-accepted).
    'bookings.seat.accepted',
  ],
  tenants: ['identity.user.*'],
  workshops: [
    'identity.user.*',
    'bookings.schedule.seats-changed',
    // Ratings and the latest reviews in the catalogue (events/review.subscriber.ts; requests are skipped).
    'bookings.review.*',
  ],
  bookings: [
    'identity.user.*',
    'workshops.schedule.*',
    'workshops.template.*',
    // A renamed workshop renames its schedules' copies (events/workshop.subscriber.ts).
    'workshops.workshop.updated',
    // The dashboard's read model (events/metrics.subscriber.ts).
    'identity.user.registered',
    'bookings.booking.*',
    'bookings.seat.cancelled',
    'bookings.schedule.seats-changed',
    // A schedule short of its minimum: its coach and super-admins are mailed (events/schedule-short-mail).
    'bookings.schedule.short',
    // A reminder due: its holder is mailed (events/reminder-mail.subscriber.ts).
    'bookings.reminder.sent',
    // Waitlist joins and offers are mailed; seats freed pass to the waitlist (events/waitlist.subscriber.ts).
    'bookings.waitlist.*',
    // A review asked for, and a hidden one's author told why (events/review-mail.subscriber.ts).
    'bookings.review.requested',
    'bookings.review.hidden',
    'bookings.payment.*',
    'bookings.voucher.redeemed',
    // The other services' audit entries join the console's log (events/audit.subscriber.ts).
    'identity.audit.recorded',
    'tenants.audit.recorded',
    'workshops.audit.recorded',
  ],
  gateway: ['workshops.>', 'bookings.schedule.seats-changed', 'identity.user.*'],
  // Outgoing webhooks hear everything, as an outside subscriber would, and forward what endpoints chose.
  webhooks: ['>'],
};

/** Whether a NATS subject filter matches a subject. */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '>') return s.length > i;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}
