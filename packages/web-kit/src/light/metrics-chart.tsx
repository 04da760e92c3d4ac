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
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
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
  );
}
