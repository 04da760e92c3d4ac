// The waitlist's calls from the storefront (issue 27 item 1): joining a sold-out session signed in or by
// e-mail, and the mails' links (leave the list, decline an offer), whose token is the only proof.
// Injected where those pages load (their lazy chunks and the server).
import type { ResourceEnvelope, WaitlistEntryDto, WaitlistLinkDto } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export type WaitlistLinkAction = 'leave' | 'decline';

export interface JoinWaitlistBody {
  workshopScheduleId: string;
  seats: number;
}

export interface JoinWaitlistAsGuestBody extends JoinWaitlistBody {
  email: string;
  firstName: string;
  lastName: string;
}

const entry = (response: ResourceEnvelope<WaitlistEntryDto>) => response.data;

export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/public/waitlist/link?token=: the session the link is about, to name it on the page. */
    getWaitlistLink: build.query<WaitlistLinkDto, string>({
      query: (token) => ({ url: '/public/waitlist/link', params: { token } }),
      transformResponse: (response: ResourceEnvelope<WaitlistLinkDto>) => response.data,
      // An unknown link is said by the button's answer; the page just names nothing.
      extraOptions: { silent: true },
    }),
    /** POST /v1/public/waitlist/{leave|decline} {token}: only ever on the visitor's press, never on GET. */
    answerWaitlistLink: build.mutation<WaitlistEntryDto, { action: WaitlistLinkAction; token: string }>({
      query: ({ action, token }) => ({ url: `/public/waitlist/${action}`, method: 'POST', body: { token } }),
      transformResponse: entry,
      // The page says why (unknown, used, expired link) next to the button.
      extraOptions: { silent: true },
      invalidatesTags: ['WorkshopSchedule'],
    }),
    joinWaitlist: build.mutation<WaitlistEntryDto, JoinWaitlistBody>({
      query: (body) => ({ url: '/waitlist', method: 'POST', body }),
      transformResponse: entry,
      extraOptions: { silent: true },
    }),
    joinWaitlistAsGuest: build.mutation<WaitlistEntryDto, JoinWaitlistAsGuestBody>({
      query: (body) => ({ url: '/public/waitlist', method: 'POST', body }),
      transformResponse: entry,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useAnswerWaitlistLinkMutation,
  useGetWaitlistLinkQuery,
  useJoinWaitlistMutation,
  useJoinWaitlistAsGuestMutation,
} = waitlistApi;
