import type { Router } from 'express';
import { parseListQuery, requirePermission } from '@coachwork/service-kit';
import type { BookingsContext } from '../domain/context';
import { auditCsv, auditListSpec, listAuditLog } from '../domain/audit/read-audit-log';

const BASE = '/v1/audit-log';

/** The audit log: read only (no route writes, changes or deletes an entry), super-admins. */
export function auditLogRoutes(router: Router, ctx: BookingsContext): void {
  router.get(BASE, requirePermission('audit-log.view'), async (req, res) => {
    res.json(await listAuditLog(ctx, parseListQuery(req.query, auditListSpec)));
  });

  router.get(`${BASE}/export.csv`, requirePermission('audit-log.view'), async (req, res) => {
    // Parsed before the first byte, so a bad filter is still a 422.
    const q = parseListQuery(req.query, auditListSpec);
    const lines = auditCsv(ctx, q);
    const first = await lines.next();
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="audit-log.csv"')
      .set('Cache-Control', 'private, no-store');
    if (!first.done) res.write(first.value);
    for await (const chunk of lines) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });
}
