// Coach payouts through the one /v1 api: the list (super-admins all, coaches their own) and the
// super-admin's moves. Statements and the CSV are plain downloads (payoutFileUrl).
import type { ListEnvelope, PayoutDto, ResourceEnvelope } from '@coachwork/contracts';
import { api } from './api';
import { configuredApiBaseUrl } from './base-query';

export interface PayoutListArgs {
  page?: number;
  perPage?: number;
  sort?: string;
  coachId?: string;
  workshopId?: string;
  status?: string;
}

/** The list parameters of a payouts query (its export takes the same, without the paging). */
export const payoutListParams = (a: PayoutListArgs) => ({
  page: a.page ?? 1,
  perPage: a.perPage ?? 10,
  sort: a.sort ?? '-dueAt',
  ...(a.coachId ? { 'filter[coachId]': a.coachId } : {}),
  ...(a.workshopId ? { 'filter[workshopId]': a.workshopId } : {}),
  ...(a.status ? { 'filter[status]': a.status } : {}),
});

export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPayouts: build.query<ListEnvelope<PayoutDto>, PayoutListArgs>({
      query: (a) => ({ url: '/payouts', params: payoutListParams(a) }),
    }),
    markPayoutPaid: build.mutation<PayoutDto, { id: string; reference: string }>({
      query: ({ id, reference }) => ({
        url: `/payouts/${id}/mark-paid`,
        method: 'POST',
        body: { reference },
      }),
      transformResponse: (res: ResourceEnvelope<PayoutDto>) => res.data,
    }),
    holdPayout: build.mutation<PayoutDto, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/payouts/${id}/hold`, method: 'POST', body: { reason } }),
      transformResponse: (res: ResourceEnvelope<PayoutDto>) => res.data,
    }),
    /** Takes a payout off hold: DUE again once its due date has passed, else PENDING. */
    releasePayout: build.mutation<PayoutDto, { id: string }>({
      query: ({ id }) => ({ url: `/payouts/${id}/release`, method: 'POST' }),
      transformResponse: (res: ResourceEnvelope<PayoutDto>) => res.data,
    }),
  }),
});

export const {
  useListPayoutsQuery,
  useMarkPayoutPaidMutation,
  useHoldPayoutMutation,
  useReleasePayoutMutation,
} = payoutsApi;

/** Its due date has passed and it is still not paid. */
export function isPayoutOverdue(p: Pick<PayoutDto, 'status' | 'dueAt'>, now: Date = new Date()): boolean {
  return p.status !== 'PAID' && new Date(p.dueAt).getTime() < now.getTime();
}

/** A payout's statement (PDF) or, without an id, the CSV of the list with these filters. */
export function payoutFileUrl(id: string | null, filters: PayoutListArgs = {}): string {
  const base = configuredApiBaseUrl();
  if (id) return `${base}/payouts/${id}/statement`;
  const q = new URLSearchParams(
    Object.entries(payoutListParams({ ...filters, perPage: 100 })).map(([k, v]) => [k, String(v)]),
  );
  q.delete('page');
  q.delete('perPage');
  return `${base}/payouts/export.csv?${q.toString()}`;
}
