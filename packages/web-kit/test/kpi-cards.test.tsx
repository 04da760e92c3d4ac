/**
 * @jest-environment jsdom
 */
// The dashboard's KPI cards as a super-admin and a coach see them: each figure formatted, with its
// change against the period before and what it counts; the ranges and bucket names of the chart.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NO_METRICS_FIGURES, type MetricsFigures } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import {
  bucketLabel,
  changeLabel,
  defaultMetricsRange,
  KPI_DEFINITIONS,
  kpisOf,
} from '../src/light/metrics-kpis';
import { KpiCards } from '../src/ui/dashboard/kpi-cards';

const figures = (over: Partial<MetricsFigures> = {}): MetricsFigures => ({ ...NO_METRICS_FIGURES, ...over });

beforeAll(installDomShims);

describe('KPI cards', () => {
  it('shows net revenue, gross, refunds, bookings, seats, fill rate and new users with their change', () => {
    const totals = figures({
      gross: 730,
      refunds: 250,
      net: 480,
      bookingsConfirmed: 6,
      bookingsCancelled: 2,
      bookings: 4,
      seatsSold: 5,
      fillRate: 0.3571,
      newUsers: 4,
    });
    const previous = figures({
      net: 320,
      gross: 320,
      bookings: 5,
      seatsSold: 5,
      fillRate: null,
      newUsers: 0,
    });
    render(<KpiCards kpis={kpisOf(totals, previous, 'EUR')} />);
    const card = (key: string) => within(screen.getByTestId(`kpi-${key}`));
    expect(card('revenue').getByText('Net revenue')).toBeTruthy();
    expect(card('revenue').getByText('€480.00')).toBeTruthy();
    expect(card('gross').getByText('€730.00')).toBeTruthy();
    expect(card('refunds').getByText('€250.00')).toBeTruthy();
    // Bookings standing (confirmed less cancelled), as the seats are counted.
    expect(card('bookings').getByText('4')).toBeTruthy();
    expect(card('revenue').getByText('▲ 50 % vs previous period')).toBeTruthy();
    expect(card('bookings').getByText('▼ 20 % vs previous period')).toBeTruthy();
    expect(card('seats').getByText('No change')).toBeTruthy();
    expect(card('fill').getByText('36 %')).toBeTruthy();
    expect(card('fill').getByText('New this period')).toBeTruthy();
    expect(card('users').getByText('4')).toBeTruthy();
  });

  it('leaves out new users on a coach’s dashboard (the platform’s figure)', () => {
    render(<KpiCards kpis={kpisOf(figures({ newUsers: null }), figures({ newUsers: null }), 'EUR')} />);
    expect(screen.queryByTestId('kpi-users')).toBeNull();
    expect(screen.getAllByText('No change')).toHaveLength(6);
  });

  it('says on each card what it counts, on hover and on focus of its button', async () => {
    render(<KpiCards kpis={kpisOf(figures(), figures(), 'EUR')} />);
    const bookings = screen.getByRole('button', { name: 'What Bookings counts' });
    fireEvent.mouseEnter(bookings);
    expect(await screen.findByText(KPI_DEFINITIONS.bookings)).toBeTruthy();
    fireEvent.focus(screen.getByRole('button', { name: 'What Net revenue counts' }));
    expect(await screen.findByText(KPI_DEFINITIONS.revenue)).toBeTruthy();
    for (const title of ['Gross', 'Refunds', 'Seats sold', 'Fill rate', 'New users'])
      expect(screen.getByRole('button', { name: `What ${title} counts` })).toBeTruthy();
  });

  it('compares a fall to nothing and a rise from nothing sensibly', () => {
    expect(changeLabel(0, 200)).toEqual({ text: '▼ 100 % vs previous period', tone: 'down' });
    expect(changeLabel(5, 0)).toEqual({ text: 'New this period', tone: 'flat' });
  });
});

describe('the ranges and buckets of the chart', () => {
  it('opens each grouping on whole buckets up to today (UTC days)', () => {
    // 2026-11-26 is a Thursday.
    expect(defaultMetricsRange('day', '2026-11-26')).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(defaultMetricsRange('week', '2026-11-26')).toEqual({ from: '2026-09-07', to: '2026-11-26' });
    expect(defaultMetricsRange('month', '2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-26' });
    expect(defaultMetricsRange('month', '2027-01-31')).toEqual({ from: '2026-02-01', to: '2027-01-31' });
  });

  it('names a bucket by the days it holds inside the range', () => {
    expect(bucketLabel({ from: '2026-11-26', to: '2026-11-26' }, 'day')).toBe('26 Nov');
    expect(bucketLabel({ from: '2026-11-23', to: '2026-11-29' }, 'week')).toBe('23–29 Nov');
    expect(bucketLabel({ from: '2026-11-30', to: '2026-12-06' }, 'week')).toBe('30 Nov – 6 Dec');
    expect(bucketLabel({ from: '2026-02-01', to: '2026-02-28' }, 'month')).toBe('Feb 2026');
    // A month the range cuts says which of its days it holds.
    expect(bucketLabel({ from: '2026-11-01', to: '2026-11-26' }, 'month')).toBe('1–26 Nov');
  });
});
