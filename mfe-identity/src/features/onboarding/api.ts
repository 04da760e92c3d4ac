// POST /v1/users/{id}/onboarding (identity API contract): a PENDING account's first details; ACTIVE after.
import type { AccountType, ResourceEnvelope } from '@coachwork/contracts';
import { api, type CurrentUser } from '@coachwork/web-kit';

export type { AccountType };

export interface OnboardingBody {
  accountType: AccountType;
  username?: string;
  profile: { firstName: string; lastName: string };
  coachProfile?: {
    businessName: string | null;
    specializations: string[];
    bio: string | null;
    introductionVideo: string | null;
  };
}

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeOnboarding: build.mutation<CurrentUser, { userId: string; body: OnboardingBody }>({
      query: ({ userId, body }) => ({ url: `/users/${encodeURIComponent(userId)}/onboarding`, method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<CurrentUser>) => response.data,
    }),
  }),
});

export const { useCompleteOnboardingMutation } = onboardingApi;
