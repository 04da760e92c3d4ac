/**
 * @jest-environment jsdom
 */
// The dashboard's KPI cards as a super-admin and a coach see them: each figure formatted, with its
// change against the period before.
import { render, screen, within } from '@testing-library/react';
import type { MetricsFigures } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { changeLabel, kpisOf } from '../src/light/metrics-kpis';
import { KpiCards } from '../src/ui/dashboard/kpi-cards';

const figures = (over: Partial<MetricsFigures> = {}): MetricsFigures => ({
  bookingsCreated: 0,
  bookingsConfirmed: 0,
  bookingsCancelled: 0,
  bookingsCompleted: 0,
  bookingsNoShow: 0,
  seatsSold: 0,
  gross: 0,
  refunds: 0,
  net: 0,
  platformFee: 0,
  discounts: 0,
  newUsers: 0,
  schedulesPublished: 0,
  fillRate: null,
  ...over,
});

beforeAll(installDomShims);

describe('KPI cards', () => {
  it('shows revenue, bookings, seats, fill rate and new users with their change', () => {
    const totals = figures({ net: 480, bookingsConfirmed: 4, seatsSold: 5, fillRate: 0.3571, newUsers: 4 });
    const previous = figures({ net: 320, bookingsConfirmed: 5, seatsSold: 5, fillRate: null, newUsers: 0 });
    render(<KpiCards kpis={kpisOf(totals, previous, 'EUR')} />);
    const card = (key: string) => within(screen.getByTestId(`kpi-${key}`));
    expect(card('revenue').getByText('Revenue')).toBeTruthy();
    expect(card('revenue').getByText('€480.00')).toBeTruthy();
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
    expect(screen.getAllByText('No change')).toHaveLength(4);
  });

  it('compares a fall to nothing and a rise from nothing sensibly', () => {
    expect(changeLabel(0, 200)).toEqual({ text: '▼ 100 % vs previous period', tone: 'down' });
    expect(changeLabel(5, 0)).toEqual({ text: 'New this period', tone: 'flat' });
  });
});
