// Event subjects and payloads (ARCHITECTURE.md §6). Subjects read `<domain>.<entity>.<past-tense>`;
// every event travels in the same versioned envelope and is written to an outbox first.
import type { ReviewHiddenPayload, ReviewPayload, ReviewRequestedPayload } from './dto/reviews';
import type { Language } from './languages';

export interface EventEnvelope<S extends EventSubject = EventSubject> {
  /** Unique id; used as `Nats-Msg-Id` and as the consumer's inbox key. */
  id: string;
  subject: S;
  occurredAt: string;
  version: number;
  data: EventPayloads[S];
}

export const EVENT_STREAM = 'COACHWORK';
export const EVENT_DOMAINS = ['identity', 'tenants', 'workshops', 'bookings'] as const;
export type EventDomain = (typeof EVENT_DOMAINS)[number];

export interface WorkshopTemplatePayload {
  id: string;
  title: string;
  slug: string;
  level: string | null;
  price: number;
}

export interface UserPayload {
  id: string;
  username: string;
  email: string;
  status: string;
  roles: string[];
  /** Set when the user is in the trash (soft-deleted); absent on older events. */
  deletedAt?: string | null;
  /**
   * Whether the user proved they own `email` (a mailed code or link, a provider's verified address).
   * Absent on older events: treat as not verified. Bookings lets a verified owner of an invited
   * address take the seat.
   */
  emailVerified?: boolean;
  /** The profile's names, for addressing people (mails, seat lists, invoices); absent on older events. */
  firstName?: string | null;
  lastName?: string | null;
  /**
   * The language the person reads the product in ('en', 'de'; issue 28 item 5): their mails and PDFs
   * are written in it. Absent on older events: English.
   */
  language?: Language;
}

/** A workshop as other services may copy it (`workshops.workshop.updated`). */
export interface WorkshopPayload {
  id: string;
  workshopTemplateId: string;
  title: string;
  slug: string;
  price: number;
  minSeats: number;
  maxSeats: number;
  tags: string[];
  /** The coaches assigned to the workshop: they may schedule it themselves and read its resources. */
  coachIds: string[];
  /**
   * Whether confirmed attendees are mailed a reminder 24 h and 1 h before each session (issue 27 item 2);
   * absent from events written before they existed (both on).
   */
  remindDayBefore?: boolean;
  remindHourBefore?: boolean;
  /** Hours a waitlist offer holds its seats (issue 27 item 1); absent from older events (24). */
  waitlistWindowHours?: number;
  /** Set when the workshop went to the trash; cleared again by a restore. */
  deletedAt: string | null;
}

/**
 * A workshop schedule's full state after the change, so a consumer can upsert its own copy from any
 * one of `workshops.schedule.published`, `.updated` and `.cancelled` (whichever it sees last wins;
 * compare `updatedAt`). `.published` marks a schedule entering PUBLISHED (created so, or changed to it),
 * `.cancelled` a cancellation (bookings then notify and refund), `.updated` every other change,
 * including creation in another status, the trash and a restore.
 */
export interface WorkshopSchedulePayload {
  id: string;
  workshopId: string;
  workshopTitle: string;
  coachId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  status: string;
  visibility: string;
  mode: string;
  capacity: number;
  /** The workshop's price at the time of the change. */
  price: number;
  /**
   * The online room (ONLINE and HYBRID sessions), for bookings to show confirmed attendees. Internal:
   * the gateway hears this subject only to drop its catalogue cache and never serves the payload.
   * Absent from events written before it existed.
   */
  meetingUrl?: string | null;
  /**
   * Seats the schedule needs to go ahead (its workshop's minSeats, SPEC-DECISIONS); absent from events
   * written before it existed.
   */
  minSeats?: number;
  /**
   * Where an IN-PERSON or HYBRID session takes place (for the reminders' venue and map link);
   * absent from events written before it existed.
   */
  venue?: ScheduleVenue | null;
  /** Its workshop's reminder switches (see WorkshopPayload); absent from older events (both on). */
  remindDayBefore?: boolean;
  remindHourBefore?: boolean;
  /** Its workshop's waitlist offer window in hours (see WorkshopPayload); absent from older events (24). */
  waitlistWindowHours?: number;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancellationReason: string | null;
  deletedAt: string | null;
  updatedAt: string;
}

/**
 * Seats-left contract between bookings (which alone counts seats) and workshops (which shows seats
 * left in the catalogue). Bookings keeps, per schedule, `seatsTaken` (seats of held and confirmed
 * bookings) and `version`, a counter that grows by one with every change of seatsTaken, both written
 * in the transaction that takes or frees the seats; the same transaction writes
 * `bookings.schedule.seats-changed` with the new pair. Workshops keeps one row per schedule and
 * replaces it only with a higher version, so a redelivered or late event never moves it back.
 * Seats left = max(0, capacity − seatsTaken). Until bookings says anything, seatsTaken is 0.
 */
export interface ScheduleSeatsChangedPayload {
  workshopScheduleId: string;
  seatsTaken: number;
  version: number;
}

/**
 * A schedule still short of its minimum seats 72 h before its start (bookings' sweeper, once per
 * schedule): its coach and the super-admins are mailed, and may cancel it with full refunds.
 */
export interface ScheduleVenue {
  name: string | null;
  address: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
}

/**
 * A reminder due to one confirmed seat's holder (the booker or an accepted invitee), 24 h or 1 h before
 * the start it names; written once per seat, holder, kind and start (a moved schedule has new ones). Its
 * subscriber mails it, unless the seat or the schedule changed since.
 */
export interface ReminderSentPayload {
  reminderId: string;
  seatId: string;
  bookingId: string;
  workshopScheduleId: string;
  userId: string;
  kind: '24h' | '1h';
  startDate: string;
}

/**
 * A waitlist entry as it now is (issue 27 item 1): joined (WAITING), offered (OFFERED: `bookingId` is
 * the held booking, its hold ends at `offerExpiresAt`) or left (LEFT). The offer's subscriber mails it.
 */
export interface WaitlistEntryPayload {
  entryId: string;
  workshopScheduleId: string;
  userId: string;
  seats: number;
  status: 'WAITING' | 'OFFERED' | 'BOOKED' | 'EXPIRED' | 'DECLINED' | 'LEFT';
  bookingId: string | null;
  offerExpiresAt: string | null;
}

export interface ScheduleShortPayload {
  workshopScheduleId: string;
  coachId: string;
  startDate: string;
  minSeats: number;
  /** Seats of confirmed bookings when it was found short. */
  seatsConfirmed: number;
}

/** A booking as the facts about it travel (amounts in major units, like `price`). */
export interface BookingEventPayload {
  bookingId: string;
  workshopScheduleId: string;
  userId: string;
  /** Seats the booking holds now. */
  seats: number;
  status: string;
  amount: number;
  currency: string;
}

/** `bookings.booking.created`: seats are taken; PENDING until `expiresAt` unless confirmed. */
export interface BookingCreatedPayload extends BookingEventPayload {
  expiresAt: string | null;
}

/**
 * `bookings.booking.confirmed` (paid, or free at once). Its first four fields (bookingId,
 * workshopScheduleId, userId, seats) are the original contract and keep their meaning.
 */
export type BookingConfirmedPayload = BookingEventPayload;

/** `bookings.booking.cancelled`: its seats went back on sale in the same transaction. */
export interface BookingCancelledPayload {
  bookingId: string;
  workshopScheduleId: string;
  seats: number;
  userId?: string;
  /** PENDING or CONFIRMED: a cancelled hold was never paid. */
  previousStatus?: string;
  reason?: string | null;
  /** null when the product did it (an expired hold, a cancelled schedule). */
  cancelledBy?: string | null;
}

/**
 * `bookings.booking.moved`: the booking moved to another date of its workshop (seats taken there and
 * freed on `fromScheduleId` in the same transaction); `workshopScheduleId` is the new date, `amount` the
 * new price, `refund` what went back (major units).
 */
export interface BookingMovedPayload extends BookingEventPayload {
  fromScheduleId: string;
  previousAmount: number;
  refund: number;
  movedBy: string | null;
}

/** `bookings.seat.*`: one seat of a booking and the person invited to it or holding it. */
export interface SeatEventPayload {
  seatId: string;
  bookingId: string;
  workshopScheduleId: string;
  userId: string | null;
  email: string | null;
}

/** `bookings.seat.checked-in`: the seat's ticket was scanned (or its holder found by name) at the door, once. */
export interface SeatCheckedInPayload extends SeatEventPayload {
  checkedInAt: string;
  /** The coach or super-admin who checked the seat in. */
  checkedInBy: string | null;
}

/** `bookings.seat.cancelled`: the seat went back on sale; `cancelledBy` gave it back (absent on older events). */
export interface SeatCancelledPayload extends SeatEventPayload {
  cancelledBy?: string | null;
}

/**
 * `bookings.seat.transferred`: the seat's holder (or its booker) handed it to someone else: the old
 * invitation is revoked and a new one sent (`bookings.seat.invited` follows); `userId`/`email` name the
 * new invitee, `previousUserId`/`previousEmail` the person who held it.
 */
export interface SeatTransferredPayload extends SeatEventPayload {
  previousUserId: string | null;
  previousEmail: string | null;
  transferredBy: string | null;
}

/** `bookings.seat.invited`: the link itself is mailed by bookings and never travels in an event. */
export interface SeatInvitedPayload extends SeatEventPayload {
  inviterId: string | null;
  expiresAt: string;
}

/**
 * A workshop resource, workshop or template now points at an upload of identity's
 * (`/v1/files/<fileId>`), written when it is created or changed to do so. Identity claims the file for
 * `attachedBy` (so it is no longer swept and anyone may fetch it), provided `attachedBy` uploaded it;
 * otherwise identity leaves it alone.
 */
export interface FileAttachedPayload {
  fileId: string;
  /** The user who made the change. */
  attachedBy: string;
  entity: 'resource' | 'workshop' | 'template';
  entityId: string;
}

/**
 * A tenant's full state after the change (`tenants.tenant.created/.updated/.deleted/.restored`), so a
 * consumer can upsert its copy from whichever it sees last (compare `updatedAt`). Identity keeps users'
 * `defaultTenantSlug` right from these and the member events: a renamed slug follows, a trashed tenant
 * is never left as anyone's default.
 */
export interface TenantPayload {
  id: string;
  name: string;
  slug: string;
  plan: string;
  deletedAt: string | null;
  updatedAt: string;
}

/**
 * `tenants.member.added` when a user joins a tenant (directly, or an invitation meeting its
 * registration), `tenants.member.removed` when they leave it. The tenant's state rides along, so a
 * consumer that sees a member event before the tenant's own event still knows its slug.
 */
export interface TenantMemberPayload {
  tenant: TenantPayload;
  userId: string;
  role: string;
}

/** A booking's payment is in (the design card's "payment finalized"); amounts in major units. */
export interface PaymentFinalizedPayload {
  bookingId: string;
  userId: string;
  workshopScheduleId: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  paymentMethod: string | null;
  invoiceNumber: string;
}

/**
 * A capture that could not pay its booking (the booking was paid by another payment, its price changed
 * under it, or its hold had expired and its seats or voucher use were gone) is refunded in full.
 */
export interface PaymentReturnedPayload {
  bookingId: string;
  userId: string;
  paymentIntentId: string;
  refundId: string;
  amount: number;
  currency: string;
  reason: string;
}

/**
 * A booking made by guest checkout is confirmed (paid, or free at once): identity mails its one-time
 * sign-in link to the booker area. The facts are the mail's, so identity needs no copy of bookings.
 */
export interface GuestCheckoutConfirmedPayload {
  bookingId: string;
  userId: string;
  email: string;
  firstName: string;
  workshopTitle: string;
  startDate: string;
  timezone: string;
  seats: number;
  /** Major units; 0 when nothing was due. */
  amountPaid: number;
  currency: string;
}

/** Money went back to the booker (pending until the processor confirms; see refund.status). */
export interface PaymentRefundedPayload {
  bookingId: string;
  refundId: string;
  amount: number;
  currency: string;
  reason: string;
  creditNoteNumber: string;
}

/** A voucher's use counted for a paid (or free) booking. */
export interface VoucherRedeemedPayload {
  voucherId: string;
  code: string;
  bookingId: string;
  userId: string;
  discount: number;
  currency: string;
}

/** `bookings.payout.due` / `.paid`: a coach's payout for one schedule (amounts in major units). */
export interface PayoutEventPayload {
  payoutId: string;
  coachId: string;
  workshopScheduleId: string;
  amount: number;
  currency: string;
  dueAt: string;
  /** The transfer's reference (`.paid` only). */
  reference?: string | null;
}

/**
 * One audit entry (issue 28 item 2), written with its change by the service's audit trigger; bookings
 * copies it into the log the console reads. The entry's id is the copy's id, so a redelivery adds
 * nothing.
 */
export interface AuditRecordedPayload {
  id: string;
  occurredAt: string;
  actorId: string;
  onBehalfOf: string | null;
  ip: string | null;
  /** '<objectType>.<verb>': user.updated, user.role-added, tenant.member-removed, schedule.trashed … */
  action: string;
  objectType: string;
  objectId: string;
  /** Only the fields the change touched, by their API names; null for a creation. */
  before: Record<string, unknown> | null;
  /** null for a deletion. */
  after: Record<string, unknown> | null;
}

export interface EventPayloads {
  'identity.user.registered': UserPayload;
  'identity.user.updated': UserPayload;
  'identity.user.roles-changed': UserPayload;
  /** A change a person made to users, roles or permissions, as the console's audit log keeps it. */
  'identity.audit.recorded': AuditRecordedPayload;
  /** The same for tenants, their members, invitations and job postings. */
  'tenants.audit.recorded': AuditRecordedPayload;
  /** The same for workshops, their resources, templates and schedules. */
  'workshops.audit.recorded': AuditRecordedPayload;
  'workshops.template.created': WorkshopTemplatePayload;
  'workshops.template.updated': WorkshopTemplatePayload;
  'workshops.template.deleted': { id: string };
  'workshops.template.restored': WorkshopTemplatePayload;
  'workshops.workshop.updated': WorkshopPayload;
  'workshops.file.attached': FileAttachedPayload;
  'workshops.schedule.published': WorkshopSchedulePayload;
  'workshops.schedule.updated': WorkshopSchedulePayload;
  'workshops.schedule.cancelled': WorkshopSchedulePayload;
  /**
   * The public catalogue shows something new for this schedule that no other workshops event carries
   * (its seats left, after bookings' seats-changed reached workshops' read model). Caches of the
   * catalogue drop what they hold on any workshops event; this one is written in the transaction that
   * moved the read model, so a cache refilled after it never shows the old count.
   */
  'workshops.catalogue.changed': { workshopScheduleId: string };
  // Tenants
  'tenants.tenant.created': TenantPayload;
  'tenants.tenant.updated': TenantPayload;
  'tenants.tenant.deleted': TenantPayload;
  'tenants.tenant.restored': TenantPayload;
  'tenants.member.added': TenantMemberPayload;
  'tenants.member.removed': TenantMemberPayload;
  'bookings.booking.created': BookingCreatedPayload;
  'bookings.booking.confirmed': BookingConfirmedPayload;
  'bookings.booking.cancelled': BookingCancelledPayload;
  'bookings.booking.completed': BookingEventPayload;
  'bookings.booking.no-show': BookingEventPayload;
  'bookings.booking.moved': BookingMovedPayload;
  'bookings.seat.invited': SeatInvitedPayload;
  'bookings.seat.accepted': SeatEventPayload;
  'bookings.seat.declined': SeatEventPayload;
  'bookings.seat.revoked': SeatEventPayload;
  'bookings.seat.cancelled': SeatCancelledPayload;
  'bookings.seat.checked-in': SeatCheckedInPayload;
  'bookings.seat.transferred': SeatTransferredPayload;
  'bookings.schedule.seats-changed': ScheduleSeatsChangedPayload;
  'bookings.schedule.short': ScheduleShortPayload;
  'bookings.reminder.sent': ReminderSentPayload;
  'bookings.waitlist.joined': WaitlistEntryPayload;
  'bookings.waitlist.offered': WaitlistEntryPayload;
  'bookings.waitlist.left': WaitlistEntryPayload;
  'bookings.review.requested': ReviewRequestedPayload;
  'bookings.review.submitted': ReviewPayload;
  'bookings.review.replied': ReviewPayload;
  'bookings.review.hidden': ReviewHiddenPayload;
  'bookings.payment.finalized': PaymentFinalizedPayload;
  'bookings.payment.refunded': PaymentRefundedPayload;
  'bookings.payment.returned': PaymentReturnedPayload;
  'bookings.guest-checkout.confirmed': GuestCheckoutConfirmedPayload;
  'bookings.voucher.redeemed': VoucherRedeemedPayload;
  'bookings.payout.due': PayoutEventPayload;
  'bookings.payout.paid': PayoutEventPayload;
}

export type EventSubject = keyof EventPayloads;

export const EVENT_SUBJECTS = [
  'identity.user.registered',
  'identity.user.updated',
  'identity.user.roles-changed',
  'identity.audit.recorded',
  'tenants.audit.recorded',
  'workshops.audit.recorded',
  'workshops.template.created',
  'workshops.template.updated',
  'workshops.template.deleted',
  'workshops.template.restored',
  'workshops.workshop.updated',
  'workshops.file.attached',
  'workshops.schedule.published',
  'workshops.schedule.updated',
  'workshops.schedule.cancelled',
  'workshops.catalogue.changed',
  // Tenants
  'tenants.tenant.created',
  'tenants.tenant.updated',
  'tenants.tenant.deleted',
  'tenants.tenant.restored',
  'tenants.member.added',
  'tenants.member.removed',
  'bookings.booking.created',
  'bookings.booking.confirmed',
  'bookings.booking.cancelled',
  'bookings.booking.completed',
  'bookings.booking.no-show',
  'bookings.booking.moved',
  'bookings.seat.invited',
  'bookings.seat.accepted',
  'bookings.seat.declined',
  'bookings.seat.revoked',
  'bookings.seat.cancelled',
  'bookings.seat.checked-in',
  'bookings.seat.transferred',
  'bookings.schedule.seats-changed',
  'bookings.schedule.short',
  'bookings.reminder.sent',
  'bookings.waitlist.joined',
  'bookings.waitlist.offered',
  'bookings.waitlist.left',
  'bookings.review.requested',
  'bookings.review.submitted',
  'bookings.review.replied',
  'bookings.review.hidden',
  'bookings.payment.finalized',
  'bookings.payment.refunded',
  'bookings.payment.returned',
  'bookings.guest-checkout.confirmed',
  'bookings.voucher.redeemed',
  'bookings.payout.due',
  'bookings.payout.paid',
] as const satisfies readonly EventSubject[];

export const EVENT_VERSION = 1;
