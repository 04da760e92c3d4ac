// The reviews of the coach's own sessions (services/bookings, issue 28 item 1) and the coach's one
// reply to each. Names are the coach area's own (see attendees-api.ts).
import type { ListEnvelope, ResourceEnvelope, ReviewDto } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export const REVIEWS_PER_PAGE = 10;

export const coachReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyReviews: build.query<ListEnvelope<ReviewDto>, number>({
      query: (page) => ({
        url: '/reviews',
        params: { 'filter[coachId]': 'me', sort: '-createdAt', perPage: REVIEWS_PER_PAGE, page },
      }),
      providesTags: [{ type: 'Booking', id: 'my-reviews' }],
    }),
    replyToMyReview: build.mutation<ReviewDto, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: `/reviews/${encodeURIComponent(id)}/reply`, method: 'POST', body: { body } }),
      transformResponse: (r: ResourceEnvelope<ReviewDto>) => r.data,
      // The form says what went wrong, under the field.
      extraOptions: { silent: true },
      invalidatesTags: [{ type: 'Booking', id: 'my-reviews' }],
    }),
  }),
});

export const { useListMyReviewsQuery, useReplyToMyReviewMutation } = coachReviewsApi;
