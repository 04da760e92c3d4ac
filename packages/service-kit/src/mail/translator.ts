// The reader's language for every service's mails and PDFs (issue 28 item 5): a service's catalogue
// of ICU messages, read by FormatJS's intl-messageformat, and numbers and dates written as the
// language writes them ('Thursday, 12 March 2030 at 16:00 CET' and 'Donnerstag, 12. März 2030 um
// 16:00 MEZ'). Values are put in as they are, so a message holds no HTML: a template escapes its values
// first where it writes HTML. Anything that is not a known language reads English.
import type { IntlMessageFormat as MessageFormat } from 'intl-messageformat' with {
  'resolution-mode': 'import',
};
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@coachwork/contracts';
import { dateTimeOf, dayOf, when, whenIn } from './mail-dates';
import { mailLayout } from './mailer';

// FormatJS ships ES modules only; the services run as CommonJS, so it is required (Node >= 20.19, as the
// root package.json says, loads an ES module that way; jest compiles it, see jest.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlMessageFormat } = require('intl-messageformat') as { IntlMessageFormat: typeof MessageFormat };

export type MessageValues = Record<string, string | number>;

/** A service's messages in every language, English being the source. */
export type MessageCatalogue<Id extends string> = Record<Language, Record<Id, string>>;

/** The locale amounts are written in: '€490.00' and '490,00 €' (as the storefront writes prices). */
export const MONEY_LOCALES: Record<Language, string> = { en: 'en-IE', de: 'de-DE' };

export interface MailTranslator<Id extends string> {
  lang: Language;
  t: (id: Id, values?: MessageValues) => string;
  /** The locale amounts are written in ('en-IE', 'de-DE'). */
  moneyLocale: string;
  /** Written out with the zone's abbreviation: 'Thursday, 12 November 2026 at 09:00 CET'. */
  when: (date: Date, timeZone: string) => string;
  /** The same with the zone named: '… 09:00 CET (Europe/Berlin)'. */
  whenIn: (date: Date, timeZone: string) => string;
  /** A day: '1 March 2026' / '1. März 2026'. */
  day: (date: Date, timeZone?: string) => string;
  /** A table's date and time: '12 Mar 2026, 10:00' / '12.03.2026, 10:00'. */
  dateTime: (date: Date, timeZone: string) => string;
  /** A number as the language writes it: '7.5' / '7,5'. */
  number: (value: number) => string;
  /** service-kit's mail layout, its <html lang> the language's. */
  layout: (title: string, bodyHtml: string, footer?: string) => string;
}

/** The language a reader asked for, or English when it is not one the product speaks. */
export const knownLanguage = (lang: Language | string | null | undefined): Language =>
  isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

/**
 * The translators of a catalogue, one per language, made once: `translatorsOf(catalogue)('de').t(id)`.
 * Each message is compiled the first time it is written.
 */
export function translatorsOf<Id extends string>(
  catalogue: MessageCatalogue<Id>,
): (lang?: Language | string | null) => MailTranslator<Id> {
  const made = new Map<Language, MailTranslator<Id>>();
  return (lang = DEFAULT_LANGUAGE) => {
    const known = knownLanguage(lang);
    let found = made.get(known);
    if (!found) made.set(known, (found = makeTranslator(catalogue[known], known)));
    return found;
  };
}

function makeTranslator<Id extends string>(messages: Record<Id, string>, lang: Language): MailTranslator<Id> {
  const compiled = new Map<Id, MessageFormat>();
  const numbers = new Intl.NumberFormat(MONEY_LOCALES[lang]);
  return {
    lang,
    t(id, values) {
      let format = compiled.get(id);
      if (!format) {
        // No message holds markup: '<' is text, never a tag.
        format = new IntlMessageFormat(messages[id], lang, undefined, { ignoreTag: true });
        compiled.set(id, format);
      }
      return String(format.format(values));
    },
    moneyLocale: MONEY_LOCALES[lang],
    when: (date, timeZone) => when(date, timeZone, lang),
    whenIn: (date, timeZone) => whenIn(date, timeZone, lang),
    day: (date, timeZone) => dayOf(date, timeZone, lang),
    dateTime: (date, timeZone) => dateTimeOf(date, timeZone, lang),
    number: (value) => (lang === 'en' ? String(value) : numbers.format(value)),
    layout: (title, bodyHtml, footer) => mailLayout(title, bodyHtml, footer, lang),
  };
}
