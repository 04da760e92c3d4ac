// A seat's ticket for the booker area (issue 27 item 4): its code, QR and the session's facts.
import type { ResourceEnvelope, TicketDto } from '@coachwork/contracts';
import { api, getApiConfig } from '@coachwork/web-kit';

export const ticketApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeatTicket: build.query<TicketDto, string>({
      query: (seatId) => ({ url: `/booking-seats/${encodeURIComponent(seatId)}/ticket` }),
      transformResponse: (r: ResourceEnvelope<TicketDto>) => r.data,
      // The page says what is wrong (not found, not valid) itself.
      extraOptions: { silent: true },
      providesTags: (_r, _e, seatId) => [{ type: 'BookingSeat', id: seatId }],
    }),
  }),
});

export const { useGetSeatTicketQuery } = ticketApi;

export function ticketPdfUrl(seatId: string): string {
  return `${getApiConfig().baseUrl}/booking-seats/${encodeURIComponent(seatId)}/ticket.pdf`;
}
