// The invitation page's calls: the invitation anyone holding the link may read, and the invited
// person's answer; and /b's list of my pending invitations, answered by seat. Injected where those
// pages load (their lazy chunks and the server).
import type { BookingSeatDto, InvitationDto, ResourceEnvelope } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export type InvitationAnswer = 'accept' | 'decline';

export const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null: no invitation has this token (unknown or replaced by a newer one). */
    getInvitation: build.query<InvitationDto | null, string>({
      queryFn: async (token, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({ url: `/invitations/${encodeURIComponent(token)}` });
        if (result.error) {
          if (result.error.status === 404) return { data: null };
          return { error: result.error };
        }
        return { data: (result.data as ResourceEnvelope<InvitationDto>).data };
      },
    }),
    answerInvitation: build.mutation<BookingSeatDto, { token: string; answer: InvitationAnswer }>({
      query: ({ token, answer }) => ({
        url: `/invitations/${answer}`,
        method: 'POST',
        body: { invitation_token: token },
      }),
      transformResponse: (response: ResourceEnvelope<BookingSeatDto>) => response.data,
      // The page says why an answer was refused (used, expired, revoked, someone else's) next to the buttons.
      extraOptions: { silent: true },
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            invitationApi.util.updateQueryData('getInvitation', token, (draft) => {
              if (draft && data.status) draft.status = data.status;
            }),
          );
        } catch {
          // The page shows the refusal; the invitation is read again to show its new state.
        }
      },
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    /** /b: my pending invitations (to my account or my verified address), soonest first. */
    getMyPendingInvitations: build.query<InvitationDto[], void>({
      query: () => ({ url: '/invitations' }),
      transformResponse: (response: { data: InvitationDto[] }) => response.data,
      providesTags: [{ type: 'Booking', id: 'INVITATIONS' }],
      // An extra on /b: if it cannot load, the bookings below still say everything that matters.
      extraOptions: { silent: true },
    }),
    /** /b answers a listed invitation by its seat (no link needed there). */
    answerInvitationOfSeat: build.mutation<BookingSeatDto, { seatId: string; answer: InvitationAnswer }>({
      query: ({ seatId, answer }) => ({ url: `/invitations/${seatId}/${answer}`, method: 'POST' }),
      transformResponse: (response: ResourceEnvelope<BookingSeatDto>) => response.data,
      extraOptions: { silent: true },
      invalidatesTags: [
        { type: 'Booking', id: 'INVITATIONS' },
        { type: 'Booking', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetInvitationQuery,
  useAnswerInvitationMutation,
  useGetMyPendingInvitationsQuery,
  useAnswerInvitationOfSeatMutation,
} = invitationApi;
