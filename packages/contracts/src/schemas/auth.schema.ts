// Request bodies of the /v1/auth endpoints (sign-in, registration, one-time codes, token login).
import * as yup from 'yup';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  TOKEN_REQUIRED,
  USERNAME_REQUIRED,
} from '../messages';
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  otpSchema,
  passwordSchema,
  usernameSchema,
} from './fields.schema';
import { blankToUndefined, singleLineText } from './schema-helpers';

export const loginSchema = yup.object({
  email: emailSchema.required(EMAIL_REQUIRED),
  // Presence only: strength rules would lock out accounts created before a rule changed.
  password: yup.string().typeError(PASSWORD_REQUIRED).required(PASSWORD_REQUIRED),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const registerSchema = yup.object({
  email: emailSchema.required(EMAIL_REQUIRED),
  username: usernameSchema.required(USERNAME_REQUIRED),
  password: passwordSchema.required(PASSWORD_REQUIRED),
  firstName: firstNameSchema.required(FIRST_NAME_REQUIRED),
  lastName: lastNameSchema.required(LAST_NAME_REQUIRED),
});
export type RegisterInput = yup.InferType<typeof registerSchema>;

/** Password-less sign-up: only the address is needed; the rest can be completed during onboarding. */
export const registerUsingOtpSchema = yup.object({
  email: emailSchema.required(EMAIL_REQUIRED),
  username: usernameSchema.transform(blankToUndefined).optional(),
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
});
export type RegisterUsingOtpInput = yup.InferType<typeof registerUsingOtpSchema>;

export const loginUsingOtpSchema = yup.object({
  email: emailSchema.required(EMAIL_REQUIRED),
});
export type LoginUsingOtpInput = yup.InferType<typeof loginUsingOtpSchema>;

export const verifyEmailUsingOtpSchema = yup.object({
  email: emailSchema.required(EMAIL_REQUIRED),
  otp: otpSchema,
});
export type VerifyEmailUsingOtpInput = yup.InferType<typeof verifyEmailUsingOtpSchema>;

/** Asks for a one-time sign-in link by mail (the link carries the token verify-token takes). */
export const loginUsingTokenSchema = yup.object({
  email: emailSchema.required(EMAIL_REQUIRED),
});
export type LoginUsingTokenInput = yup.InferType<typeof loginUsingTokenSchema>;

export const verifyTokenSchema = yup.object({
  token: singleLineText('Token').required(TOKEN_REQUIRED),
});
export type VerifyTokenInput = yup.InferType<typeof verifyTokenSchema>;
