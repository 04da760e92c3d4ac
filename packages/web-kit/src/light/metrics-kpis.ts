// The dashboard's key figures and their change against the period before, shared by the console's
// cards (antd) and the coach area's (light).
import type { MetricsFigures } from '@coachwork/contracts';

export interface Kpi {
  key: string;
  title: string;
  value: number;
  previous: number;
  format: (n: number) => string;
}

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

export function kpisOf(totals: MetricsFigures, previous: MetricsFigures, currency: string): Kpi[] {
  const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency });
  const whole = new Intl.NumberFormat('en-IE');
  const kpis: Kpi[] = [
    {
      key: 'revenue',
      title: 'Revenue',
      value: totals.net,
      previous: previous.net,
      format: (n) => money.format(n),
    },
    {
      key: 'bookings',
      title: 'Bookings',
      value: totals.bookingsConfirmed,
      previous: previous.bookingsConfirmed,
      format: (n) => whole.format(n),
    },
    {
      key: 'seats',
      title: 'Seats sold',
      value: totals.seatsSold,
      previous: previous.seatsSold,
      format: (n) => whole.format(n),
    },
    {
      key: 'fill',
      title: 'Fill rate',
      value: totals.fillRate ?? 0,
      previous: previous.fillRate ?? 0,
      format: (n) => `${Math.round(n * 100)} %`,
    },
  ];
  if (totals.newUsers !== null)
    kpis.push({
      key: 'users',
      title: 'New users',
      value: totals.newUsers,
      previous: previous.newUsers ?? 0,
      format: (n) => whole.format(n),
    });
  return kpis;
}
