// Event subjects and payloads (ARCHITECTURE.md §6). Subjects read `<domain>.<entity>.<past-tense>`;
// every event travels in the same versioned envelope and is written to an outbox first.

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
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancellationReason: string | null;
  deletedAt: string | null;
  updatedAt: string;
}

/**
 * Seats-left contract between bookings (which owns seat counting) and workshops (which shows seats left
 * in the catalogue). Bookings publishes `bookings.booking.confirmed` when a booking's seats become
 * taken and `bookings.booking.cancelled` when a confirmed booking gives them back. Workshops keeps one
 * row per confirmed booking (bookingId → schedule, seats): confirmed inserts it (a repeat changes
 * nothing), cancelled deletes it (a cancellation of a booking never confirmed finds nothing to free).
 * Seats left = capacity − sum(seats of the schedule's rows), never below 0. Until bookings publishes
 * anything, seats left equals capacity.
 */
export interface BookingConfirmedPayload {
  bookingId: string;
  workshopScheduleId: string;
  userId: string;
  seats: number;
}

export interface BookingCancelledPayload {
  bookingId: string;
  workshopScheduleId: string;
  seats: number;
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

export interface EventPayloads {
  'identity.user.registered': UserPayload;
  'identity.user.updated': UserPayload;
  'identity.user.roles-changed': UserPayload;
  'workshops.template.created': WorkshopTemplatePayload;
  'workshops.template.updated': WorkshopTemplatePayload;
  'workshops.template.deleted': { id: string };
  'workshops.template.restored': WorkshopTemplatePayload;
  'workshops.workshop.updated': WorkshopPayload;
  'workshops.file.attached': FileAttachedPayload;
  'workshops.schedule.published': WorkshopSchedulePayload;
  'workshops.schedule.updated': WorkshopSchedulePayload;
  'workshops.schedule.cancelled': WorkshopSchedulePayload;
  // Tenants
  'tenants.tenant.created': TenantPayload;
  'tenants.tenant.updated': TenantPayload;
  'tenants.tenant.deleted': TenantPayload;
  'tenants.tenant.restored': TenantPayload;
  'tenants.member.added': TenantMemberPayload;
  'tenants.member.removed': TenantMemberPayload;
  'bookings.booking.confirmed': BookingConfirmedPayload;
  'bookings.booking.cancelled': BookingCancelledPayload;
  'bookings.seat.invited': { seatId: string; bookingId: string; email: string | null; userId: string | null };
  'bookings.payment.finalized': {
    bookingId: string;
    paymentIntentId: string;
    amount: number;
    currency: string;
  };
}

export type EventSubject = keyof EventPayloads;

export const EVENT_SUBJECTS = [
  'identity.user.registered',
  'identity.user.updated',
  'identity.user.roles-changed',
  'workshops.template.created',
  'workshops.template.updated',
  'workshops.template.deleted',
  'workshops.template.restored',
  'workshops.workshop.updated',
  'workshops.file.attached',
  'workshops.schedule.published',
  'workshops.schedule.updated',
  'workshops.schedule.cancelled',
  // Tenants
  'tenants.tenant.created',
  'tenants.tenant.updated',
  'tenants.tenant.deleted',
  'tenants.tenant.restored',
  'tenants.member.added',
  'tenants.member.removed',
  'bookings.booking.confirmed',
  'bookings.booking.cancelled',
  'bookings.seat.invited',
  'bookings.payment.finalized',
] as const satisfies readonly EventSubject[];

export const EVENT_VERSION = 1;
