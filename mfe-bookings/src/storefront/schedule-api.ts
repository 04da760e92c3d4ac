// The detail page's reads (one schedule, the coach's public profile), injected only where that page
// loads (its lazy chunk and the server), so the home page's scripts do not carry them.
import { api } from '@coachwork/web-kit';
import type { PublicCoach, PublicScheduleDetail } from './api';

export const scheduleDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null: no such public schedule (the page says Page Not Found). */
    getPublicSchedule: build.query<PublicScheduleDetail | null, string>({
      queryFn: async (id, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: `/public/workshop-schedules/${encodeURIComponent(id)}` });
        if (result.error) {
          if (result.error.status === 404) return { data: null };
          return { error: result.error };
        }
        return { data: (result.data as { data: PublicScheduleDetail }).data };
      },
      providesTags: (_r, _e, id) => [{ type: 'WorkshopSchedule', id }],
    }),
    /** null when the identity API has no public profile for the coach. */
    getPublicCoach: build.query<PublicCoach | null, string>({
      queryFn: async (id, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: `/public/users/${encodeURIComponent(id)}` });
        if (result.error) return { data: null };
        return { data: (result.data as { data: PublicCoach }).data ?? null };
      },
    }),
  }),
});

export const { useGetPublicScheduleQuery, useGetPublicCoachQuery } = scheduleDetailApi;
