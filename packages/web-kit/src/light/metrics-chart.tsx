// Net revenue and bookings over time (recharts), one pair of bars per bucket of the series (every
// bucket of the range is there, an empty one at zero), named by the days it holds. The same figures
// as the cards: net revenue and bookings (confirmed less cancelled), so the bars add up to them.
// Never imported directly: `LazyMetricsChart` loads it on first use, so recharts weighs nothing on
// pages that draw no chart.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MetricsGroupBy, MetricsPoint } from '@coachwork/contracts';
import { DEFAULT_LANGUAGE, messagesIn, useMessages, type Language } from '@coachwork/web-kit';
import { FIGURES_MESSAGES } from './figures-messages';
import { bucketLabel } from './metrics-kpis';

/** Where amounts are written: '€1,234' and '1.234 €'. */
const MONEY_LOCALES: Record<Language, string> = { en: 'en-IE', de: 'de-DE' };

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
export function chartSummary(
  series: MetricsPoint[],
  currency: string,
  groupBy: MetricsGroupBy = 'day',
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const { t } = messagesIn(FIGURES_MESSAGES, lang);
  if (series.length === 0) return t('chart.none');
  const money = new Intl.NumberFormat(MONEY_LOCALES[lang], { style: 'currency', currency });
  const revenue = series.reduce((sum, p) => sum + p.net, 0);
  const bookings = series.reduce((sum, p) => sum + p.bookings, 0);
  const best = series.reduce((top, p) => (p.net > top.net ? p : top), series[0]!);
  const peak =
    best.net > 0
      ? t('chart.peak', { amount: money.format(best.net), period: bucketLabel(best, groupBy, lang) })
      : '';
  return t('chart.summary', {
    first: series[0]!.from,
    last: series[series.length - 1]!.to,
    revenue: money.format(revenue),
    bookings,
    peak,
  });
}

export default function MetricsChart({
  series,
  currency,
  groupBy = 'day',
  colors = DEFAULT_CHART_COLORS,
}: {
  series: MetricsPoint[];
  currency: string;
  groupBy?: MetricsGroupBy;
  colors?: ChartColors;
}) {
  const { t, lang } = useMessages(FIGURES_MESSAGES);
  const locale = MONEY_LOCALES[lang];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const exact = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const revenueName = t('kpi.revenue');
  const bookingsName = t('kpi.bookings');
  const data = series.map((p) => ({
    key: p.period,
    period: bucketLabel(p, groupBy, lang),
    revenue: p.net,
    bookings: p.bookings,
  }));
  const tick = { fill: colors.text, fontSize: 12 };
  const cell = { padding: '2px 12px 2px 0', textAlign: 'right' as const };
  return (
    // The drawing says nothing to a screen reader: the caption sums it up and the table under it
    // (opened on demand) holds every figure the chart draws.
    <figure style={{ margin: 0 }}>
      <figcaption className="cw-visually-hidden">{chartSummary(series, currency, groupBy, lang)}</figcaption>
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
              formatter={(value, name) =>
                name === revenueName ? exact.format(Number(value)) : String(value)
              }
            />
            <Legend />
            <ReferenceLine yAxisId="money" y={0} stroke={colors.text} />
            <Bar yAxisId="money" dataKey="revenue" name={revenueName} fill={colors.revenue} />
            <Bar yAxisId="count" dataKey="bookings" name={bookingsName} fill={colors.bookings} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details>
        <summary style={{ cursor: 'pointer' }}>{t('chart.asTable')}</summary>
        <table style={{ borderCollapse: 'collapse', marginTop: 8, fontVariantNumeric: 'tabular-nums' }}>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                {t('chart.period')}
              </th>
              <th scope="col" style={cell}>
                {revenueName}
              </th>
              <th scope="col" style={cell}>
                {bookingsName}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.key}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  {row.period}
                </th>
                <td style={cell}>{exact.format(row.revenue)}</td>
                <td style={cell}>{row.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
