// The booker's moves and transfers (issue 27 item 3): the other dates a booking may move to with what
// each costs or gives back, the move itself (with an Idempotency-Key per attempt, like a booking), and a
// seat handed to someone else. Injected only by the booker-area chunk.
import {
  IDEMPOTENCY_KEY_HEADER,
  type BookingDto,
  type BookingSeatDto,
  type MoveQuoteDto,
  type ResourceEnvelope,
} from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export const movesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMoveOptions: build.query<MoveQuoteDto[], string>({
      query: (bookingId) => ({ url: `/bookings/${encodeURIComponent(bookingId)}/move-options` }),
      transformResponse: (response: ResourceEnvelope<MoveQuoteDto[]>) => response.data,
      // The dialog says why there is nothing to choose (a 409 outside the window) itself.
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    moveBooking: build.mutation<
      BookingDto,
      { id: string; workshopScheduleId: string; idempotencyKey: string }
    >({
      query: ({ id, workshopScheduleId, idempotencyKey }) => ({
        url: `/bookings/${encodeURIComponent(id)}/move`,
        method: 'POST',
        body: { workshopScheduleId },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: (response: ResourceEnvelope<BookingDto>) => response.data,
      invalidatesTags: ['Booking', 'WorkshopSchedule'],
    }),
    transferSeat: build.mutation<BookingSeatDto, { seatId: string; email?: string; userId?: string }>({
      query: ({ seatId, ...body }) => ({
        url: `/booking-seats/${encodeURIComponent(seatId)}/transfer`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: ResourceEnvelope<BookingSeatDto>) => response.data,
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useGetMoveOptionsQuery, useMoveBookingMutation, useTransferSeatMutation } = movesApi;
