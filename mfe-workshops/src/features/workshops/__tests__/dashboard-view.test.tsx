// The console's dashboard (web-kit's DashboardView, the shell's home page) against a stubbed /v1
// (issue 31 item 9): it asks for UTC days, each card says what it counts, the chart's buckets are named
// by their days and add up to the cards, a grouping opens on whole buckets, and every session that
// sold seats is in the fill-rate list.
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import {
  NO_METRICS_FIGURES,
  type DashboardMetricsDto,
  type MetricsFigures,
  type MetricsPoint,
} from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { DashboardView } from '@coachwork/web-kit/ui';
import { one, renderLight, stubApi } from '../../coach-area/__tests__/coach-harness';

jest.setTimeout(60_000);
beforeAll(() => {
  installDomShims();
  // recharts' ResponsiveContainer watches its size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

let cleanup: () => void = () => undefined;
let detach: () => void = () => undefined;
afterEach(() => {
  cleanup();
  detach();
});

const zero = NO_METRICS_FIGURES;
const point = (
  period: string,
  from: string,
  to: string,
  over: Partial<MetricsFigures> = {},
): MetricsPoint => ({
  ...zero,
  period,
  from,
  to,
  ...over,
});

// Three days: nothing on the first two, a day of bookings and refunds on the last.
const dayOfSales = {
  bookingsCreated: 5,
  bookingsConfirmed: 4,
  bookingsCancelled: 2,
  bookings: 2,
  seatsSold: 4,
  gross: 660,
  refunds: 380,
  net: 280,
  platformFee: 42,
  newUsers: 4,
};
function answer(from: string, to: string, groupBy: 'day' | 'week' | 'month'): DashboardMetricsDto {
  return {
    scope: 'platform',
    from,
    to,
    groupBy,
    timezone: 'UTC',
    currency: 'EUR',
    totals: { ...zero, ...dayOfSales },
    previous: zero,
    series:
      groupBy === 'day'
        ? [
            point('2026-11-24', '2026-11-24', '2026-11-24'),
            point('2026-11-25', '2026-11-25', '2026-11-25'),
            point('2026-11-26', '2026-11-26', '2026-11-26', dayOfSales),
          ]
        : [
            point('2026-11-16', '2026-11-16', '2026-11-22'),
            point('2026-11-23', '2026-11-23', '2026-11-26', dayOfSales),
          ],
    topWorkshops: {
      byRevenue: [
        {
          workshopId: 'c0ffee00-4444-4d2e-8a00-000000000001',
          title: 'Feedback That Lands',
          net: 200,
          seatsSold: 2,
          capacity: 10,
          fillRate: 0.2,
        },
      ],
    },
    sessionsByFillRate: [
      {
        workshopScheduleId: '5c1e0a52-1111-4c3b-9c0d-000000000002',
        workshopId: 'c0ffee00-4444-4d2e-8a00-000000000002',
        workshopTitle: 'Negotiation Basics',
        startDate: '2026-12-10T09:00:00.000Z',
        capacity: 4,
        seatsSold: 2,
        fillRate: 0.5,
      },
      {
        workshopScheduleId: '5c1e0a52-1111-4c3b-9c0d-000000000001',
        workshopId: 'c0ffee00-4444-4d2e-8a00-000000000001',
        workshopTitle: 'Feedback That Lands',
        startDate: '2026-12-03T09:00:00.000Z',
        capacity: 10,
        seatsSold: 2,
        fillRate: 0.2,
      },
    ],
    upcoming: [],
  };
}

const wrap = (node: ReactNode) => (
  <ConfigProvider locale={enUS} theme={{ token: { motion: false } }}>
    {node}
  </ConfigProvider>
);

function mount() {
  const api = stubApi((r) =>
    r.method === 'GET' && r.path === '/dashboard/metrics'
      ? one(
          answer(
            r.query.get('from')!,
            r.query.get('to')!,
            r.query.get('groupBy') as 'day' | 'week' | 'month',
          ),
        )
      : undefined,
  );
  detach = api.detach;
  const view = renderLight(wrap(<DashboardView />));
  cleanup = view.cleanup;
  return api;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('the console dashboard', () => {
  it('asks for the last 30 UTC days and says its days are UTC days', async () => {
    const api = mount();
    await screen.findByTestId('kpi-revenue');
    const [asked] = api.calls('GET', '/dashboard/metrics');
    expect(asked!.query.get('to')).toBe(utcDay(Date.now()));
    expect(asked!.query.get('from')).toBe(utcDay(Date.now() - 29 * 86_400_000));
    expect(asked!.query.get('groupBy')).toBe('day');
    expect(screen.getByText(/^Days are UTC days/)).toBeTruthy();
  });

  it('shows every card with what it counts in its tooltip', async () => {
    mount();
    const card = (key: string) => within(screen.getByTestId(`kpi-${key}`));
    await screen.findByTestId('kpi-revenue');
    expect(await card('revenue').findByText('€280.00')).toBeTruthy();
    expect(card('gross').getByText('€660.00')).toBeTruthy();
    expect(card('refunds').getByText('€380.00')).toBeTruthy();
    expect(card('bookings').getByText('2')).toBeTruthy();
    expect(card('seats').getByText('4')).toBeTruthy();
    fireEvent.mouseEnter(card('bookings').getByRole('button', { name: 'What Bookings counts' }));
    expect(
      await screen.findByText(
        /^Bookings confirmed in the period \(paid, or free\) less confirmed bookings cancelled in it/,
      ),
    ).toBeTruthy();
    fireEvent.focus(card('refunds').getByRole('button', { name: 'What Refunds counts' }));
    expect(await screen.findByText(/^Refunds made in the period: seats given back/)).toBeTruthy();
  });

  it('lists the buckets by their days, each with its figures, adding up to the cards', async () => {
    mount();
    await screen.findByText('Net revenue and bookings by day');
    const table = await waitFor(() => {
      const found = document.querySelector('figure table');
      if (!found) throw new Error('no figures table yet');
      return found as HTMLElement;
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['24 Nov', '€0.00', '0'],
      ['25 Nov', '€0.00', '0'],
      ['26 Nov', '€280.00', '2'],
    ]);
    expect(screen.getByText(/€280\.00 net revenue and 2 bookings in all/)).toBeTruthy();
  });

  it('opens the week view on the last 12 whole weeks, its buckets named by their days', async () => {
    const api = mount();
    await screen.findByTestId('kpi-revenue');
    fireEvent.click(screen.getByText('Week'));
    await waitFor(() =>
      expect(api.calls('GET', '/dashboard/metrics').at(-1)!.query.get('groupBy')).toBe('week'),
    );
    const asked = api.calls('GET', '/dashboard/metrics').at(-1)!.query;
    const from = new Date(`${asked.get('from')}T00:00:00Z`);
    expect(from.getUTCDay()).toBe(1);
    expect(asked.get('to')).toBe(utcDay(Date.now()));
    await screen.findByText('Net revenue and bookings by week');
    await waitFor(() => expect(document.querySelector('figure table')?.textContent).toContain('23–26 Nov'));
    expect(document.querySelector('figure table')?.textContent).toContain('16–22 Nov');
  });

  it('lists every session that sold seats by fill rate, with its seats and start', async () => {
    mount();
    const list = (await screen.findByText('Sessions by fill rate')).closest('.ant-card') as HTMLElement;
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Negotiation Basics10 Dec 2026 (UTC)',
      'Feedback That Lands3 Dec 2026 (UTC)',
    ]);
    expect(within(rows[0]!).getByText('2 of 4')).toBeTruthy();
    expect(
      within(rows[0]!).getByRole('progressbar', { name: 'Fill rate of Negotiation Basics' }),
    ).toBeTruthy();
  });
});
