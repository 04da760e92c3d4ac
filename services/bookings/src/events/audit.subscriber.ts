import type { AuditRecordedPayload, EventEnvelope } from '@coachwork/contracts';
import type { Db, Subscription } from '@coachwork/service-kit';
import { auditLog } from '../data/schema';

/**
 * The console's audit log lives here (GET /v1/audit-log): identity, tenants and workshops record their
 * people's changes in their own audit_log with the change, and announce each entry; this copies them
 * in under the entry's own id, so a redelivered event adds nothing (the log takes no update or delete).
 */
export function auditCopySubscriptions(db: Db): Subscription[] {
  const handler = async (event: EventEnvelope) => {
    const e = event.data as AuditRecordedPayload;
    await db
      .insert(auditLog)
      .values({
        id: e.id,
        occurredAt: new Date(e.occurredAt),
        actorId: e.actorId,
        onBehalfOf: e.onBehalfOf,
        ip: e.ip,
        action: e.action,
        objectType: e.objectType,
        objectId: e.objectId,
        before: e.before,
        after: e.after,
      })
      .onConflictDoNothing({ target: auditLog.id });
  };
  return [
    { durable: 'bookings-audit-identity', subject: 'identity.audit.recorded', handler },
    { durable: 'bookings-audit-tenants', subject: 'tenants.audit.recorded', handler },
    { durable: 'bookings-audit-workshops', subject: 'workshops.audit.recorded', handler },
  ];
}
