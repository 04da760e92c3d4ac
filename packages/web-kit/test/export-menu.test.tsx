/**
 * @jest-environment jsdom
 */
// The console's Export menu and the coach area's export buttons: the file of the list with the
// filters in force (never its paging) comes as a download, the page stays put, the control is
// disabled while the file comes, and a refusal says so beside it.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { installDomShims } from '@coachwork/test-support/dom';
import { configureApi } from '../src/api/base-query';
import { ExportButtons, exportUrl } from '../src/light/export';
import { ExportMenu } from '../src/ui/export-menu';

beforeAll(installDomShims);

let saved: { href: string; download: string }[];
let calls: { url: string; init?: RequestInit }[];
/** The next answer of the stubbed fetch; a test may hold it back to look at the control meanwhile. */
let answer: () => Promise<Response>;

/** What the gateway answers, in the shape fetch resolves with (jsdom has no Response of its own). */
function reply(status: number, body: string, headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => JSON.parse(body) as unknown,
    blob: async () => new Blob([body]),
  } as unknown as Response;
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://localhost/v1' });
  saved = [];
  calls = [];
  answer = async () =>
    reply(200, 'Title\r\nYoga\r\n', {
      'content-disposition': 'attachment; filename="workshops-2026-11-27.xlsx"',
    });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return answer();
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

const inForce = () => ({
  page: 3,
  perPage: 20,
  sort: '-title',
  search: 'yoga',
  'filter[status]': 'PUBLISHED',
  trashed: undefined,
});

function menu() {
  return render(
    <ConfigProvider locale={enUS} theme={{ token: { motion: false } }}>
      <ExportMenu path="/workshops" params={inForce} headers={{ 'X-Tenant': 'acme' }} />
    </ConfigProvider>,
  );
}

describe('exportUrl', () => {
  it("keeps the list's parameters but its paging", () => {
    expect(exportUrl('/workshops', 'csv', inForce())).toBe(
      'http://localhost/v1/workshops/export.csv?sort=-title&search=yoga&filter%5Bstatus%5D=PUBLISHED',
    );
    expect(exportUrl('/payouts', 'xlsx')).toBe('http://localhost/v1/payouts/export.xlsx');
  });
});

describe('ExportMenu', () => {
  it('downloads the Excel file of the filtered list, disabled while it comes', async () => {
    let release: () => void = () => {};
    const held = answer;
    answer = () => new Promise<void>((resolve) => (release = resolve)).then(held);
    menu();
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('Excel (.xlsx)'));

    const button = await screen.findByRole('button', { name: /Exporting Excel/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(
      'http://localhost/v1/workshops/export.xlsx?sort=-title&search=yoga&filter%5Bstatus%5D=PUBLISHED',
    );
    expect(calls[0]!.init).toMatchObject({ credentials: 'include', headers: { 'X-Tenant': 'acme' } });

    await act(async () => release());
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'workshops-2026-11-27.xlsx' }]));
    const again = await screen.findByRole('button', { name: /Export/ });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why when the server refuses, and saves nothing', async () => {
    answer = async () => reply(403, JSON.stringify({ message: 'Forbidden.' }));
    menu();
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('CSV'));
    expect((await screen.findByRole('alert')).textContent).toBe('You may not export this list.');
    expect(saved).toEqual([]);
  });

  it("shows a 422's first message and a lost connection in words", async () => {
    answer = async () =>
      reply(422, JSON.stringify({ message: 'Invalid.', errors: { 'filter.status': ['Unknown status.'] } }));
    menu();
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('CSV'));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown status.');

    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('CSV'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The export could not reach the server. Try again.'),
    );
  });
});

describe('ExportButtons (no antd)', () => {
  it('offers the formats asked for and downloads with the given filter', async () => {
    render(
      <ExportButtons
        path="/booking-seats"
        label="attendees"
        formats={['xlsx']}
        params={() => ({ 'filter[workshopScheduleId]': 'abc' })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Export attendees as CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export attendees as Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]!.url).toBe(
      'http://localhost/v1/booking-seats/export.xlsx?filter%5BworkshopScheduleId%5D=abc',
    );
  });
});
