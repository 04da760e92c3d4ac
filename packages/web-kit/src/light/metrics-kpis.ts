// The dashboard's key figures and their change against the period before, shared by the console's
// cards (antd) and the coach area's (light), each with what it counts. Every figure but the fill rate
// is a sum over the UTC days of the period, so the chart's buckets add up to the cards.
import type { DashboardMetricsDto, MetricsFigures, MetricsGroupBy, MetricsPoint } from '@coachwork/contracts';

export interface Kpi {
  key: string;
  title: string;
  /** What the figure counts, for the card's tooltip. */
  definition: string;
  value: number;
  previous: number;
  format: (n: number) => string;
}

/** Said once on the page: the days every figure is counted on. */
export const METRICS_DAYS_NOTE =
  'Days are UTC days: each payment, refund, booking and cancellation counts on the UTC day it happened.';

/** What each card counts (the API's definitions, docs/api.md). */
export const KPI_DEFINITIONS = {
  revenue:
    'Card payments taken less refunds made in the period (gross − refunds). A refund counts on the day it is made, even for a booking paid earlier.',
  gross: 'Card payments taken in the period, after vouchers. Free bookings add nothing.',
  refunds:
    'Refunds made in the period: seats given back, cancelled bookings and sessions, and refunds by a super-admin; each has its credit note.',
  bookings:
    'Bookings confirmed in the period (paid, or free) less confirmed bookings cancelled in it. A hold never paid is not counted; below 0 when more were cancelled than made.',
  seats: 'Seats of the bookings confirmed in the period less confirmed seats given back or cancelled in it.',
  fill: 'Seats sold now ÷ seats offered, over the sessions that start in the period; cancelled sessions are left out.',
  users: 'Accounts registered in the period.',
  attendance:
    'Seats checked in at the door ÷ seats of confirmed bookings, over the sessions that started in the period (up to now).',
} as const;

/** Change against the previous period in whole percent; null when there is nothing to compare with. */
export function changeOf(value: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 100);
}

/** '▲ 25 % vs previous period', 'New this period', 'No change'. */
export function changeLabel(value: number, previous: number): { text: string; tone: 'up' | 'down' | 'flat' } {
  const change = changeOf(value, previous);
  if (change === null) return { text: value === 0 ? 'No change' : 'New this period', tone: 'flat' };
  if (change === 0) return { text: 'No change', tone: 'flat' };
  return {
    text: `${change > 0 ? '▲' : '▼'} ${Math.abs(change)} % vs previous period`,
    tone: change > 0 ? 'up' : 'down',
  };
}

export function kpisOf(
  totals: MetricsFigures,
  previous: MetricsFigures,
  currency: string,
  attendance?: DashboardMetricsDto['attendance'],
): Kpi[] {
  const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency });
  const whole = new Intl.NumberFormat('en-IE');
  const kpis: Kpi[] = [
    {
      key: 'revenue',
      title: 'Net revenue',
      definition: KPI_DEFINITIONS.revenue,
      value: totals.net,
      previous: previous.net,
      format: (n) => money.format(n),
    },
    {
      key: 'gross',
      title: 'Gross',
      definition: KPI_DEFINITIONS.gross,
      value: totals.gross,
      previous: previous.gross,
      format: (n) => money.format(n),
    },
    {
      key: 'refunds',
      title: 'Refunds',
      definition: KPI_DEFINITIONS.refunds,
      value: totals.refunds,
      previous: previous.refunds,
      format: (n) => money.format(n),
    },
    {
      key: 'bookings',
      title: 'Bookings',
      definition: KPI_DEFINITIONS.bookings,
      value: totals.bookings,
      previous: previous.bookings,
      format: (n) => whole.format(n),
    },
    {
      key: 'seats',
      title: 'Seats sold',
      definition: KPI_DEFINITIONS.seats,
      value: totals.seatsSold,
      previous: previous.seatsSold,
      format: (n) => whole.format(n),
    },
    {
      key: 'fill',
      title: 'Fill rate',
      definition: KPI_DEFINITIONS.fill,
      value: totals.fillRate ?? 0,
      previous: previous.fillRate ?? 0,
      format: (n) => `${Math.round(n * 100)} %`,
    },
  ];
  if (attendance)
    kpis.push({
      key: 'attendance',
      title: 'Attendance',
      definition: KPI_DEFINITIONS.attendance,
      value: attendance.totals.rate ?? 0,
      previous: attendance.previous.rate ?? 0,
      format: (n) => `${Math.round(n * 100)} %`,
    });
  if (totals.newUsers !== null)
    kpis.push({
      key: 'users',
      title: 'New users',
      definition: KPI_DEFINITIONS.users,
      value: totals.newUsers,
      previous: previous.newUsers ?? 0,
      format: (n) => whole.format(n),
    });
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

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });

/**
 * A bucket named by the days it holds inside the range: '26 Nov' (a day), '23–29 Nov' or
 * '30 Nov – 6 Dec' (a week, or a month cut by the range), 'Nov 2026' (a whole month).
 */
export function bucketLabel(point: Pick<MetricsPoint, 'from' | 'to'>, groupBy: MetricsGroupBy): string {
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
