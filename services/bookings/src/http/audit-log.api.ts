// Route declarations of audit-log.routes.ts, for the OpenAPI document.
import { AUDIT_ENTRY_DATA_SCHEMA } from '@coachwork/contracts';
import { apiRoutes, listExportApi, type ApiRoute } from '@coachwork/service-kit';
import { auditListSpec } from '../domain/audit/read-audit-log';

export const AUDIT_LOG_API: ApiRoute[] = apiRoutes('Audit log', [
  {
    method: 'get',
    path: '/v1/audit-log',
    summary:
      'Who changed what in bookings, when and from where (filter[actorId], filter[objectType], filter[objectId], filter[from], filter[to])',
    access: ['audit-log.view'],
    list: auditListSpec,
    answer: 'list',
    data: AUDIT_ENTRY_DATA_SCHEMA,
  },
]).concat(
  listExportApi({
    path: '/v1/audit-log',
    what: 'audit log entries',
    access: ['audit-log.view'],
    list: auditListSpec,
    tag: 'Audit log',
  }),
);
