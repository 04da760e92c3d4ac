// The reader's language for bookings' mails and PDFs (issue 28 item 5): messages from the catalogue
// (messages.ts), amounts and dates written as the language writes them ('€490.00' and '490,00 €',
// 'Thursday, 12 March 2030 at 16:00 CET' and 'Donnerstag, 12. März 2030 um 16:00 MEZ'). A user's
// language is the user directory's copy of identity's; someone without an account reads English.
import type { IntlMessageFormat as MessageFormat } from 'intl-messageformat' with {
  'resolution-mode': 'import',
};
import {
  ADMIN_REFUND_DEFAULT_REASON,
  DEFAULT_LANGUAGE,
  isLanguage,
  LATE_PAYMENT_REFUNDED,
  PAYMENT_REFUNDED_NOT_APPLIED,
  type Language,
} from '@coachwork/contracts';
import { mailLayout } from '@coachwork/service-kit';
import { formatMoney } from '../domain/money';
import { REFUND_REASONS } from '../domain/payments/refund-policy';
import { dateTimeOf, dayOf, when, whenIn } from './mail-dates';
import { catalogue, type MessageId } from './messages';

// FormatJS ships ES modules only; the service runs as CommonJS, so it is required (Node >= 20.19, as the
// root package.json says, loads an ES module that way; jest compiles it, see jest.config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlMessageFormat } = require('intl-messageformat') as { IntlMessageFormat: typeof MessageFormat };

export type { Language };
export type MessageValues = Record<string, string | number>;

/** The locale amounts are written in: '€490.00' and '490,00 €' (as the storefront writes prices). */
const MONEY_LOCALES: Record<Language, string> = { en: 'en-IE', de: 'de-DE' };

/** Who did something, as a mail names them: the recipient, a person, or the team. */
export type Doer = { kind: 'you' } | { kind: 'person'; name: string } | { kind: 'team' };

export interface Translator {
  lang: Language;
  t: (id: MessageId, values?: MessageValues) => string;
  /** Minor units with their currency: '€1,234.50' / '1.234,50 €'. */
  money: (minor: number, currency: string) => string;
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
  /** 'by you', 'by Ada Lovelace', 'by the Coachwork team' / 'von Ihnen', … */
  by: (doer: Doer) => string;
  /** A reason the service gave in its own words, in the language; a person's own words as written. */
  reason: (reason: string) => string;
  /** service-kit's mail layout, its <html lang> the language's. */
  layout: (title: string, bodyHtml: string, footer?: string) => string;
  /** The mail's greeting line: 'Hello Ada,' or, for an address alone, 'Hello there,'. */
  greeting: (name: string | null) => string;
}

/** The reasons the service writes itself (refunds, cancellations), by their message. */
const SYSTEM_REASONS = new Map<string, MessageId>([
  [REFUND_REASONS.scheduleCancelled, 'reason.scheduleCancelled'],
  [REFUND_REASONS.scheduleMoved, 'reason.scheduleMoved'],
  [REFUND_REASONS.bookingMoved, 'reason.bookingMoved'],
  [REFUND_REASONS.bookingCancelled, 'reason.bookingCancelled'],
  [REFUND_REASONS.seatCancelled, 'reason.seatCancelled'],
  [ADMIN_REFUND_DEFAULT_REASON, 'reason.admin'],
  [REFUND_REASONS.scheduleMoveRefused, 'reason.scheduleMoveRefused'],
  [LATE_PAYMENT_REFUNDED, 'reason.latePayment'],
  [PAYMENT_REFUNDED_NOT_APPLIED, 'reason.notApplied'],
]);

const compiled = new Map<string, MessageFormat>();

function makeTranslator(lang: Language): Translator {
  const messages = catalogue[lang];
  const numbers = new Intl.NumberFormat(MONEY_LOCALES[lang]);
  const t = (id: MessageId, values?: MessageValues): string => {
    const key = `${lang}\u0000${id}`;
    let format = compiled.get(key);
    if (!format) {
      // No message holds markup: '<' is text, never a tag.
      format = new IntlMessageFormat(messages[id], lang, undefined, { ignoreTag: true });
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
  return {
    lang,
    t,
    money: (minor, currency) => formatMoney(minor, currency, MONEY_LOCALES[lang]),
    when: (date, timeZone) => when(date, timeZone, lang),
    whenIn: (date, timeZone) => whenIn(date, timeZone, lang),
    day: (date, timeZone) => dayOf(date, timeZone, lang),
    dateTime: (date, timeZone) => dateTimeOf(date, timeZone, lang),
    number: (value) => (lang === 'en' ? String(value) : numbers.format(value)),
    by: (doer) =>
      doer.kind === 'you'
        ? t('mail.by.you')
        : doer.kind === 'team'
          ? t('mail.by.team')
          : t('mail.by.person', { name: doer.name }),
    reason(reason) {
      const id = lang === 'en' ? undefined : SYSTEM_REASONS.get(reason.trim());
      return id ? t(id) : reason;
    },
    layout: (title, bodyHtml, footer) => mailLayout(title, bodyHtml, footer, lang),
    greeting: (name) => (name ? t('mail.greeting', { name }) : t('mail.greeting.anonymous')),
  };
}

const translators = new Map<Language, Translator>();

/** The translator of a language; anything that is not a known language reads English. */
export function translator(lang: Language | string | null | undefined = DEFAULT_LANGUAGE): Translator {
  const known: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  let found = translators.get(known);
  if (!found) translators.set(known, (found = makeTranslator(known)));
  return found;
}
