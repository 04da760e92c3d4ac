// The audit log (issue 28 item 2): one entry per change a person made, as GET /v1/audit-log lists it.

/**
 * What the log records: bookings' own objects, then those identity, tenants and workshops record with
 * their audit triggers (copied in by their `*.audit.recorded` events).
 */
export const AUDIT_OBJECT_TYPES = [
  'booking',
  'seat',
  'payment',
  'refund',
  'voucher',
  'payout',
  'review',
  'user',
  'role',
  'permission',
  'tenant',
  'job-posting',
  'workshop',
  'workshop-template',
  'schedule',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export interface AuditEntryDto {
  id: string;
  occurredAt: string;
  /** null: the system (a sweeper, an event). */
  actorId: string | null;
  /** The actor's name as bookings knows it, when it does. */
  actorName: string | null;
  /** Whose object it was when someone acted for its owner (an admin cancelling a booker's booking). */
  onBehalfOf: string | null;
  ip: string | null;
  /** '<objectType>.<verb>': booking.cancelled, voucher.updated, payout.held … */
  action: string;
  objectType: string;
  objectId: string;
  /** Only the fields the change touched. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
