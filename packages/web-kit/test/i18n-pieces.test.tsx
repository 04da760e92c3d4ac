/**
 * @jest-environment jsdom
 */
// web-kit's shared pieces in German (issue 28 item 5) as the storefront and the coach area show them
// under `<I18nProvider lang="de">`: export buttons, the figures' cards and chart, the time-zone note,
// upload problems, the error page and the small labels. English, outside a provider, is as it was.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NO_METRICS_FIGURES, type MetricsFigures, type MetricsPoint } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { configureApi } from '../src/api/base-query';
import { viewerZoneNote } from '../src/dates';
import { I18nProvider } from '../src/i18n';
import { AppErrorBoundary, ErrorPage, statusMessage } from '../src/light/error-page';
import { downloadExport, ExportButtons } from '../src/light/export';
import { chartSummary } from '../src/light/metrics-chart';
import { bucketLabel, changeLabel, kpisOf } from '../src/light/metrics-kpis';
import { RemoteFallback, Spinner } from '../src/light/remote-module';
import { SocialLinks } from '../src/light/social-icons';
import { ViewerZoneNote } from '../src/light/viewer-zone';
import { uploadProblem } from '../src/upload-check';

beforeAll(installDomShims);
afterEach(() => jest.restoreAllMocks());

const german = (node: ReactNode) => render(<I18nProvider lang="de">{node}</I18nProvider>);
const figures = (over: Partial<MetricsFigures> = {}): MetricsFigures => ({ ...NO_METRICS_FIGURES, ...over });

describe('export buttons in German', () => {
  beforeEach(() => configureApi({ baseUrl: 'http://localhost/v1' }));

  it('names the buttons and says a refusal in German', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 403 }) as Response) as typeof fetch;
    german(<ExportButtons path="/payouts" label="Auszahlungen" />);
    expect(screen.getByRole('button', { name: 'Auszahlungen als CSV exportieren' }).textContent).toBe('CSV');
    const excel = screen.getByRole('button', { name: 'Auszahlungen als Excel exportieren' });
    await act(async () => fireEvent.click(excel));
    expect((await screen.findByRole('alert')).textContent).toBe('Sie dürfen diese Liste nicht exportieren.');
  });

  it('keeps the English words outside a provider (the console)', async () => {
    render(<ExportButtons path="/payouts" label="payouts" />);
    expect(screen.getByRole('button', { name: 'Export payouts as Excel' }).textContent).toBe('Excel');
    globalThis.fetch = jest.fn(
      async () => ({ ok: false, status: 502, json: async () => ({}) }) as Response,
    ) as typeof fetch;
    expect(await downloadExport('http://localhost/v1/payouts/export.csv')).toBe('The export failed (502).');
    expect(await downloadExport('http://localhost/v1/payouts/export.csv', {}, 'de')).toBe(
      'Der Export ist fehlgeschlagen (502).',
    );
  });
});

describe('the figures in German', () => {
  const totals = figures({
    gross: 1730,
    refunds: 250,
    net: 1480,
    bookings: 4,
    seatsSold: 1200,
    fillRate: 0.5,
  });
  const previous = figures({ net: 1184, bookings: 4, fillRate: 0 });

  it('titles, explains and formats each card, with its change, in German', () => {
    const kpis = kpisOf(totals, previous, 'EUR', undefined, 'de');
    const revenue = kpis.find((k) => k.key === 'revenue')!;
    expect(revenue.title).toBe('Nettoumsatz');
    expect(revenue.definition).toContain('Kartenzahlungen im Zeitraum');
    expect(revenue.format(revenue.value)).toBe('1.480,00\u00a0€');
    const seats = kpis.find((k) => k.key === 'seats')!;
    expect([seats.title, seats.format(seats.value)]).toEqual(['Verkaufte Plätze', '1.200']);
    expect(kpis.find((k) => k.key === 'fill')!.title).toBe('Auslastung');
    expect(changeLabel(1480, 1184, 'de')).toEqual({ text: '▲ 25 % gegenüber dem Vorzeitraum', tone: 'up' });
    expect(changeLabel(4, 4, 'de').text).toBe('Keine Veränderung');
    expect(changeLabel(3, 0, 'de').text).toBe('Neu in diesem Zeitraum');
  });

  it('keeps the English cards as they were', () => {
    const kpis = kpisOf(totals, previous, 'EUR');
    expect(kpis.map((k) => k.title)).toEqual([
      'Net revenue',
      'Gross',
      'Refunds',
      'Bookings',
      'Seats sold',
      'Fill rate',
      'New users',
    ]);
    expect(kpis[0]!.format(1480)).toBe('€1,480.00');
    expect(changeLabel(1480, 1184).text).toBe('▲ 25 % vs previous period');
    expect(changeLabel(0, 0).text).toBe('No change');
  });

  it('sums up the chart and names its buckets in German, and in English as before', () => {
    const series: MetricsPoint[] = [
      { period: '2026-11-25', from: '2026-11-25', to: '2026-11-25', ...figures({ net: 1200, bookings: 2 }) },
      { period: '2026-11-26', from: '2026-11-26', to: '2026-11-26', ...figures({ net: -50, bookings: -1 }) },
    ];
    expect(bucketLabel({ from: '2026-11-26', to: '2026-11-26' }, 'day', 'de')).toBe('26. Nov.');
    expect(chartSummary(series, 'EUR', 'day', 'de')).toBe(
      'Nettoumsatz und Buchungen vom 2026-11-25 bis 2026-11-26 (UTC): 1.150,00\u00a0€ Nettoumsatz und 1 Buchung insgesamt (am meisten: 1.200,00\u00a0€, 25. Nov.).',
    );
    expect(chartSummary(series, 'EUR')).toBe(
      'Net revenue and bookings from 2026-11-25 to 2026-11-26 (UTC): €1,150.00 net revenue and 1 booking in all; the most, €1,200.00, in 25 Nov.',
    );
    expect(chartSummary([series[1]!], 'EUR')).toContain('-1 booking in all.');
    expect(chartSummary([], 'EUR', 'day', 'de')).toBe(
      'Nettoumsatz und Buchungen: keine Zahlen für diesen Zeitraum.',
    );
  });
});

describe('the time-zone note in German', () => {
  it('says in which zone times are read, once mounted', () => {
    german(<ViewerZoneNote />);
    expect(screen.getByTestId('viewer-zone-note').textContent).toMatch(
      /^Zeiten sind in Ihrer Zeitzone angegeben: .+\.$/,
    );
    expect(viewerZoneNote('Europe/Berlin', 'de')).toBe(
      'Zeiten sind in Ihrer Zeitzone angegeben: Europe/Berlin.',
    );
    expect(viewerZoneNote('Europe/Berlin')).toBe('Times are in your time zone, Europe/Berlin.');
  });
});

describe('upload problems in German', () => {
  it('puts the contract’s refusals in German, and leaves English as the contract writes it', () => {
    const exe = { name: 'setup.exe', type: 'application/octet-stream', size: 1000 };
    expect(uploadProblem(exe, 'resource', 'de')).toBe(
      'Nur Bilder sowie PDF-, Office-, OpenDocument- und Textdateien werden akzeptiert',
    );
    expect(uploadProblem({ name: 'deck.pdf', type: '', size: 30 * 1024 * 1024 }, 'resource', 'de')).toBe(
      'Die Datei darf höchstens 25 MB groß sein',
    );
    expect(uploadProblem({ name: 'me.gif', type: 'image/gif', size: 1000 }, 'avatar', 'de')).toBe(
      'Nur Bilder im Format PNG, JPEG, JPG oder WebP werden akzeptiert',
    );
    expect(uploadProblem(exe, 'resource')).toBe(
      'Only images, PDF, Office, OpenDocument and text files are accepted',
    );
  });
});

describe('the error page and the small labels in German', () => {
  it('shows the error page with its status line in German', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw Object.assign(new Error('boom'), { status: 503 });
    }
    german(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Etwas ist schiefgelaufen.' })).toBeTruthy();
    expect(screen.getByText('503 Dienst nicht verfügbar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    expect(statusMessage({ status: 404 })).toBe('404 Not Found');
    expect(statusMessage({ status: 418 }, 'de')).toBe('418');
  });

  it('names spinners, social links and a failed remote in German', () => {
    german(
      <>
        <Spinner />
        <SocialLinks accounts={[{ platform: 'github', url: 'https://github.com/ada', order: 1 }]} />
        <RemoteFallback area="page" />
        <ErrorPage />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Social-Media-Profile' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Dieser Teil der Seite ist gerade nicht verfügbar.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
