import type { Router } from 'express';
import { EXPORT_FORMATS, parseListQuery, requirePermission, streamExport } from '@coachwork/service-kit';
import type { BookingsContext } from '../domain/context';
import { auditBatches, auditListSpec, listAuditLog } from '../domain/audit/read-audit-log';
import { AUDIT_EXPORT } from './export-columns';

const BASE = '/v1/audit-log';

/** The audit log: read only (no route writes, changes or deletes an entry), super-admins. */
export function auditLogRoutes(router: Router, ctx: BookingsContext): void {
  router.get(BASE, requirePermission('audit-log.view'), async (req, res) => {
    res.json(await listAuditLog(ctx, parseListQuery(req.query, auditListSpec)));
  });

  // The exports read the log by time and id rather than by page (see auditBatches).
  for (const format of EXPORT_FORMATS) {
    router.get(`${BASE}/export.${format}`, requirePermission('audit-log.view'), async (req, res) => {
      // Parsed before the first byte, so a bad filter is still a 422.
      const q = parseListQuery(req.query, auditListSpec);
      await streamExport(res, {
        name: 'audit-log',
        format,
        columns: AUDIT_EXPORT,
        batches: auditBatches(ctx, q),
      });
    });
  }
}
