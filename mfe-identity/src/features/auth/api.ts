// Password-less sign-in (spec §7 auth): codes and links by mail, then a session like the password login.
import type {
  LoginUsingOtpInput,
  RegisterUsingOtpInput,
  ResourceEnvelope,
  VerifyEmailUsingOtpInput,
  VerifyTokenInput,
} from '@coachwork/contracts';
import { api, authApi, authSlice, TAG_TYPES, type CurrentUser } from '@coachwork/web-kit';

/** The 202 answer of the endpoints that mail a code. */
export interface CodeSent {
  email: string;
  message: string;
}

type SignInStarted = (
  arg: unknown,
  lifecycle: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CurrentUser }> },
) => Promise<void>;

/** A new session: the signed-in person goes into the store and the identity cache. */
const signedIn: SignInStarted = async (_arg, { dispatch, queryFulfilled }) => {
  try {
    const { data } = await queryFulfilled;
    dispatch(authSlice.actions.set(data));
    dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
  } catch {
    // 422 goes back to the form; other failures were reported by the base query.
  }
};

// A new session sees different data everywhere, so nothing cached survives it.
const everything = (result: unknown) => (result ? [...TAG_TYPES] : []);

export const codeSignInApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerUsingOtp: build.mutation<CodeSent, RegisterUsingOtpInput>({
      query: (body) => ({ url: '/auth/register-using-otp', method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<CodeSent>) => response.data,
      // The form shows a 429 (too many codes) itself, next to the resend button.
      extraOptions: { silent: true },
    }),
    loginUsingOtp: build.mutation<CodeSent, LoginUsingOtpInput>({
      query: (body) => ({ url: '/auth/login-using-otp', method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<CodeSent>) => response.data,
      extraOptions: { silent: true },
    }),
    verifyEmailUsingOtp: build.mutation<CurrentUser, VerifyEmailUsingOtpInput>({
      query: (body) => ({ url: '/auth/verify-email-using-otp', method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<CurrentUser>) => response.data,
      invalidatesTags: everything,
      onQueryStarted: signedIn,
    }),
    verifyToken: build.mutation<CurrentUser, VerifyTokenInput>({
      query: (body) => ({ url: '/auth/verify-token', method: 'POST', body }),
      transformResponse: (response: ResourceEnvelope<CurrentUser>) => response.data,
      invalidatesTags: everything,
      onQueryStarted: signedIn,
    }),
  }),
});

export const {
  useLoginUsingOtpMutation,
  useRegisterUsingOtpMutation,
  useVerifyEmailUsingOtpMutation,
  useVerifyTokenMutation,
} = codeSignInApi;
