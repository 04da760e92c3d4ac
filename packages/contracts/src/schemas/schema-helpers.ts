// Building blocks shared by the area schemas. Not re-exported from the package index: consumers use the
// finished schemas, and these exist so every area treats blanks, numbers, ids and URLs the same way.
import '../yup-guards';
import * as yup from 'yup';
import { LIST_INVALID, OBJECT_INVALID, URL_INVALID, textMessage } from '../messages';

/** Any RFC 4122 layout; yup's own `uuid()` rejects versions above 5 (v7 ids are common). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Offset or Z is mandatory: a bare local time is ambiguous once it leaves the browser. */
const ISO_DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * Forms send '' for a cleared input. For a nullable field that means "no value" (null); PATCH bodies
 * use undefined for "leave unchanged", so the two must not be confused.
 */
export const blankToNull = (value: unknown) => (isBlank(value) ? null : value);

/** For optional fields where '' can only mean "not filled in" (a username typed later). */
export const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** Numbers: '' would otherwise become NaN and fail as "not a number" instead of "required". */
export const blankNumberToUndefined = (value: unknown, original: unknown) =>
  isBlank(original) ? undefined : value;
export const blankNumberToNull = (value: unknown, original: unknown) => (isBlank(original) ? null : value);

const isValidCalendarDate = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Date.parse silently rolls 2024-02-30 over to March, so the parts are checked by hand. */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return isValidCalendarDate(year, month, day) && hour <= 23 && minute <= 59 && second <= 59;
}

/** A calendar date (YYYY-MM-DD) or a full ISO date-time. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (match) return isValidCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return isIsoDateTime(value);
}

/** Only http(s) with a real-looking host: `javascript:` or `ftp:` links have no place in this product. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+\.?$/.test(url.hostname);
}

export function isValidTimeZone(value: string): boolean {
  // Intl also understands offsets such as '+01:00' on newer engines; the field holds IANA names only.
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trimmed text; `label` names the field in the message shown when something other than text arrives. */
export const text = (label: string) => yup.string().trim().typeError(textMessage(label));

export const uuid = (invalidMessage: string) =>
  yup.string().trim().matches(UUID_PATTERN, { message: invalidMessage, excludeEmptyString: true });

/** An optional http(s) URL; '' passes so an empty input can be submitted, null clears it. */
export const httpUrl = (label: string, max: number, maxMessage: string) =>
  text(label)
    .max(max, maxMessage)
    .test('url', URL_INVALID, (value) => value == null || value === '' || isHttpUrl(value));

export const isoDateTime = (label: string, invalidMessage: string) =>
  text(label).test('iso-date-time', invalidMessage, (value) => value == null || isIsoDateTime(value));

export const isoDate = (label: string, invalidMessage: string) =>
  text(label).test('iso-date', invalidMessage, (value) => value == null || value === '' || isIsoDate(value));

export const integer = (numberMessage: string, integerMessage: string) =>
  yup.number().typeError(numberMessage).transform(blankNumberToUndefined).integer(integerMessage);

export const boolean = (invalidMessage: string) => yup.boolean().typeError(invalidMessage);

/**
 * One of `values`. A select's empty option ('') becomes null, because yup checks the allowed values
 * before any other rule: left as '', it would read "Please select a valid ..." where a required field
 * should say "... is required". Call `.nullable()` where null is a real choice, `.required()` otherwise.
 */
export const oneOf = <T extends string>(values: readonly T[], invalidMessage: string) =>
  yup.string().trim().transform(blankToNull).oneOf(values, invalidMessage).nonNullable(invalidMessage);

export const list = <T>(inner: yup.ISchema<T>) => yup.array(inner).typeError(LIST_INVALID);

/** Free-form JSON (booking and seat `meta`, job `preferences`): yup's object() would strip every key. */
export const jsonObject = () =>
  yup
    .mixed<Record<string, unknown>>((value): value is Record<string, unknown> => isPlainObject(value))
    .typeError(OBJECT_INVALID);

/**
 * A minimum length that leaves '' to `.required()`, so an empty required field reports only that it is
 * required. Fields that are optional but must not be empty when given use yup's own `.min()`.
 */
export const minLength = (min: number, message: string) => ({
  name: 'min',
  exclusive: true,
  message,
  params: { min },
  skipAbsent: true,
  test: (value: string | null | undefined) => value == null || value === '' || value.length >= min,
});

/** At most two decimal places, tolerant of binary floating point (19.99 * 100 is 1998.9999999999998). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
