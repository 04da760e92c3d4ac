// The dashboard's key figures and their change against the period before, shared by the console's
// cards (antd) and the coach area's (light), each with what it counts. Every figure but the fill rate
// is a sum over the UTC days of the period, so the chart's buckets add up to the cards.
import type { DashboardMetricsDto, MetricsFigures, MetricsGroupBy, MetricsPoint } from '@coachwork/contracts';
import { DEFAULT_LANGUAGE, messagesIn, type Language } from '@coachwork/web-kit';
import { FIGURES_MESSAGES } from './figures-messages';

/** Where amounts and counts are written: '€1,234.00' and '1.234,00 €'. */
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-IE', de: 'de-DE' };
/** Where the chart's buckets are named: '26 Nov' and '26. Nov.'. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export interface Kpi {
  key: string;
  title: string;
  /** What the figure counts, for the card's tooltip. */
  definition: string;
  value: number;
  previous: number;
  format: (n: number) => string;
}

// Through the translator, never the catalogue's values: the browser's bundles hold them parsed.
const english = messagesIn(FIGURES_MESSAGES).t;

/** Said once on the page: the days every figure is counted on. */
export const METRICS_DAYS_NOTE = english('metrics.daysNote');

/** What each card counts (the API's definitions, docs/api.md). */
export const KPI_DEFINITIONS = {
  revenue: english('kpi.revenue.definition'),
  gross: english('kpi.gross.definition'),
  refunds: english('kpi.refunds.definition'),
  bookings: english('kpi.bookings.definition'),
  seats: english('kpi.seats.definition'),
  fill: english('kpi.fill.definition'),
  users: english('kpi.users.definition'),
  attendance: english('kpi.attendance.definition'),
} as const;

/** Change against the previous period in whole percent; null when there is nothing to compare with. */
export function changeOf(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 100);
}

/** '▲ 25 % vs previous period', 'New this period', 'No change' (in `lang`, English by default). */
export function changeLabel(
  value: number,
  previous: number,
  lang: Language = DEFAULT_LANGUAGE,
): { text: string; tone: 'up' | 'down' | 'flat' } {
  const { t } = messagesIn(FIGURES_MESSAGES, lang);
  const change = changeOf(value, previous);
  if (change === null) return { text: t(value === 0 ? 'change.none' : 'change.new'), tone: 'flat' };
  if (change === 0) return { text: t('change.none'), tone: 'flat' };
  return {
    text: t('change.vs', { arrow: change > 0 ? '▲' : '▼', change: Math.abs(change) }),
    tone: change > 0 ? 'up' : 'down',
  };
}

type KpiKey = 'revenue' | 'gross' | 'refunds' | 'bookings' | 'seats' | 'fill' | 'attendance' | 'users';

/** The cards of a period against the one before, titled and explained in `lang` (English by default). */
export function kpisOf(
  totals: MetricsFigures,
  previous: MetricsFigures,
  currency: string,
  attendance?: DashboardMetricsDto['attendance'],
  lang: Language = DEFAULT_LANGUAGE,
): Kpi[] {
  const { t } = messagesIn(FIGURES_MESSAGES, lang);
  const money = new Intl.NumberFormat(NUMBER_LOCALES[lang], { style: 'currency', currency });
  const whole = new Intl.NumberFormat(NUMBER_LOCALES[lang]);
  const percent = (n: number) => `${Math.round(n * 100)} %`;
  const kpi = (key: KpiKey, value: number, before: number, format: (n: number) => string): Kpi => ({
    key,
    title: t(`kpi.${key}`),
    definition: t(`kpi.${key}.definition`),
    value,
    previous: before,
    format,
  });
  const kpis: Kpi[] = [
    kpi('revenue', totals.net, previous.net, (n) => money.format(n)),
    kpi('gross', totals.gross, previous.gross, (n) => money.format(n)),
    kpi('refunds', totals.refunds, previous.refunds, (n) => money.format(n)),
    kpi('bookings', totals.bookings, previous.bookings, (n) => whole.format(n)),
    kpi('seats', totals.seatsSold, previous.seatsSold, (n) => whole.format(n)),
    kpi('fill', totals.fillRate ?? 0, previous.fillRate ?? 0, percent),
  ];
  if (attendance)
    kpis.push(kpi('attendance', attendance.totals.rate ?? 0, attendance.previous.rate ?? 0, percent));
  if (totals.newUsers !== null)
    kpis.push(kpi('users', totals.newUsers, previous.newUsers ?? 0, (n) => whole.format(n)));
  return kpis;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today as a UTC day (YYYY-MM-DD): the dashboard's days are UTC days, whatever the browser's zone. */
export const utcToday = (now = new Date()) => isoDay(now.getTime());

/**
 * The range a grouping opens with, ending today: the last 30 days by day, the last 12 weeks (from a
 * Monday) by week, the last 12 months (from a 1st) by month; every bucket whole but the current one.
 */
export function defaultMetricsRange(
  groupBy: MetricsGroupBy,
  today = utcToday(),
): { from: string; to: string } {
  const t = dayMs(today);
  if (groupBy === 'day') return { from: isoDay(t - 29 * DAY), to: today };
  if (groupBy === 'week') {
    const monday = t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
    return { from: isoDay(monday - 11 * 7 * DAY), to: today };
  }
  const d = new Date(t);
  return { from: isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 11, 1)), to: today };
}

const bucketFormats = new Map<Language, Record<'dayMonth' | 'monthYear' | 'dayOnly', Intl.DateTimeFormat>>();

function bucketFormatsOf(lang: Language) {
  let formats = bucketFormats.get(lang);
  if (!formats) {
    const locale = DATE_LOCALES[lang];
    formats = {
      dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      monthYear: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      dayOnly: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }),
    };
    bucketFormats.set(lang, formats);
  }
  return formats;
}

/**
 * A bucket named by the days it holds inside the range: '26 Nov' (a day), '23–29 Nov' or
 * '30 Nov – 6 Dec' (a week, or a month cut by the range), 'Nov 2026' (a whole month).
 */
export function bucketLabel(
  point: Pick<MetricsPoint, 'from' | 'to'>,
  groupBy: MetricsGroupBy,
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const { dayMonth, monthYear, dayOnly } = bucketFormatsOf(lang);
  const from = new Date(dayMs(point.from));
  const to = new Date(dayMs(point.to));
  const wholeMonth =
    from.getUTCDate() === 1 &&
    new Date(to.getTime() + DAY).getUTCDate() === 1 &&
    from.getUTCMonth() === to.getUTCMonth();
  if (groupBy === 'month' && wholeMonth) return monthYear.format(from);
  if (point.from === point.to) return dayMonth.format(from);
  if (from.getUTCMonth() === to.getUTCMonth() && from.getUTCFullYear() === to.getUTCFullYear())
    return `${dayOnly.format(from)}–${dayMonth.format(to)}`;
  return `${dayMonth.format(from)} – ${dayMonth.format(to)}`;
}
