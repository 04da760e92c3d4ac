// One schema per wizard step, built from the shared field rules so the messages match the server's.
import * as yup from 'yup';
import {
  ACCOUNT_TYPE_INVALID,
  ACCOUNT_TYPE_REQUIRED,
  ACCOUNT_TYPES,
  BIO_MAX,
  BIO_MAX_LENGTH,
  BIO_MIN,
  BUSINESS_NAME_MAX,
  FIRST_NAME_REQUIRED,
  introductionVideoSchema,
  SPECIALIZATION_MAX,
  firstNameSchema,
  LAST_NAME_REQUIRED,
  lastNameSchema,
  USERNAME_REQUIRED,
  usernameSchema,
} from '@coachwork/contracts';

export const basicsSchema = yup.object({
  firstName: firstNameSchema.required(FIRST_NAME_REQUIRED),
  lastName: lastNameSchema.required(LAST_NAME_REQUIRED),
  username: usernameSchema.required(USERNAME_REQUIRED),
});
export type BasicsValues = yup.InferType<typeof basicsSchema>;

export const accountTypeSchema = yup.object({
  accountType: yup
    .string()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf(ACCOUNT_TYPES, ACCOUNT_TYPE_INVALID)
    .required(ACCOUNT_TYPE_REQUIRED),
});
export type AccountTypeValues = { accountType: 'coach' | 'booker' | '' };

/** The form holds specializations as one comma-separated line. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const coachStepSchema = yup.object({
  businessName: yup.string().trim().nullable().transform(blankToNull).max(255, BUSINESS_NAME_MAX),
  specializations: yup
    .string()
    .default('')
    .test('each', SPECIALIZATION_MAX, (line) => splitSpecializations(line ?? '').every((s) => s.length <= 255)),
  bio: yup.string().trim().nullable().transform(blankToNull).min(1, BIO_MIN).max(BIO_MAX_LENGTH, BIO_MAX),
  introductionVideo: introductionVideoSchema,
});
export interface CoachStepValues {
  businessName: string;
  specializations: string;
  bio: string;
  introductionVideo: string;
}

export function splitSpecializations(line: string): string[] {
  return line
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
