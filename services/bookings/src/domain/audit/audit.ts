// Bookings' audit log: every change a person makes to bookings, seats, money, vouchers and payouts,
// written with service-kit's recordAudit in the change's own transaction.
import { recordAudit, type AuditEntry, type DbOrTx } from '@coachwork/service-kit';
import type { AuditObjectType } from '@coachwork/contracts';
import { auditLog } from '../../data/schema';

export type BookingsAuditEntry = Omit<AuditEntry, 'objectType'> & { objectType: AuditObjectType };

export function audit(tx: DbOrTx, entry: BookingsAuditEntry): Promise<void> {
  return recordAudit(tx, auditLog, entry);
}
