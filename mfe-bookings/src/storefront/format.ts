// Dates, prices and enumeration words as the storefront shows them (server and browser alike).

export const titleCase = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();

/** '12 Mar 2027, 10:00' as the clock reads in `timeZone`. */
export function formatInZone(iso: string, timeZone: string | undefined, withZoneName = false): string {
  try {
    // dateStyle cannot be combined with timeZoneName, so the zone's name is appended.
    const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
    return withZoneName && timeZone ? `${text} (${timeZone})` : text;
  } catch {
    return iso;
  }
}

/** '10:00' as the clock reads in `timeZone`. */
export function formatTimeInZone(iso: string, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone }).format(new Date(iso));
  } catch {
    return iso;
  }
}

const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export function formatPrice(price: number | null | undefined): string {
  return price ? money.format(price) : 'Free';
}
