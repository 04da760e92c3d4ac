// The console's bookings and seats (/v1/bookings, /v1/booking-seats), injected into web-kit's api, and
// the two lists its filters pick from (schedules, users). Endpoint names are the console's own: the
// remotes share one api, and a name injected twice keeps the first definition.
import type {
  BookingDto,
  BookingSeatDto,
  ListEnvelope,
  ResourceEnvelope,
  UpdateBookingInput,
} from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';

type Params = ListParams | Record<string, string | number>;

/** What the schedule filter shows of a schedule (GET /v1/workshop-schedules). */
export interface ScheduleOption {
  id: string;
  startDate: string;
  timezone: string;
  workshop: { id: string; title: string } | null;
}

/** What the booker filter shows of a user (GET /v1/users). */
export interface UserOption {
  id: string;
  username: string;
  email: string;
}

const data = <T>(r: ResourceEnvelope<T>) => r.data;
const BOOKINGS = { type: 'Booking', id: 'LIST' } as const;
const SEATS = { type: 'BookingSeat', id: 'LIST' } as const;

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<ListEnvelope<BookingDto>, Params>({
      query: (params) => ({ url: '/bookings', params }),
      providesTags: (result) => [
        BOOKINGS,
        ...(result?.data ?? []).map((b) => ({ type: 'Booking' as const, id: b.id })),
      ],
    }),
    getBooking: build.query<BookingDto, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}`, params: { include: 'seats,user' } }),
      transformResponse: data<BookingDto>,
      providesTags: (_r, _e, id) => [{ type: 'Booking', id }],
    }),
    updateBooking: build.mutation<BookingDto, { id: string; body: Pick<UpdateBookingInput, 'coachNotes' | 'notes'> }>({
      query: ({ id, body }) => ({ url: `/bookings/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: data<BookingDto>,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Booking', id }, BOOKINGS],
    }),
    cancelBooking: build.mutation<BookingDto, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body: { reason } }),
      transformResponse: data<BookingDto>,
      // Cancelling frees the seats: the seat rows and every count change too.
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Booking', id }, BOOKINGS, SEATS],
    }),
    deleteBooking: build.mutation<void, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Booking', id }, BOOKINGS],
    }),
    restoreBooking: build.mutation<BookingDto, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      transformResponse: data<BookingDto>,
      invalidatesTags: (_r, _e, id) => [{ type: 'Booking', id }, BOOKINGS],
    }),

    listBookingSeats: build.query<ListEnvelope<BookingSeatDto>, Params>({
      query: (params) => ({ url: '/booking-seats', params }),
      providesTags: (result) => [
        SEATS,
        ...(result?.data ?? []).map((s) => ({ type: 'BookingSeat' as const, id: s.id })),
      ],
    }),
    revokeBookingSeat: build.mutation<BookingSeatDto, BookingSeatDto>({
      query: (seat) => ({ url: `/booking-seats/${encodeURIComponent(seat.id)}/revoke`, method: 'POST' }),
      transformResponse: data<BookingSeatDto>,
      invalidatesTags: (_r, _e, seat) => [{ type: 'BookingSeat', id: seat.id }, SEATS, { type: 'Booking', id: seat.bookingId }],
    }),
    deleteBookingSeat: build.mutation<void, BookingSeatDto>({
      query: (seat) => ({ url: `/booking-seats/${encodeURIComponent(seat.id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, seat) => [{ type: 'BookingSeat', id: seat.id }, SEATS, { type: 'Booking', id: seat.bookingId }],
    }),
    restoreBookingSeat: build.mutation<BookingSeatDto, BookingSeatDto>({
      query: (seat) => ({ url: `/booking-seats/${encodeURIComponent(seat.id)}/restore`, method: 'POST' }),
      transformResponse: data<BookingSeatDto>,
      invalidatesTags: (_r, _e, seat) => [{ type: 'BookingSeat', id: seat.id }, SEATS, { type: 'Booking', id: seat.bookingId }],
    }),

    listBookingScheduleOptions: build.query<ListEnvelope<ScheduleOption>, Params>({
      query: (params) => ({ url: '/workshop-schedules', params }),
    }),
    listBookerOptions: build.query<ListEnvelope<UserOption>, Params>({
      query: (params) => ({ url: '/users', params }),
    }),
  }),
});

export const {
  useGetBookingQuery,
  useUpdateBookingMutation,
  useCancelBookingMutation,
  useDeleteBookingMutation,
  useRestoreBookingMutation,
  useListBookingSeatsQuery,
  useRevokeBookingSeatMutation,
  useDeleteBookingSeatMutation,
  useRestoreBookingSeatMutation,
} = bookingsApi;
