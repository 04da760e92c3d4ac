// Outgoing webhooks (issue 28 item 3): the event types an endpoint may subscribe to, and the bodies
// of its routes. A delivery's `type` is the event's subject without its domain
// (`bookings.booking.confirmed` → `booking.confirmed`); its `data` is the event's payload.
import * as yup from 'yup';
import type { EventSubject } from '../events';
import { uuid } from './schema-helpers';

/** Subjects offered to endpoints, by their webhook type. Internal plumbing events are not offered. */
export const WEBHOOK_EVENT_SUBJECTS = {
  'booking.created': 'bookings.booking.created',
  'booking.confirmed': 'bookings.booking.confirmed',
  'booking.cancelled': 'bookings.booking.cancelled',
  'booking.completed': 'bookings.booking.completed',
  'booking.no-show': 'bookings.booking.no-show',
  'booking.moved': 'bookings.booking.moved',
  'seat.invited': 'bookings.seat.invited',
  'seat.accepted': 'bookings.seat.accepted',
  'seat.declined': 'bookings.seat.declined',
  'seat.revoked': 'bookings.seat.revoked',
  'seat.cancelled': 'bookings.seat.cancelled',
  'seat.transferred': 'bookings.seat.transferred',
  'seat.checked-in': 'bookings.seat.checked-in',
  'payment.finalized': 'bookings.payment.finalized',
  'payment.refunded': 'bookings.payment.refunded',
  'payment.returned': 'bookings.payment.returned',
  'voucher.redeemed': 'bookings.voucher.redeemed',
  'payout.due': 'bookings.payout.due',
  'payout.paid': 'bookings.payout.paid',
  'schedule.short': 'bookings.schedule.short',
  'schedule.published': 'workshops.schedule.published',
  'schedule.updated': 'workshops.schedule.updated',
  'schedule.cancelled': 'workshops.schedule.cancelled',
  'workshop.updated': 'workshops.workshop.updated',
  'template.created': 'workshops.template.created',
  'template.updated': 'workshops.template.updated',
  'template.deleted': 'workshops.template.deleted',
  'template.restored': 'workshops.template.restored',
  'tenant.created': 'tenants.tenant.created',
  'tenant.updated': 'tenants.tenant.updated',
  'tenant.deleted': 'tenants.tenant.deleted',
  'tenant.restored': 'tenants.tenant.restored',
  'member.added': 'tenants.member.added',
  'member.removed': 'tenants.member.removed',
  'user.registered': 'identity.user.registered',
  'user.updated': 'identity.user.updated',
  'user.roles-changed': 'identity.user.roles-changed',
} as const satisfies Record<string, EventSubject>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_SUBJECTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_SUBJECTS) as WebhookEventType[];

/**
 * What a tenant's owner may subscribe to: the events that belong to a tenant (its own changes and
 * members, and everything about the schedules, bookings and payouts of coaches who are its members).
 * Templates and users belong to no tenant: platform endpoints (webhooks.manage) only.
 */
export const TENANT_WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES.filter(
  (t) => !t.startsWith('template.') && !t.startsWith('user.'),
);

export const WEBHOOK_URL_REQUIRED = 'The URL is required.';
export const WEBHOOK_URL_INVALID = 'The URL must be a valid https:// address.';
export const WEBHOOK_URL_PRIVATE = 'The URL must point to a public address, not a private or local one.';
export const WEBHOOK_EVENTS_REQUIRED = 'Choose at least one event.';
export const WEBHOOK_EVENT_UNKNOWN = 'Unknown event type.';
export const WEBHOOK_EVENT_NOT_FOR_TENANT = 'This event type is not available to a tenant.';
export const WEBHOOK_DESCRIPTION_MAX = 'The description may not be greater than 255 characters.';

const urlField = yup
  .string()
  .trim()
  .required(WEBHOOK_URL_REQUIRED)
  .max(2048, 'The URL may not be greater than 2048 characters.')
  .test('url', WEBHOOK_URL_INVALID, (v) => v === undefined || parsesAsHttpUrl(v));
const eventsField = yup
  .array()
  .of(
    yup
      .string()
      .required()
      .oneOf([...WEBHOOK_EVENT_TYPES], WEBHOOK_EVENT_UNKNOWN),
  )
  .min(1, WEBHOOK_EVENTS_REQUIRED)
  .required(WEBHOOK_EVENTS_REQUIRED)
  .typeError(WEBHOOK_EVENTS_REQUIRED);
const descriptionField = yup.string().trim().max(255, WEBHOOK_DESCRIPTION_MAX).nullable();

function parsesAsHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
  } catch {
    return false;
  }
}

export const createWebhookEndpointSchema = yup.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.default(null),
  /** The tenant whose events it receives; null: the platform's (webhooks.manage only). */
  tenantId: uuid('The selected tenant is invalid.').nullable().default(null),
  enabled: yup.boolean().typeError('Enabled must be true or false.').default(true),
});
export type CreateWebhookEndpointInput = yup.InferType<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = yup.object({
  url: urlField.optional().default(undefined),
  events: eventsField.optional().default(undefined),
  description: descriptionField.optional(),
  enabled: yup.boolean().typeError('Enabled must be true or false.').optional(),
});
export type UpdateWebhookEndpointInput = yup.InferType<typeof updateWebhookEndpointSchema>;
