// A schedule's waitlist for its coach (services/bookings, issue 27 item 1): everyone who joined, in
// order, and "Offer now" to hold free seats for a waiting entry out of turn. Names are the coach area's
// own (see attendees-api.ts).
import type { ResourceEnvelope, WaitlistEntryDto } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    listScheduleWaitlist: build.query<WaitlistEntryDto[], string>({
      query: (scheduleId) => ({ url: '/waitlist', params: { workshopScheduleId: scheduleId } }),
      transformResponse: (r: { data: WaitlistEntryDto[] }) => r.data,
      providesTags: (_r, _e, scheduleId) => [{ type: 'Booking', id: `waitlist-${scheduleId}` }],
    }),
    offerWaitlistEntry: build.mutation<WaitlistEntryDto, WaitlistEntryDto>({
      query: (entry) => ({ url: `/waitlist/${encodeURIComponent(entry.id)}/offer`, method: 'POST' }),
      transformResponse: (r: ResourceEnvelope<WaitlistEntryDto>) => r.data,
      // The page says why an offer was refused, next to the entry.
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, entry) => [
        { type: 'Booking', id: `waitlist-${entry.workshopScheduleId}` },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListScheduleWaitlistQuery, useOfferWaitlistEntryMutation } = waitlistApi;
