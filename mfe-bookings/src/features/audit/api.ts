// The console's audit log (/v1/audit-log, super-admins), injected into web-kit's api; the export is a
// plain download of the same filters.
import type { AuditEntryDto, ListEnvelope } from '@coachwork/contracts';
import { api, configuredApiBaseUrl, type ListParams } from '@coachwork/web-kit';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query<ListEnvelope<AuditEntryDto>, ListParams | Record<string, string | number>>({
      query: (params) => ({ url: '/audit-log', params }),
    }),
  }),
});

/** The CSV of every entry these list parameters match (paging left out: the export has none). */
export function auditCsvUrl(params: ListParams | Record<string, string | number | boolean>): string {
  const q = new URLSearchParams(
    Object.entries(params)
      .filter(([k, v]) => k !== 'page' && k !== 'perPage' && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return `${configuredApiBaseUrl()}/audit-log/export.csv?${q.toString()}`;
}
