// The admin's user form: the server's schemas for its fields, and the partial PATCH body it sends.
import type { FieldNamesMarkedBoolean } from 'react-hook-form';
import {
  createUserSchema,
  profileSchema,
  type AccountStatus,
  type UpdateUserInput,
} from '@coachwork/contracts';
import type { AdminUser } from './api';

export const userFormSchema = createUserSchema.pick(['username', 'email', 'status', 'roles']).shape({
  profile: profileSchema.pick(['firstName', 'middleName', 'lastName', 'headline', 'country', 'phoneNumber']),
});

export interface UserFormValues {
  username: string;
  email: string;
  status: AccountStatus;
  roles: string[];
  profile: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    headline: string | null;
    country: string | null;
    phoneNumber: string | null;
  };
}

export function userFormValues(user: AdminUser): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    status: user.status,
    roles: [...user.roles],
    profile: {
      firstName: user.profile.firstName ?? '',
      middleName: user.profile.middleName ?? null,
      lastName: user.profile.lastName ?? '',
      headline: user.profile.headline ?? null,
      country: user.profile.country ?? null,
      phoneNumber: user.profile.phoneNumber ?? null,
    },
  };
}

/** The PATCH body: only what the admin changed, so untouched fields (and the email's verification) stay. */
export function changedFields(
  values: UserFormValues,
  dirty: Partial<FieldNamesMarkedBoolean<UserFormValues>>,
): UpdateUserInput {
  const body: Record<string, unknown> = {};
  for (const key of ['username', 'email', 'status', 'roles'] as const) {
    if (dirty[key]) body[key] = values[key];
  }
  const dirtyProfile = (dirty.profile ?? {}) as Partial<Record<keyof UserFormValues['profile'], boolean>>;
  const profile = Object.fromEntries(
    (Object.keys(values.profile) as (keyof UserFormValues['profile'])[])
      .filter((k) => dirtyProfile[k])
      .map((k) => [k, values.profile[k]]),
  );
  if (Object.keys(profile).length) body.profile = profile;
  return body as UpdateUserInput;
}
