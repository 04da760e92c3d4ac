// Field schemas reused across areas. They are not required by themselves: each form decides with
// `.required(MESSAGE)` (or leaves the field optional), so one rule set serves create, update and sign-in.
import '../yup-guards';
import * as yup from 'yup';
import { isCountryCode } from '../countries';
import {
  COUNTRY_INVALID,
  DOMAIN_INVALID,
  EMAIL_INVALID,
  EMAIL_MAX,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  MIDDLE_NAME_MAX,
  OTP_DIGIT,
  OTP_INVALID,
  PASSWORD_CASE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SLUG_FORMAT,
  SLUG_MAX,
  SLUG_MIN,
  USERNAME_FORMAT,
  USERNAME_MAX,
  USERNAME_MIN,
  textMessage,
} from '../messages';
import { minLength, singleLineText } from './schema-helpers';

export const EMAIL_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
/** Hashing cost grows with input; nobody types more than this. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 20;
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 255;
export const OTP_LENGTH = 6;

/** The HTML spec's address grammar, but with at least one dot after the @ ('john@gmail' is a typo). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** Checked after lower-casing, so only lower-case letters need listing. */
const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HOST_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const emailSchema = singleLineText('Email')
  .lowercase()
  .max(EMAIL_MAX_LENGTH, EMAIL_MAX)
  .matches(EMAIL_PATTERN, { message: EMAIL_INVALID, excludeEmptyString: true });

/** Strength rules for a new password; sign-in only checks presence (a legacy password must still work). */
export const passwordSchema = yup
  .string()
  .typeError(textMessage('Password'))
  .test(minLength(PASSWORD_MIN_LENGTH, PASSWORD_MIN))
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MAX)
  .test(
    'mixed-case',
    PASSWORD_CASE,
    (value) => value == null || value === '' || (/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value)),
  );

export const usernameSchema = singleLineText('Username')
  .lowercase()
  .test(minLength(USERNAME_MIN_LENGTH, USERNAME_MIN))
  .max(USERNAME_MAX_LENGTH, USERNAME_MAX)
  .matches(USERNAME_PATTERN, { message: USERNAME_FORMAT, excludeEmptyString: true });

export const slugSchema = singleLineText('Slug')
  .lowercase()
  .test(minLength(SLUG_MIN_LENGTH, SLUG_MIN))
  .max(SLUG_MAX_LENGTH, SLUG_MAX)
  .matches(SLUG_PATTERN, { message: SLUG_FORMAT, excludeEmptyString: true });

/**
 * Reduces what people paste ('Example.com', 'http://example.com/about') to the canonical
 * `https://host`; null when nothing sensible is left (credentials, ports, IPs, no TLD).
 */
export function normalizeDomain(input: string): string | null {
  const raw = input.trim();
  if (raw === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.replace(/\.$/, '');
  return HOST_PATTERN.test(host) ? `https://${host}` : null;
}

export const domainSchema = singleLineText('Domain')
  .transform((value: unknown) => (typeof value === 'string' ? (normalizeDomain(value) ?? value) : value))
  .test(
    'domain',
    DOMAIN_INVALID,
    (value) => value == null || value === '' || normalizeDomain(value) === value,
  );

/** A whole code as one string, e.g. from a single input or an API body. */
export const otpSchema = singleLineText('Code')
  .typeError(OTP_INVALID)
  .required(OTP_INVALID)
  .test('otp-digits', OTP_DIGIT, (value) => value == null || /^\d*$/.test(value))
  .test('otp-length', OTP_INVALID, (value) => value == null || value.length === OTP_LENGTH);

/** The six one-character boxes of the OTP input; an empty box means the code is incomplete, not wrong. */
export const otpDigitsSchema = yup
  .array(
    yup
      .string()
      .nullable()
      .typeError(OTP_DIGIT)
      .test('otp-digit', OTP_DIGIT, (value) => value == null || /^\d?$/.test(value)),
  )
  .typeError(OTP_INVALID)
  .required(OTP_INVALID)
  .test(
    'otp-complete',
    OTP_INVALID,
    (digits) =>
      digits == null ||
      (digits.length === OTP_LENGTH && digits.every((d) => typeof d === 'string' && d.length === 1)),
  );

/** An ISO 3166-1 alpha-2 code; lower case is accepted and stored upper case. */
export const countrySchema = singleLineText('Country')
  .uppercase()
  .test('country', COUNTRY_INVALID, (value) => value == null || isCountryCode(value));

export const firstNameSchema = singleLineText('First name').max(255, FIRST_NAME_MAX);
export const middleNameSchema = singleLineText('Middle name').max(255, MIDDLE_NAME_MAX);
export const lastNameSchema = singleLineText('Last name').max(255, LAST_NAME_MAX);

export type OtpDigits = yup.InferType<typeof otpDigitsSchema>;
