// What the coach area reads and writes of bookings (services/bookings): a schedule's attendees (seats of
// its confirmed, completed and no-show bookings), the bookings themselves (for no-show), attendance per
// seat, and no-show per booking. Endpoint names are the coach area's own: the storefront's apps share one
// api, and a name injected twice keeps the first definition.
import type { BookingDto, BookingSeatDto, ListEnvelope, ResourceEnvelope } from '@coachwork/contracts';
import { api, getApiConfig } from '@coachwork/web-kit';

/** The contract's page size ceiling: a schedule's attendees fit one page. */
const ALL = 100;

export interface AttendanceChange {
  seat: BookingSeatDto;
  attended?: boolean;
  attendanceNotes?: string | null;
}

export const attendeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listScheduleAttendees: build.query<ListEnvelope<BookingSeatDto>, string>({
      query: (scheduleId) => ({
        url: '/booking-seats',
        params: { 'filter[workshopScheduleId]': scheduleId, include: 'user', sort: 'position', perPage: ALL, page: 1 },
      }),
      providesTags: (result) => [
        { type: 'BookingSeat', id: 'LIST' },
        ...(result?.data ?? []).map((s) => ({ type: 'BookingSeat' as const, id: s.id })),
      ],
    }),
    listScheduleBookings: build.query<ListEnvelope<BookingDto>, string>({
      query: (scheduleId) => ({
        url: '/bookings',
        params: { 'filter[workshopScheduleId]': scheduleId, include: 'user', sort: 'createdAt', perPage: ALL, page: 1 },
      }),
      providesTags: (result) => [
        { type: 'Booking', id: 'LIST' },
        ...(result?.data ?? []).map((b) => ({ type: 'Booking' as const, id: b.id })),
      ],
    }),
    updateSeatAttendance: build.mutation<BookingSeatDto, AttendanceChange>({
      query: ({ seat, ...body }) => ({ url: `/booking-seats/${encodeURIComponent(seat.id)}`, method: 'PATCH', body }),
      transformResponse: (r: ResourceEnvelope<BookingSeatDto>) => r.data,
      // The row shows the saved seat at once; the list is not asked again for every tick.
      async onQueryStarted({ seat }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            attendeesApi.util.updateQueryData('listScheduleAttendees', seat.workshopScheduleId, (list) => {
              const i = list.data.findIndex((s) => s.id === data.id);
              if (i >= 0) list.data[i] = { ...list.data[i], ...data, user: data.user ?? list.data[i]!.user };
            }),
          );
        } catch {
          // The row reports the failure itself.
        }
      },
    }),
    markBookingNoShow: build.mutation<BookingDto, BookingDto>({
      query: (booking) => ({ url: `/bookings/${encodeURIComponent(booking.id)}/no-show`, method: 'POST' }),
      transformResponse: (r: ResourceEnvelope<BookingDto>) => r.data,
      invalidatesTags: (_r, _e, booking) => [
        { type: 'Booking', id: booking.id },
        { type: 'Booking', id: 'LIST' },
        { type: 'BookingSeat', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListScheduleAttendeesQuery,
  useListScheduleBookingsQuery,
  useUpdateSeatAttendanceMutation,
  useMarkBookingNoShowMutation,
} = attendeesApi;

/** The attendees list as CSV (a download the browser makes with the session cookie). */
export function attendeesCsvUrl(scheduleId: string): string {
  return `${getApiConfig().baseUrl}/booking-seats/attendees.csv?workshopScheduleId=${encodeURIComponent(scheduleId)}`;
}
