// Users and their profile (spec §3). The settings cards each PATCH a slice of `updateUserSchema`:
// the email card only `email`, the social accounts card only `profile.socialAccounts`.
import * as yup from 'yup';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES, SOCIAL_PLATFORMS } from '../enums';
import { LANGUAGES } from '../languages';
import {
  ACCOUNT_STATUS_INVALID,
  ACCOUNT_LANGUAGE_INVALID,
  AVATAR_ID_MAX,
  COACH_PROFILE_INVALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  HEADLINE_MAX,
  HEADLINE_MIN,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  PHONE_NUMBER_EMPTY,
  PHONE_NUMBER_MAX,
  PROFILE_INVALID,
  PROFILE_REQUIRED,
  ROLE_NAME_ITEM_REQUIRED,
  ROLES_INVALID,
  SOCIAL_ACCOUNTS_INVALID,
  SOCIAL_PLATFORM_INVALID,
  SOCIAL_PLATFORM_REQUIRED,
  SOCIAL_URL_MAX,
  SOCIAL_URL_REQUIRED,
  USERNAME_REQUIRED,
  APPROVAL_STATUS_INVALID,
  APPROVAL_STATUS_READ_ONLY,
} from '../messages';
import { coachProfileSchema, orderSchema } from './coach-profile.schema';
import {
  countrySchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  middleNameSchema,
  passwordSchema,
  slugSchema,
  usernameSchema,
} from './fields.schema';
import { blankToNull, httpUrl, list, multiLineText, oneOf, singleLineText } from './schema-helpers';

export const HEADLINE_MAX_LENGTH = 255;

export const socialAccountSchema = yup.object({
  platform: oneOf(SOCIAL_PLATFORMS, SOCIAL_PLATFORM_INVALID).required(SOCIAL_PLATFORM_REQUIRED),
  url: httpUrl('URL', 255, SOCIAL_URL_MAX).required(SOCIAL_URL_REQUIRED),
  order: orderSchema,
});
export type SocialAccountInput = yup.InferType<typeof socialAccountSchema>;

// Headline and phone number fail on '' on purpose (spec §5: "1 to 255", "non-empty if given");
// a card that wants to clear one sends null.
export const profileSchema = yup.object({
  firstName: firstNameSchema.required(FIRST_NAME_REQUIRED),
  middleName: middleNameSchema.nullable().transform(blankToNull),
  lastName: lastNameSchema.required(LAST_NAME_REQUIRED),
  headline: multiLineText('Headline').nullable().min(1, HEADLINE_MIN).max(HEADLINE_MAX_LENGTH, HEADLINE_MAX),
  country: countrySchema.nullable().transform(blankToNull),
  phoneNumber: singleLineText('Phone number').nullable().min(1, PHONE_NUMBER_EMPTY).max(32, PHONE_NUMBER_MAX),
  socialAccounts: list(socialAccountSchema).typeError(SOCIAL_ACCOUNTS_INVALID),
});
export type ProfileInput = yup.InferType<typeof profileSchema>;

const userFields = {
  email: emailSchema.required(EMAIL_REQUIRED),
  username: usernameSchema.required(USERNAME_REQUIRED),
  password: passwordSchema.required(PASSWORD_REQUIRED),
  status: oneOf(ACCOUNT_STATUSES, ACCOUNT_STATUS_INVALID),
  // Role names rather than ROLE_NAMES: super-admins can create further roles as data.
  roles: list(singleLineText('Role').required(ROLE_NAME_ITEM_REQUIRED)).typeError(ROLES_INVALID),
  /** Id of a file uploaded through /upload-temp; null removes the avatar. */
  avatar: singleLineText('Avatar').nullable().transform(blankToNull).max(255, AVATAR_ID_MAX),
  defaultTenantSlug: slugSchema.nullable().transform(blankToNull),
  /** The account's language (issue 28 item 5): its pages, mails and PDFs. */
  language: oneOf(LANGUAGES, ACCOUNT_LANGUAGE_INVALID),
};

export const createUserSchema = yup.object({
  ...userFields,
  // An absent profile becomes {} so the missing names are reported on profile.firstName / lastName.
  profile: profileSchema.required(PROFILE_REQUIRED).typeError(PROFILE_INVALID),
  coachProfile: coachProfileSchema.nullable().optional().default(undefined).typeError(COACH_PROFILE_INVALID),
});
export type CreateUserInput = yup.InferType<typeof createUserSchema>;

/** PATCH semantics: absent means unchanged; a field that is given obeys the create rules. */
export const updateUserSchema = yup
  .object({
    ...userFields,
    profile: profileSchema
      .partial()
      .default(undefined)
      .nonNullable(PROFILE_INVALID)
      .typeError(PROFILE_INVALID),
    coachProfile: coachProfileSchema
      .partial()
      // Approval has its own actions (approve, reject): a PATCH naming it is refused, not ignored.
      .shape({
        approvalStatus: oneOf(APPROVAL_STATUSES, APPROVAL_STATUS_INVALID).test(
          'read-only',
          APPROVAL_STATUS_READ_ONLY,
          (value) => value == null,
        ),
      })
      .nullable()
      .default(undefined)
      .typeError(COACH_PROFILE_INVALID),
  })
  .partial();
export type UpdateUserInput = yup.InferType<typeof updateUserSchema>;
