// How many bookings a schedule has, for the schedules table: the total of the bookings list filtered by
// the schedule (one row asked for). Bookings owns bookings; this is only a read of its list contract.
import type { BookingDto, ListEnvelope } from '@coachwork/contracts';
import { api, type ApiExtraOptions } from '@coachwork/web-kit';

export const scheduleBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    countScheduleBookings: build.query<number, string>({
      query: (scheduleId) => ({
        url: '/bookings',
        params: { 'filter[workshopScheduleId]': scheduleId, perPage: 1, page: 1 },
      }),
      transformResponse: (r: ListEnvelope<BookingDto>) => r.meta.total,
      providesTags: (_r, _e, scheduleId) => [
        { type: 'Booking', id: 'LIST' },
        { type: 'WorkshopSchedule', id: scheduleId },
      ],
      // One cell per row: a failure shows as a dash in its cell rather than a toast per row.
      extraOptions: { silent: true } satisfies ApiExtraOptions,
    }),
  }),
});

export const { useCountScheduleBookingsQuery } = scheduleBookingsApi;
