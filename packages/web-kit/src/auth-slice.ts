// Who is signed in, kept apart from store.ts so the base query can clear it without an import cycle.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountStatus, Language, SocialPlatform } from '@coachwork/contracts';

export interface CurrentUserSocialAccount {
  platform: SocialPlatform | string;
  url: string;
  order: number;
}

export interface CurrentUserProfile {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  headline: string | null;
  country: string | null;
  phoneNumber: string | null;
  socialAccounts: CurrentUserSocialAccount[];
}

/** `GET /v1/auth/user` as the identity service answers it (the password never appears). */
export interface CurrentUser {
  id: string;
  username: string;
  email: string;
  status: AccountStatus;
  /** Id of the uploaded avatar file. */
  avatar: string | null;
  /** Where the avatar is served (the resizer's address), when there is one. */
  avatarUrl?: string | null;
  emailVerifiedAt: string | null;
  defaultTenantSlug: string | null;
  /** The account's language (issue 28 item 5); absent from older answers. */
  language?: Language;
  roles: string[];
  permissions?: string[];
  profile: CurrentUserProfile;
  coachProfile: Record<string, unknown> | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface AuthState {
  user: CurrentUser | null;
  /** True once the identity load has answered either way, so guards can tell "signed out" from "not yet known". */
  checked: boolean;
}

const initialAuthState: AuthState = { user: null, checked: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    set(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
      state.checked = true;
    },
    cleared(state) {
      state.user = null;
      state.checked = true;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectAuthChecked: (state) => state.checked,
  },
});

export const { selectCurrentUser, selectAuthChecked } = authSlice.selectors;
