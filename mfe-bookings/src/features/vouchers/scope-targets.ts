// What a voucher's scope names, by title: the workshops, schedules and templates it can be limited to,
// searched through their list APIs (GET /v1/workshops, /v1/workshop-schedules, /v1/workshop-templates)
// and one looked up by id, so the console never shows a bare id. Injected into web-kit's api under the
// console's own names (the remotes share one api).
import type { ListEnvelope, ResourceEnvelope, VoucherModelType } from '@coachwork/contracts';
import { api, formatDateTime, withZone } from '@coachwork/web-kit';
import { bookingsMessages } from '../messages';

/** What the scope picker needs of a workshop, template or schedule. */
interface TargetRow {
  id: string;
  title?: string;
  startDate?: string;
  timezone?: string;
  workshop?: { title: string } | null;
}

export interface ScopeTarget {
  id: string;
  title: string;
}

const PATHS: Record<VoucherModelType, string> = {
  workshop: '/workshops',
  'workshop-schedule': '/workshop-schedules',
  'workshop-template': '/workshop-templates',
};

/** 'Feedback That Lands', or for a schedule 'Feedback That Lands · 12 Mar 2027, 10:00'. */
export function targetTitle(type: VoucherModelType, row: TargetRow): string {
  if (type !== 'workshop-schedule') return row.title ?? row.id;
  const when = row.startDate ? withZone(formatDateTime(row.startDate, row.timezone), row.timezone) : '';
  return [row.workshop?.title ?? bookingsMessages().t('scope.schedule'), when].filter(Boolean).join(' · ');
}

export const scopeTargetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchVoucherScopeTargets: build.query<ScopeTarget[], { type: VoucherModelType; search: string }>({
      query: ({ type, search }) => ({
        url: PATHS[type],
        // Schedules have no text search: the latest 100 with their workshop, filtered on the page.
        params:
          type === 'workshop-schedule'
            ? { page: 1, perPage: 100, sort: '-startDate', include: 'workshop' }
            : { page: 1, perPage: 20, ...(search ? { search } : {}) },
      }),
      transformResponse: (res: ListEnvelope<TargetRow>, _m, { type }) =>
        res.data.map((row) => ({ id: row.id, title: targetTitle(type, row) })),
    }),
    getVoucherScopeTarget: build.query<ScopeTarget, { type: VoucherModelType; id: string }>({
      query: ({ type, id }) => ({
        url: `${PATHS[type]}/${encodeURIComponent(id)}`,
        params: type === 'workshop-schedule' ? { include: 'workshop' } : undefined,
      }),
      transformResponse: (res: ResourceEnvelope<TargetRow>, _m, { type }) => ({
        id: res.data.id,
        title: targetTitle(type, res.data),
      }),
    }),
  }),
});

export const { useLazySearchVoucherScopeTargetsQuery, useGetVoucherScopeTargetQuery } = scopeTargetsApi;

/** The title of a voucher's scope target (undefined while loading; the short id when it is gone). */
export function useScopeTargetTitle(type: VoucherModelType | null, id: string | null): string | undefined {
  const found = useGetVoucherScopeTargetQuery(
    { type: type ?? 'workshop', id: id ?? '' },
    { skip: !type || !id },
  );
  if (!type || !id) return undefined;
  if (found.data) return found.data.title;
  return found.isError ? bookingsMessages().t('scope.notFound', { id: id.slice(0, 8) }) : undefined;
}
