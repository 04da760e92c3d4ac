// The console's reviews (/v1/reviews: every review with reviews.moderate) and hiding one with a reason.
import type { ListEnvelope, ResourceEnvelope, ReviewDto } from '@coachwork/contracts';
import { api, type ListParams } from '@coachwork/web-kit';

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReviews: build.query<ListEnvelope<ReviewDto>, ListParams | Record<string, string | number>>({
      query: (params) => ({ url: '/reviews', params }),
    }),
    hideReview: build.mutation<ReviewDto, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/reviews/${id}/hide`, method: 'POST', body: { reason } }),
      transformResponse: (response: ResourceEnvelope<ReviewDto>) => response.data,
    }),
  }),
});

export const { useHideReviewMutation } = reviewsApi;
