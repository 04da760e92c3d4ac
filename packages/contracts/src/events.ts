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

export interface EventPayloads {
  'identity.user.registered': UserPayload;
  'identity.user.updated': UserPayload;
  'identity.user.roles-changed': UserPayload;
  'workshops.template.created': WorkshopTemplatePayload;
  'workshops.template.updated': WorkshopTemplatePayload;
  'workshops.template.deleted': { id: string };
  'workshops.template.restored': WorkshopTemplatePayload;
  'bookings.booking.confirmed': {
    bookingId: string;
    workshopScheduleId: string;
    userId: string;
    seats: number;
  };
  'bookings.booking.cancelled': { bookingId: string; workshopScheduleId: string; seats: number };
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
  'bookings.booking.confirmed',
  'bookings.booking.cancelled',
  'bookings.seat.invited',
  'bookings.payment.finalized',
] as const satisfies readonly EventSubject[];

export const EVENT_VERSION = 1;
