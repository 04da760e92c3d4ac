// A second language (issue 28 item 5): German beside English. Messages are ICU message format, read by
// FormatJS's intl-messageformat; each app keeps its own catalogue per language (English is the source,
// and the spec's messages stay as the spec writes them). The language is the `lang` cookie the switch
// sets, else the browser's Accept-Language, else English; the server renders in it and names it in
// <html lang>, which the browser's bundle reads back. Dates, numbers and prices follow the language.
import { createContext, useContext, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { datesFor, type Dates } from './dates';

import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  pickLanguage,
  type Language,
} from '@coachwork/contracts';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, pickLanguage, type Language };
/** Each language's own name, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };
/** The locale numbers and prices are written in: '€490.00' and '490,00 €'. */
const MONEY_LOCALES: Record<Language, string> = { en: 'en-IE', de: 'de-DE' };

/** The language the server rendered the page in (<html lang>), in the browser. */
export function pageLanguage(): Language {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Remembers the choice for a year and shows the page again in it. */
export function switchLanguage(lang: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  window.location.reload();
}

export type Messages = Record<string, string>;
/** A message as written, or as the build parsed it. */
type MessageSource = ConstructorParameters<typeof IntlMessageFormat>[0];

/**
 * A message with no ICU syntax (no argument, plural, tag or doubled apostrophe) is its own text: made
 * into the one literal element a parser would make, so it formats where no parser is bundled.
 */
export function messageSource(text: string | MessageSource): MessageSource {
  return typeof text === 'string' && !/[{}<#|]|''/.test(text) ? [{ type: 0, value: text }] : text;
}
/** An app's messages: English holds every id; another language may leave one out (English is shown). */
export type Catalogue = { en: Messages } & Partial<Record<Exclude<Language, 'en'>, Messages>>;
export type MessageValues = Record<string, string | number | null | undefined>;
/** The ids of a catalogue's English messages. */
export type MessageId<C extends Catalogue> = keyof C['en'] & string;

export interface Translator extends Dates {
  lang: Language;
  t: (id: string, values?: MessageValues) => string;
  /** '€490.00' / '490,00 €'; `free` for 0 or nothing. */
  formatPrice: (amount: number | null | undefined, free: string) => string;
  formatNumber: (value: number) => string;
}

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** A translator for one language over one catalogue; formats are compiled once per message. */
export function createTranslator(lang: Language, catalogue: Catalogue): Translator {
  const own = lang === 'en' ? catalogue.en : (catalogue[lang] ?? {});
  const money =
    moneyFormats.get(lang) ??
    moneyFormats
      .set(lang, new Intl.NumberFormat(MONEY_LOCALES[lang], { style: 'currency', currency: 'EUR' }))
      .get(lang)!;
  const numbers = new Intl.NumberFormat(MONEY_LOCALES[lang]);
  // Each message's format, made on first use. In the browser's bundles a message is already parsed
  // (infra/webpack/icu-precompile-loader.js); in tests and on the server it is the string.
  const formats = new Map<string, IntlMessageFormat>();
  return {
    lang,
    ...datesFor(lang),
    t(id, values) {
      let format = formats.get(id);
      if (!format) {
        const ownText = own[id];
        const text = ownText ?? catalogue.en[id];
        if (text === undefined) return id;
        format = new IntlMessageFormat(messageSource(text), ownText !== undefined ? lang : 'en');
        formats.set(id, format);
      }
      return String(format.format(values as Record<string, string | number>));
    },
    formatPrice: (amount, free) => (amount ? money.format(amount) : free),
    formatNumber: (value) => numbers.format(value),
  };
}

/** A translator whose `t` takes only one catalogue's ids (a typo is a type error). */
export type TypedTranslator<Id extends string> = Omit<Translator, 't'> & {
  t: (id: Id, values?: MessageValues) => string;
};

/**
 * Several catalogues over one catalogue's ids: a lazy page brings its own words and reads the frame's
 * too, while the first page's bundle holds only the frame's (the storefront home's budget).
 */
export function extendCatalogue<A extends Catalogue, B extends Catalogue>(base: A, more: B): A & B {
  const merged: Catalogue = { en: { ...base.en, ...more.en } };
  for (const lang of LANGUAGES) {
    if (lang !== 'en') merged[lang] = { ...base[lang], ...more[lang] };
  }
  return merged as A & B;
}

/** The page's language; each catalogue's translator for it is made once. */
const I18nContext = createContext<Language>(DEFAULT_LANGUAGE);

export function I18nProvider({ lang, children }: { lang: Language; children: ReactNode }) {
  return <I18nContext.Provider value={lang}>{children}</I18nContext.Provider>;
}

const translators = new WeakMap<Catalogue, Partial<Record<Language, Translator>>>();

/** A catalogue's translator in the page's language (English outside a provider, as a test renders). */
export function useI18n(catalogue: Catalogue): Translator {
  return messagesIn(catalogue, useContext(I18nContext)) as Translator;
}

/** `useI18n` typed by the catalogue's own ids (the console's English-only catalogues, issue 28 item 5). */
export function useMessages<C extends Catalogue>(catalogue: C): TypedTranslator<MessageId<C>> {
  return useI18n(catalogue);
}

/**
 * A catalogue's translator outside React (column definitions, validators, toasts written by plain
 * functions): the console is English, so it is English unless asked otherwise.
 */
export function messagesIn<C extends Catalogue>(
  catalogue: C,
  lang: Language = DEFAULT_LANGUAGE,
): TypedTranslator<MessageId<C>> {
  let byLanguage = translators.get(catalogue);
  if (!byLanguage) translators.set(catalogue, (byLanguage = {}));
  return (byLanguage[lang] ??= createTranslator(lang, catalogue));
}
