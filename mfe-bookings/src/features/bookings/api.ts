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

/**
 * GET /v1/booking-seats/{id}/cancel-quote and /v1/bookings/{id}/cancel-quote: what the cancel would
 * refund now, by the refund policy (major units; `newAmount` is the booking's price afterwards).
 */
export interface CancelQuote {
  refund: number;
  newAmount: number;
  currency: string;
  reason: string;
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
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Booking', id }, BOOKINGS, SEATS, { type: 'Booking', id: `PAYMENTS-${id}` }],
    }),
    getBookingCancelQuote: build.query<CancelQuote, string>({
      query: (id) => ({ url: `/bookings/${encodeURIComponent(id)}/cancel-quote` }),
      transformResponse: data<CancelQuote>,
      keepUnusedDataFor: 0,
    }),
    getSeatCancelQuote: build.query<CancelQuote, string>({
      query: (id) => ({ url: `/booking-seats/${encodeURIComponent(id)}/cancel-quote` }),
      transformResponse: data<CancelQuote>,
      keepUnusedDataFor: 0,
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
    /** Gives a seat back: the booking is priced again and what was paid beyond it is refunded. */
    cancelBookingSeat: build.mutation<BookingSeatDto, { seat: BookingSeatDto; reason: string }>({
      query: ({ seat, reason }) => ({
        url: `/booking-seats/${encodeURIComponent(seat.id)}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: data<BookingSeatDto>,
      invalidatesTags: (_r, _e, { seat }) => [
        { type: 'BookingSeat', id: seat.id },
        SEATS,
        BOOKINGS,
        { type: 'Booking', id: seat.bookingId },
        { type: 'Booking', id: `PAYMENTS-${seat.bookingId}` },
      ],
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
  useCancelBookingSeatMutation,
  useGetBookingCancelQuoteQuery,
  useLazyGetSeatCancelQuoteQuery,
} = bookingsApi;
