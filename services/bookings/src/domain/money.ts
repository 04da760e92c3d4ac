// Money inside the service is an integer count of the currency's minor unit (cents for EUR), so sums
// and shares never drift; the API shows major units with two decimals, like `price`.

/** Stripe's zero- and three-decimal currencies; every other ISO currency has two decimals. */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/** 19.99 EUR → 1999. Rounds half away from zero, which also absorbs binary noise (19.99 * 100). */
export function toMinorUnits(major: number, currency: string): number {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  const factor = 10 ** currencyExponent(currency);
  return Math.sign(major) * Math.round(Math.abs(major) * factor);
}

/** 1999 → 19.99 EUR. */
export function toMajorUnits(minor: number, currency: string): number {
  assertMinorUnits(minor);
  const exponent = currencyExponent(currency);
  return Number((minor / 10 ** exponent).toFixed(exponent));
}

export function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amounts are whole minor units, got ${amount}`);
}

/** `€1,234.50` — for documents and mail, not for the API (which sends numbers). */
export function formatMoney(minor: number, currency: string, locale = 'en-IE'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: currencyExponent(currency),
    maximumFractionDigits: currencyExponent(currency),
  }).format(toMajorUnits(minor, currency));
}

/** Whether the runtime knows the ISO 4217 code (checked once at boot for `CURRENCY`). */
export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}
