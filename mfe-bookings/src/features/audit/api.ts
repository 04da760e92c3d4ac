// The console's audit log (/v1/audit-log, super-admins), injected into web-kit's api; its exports are
// web-kit's ExportMenu over the same filters.
import type { AuditEntryDto, ListEnvelope } from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<ListEnvelope<AuditEntryDto>, ListParams | Record<string, string | number>>({
      query: (params) => ({ url: '/audit-log', params }),
    }),
  }),
});
