// Revenue and bookings over time (recharts). Never imported directly: `LazyMetricsChart` loads it on
// first use, so recharts weighs nothing on pages that draw no chart.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MetricsPoint } from '@coachwork/contracts';

export interface ChartColors {
  revenue: string;
  bookings: string;
  grid: string;
  text: string;
  tooltipBackground: string;
}

/** DESIGN.md's light tokens; the console passes its theme's. */
export const DEFAULT_CHART_COLORS: ChartColors = {
  revenue: '#a16207',
  bookings: '#2563eb',
  grid: '#e7e5e4',
  text: '#57534e',
  tooltipBackground: '#ffffff',
};

/**
 * The chart in words, for people who cannot see it: the period, the totals and the best period. The
 * same figures are in the table under the chart.
 */
export function chartSummary(series: MetricsPoint[], currency: string): string {
  if (series.length === 0) return 'Revenue and bookings: no figures for this period.';
  const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency, maximumFractionDigits: 0 });
  const revenue = series.reduce((sum, p) => sum + p.net, 0);
  const bookings = series.reduce((sum, p) => sum + p.bookingsConfirmed, 0);
  const best = series.reduce((top, p) => (p.net > top.net ? p : top), series[0]!);
  const first = series[0]!.period;
  const last = series[series.length - 1]!.period;
  const bookingWord = bookings === 1 ? 'booking' : 'bookings';
  const peak =
    best.net > 0
      ? `; the most revenue, ${money.format(best.net)}, came in the period from ${best.period}`
      : '';
  return `Revenue and bookings from ${first} to ${last}: ${money.format(revenue)} revenue and ${bookings} ${bookingWord} in all${peak}.`;
}

export default function MetricsChart({
  series,
  currency,
  colors = DEFAULT_CHART_COLORS,
}: {
  series: MetricsPoint[];
  currency: string;
  colors?: ChartColors;
}) {
  const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency, maximumFractionDigits: 0 });
  const data = series.map((p) => ({ period: p.period, revenue: p.net, bookings: p.bookingsConfirmed }));
  const tick = { fill: colors.text, fontSize: 12 };
  const cell = { padding: '2px 12px 2px 0', textAlign: 'right' as const };
  return (
    // The drawing says nothing to a screen reader: the caption sums it up and the table under it
    // (opened on demand) holds every figure the chart draws.
    <figure style={{ margin: 0 }}>
      <figcaption className="cw-visually-hidden">{chartSummary(series, currency)}</figcaption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" height={300}>
          <ComposedChart
            data={data}
            margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={colors.grid} vertical={false} />
            <XAxis dataKey="period" tick={tick} />
            <YAxis yAxisId="money" tickFormatter={(v: number) => money.format(v)} tick={tick} />
            <YAxis yAxisId="count" orientation="right" allowDecimals={false} tick={tick} />
            <Tooltip
              contentStyle={{ background: colors.tooltipBackground, border: `1px solid ${colors.grid}` }}
              formatter={(value, name) => (name === 'Revenue' ? money.format(Number(value)) : String(value))}
            />
            <Legend />
            <Bar
              yAxisId="count"
              dataKey="bookings"
              name="Bookings"
              fill={colors.bookings}
              radius={[4, 4, 0, 0]}
            />
            <Line
              yAxisId="money"
              type="monotone"
              dataKey="revenue"
              name="Revenue"
              stroke={colors.revenue}
              strokeWidth={2}
              dot={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary style={{ cursor: 'pointer' }}>The figures as a table</summary>
        <table style={{ borderCollapse: 'collapse', marginTop: 8, fontVariantNumeric: 'tabular-nums' }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Period from
              </th>
              <th scope="col" style={cell}>
                Revenue
              </th>
              <th scope="col" style={cell}>
                Bookings
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.period}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  {row.period}
                </th>
                <td style={cell}>{money.format(row.revenue)}</td>
                <td style={cell}>{row.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
