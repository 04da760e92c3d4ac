// The full refund a moved schedule's mail offers (issue 27 item 3): read what the link would give back,
// then take it. No sign-in: the link's token is the proof. Injected only by its page's lazy chunk.
import type { ResourceEnvelope, ScheduleRefundOfferDto } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export const scheduleRefundApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScheduleRefund: build.query<ScheduleRefundOfferDto, string>({
      query: (token) => ({ url: `/bookings/schedule-refunds/${encodeURIComponent(token)}` }),
      transformResponse: (response: ResourceEnvelope<ScheduleRefundOfferDto>) => response.data,
      // The page says why the link offers nothing (unknown, the booking ended) itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    takeScheduleRefund: build.mutation<ScheduleRefundOfferDto, string>({
      query: (token) => ({ url: `/bookings/schedule-refunds/${encodeURIComponent(token)}`, method: 'POST' }),
      transformResponse: (response: ResourceEnvelope<ScheduleRefundOfferDto>) => response.data,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetScheduleRefundQuery, useTakeScheduleRefundMutation } = scheduleRefundApi;
