// How mails and documents write a date: in the schedule's own zone, with the zone named,
// in the reader's language (issue 28 item 5): 'Thursday, 12 November 2026 at 09:00 CET' and
// 'Donnerstag, 12. November 2026 um 09:00 MEZ'.
import type { Language } from '@coachwork/contracts';

/** The locale each language writes dates in. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

type Kind = 'when' | 'day' | 'dateTime';

/**
 * when: written out with weekday and zone; day: '1 March 2026' / '1. März 2026'; dateTime: a table's
 * short form, '12 Mar 2026, 10:00' / '12.03.2026, 10:00'.
 */
const WRITTEN_OUT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

const OPTIONS: Record<Language, Record<Kind, Intl.DateTimeFormatOptions>> = {
  en: {
    when: WRITTEN_OUT,
    day: DAY,
    dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  },
  de: {
    when: WRITTEN_OUT,
    day: DAY,
    dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function format(kind: Kind, date: Date, timeZone: string, lang: Language): string {
  const key = `${kind}|${timeZone}|${lang}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(DATE_LOCALES[lang], { ...OPTIONS[lang][kind], timeZone });
    formats.set(key, f);
  }
  return f.format(date);
}

/** 'Thursday, 12 November 2026 at 09:00 GMT' / 'Donnerstag, 12. November 2026 um 09:00 GMT'. */
export function when(date: Date, timeZone: string, lang: Language = 'en'): string {
  return format('when', date, timeZone, lang);
}

/** The same with the zone's name: 'Thursday, 12 November 2026 at 09:00 CET (Europe/Berlin)'. */
export const whenIn = (date: Date, timeZone: string, lang: Language = 'en') =>
  `${when(date, timeZone, lang)} (${timeZone})`;

/** A day: '1 March 2026' / '1. März 2026'. */
export const dayOf = (date: Date, timeZone = 'UTC', lang: Language = 'en') =>
  format('day', date, timeZone, lang);

/** A table's date and time: '12 Mar 2026, 10:00' / '12.03.2026, 10:00'. */
export const dateTimeOf = (date: Date, timeZone: string, lang: Language = 'en') =>
  format('dateTime', date, timeZone, lang);
