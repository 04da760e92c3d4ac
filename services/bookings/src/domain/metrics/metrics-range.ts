// The calendar of a metrics request: the range (UTC days, both ends included; default the last 30
// days), the period before it of the same length, and the buckets of the series, each cut to the range.
import { METRICS_DEFAULT_DAYS, type MetricsGroupBy } from '@coachwork/contracts';

const DAY = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const parse = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The days JavaScript writes as YYYY-MM-DD and PostgreSQL takes: the contract lets a request name
 * any of them, and every day derived from one (the default ends, the previous period, a week's Monday)
 * is kept inside too: past them toISOString writes '-000001-…' or '+010000-…', which is no date.
 */
export const FIRST_DAY = '0001-01-01';
export const LAST_DAY = '9999-12-31';
const addDays = (day: string, n: number) => {
  const at = parse(day).getTime() + n * DAY;
  return isoDay(new Date(Math.min(Math.max(at, parse(FIRST_DAY).getTime()), parse(LAST_DAY).getTime())));
};

export interface MetricsRange {
  from: string;
  to: string;
  /** The period of the same length just before, cut at the year 1; null when the range starts there. */
  previous: { from: string; to: string } | null;
  groupBy: MetricsGroupBy;
}

export function metricsRange(
  query: { from?: string | undefined; to?: string | undefined; groupBy?: string | undefined },
  now: Date,
): MetricsRange {
  const to = query.to ?? (query.from ? addDays(query.from, METRICS_DEFAULT_DAYS - 1) : isoDay(now));
  const from = query.from ?? addDays(to, -(METRICS_DEFAULT_DAYS - 1));
  const days = Math.round((parse(to).getTime() - parse(from).getTime()) / DAY) + 1;
  return {
    from,
    to,
    previous: from === FIRST_DAY ? null : { from: addDays(from, -days), to: addDays(from, -1) },
    groupBy: (query.groupBy as MetricsGroupBy | undefined) ?? 'day',
  };
}

/** The first day of the bucket holding `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
export function bucketOf(day: string, groupBy: MetricsGroupBy): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (parse(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export interface Bucket {
  /** The bucket's first day (a Monday, the 1st), which may lie before the range. */
  period: string;
  /** Its first and last day inside the range. */
  from: string;
  to: string;
}

/** Every bucket between from and to, in order (an empty one still gets its point). */
export function buckets(range: MetricsRange): Bucket[] {
  const out: Bucket[] = [];
  // Counted, not stepped until past `to`: the step stops at the last day there is.
  const days = Math.round((parse(range.to).getTime() - parse(range.from).getTime()) / DAY) + 1;
  for (let i = 0; i < days; i++) {
    const day = addDays(range.from, i);
    const period = bucketOf(day, range.groupBy);
    const last = out[out.length - 1];
    if (last?.period === period) last.to = day;
    else out.push({ period, from: day, to: day });
  }
  return out;
}
