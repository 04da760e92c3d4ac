// One way to show time on every surface (issue 31 item 8): '12 Mar 2027, 10:00', a day '12 Mar 2027',
// a time '10:00', a span '12 Mar 2027, 10:00 – 13:00'. A time is read either in a zone the text names
// (a schedule's own) or in the viewer's zone, which the page says once (`viewerZoneNote`).
// Plain Intl, no antd and no date library: the storefront and the server render use it too.
// (i18n imports `datesFor` from here and this file its translator: each is only called, never read
// while the modules load, so the cycle is harmless.)
import { messagesIn, type Language } from './i18n';
import { WEB_KIT_MESSAGES } from './messages';

const LOCALE = 'en-GB';
/** The locale each display language writes dates in: '12 Mar 2027, 10:00' and '12.03.2027, 10:00'. */
const DATE_LOCALES: Record<string, string> = { en: LOCALE, de: 'de-DE' };

type Moment = string | number | Date | null | undefined;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(
  kind: 'dateTime' | 'date' | 'time',
  timeZone: string | undefined,
  locale: string = LOCALE,
): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    const style: Intl.DateTimeFormatOptions =
      kind === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : kind === 'date'
          ? { dateStyle: 'medium' }
          : { timeStyle: 'short' };
    format = new Intl.DateTimeFormat(locale, { ...style, timeZone });
    formats.set(key, format);
  }
  return format;
}

function toDate(value: Moment): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(
  kind: 'dateTime' | 'date' | 'time',
  value: Moment,
  timeZone?: string | null,
  locale: string = LOCALE,
): string {
  const date = toDate(value);
  if (!date) return value == null || value === '' ? '—' : String(value);
  try {
    return formatter(kind, timeZone || undefined, locale).format(date);
  } catch {
    // An unknown zone name: the viewer's zone rather than nothing.
    return formatter(kind, undefined, locale).format(date);
  }
}

/** '12 Mar 2027, 10:00' in `timeZone`, or in the viewer's zone when none is given; '—' for no value. */
export const formatDateTime = (value: Moment, timeZone?: string | null) => format('dateTime', value, timeZone);

/** '12 Mar 2027'. */
export const formatDate = (value: Moment, timeZone?: string | null) => format('date', value, timeZone);

/** '10:00'. */
export const formatTime = (value: Moment, timeZone?: string | null) => format('time', value, timeZone);

/** A span's end: '13:00' on the start's day, '14 Mar 2027, 13:00' on another. */
export function formatSpanEnd(start: Moment, end: Moment, timeZone?: string | null): string {
  return formatDate(start, timeZone) === formatDate(end, timeZone)
    ? formatTime(end, timeZone)
    : formatDateTime(end, timeZone);
}

/** '12 Mar 2027, 10:00 – 13:00' on one day, '12 Mar 2027, 10:00 – 14 Mar 2027, 13:00' across days. */
export function formatSpan(start: Moment, end: Moment, timeZone?: string | null): string {
  const from = formatDateTime(start, timeZone);
  return toDate(end) ? `${from} – ${formatSpanEnd(start, end, timeZone)}` : from;
}

/** The text with the zone it is read in: '12 Mar 2027, 10:00 (Europe/Berlin)'. */
export const withZone = (text: string, timeZone: string | null | undefined) =>
  timeZone ? `${text} (${timeZone})` : text;

/** '12 Mar 2027, 10:00 (Europe/Berlin)': a time that names its zone. */
export const formatDateTimeInZone = (value: Moment, timeZone: string) =>
  withZone(formatDateTime(value, timeZone), timeZone);

/** The formatters above in a display language ('en', 'de'): what a translated page uses. */
export interface Dates {
  formatDateTime: (value: Moment, timeZone?: string | null) => string;
  formatDate: (value: Moment, timeZone?: string | null) => string;
  formatTime: (value: Moment, timeZone?: string | null) => string;
  formatSpan: (start: Moment, end: Moment, timeZone?: string | null) => string;
  formatDateTimeInZone: (value: Moment, timeZone: string) => string;
}

export function datesFor(lang: string): Dates {
  const locale = DATE_LOCALES[lang] ?? LOCALE;
  const dateTime = (value: Moment, timeZone?: string | null) => format('dateTime', value, timeZone, locale);
  const date = (value: Moment, timeZone?: string | null) => format('date', value, timeZone, locale);
  const time = (value: Moment, timeZone?: string | null) => format('time', value, timeZone, locale);
  return {
    formatDateTime: dateTime,
    formatDate: date,
    formatTime: time,
    formatSpan(start, end, timeZone) {
      const from = dateTime(start, timeZone);
      if (!toDate(end)) return from;
      const sameDay = date(start, timeZone) === date(end, timeZone);
      return `${from} – ${sameDay ? time(end, timeZone) : dateTime(end, timeZone)}`;
    },
    formatDateTimeInZone: (value, timeZone) => withZone(dateTime(value, timeZone), timeZone),
  };
}

/** The viewer's IANA zone ('UTC' where the runtime cannot tell). */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * What a page says once about its unmarked times, in `lang` (English by default): 'Times are in your
 * time zone, Europe/Berlin.'
 */
export const viewerZoneNote = (timeZone: string = viewerTimeZone(), lang: Language = 'en') =>
  messagesIn(WEB_KIT_MESSAGES, lang).t('zone.note', { zone: timeZone });

/** 'UTC+01:00', 'UTC−05:00', 'UTC' for the zone's offset at `at` (now by default). */
export function zoneOffset(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return !part || part === 'GMT' ? 'UTC' : part.replace('GMT', 'UTC').replace('-', '−');
  } catch {
    return '';
  }
}

/** The IANA zones the runtime knows, the viewer's first and UTC last. */
export function timeZoneNames(own: string = viewerTimeZone()): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [own, ...all.filter((z) => z !== own && z !== 'UTC'), ...(own === 'UTC' ? [] : ['UTC'])];
}

/** Zone options for a searchable picker: 'Europe/Berlin (UTC+01:00)'; the search matches either part. */
export function timeZoneOptions(own?: string): { value: string; label: string }[] {
  const now = new Date();
  return timeZoneNames(own).map((zone) => {
    const offset = zone === 'UTC' ? '' : zoneOffset(zone, now);
    return { value: zone, label: offset ? `${zone} (${offset})` : zone };
  });
}
