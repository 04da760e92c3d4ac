// The booker's calls to the bookings service: book (checkout), list their own bookings (/b), cancel,
// and invite people to the open seats. Injected only by the lazy checkout and booker-area chunks, so the
// home page's scripts never carry them. Answer shapes are the contract's (packages/contracts dto).
import {
  BOOKING_STATUSES,
  IDEMPOTENCY_KEY_HEADER,
  type AddressDto,
  type BookingDto,
  type BookingPaymentsDto,
  type BookingSeatDto,
  type BookingStatus,
  type CancelQuoteDto,
  type ListEnvelope,
  type ResourceEnvelope,
} from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export interface CreateBookingBody {
  workshopScheduleId: string;
  seats: number;
  address: AddressDto;
  notes?: string | null;
  voucherCode?: string;
}

export interface CreateBookingArgs {
  body: CreateBookingBody;
  /** One per checkout attempt: a double click or a retry replays the first answer instead of booking twice. */
  idempotencyKey: string;
}

/** The new booking, and the server's clock when it answered (a hold's countdown runs on it). */
export interface CreatedBooking {
  booking: BookingDto;
  /** The answer's Date header in ms, or null when the browser could not read it. */
  serverNow: number | null;
}

/** Upcoming (not cancelled), past (started), or cancelled (whenever they were to take place). */
export type BookingsWhen = 'upcoming' | 'past' | 'cancelled';

export interface MyBookingsArgs {
  userId: string;
  when: BookingsWhen;
  /** The moment that splits upcoming from past (fixed per visit so the query stays cached). */
  now: string;
  status?: BookingStatus | '';
  page: number;
}

export const MY_BOOKINGS_PER_PAGE = 10;

/**
 * GET /v1/bookings parameters for the booker area. `filter[userId]` matters: a coach or a super-admin
 * may see other people's bookings through the same route, and /b shows only one's own.
 */
export function myBookingsParams(args: MyBookingsArgs): Record<string, string | number> {
  const params: Record<string, string | number> = {
    include: 'seats',
    'filter[userId]': args.userId,
    sort: args.when === 'upcoming' ? 'startDate' : '-startDate',
    page: args.page,
    perPage: MY_BOOKINGS_PER_PAGE,
  };
  if (args.when === 'cancelled') {
    // Cancelled bookings leave "Upcoming" for a section of their own.
    params['filter[status]'] = 'CANCELLED';
    return params;
  }
  params[args.when === 'upcoming' ? 'filter[startsFrom]' : 'filter[startsTo]'] = args.now;
  if (args.status) params['filter[status]'] = args.status;
  else if (args.when === 'upcoming') params['filter[status]'] = NOT_CANCELLED;
  return params;
}

const NOT_CANCELLED = BOOKING_STATUSES.filter((s) => s !== 'CANCELLED').join(',');

/** What a cancel would refund now (`kind` seat: giving that seat back; booking: cancelling it all). */
export interface CancelQuoteArgs {
  kind: 'seat' | 'booking';
  id: string;
}

const LIST = { type: 'Booking', id: 'LIST' } as const;

/**
 * Seats other people booked for the caller and the caller accepted, with their schedule (and its
 * meeting link once the booking is confirmed: the server decides). The caller's own bookings' seats
 * come back too; position 1 is always the booker's, and a booker cannot be invited to their own
 * booking, so an accepted seat of mine past position 1 is one I was invited to.
 */
export const INVITED_SEATS_PARAMS = {
  'filter[status]': 'ACCEPTED',
  include: 'schedule',
  perPage: 100,
} as const;

export const invitedSeatsOf = (seats: BookingSeatDto[], userId: string, now: number) =>
  seats
    .filter((s) => s.userId === userId && s.position > 1 && !s.cancelledAt && !s.deletedAt && s.schedule)
    .filter((s) => Date.parse(s.schedule!.endDate) > now)
    .sort((a, b) => Date.parse(a.schedule!.startDate) - Date.parse(b.schedule!.startDate));

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<CreatedBooking, CreateBookingArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/bookings',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: (response: ResourceEnvelope<BookingDto>, meta) => {
        const date = Date.parse(meta?.response?.headers.get('date') ?? '');
        return { booking: response.data, serverNow: Number.isFinite(date) ? date : null };
      },
      // The checkout shows 409 and 422 on its own fields; it raises the toast for anything else itself.
      extraOptions: { silent: true },
      invalidatesTags: [LIST, 'WorkshopSchedule'],
    }),
    getMyBookings: build.query<ListEnvelope<BookingDto>, MyBookingsArgs>({
      query: (args) => ({ url: '/bookings', params: myBookingsParams(args) }),
      providesTags: (result) => [
        LIST,
        ...(result?.data ?? []).map((b) => ({ type: 'Booking' as const, id: b.id })),
      ],
    }),
    // The billing address of the caller's latest booking (null before the first): the checkout starts from it.
    getLastBillingAddress: build.query<AddressDto | null, void>({
      query: () => '/bookings/last-address',
      transformResponse: (response: ResourceEnvelope<AddressDto | null>) => response.data,
      providesTags: [LIST],
      // A convenience: without it the booker types the address, as before.
      extraOptions: { silent: true },
    }),
    getMyAcceptedSeats: build.query<ListEnvelope<BookingSeatDto>, void>({
      query: () => ({ url: '/booking-seats', params: INVITED_SEATS_PARAMS }),
      providesTags: [LIST],
      // An extra on the page: if it cannot load, the bookings below still say everything that matters.
      extraOptions: { silent: true },
    }),
    cancelBooking: build.mutation<BookingDto, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/bookings/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (response: ResourceEnvelope<BookingDto>) => response.data,
      // Every booking tag: the lists, the money of the booking (its refund) and the invoices.
      invalidatesTags: ['Booking', 'WorkshopSchedule'],
    }),
    cancelSeat: build.mutation<BookingSeatDto, string>({
      query: (seatId) => ({ url: `/booking-seats/${encodeURIComponent(seatId)}/cancel`, method: 'POST' }),
      transformResponse: (response: ResourceEnvelope<BookingSeatDto>) => response.data,
      invalidatesTags: ['Booking', 'WorkshopSchedule'],
    }),
    getCancelQuote: build.query<CancelQuoteDto, CancelQuoteArgs>({
      query: ({ kind, id }) => ({
        url: `/${kind === 'seat' ? 'booking-seats' : 'bookings'}/${encodeURIComponent(id)}/cancel-quote`,
      }),
      transformResponse: (response: ResourceEnvelope<CancelQuoteDto>) => response.data,
      // The dialog says why it cannot quote (a 409) itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    getBookingMoney: build.query<BookingPaymentsDto, string>({
      query: (id) => ({ url: `/payments/bookings/${encodeURIComponent(id)}` }),
      transformResponse: (response: ResourceEnvelope<BookingPaymentsDto>) => response.data,
      providesTags: (_r, _e, id) => [{ type: 'Booking' as const, id: `MONEY-${id}` }],
      extraOptions: { silent: true },
    }),
    sendInvitation: build.mutation<BookingSeatDto, { seatId: string; email?: string; userId?: string }>({
      query: ({ seatId, ...body }) => ({
        url: `/booking-seats/${encodeURIComponent(seatId)}/send-invitation`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ResourceEnvelope<BookingSeatDto>) => response.data,
      invalidatesTags: [LIST],
    }),
    revokeInvitation: build.mutation<BookingSeatDto, string>({
      query: (seatId) => ({ url: `/booking-seats/${encodeURIComponent(seatId)}/revoke`, method: 'POST' }),
      transformResponse: (response: ResourceEnvelope<BookingSeatDto>) => response.data,
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useCreateBookingMutation,
  useGetMyBookingsQuery,
  useGetMyAcceptedSeatsQuery,
  useGetLastBillingAddressQuery,
  useCancelBookingMutation,
  useCancelSeatMutation,
  useGetCancelQuoteQuery,
  useGetBookingMoneyQuery,
  useSendInvitationMutation,
  useRevokeInvitationMutation,
} = bookingsApi;
