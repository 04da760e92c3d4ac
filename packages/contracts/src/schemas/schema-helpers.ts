// Building blocks shared by the area schemas. Not re-exported from the package index: consumers use the
// finished schemas, and these exist so every area treats blanks, numbers, ids and URLs the same way.
import '../yup-guards';
import * as yup from 'yup';
import { FIRST_YEAR, LAST_YEAR, MONEY_MAX } from '../limits';
import {
  LIST_INVALID,
  OBJECT_INVALID,
  URL_INVALID,
  moneyMaxMessage,
  multiLineMessage,
  singleLineMessage,
  textMessage,
} from '../messages';

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

/** Date.UTC reads the years 0–99 as 1900–1999; setUTCFullYear does not. */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  return d;
}

/** 0001-01-01T00:00Z up to the last moment of 9999, in UTC: what JavaScript and PostgreSQL both hold. */
const FIRST_MOMENT = utcDay(FIRST_YEAR, 0, 1).getTime();
const LAST_MOMENT = utcDay(LAST_YEAR + 1, 0, 1).getTime() - 1;

const isValidCalendarDate = (year: number, month: number, day: number) =>
  year >= FIRST_YEAR &&
  year <= LAST_YEAR &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= utcDay(year, month, 0).getUTCDate();

/**
 * Date.parse silently rolls 2024-02-30 over to March, so the parts are checked by hand; the year runs
 * from 1 to 9999, in UTC too ('0001-01-01T00:00+01:00' is the year 0 there, which PostgreSQL refuses).
 */
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
  if (!isValidCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return false;
  const at = Date.parse(value);
  return !Number.isNaN(at) && at >= FIRST_MOMENT && at <= LAST_MOMENT;
}

/** A calendar date (YYYY-MM-DD) or a full ISO date-time, from the year 1 to 9999. */
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

// Characters that print as nothing, or change how what follows prints: C0 and C1 controls and DEL,
// the line and paragraph separators, bidi embeddings, overrides, isolates and marks (U+202A–U+202E,
// U+2066–U+2069, U+200E/U+200F, U+061C), zero-width spaces and joiners (U+200B–U+200D, U+2060, U+FEFF).
// 'a\u202Egnp.exe' shows as 'aexe.png'; a line break in an address line prints a line of its own.
const NOT_SINGLE_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
// Tabs and line feeds pass; a carriage return only as part of \r\n. The zero-width joiner and
// non-joiner pass too: written text needs them (family emoji, Persian and Indic words), and a note or
// description is never an identifier or a line of a document.
const NOT_MULTI_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|\r(?!\n)/;
/** A high surrogate without its low one, or a low one alone: no character at all, and no valid UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored and shown on one line as it reads. */
export const isSingleLineText = (value: string) =>
  !NOT_SINGLE_LINE.test(value) && !LONE_SURROGATE.test(value);
/** Whether a string can be stored and shown as it reads, line breaks and tabs allowed. */
export const isMultiLineText = (value: string) => !NOT_MULTI_LINE.test(value) && !LONE_SURROGATE.test(value);

/**
 * Text that only a string may be: yup would turn `{"reference": 0}` into '0' and store a number the
 * client never typed as text. Anything else than a string (or null/undefined) fails the type check.
 */
const strictText = (label: string) =>
  text(label).transform((value: unknown, original: unknown) =>
    original == null || typeof original === 'string' ? value : original,
  );

/**
 * One line of plain text (names, address lines, titles, codes, references): no control characters, no
 * line breaks, no bidi controls or zero-width characters, no broken UTF-16. What an invoice, a mail or
 * a page prints from it is exactly what it shows.
 */
export const singleLineText = (label: string) =>
  strictText(label).test({
    name: 'single-line',
    message: singleLineMessage(label),
    skipAbsent: true,
    test: (value) => typeof value !== 'string' || isSingleLineText(value),
  });

/** Notes and descriptions: as singleLineText, but line breaks (\n, \r\n) and tabs are allowed. */
export const multiLineText = (label: string) =>
  strictText(label).test({
    name: 'multi-line',
    message: multiLineMessage(label),
    skipAbsent: true,
    test: (value) => typeof value !== 'string' || isMultiLineText(value),
  });

/** An id; anything but text (an object in a list of ids) is the same "must be a valid ID". */
export const uuid = (invalidMessage: string) =>
  yup
    .string()
    .trim()
    .typeError(invalidMessage)
    .matches(UUID_PATTERN, { message: invalidMessage, excludeEmptyString: true });

/** An optional http(s) URL; '' passes so an empty input can be submitted, null clears it. */
export const httpUrl = (label: string, max: number, maxMessage: string) =>
  singleLineText(label)
    .max(max, maxMessage)
    .test('url', URL_INVALID, (value) => value == null || value === '' || isHttpUrl(value));

export const isoDateTime = (label: string, invalidMessage: string) =>
  strictText(label).test('iso-date-time', invalidMessage, (value) => value == null || isIsoDateTime(value));

export const isoDate = (label: string, invalidMessage: string) =>
  strictText(label).test(
    'iso-date',
    invalidMessage,
    (value) => value == null || value === '' || isIsoDate(value),
  );

/**
 * A number JSON can carry that is no number to compute with: `1e400` parses as Infinity and "Infinity"
 * casts to it; both fail here with the field's "must be a number". (-0 needs nothing: every bound and
 * PostgreSQL read it as 0.)
 */
const finiteNumber = (numberMessage: string) =>
  yup
    .number()
    .typeError(numberMessage)
    .test({
      name: 'finite',
      message: numberMessage,
      skipAbsent: true,
      test: (value) => value == null || Number.isFinite(value),
    });

export const integer = (numberMessage: string, integerMessage: string) =>
  finiteNumber(numberMessage).transform(blankNumberToUndefined).integer(integerMessage);

/**
 * An amount of money in major units: finite, at most two decimals, at most MONEY_MAX. Each form
 * adds its own lower bound (`.min(0, …)`, `.moreThan(0, …)`) and whether it is required.
 */
export const money = (
  label: string,
  messages: { number: string; decimals: string; max?: string },
  /** Below this the form's own minimum speaks alone (a template's 0.009 is "Price is required"). */
  decimalsFrom = Number.NEGATIVE_INFINITY,
) =>
  finiteNumber(messages.number)
    .transform(blankNumberToUndefined)
    .test({
      name: 'max',
      message: messages.max ?? moneyMaxMessage(label, MONEY_MAX),
      params: { max: MONEY_MAX },
      skipAbsent: true,
      test: (value) => value == null || !Number.isFinite(value) || value <= MONEY_MAX,
    })
    .test({
      name: 'decimals',
      message: messages.decimals,
      skipAbsent: true,
      test: (value) =>
        value == null ||
        !Number.isFinite(value) ||
        value > MONEY_MAX ||
        value < decimalsFrom ||
        hasAtMostTwoDecimals(value),
    });

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
