// Onboarding (spec §2): a PENDING user picks coach or booker, fills in the basics and, as a coach,
// the coach profile; the server then makes them ACTIVE. Also the super-admin's coach-profile rejection.
import * as yup from 'yup';
import { ACCOUNT_TYPES } from '../enums';
import {
  ACCOUNT_TYPE_INVALID,
  ACCOUNT_TYPE_REQUIRED,
  PROFILE_REQUIRED,
  REJECTION_REASON_MAX,
} from '../messages';
import { coachProfileSchema } from './coach-profile.schema';
import { usernameSchema } from './fields.schema';
import { blankToNull, multiLineText, oneOf } from './schema-helpers';
import { profileSchema } from './user.schema';

export const onboardingSchema = yup.object({
  accountType: oneOf(ACCOUNT_TYPES, ACCOUNT_TYPE_INVALID).required(ACCOUNT_TYPE_REQUIRED),
  username: usernameSchema.optional(),
  profile: profileSchema
    .pick(['firstName', 'middleName', 'lastName', 'headline', 'country', 'phoneNumber'])
    .required(PROFILE_REQUIRED),
  coachProfile: coachProfileSchema.nullable().optional().default(undefined),
});
export type OnboardingInput = yup.InferType<typeof onboardingSchema>;

export const rejectCoachProfileSchema = yup.object({
  reason: multiLineText('Reason').nullable().transform(blankToNull).max(1000, REJECTION_REASON_MAX),
});
export type RejectCoachProfileInput = yup.InferType<typeof rejectCoachProfileSchema>;
