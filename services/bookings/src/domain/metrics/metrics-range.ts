// The calendar of a metrics request: the range (UTC days, both ends included; default the last 30
// days), the period before it of the same length, and the buckets of the series.
import { METRICS_DEFAULT_DAYS, type MetricsGroupBy } from '@coachwork/contracts';

const DAY = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => isoDay(new Date(parse(day).getTime() + n * DAY));

export interface MetricsRange {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
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
    previousTo: addDays(from, -1),
    previousFrom: addDays(from, -days),
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

/** Every bucket between from and to, in order (an empty one still gets its point). */
export function buckets(range: MetricsRange): string[] {
  const out: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const b = bucketOf(day, range.groupBy);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}
