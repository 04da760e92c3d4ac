// The languages people may read the product in (issue 28 item 5), and which one a request asks for.
// Shared by the storefront (its render and its bundle) and the gateway (its page cache keeps one copy
// of a page per language).

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Set by the language links; read by the server render and the browser alike. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a request asks for: the `lang` cookie, then Accept-Language by its q-values, else English. */
export function pickLanguage(cookieHeader?: string | null, acceptLanguage?: string | null): Language {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.trim().toLowerCase().split('-')[0]!, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((w) => w.base && w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const w of wanted) {
    if (w.base === '*') return DEFAULT_LANGUAGE;
    if (isLanguage(w.base)) return w.base;
  }
  return DEFAULT_LANGUAGE;
}
