// How many bookings each schedule of a table's page has: one GET /v1/bookings/counts for the page
// (counted as the caller's bookings list would see them). Bookings owns bookings; this only reads them.
import type { BookingCountDto } from '@coachwork/contracts';
import { api, type ApiExtraOptions } from '@coachwork/web-kit';

export const scheduleBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    countScheduleBookings: build.query<Record<string, number>, string[]>({
      query: (scheduleIds) => ({ url: '/bookings/counts', params: { workshopScheduleId: scheduleIds.join(',') } }),
      transformResponse: (r: { data: BookingCountDto[] }) =>
        Object.fromEntries(r.data.map((c) => [c.workshopScheduleId, c.bookings])),
      providesTags: (_r, _e, scheduleIds) => [
        { type: 'Booking', id: 'LIST' },
        ...scheduleIds.map((id) => ({ type: 'WorkshopSchedule' as const, id })),
      ],
      // A failure shows as a dash in each cell rather than a toast.
      extraOptions: { silent: true } satisfies ApiExtraOptions,
    }),
  }),
});

export const { useCountScheduleBookingsQuery } = scheduleBookingsApi;
