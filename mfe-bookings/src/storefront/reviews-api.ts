// The booker's reviews (issue 28 item 1): the sessions they attended that are open to review, and
// writing one. Injected only by the booker-area chunk.
import type { ResourceEnvelope, ReviewableSessionDto, ReviewDto } from '@coachwork/contracts';
import { api } from '@coachwork/web-kit';

export interface CreateReviewBody {
  workshopScheduleId: string;
  rating: number;
  body: string | null;
}

const REVIEWABLE = { type: 'Booking', id: 'REVIEWABLE' } as const;

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewable: build.query<ReviewableSessionDto[], void>({
      query: () => ({ url: '/reviews/reviewable' }),
      transformResponse: (response: { data: ReviewableSessionDto[] }) => response.data,
      // A nudge beside the bookings: when it cannot be read, the section is simply not there.
      extraOptions: { silent: true },
      providesTags: [REVIEWABLE],
    }),
    createReview: build.mutation<ReviewDto, CreateReviewBody>({
      query: (body) => ({ url: '/reviews', method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<ReviewDto>) => response.data,
      // The form shows every refusal (403 not attended, 409 already, 422) on itself.
      extraOptions: { silent: true },
      invalidatesTags: [REVIEWABLE],
    }),
  }),
});

export const { useGetReviewableQuery, useCreateReviewMutation } = reviewsApi;
