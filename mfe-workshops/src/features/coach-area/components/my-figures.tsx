// The coach's own dashboard in the coach area: the last 30 UTC days of their schedules' figures against
// the 30 before, each card saying what it counts, net revenue and bookings per day (the chart loads on
// first render), upcoming seats left.
import { Suspense, useEffect, useState } from 'react';
import { useGetDashboardMetricsQuery } from '@coachwork/web-kit';
import { changeLabel, kpisOf, LazyMetricsChart } from '@coachwork/web-kit/figures';
import { useCoachAreaI18n } from '../messages';

const day = (d: Date) => d.toISOString().slice(0, 10);

export function MyFigures() {
  const { t, lang } = useCoachAreaI18n();
  const [range] = useState(() => {
    const to = new Date();
    return { from: day(new Date(to.getTime() - 29 * 86_400_000)), to: day(to), groupBy: 'day' as const };
  });
  const { data, isLoading, isError } = useGetDashboardMetricsQuery(range);
  // The chart is drawn in the browser only (the coach area may be rendered on the server first).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <section className="cw-card cw-stack" aria-labelledby="ca-figures">
      <h2 id="ca-figures" style={{ margin: 0, fontSize: '1.125rem' }}>
        {t('figures.title')}
      </h2>
      {isLoading ? (
        <p className="cw-muted">{t('common.loading')}</p>
      ) : isError || !data ? (
        <p className="cw-muted">{t('figures.loadFailed')}</p>
      ) : (
        <>
          <div
            style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}
          >
            {kpisOf(data.totals, data.previous, data.currency, data.attendance, lang).map((k) => {
              const change = changeLabel(k.value, k.previous, lang);
              return (
                <div
                  key={k.key}
                  className="cw-card"
                  style={{ padding: 16 }}
                  data-testid={`kpi-${k.key}`}
                  // What it counts: a tooltip on hover, and read out with the card.
                  title={k.definition}
                >
                  <div className="cw-muted" style={{ fontSize: '.875rem' }}>
                    {k.title}
                    <span className="cw-visually-hidden">: {k.definition}</span>
                  </div>
                  <div style={{ fontSize: '1.5rem', fontWeight: 600 }}>{k.format(k.value)}</div>
                  <div className="cw-hint">{change.text}</div>
                </div>
              );
            })}
          </div>
          <p className="cw-hint" style={{ margin: 0 }}>
            {t('figures.hint')}
          </p>
          {mounted && data.series.some((p) => p.net !== 0 || p.bookings !== 0) ? (
            <Suspense fallback={<p className="cw-muted">{t('figures.chartLoading')}</p>}>
              <LazyMetricsChart series={data.series} currency={data.currency} />
            </Suspense>
          ) : (
            <p className="cw-muted" style={{ margin: 0 }}>
              {t('figures.noBookings')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
