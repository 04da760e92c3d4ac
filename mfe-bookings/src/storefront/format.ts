// Prices and enumeration words as the storefront shows them (server and browser alike); dates come
// from web-kit's one formatter.

export const titleCase = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();

const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export function formatPrice(price: number | null | undefined): string {
  return price ? money.format(price) : 'Free';
}

/** Urgency for the cards and the schedule page: 'Sold out', '3 seats left' (5 or fewer), else null. */
export function seatsUrgency(seatsLeft: number | null | undefined): string | null {
  if (seatsLeft == null) return null;
  if (seatsLeft <= 0) return 'Sold out';
  if (seatsLeft <= 5) return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return null;
}

type DurationWord = 'duration.days' | 'duration.hours' | 'duration.minutes';
const ENGLISH_DURATION = (id: DurationWord, { n }: { n: number }) =>
  id === 'duration.days' ? `${n} ${n === 1 ? 'day' : 'days'}` : id === 'duration.hours' ? `${n} h` : `${n} min`;

/** '3 h', '1 h 30 min', '2 days' between two instants; `t` writes them in the page's language. */
export function formatDuration(
  startIso: string,
  endIso: string,
  t: (id: DurationWord, values: { n: number }) => string = ENGLISH_DURATION,
): string {
  const minutes = Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
  if (!(minutes > 0)) return '';
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return t('duration.days', { n: minutes / (24 * 60) });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? t('duration.hours', { n: h }) : '', m ? t('duration.minutes', { n: m }) : ''].filter(Boolean).join(' ');
}

/** 'English', 'German (Switzerland)' for a BCP 47 tag (in the page's language); the tag itself when the runtime cannot name it. */
export function languageName(tag: string | null | undefined, inLanguage = 'en'): string | null {
  if (!tag) return null;
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** 'Germany' for 'DE' ('Deutschland' in German). */
export function countryName(code: string | null | undefined, inLanguage = 'en'): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
