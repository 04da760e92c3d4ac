// A workshop's payouts tab (web-kit's PayoutsTable) against a stubbed /v1: a held payout is released
// (asked first), not marked paid while held, every move says so in a toast, and a payout past its due
// date that is not paid is flagged Overdue.
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { PayoutDto } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { PayoutsTable } from '@coachwork/web-kit/ui';
import { list, one, renderLight, stubApi } from '../../coach-area/__tests__/coach-harness';

jest.setTimeout(60_000);
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
let detach: () => void = () => undefined;
afterEach(() => {
  cleanup();
  detach();
});

const WORKSHOP_ID = 'c0ffee00-4444-4d2e-8a00-000000000001';
const DAY = 86_400_000;

function aPayout(over: Partial<PayoutDto> & Pick<PayoutDto, 'id'>): PayoutDto {
  return {
    coachId: 'c0ac4000-5555-4e3f-9b00-000000000001',
    workshopScheduleId: '5c1e0a52-1111-4c3b-9c0d-000000000001',
    workshopId: WORKSHOP_ID,
    workshopTitle: 'Feedback That Lands',
    scheduleStart: '2026-10-01T09:00:00.000Z',
    scheduleEnd: '2026-10-01T12:00:00.000Z',
    currency: 'EUR',
    gross: 996,
    refunds: 249,
    feePercent: 15,
    fee: 112.05,
    adjustments: 0,
    amount: 634.95,
    status: 'DUE',
    dueAt: new Date(Date.now() + 3 * DAY).toISOString(),
    paidAt: null,
    reference: null,
    holdReason: null,
    createdAt: '2026-10-01T12:00:00.000Z',
    updatedAt: '2026-10-01T12:00:00.000Z',
    ...over,
  };
}

const held = aPayout({
  id: '9a000000-0000-4000-8000-000000000001',
  status: 'ON_HOLD',
  holdReason: 'Checking a complaint',
  dueAt: new Date(Date.now() - 2 * DAY).toISOString(),
});
const due = aPayout({ id: '9a000000-0000-4000-8000-000000000002', workshopTitle: 'Storytelling Lab' });
const paidLate = aPayout({
  id: '9a000000-0000-4000-8000-000000000003',
  workshopTitle: 'Leading Through Change',
  status: 'PAID',
  dueAt: new Date(Date.now() - 9 * DAY).toISOString(),
  paidAt: new Date(Date.now() - DAY).toISOString(),
  reference: 'TR-1',
});

// No antd App around it: toasts reach the harness's sink through web-kit's bridge.
const wrap = (node: ReactNode) => (
  <ConfigProvider locale={enUS} theme={{ token: { motion: false } }}>
    {node}
  </ConfigProvider>
);

function mount(payouts: PayoutDto[], extra?: Parameters<typeof stubApi>[0]) {
  let rows = payouts;
  const api = stubApi((r) => {
    const more = extra?.(r);
    if (more) {
      if (more.status === 200) {
        const changed = (more.body as { data: PayoutDto }).data;
        rows = rows.map((p) => (p.id === changed.id ? changed : p));
      }
      return more;
    }
    if (r.method === 'GET' && r.path === '/payouts') return list(rows);
    return undefined;
  });
  detach = api.detach;
  const view = renderLight(wrap(<PayoutsTable filter={{ workshopId: WORKSHOP_ID }} canManage />));
  cleanup = view.cleanup;
  return api;
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('PayoutsTable', () => {
  it('flags a payout past its due date that is not paid as Overdue, and no other', async () => {
    mount([held, due, paidLate]);
    expect(within(await rowOf('Feedback That Lands')).getByText('Overdue')).toBeTruthy();
    expect(within(await rowOf('Storytelling Lab')).queryByText('Overdue')).toBeNull();
    expect(within(await rowOf('Leading Through Change')).queryByText('Overdue')).toBeNull();
  });

  it('does not mark a held payout paid: the button is disabled and says to release it first', async () => {
    const api = mount([held]);
    const row = await rowOf('Feedback That Lands');
    const markPaid = within(row).getByRole('button', { name: 'Mark paid' }) as HTMLButtonElement;
    expect(markPaid.disabled).toBe(true);
    fireEvent.mouseOver(markPaid.parentElement!);
    expect(
      await screen.findByText('This payout is on hold: release it before marking it paid.'),
    ).toBeTruthy();
    fireEvent.click(markPaid);
    expect(api.calls('POST', `/payouts/${held.id}/mark-paid`)).toHaveLength(0);
  });

  it('releases a held payout after asking, says so in a toast, and then offers Mark paid', async () => {
    const api = mount([held], (r) =>
      r.method === 'POST' && r.path === `/payouts/${held.id}/release`
        ? one({ ...held, status: 'DUE', holdReason: null })
        : undefined,
    );
    fireEvent.click(within(await rowOf('Feedback That Lands')).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Release this payout?')).toBeTruthy();
    expect(
      screen.getByText('The hold (Checking a complaint) ends; it can then be marked paid.'),
    ).toBeTruthy();
    expect(api.calls('POST', `/payouts/${held.id}/release`)).toHaveLength(0);
    fireEvent.click(
      within(document.querySelector<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'Release' }),
    );
    await waitFor(() => expect(api.calls('POST', `/payouts/${held.id}/release`)).toHaveLength(1));
    await waitFor(() => expect(api.toasts).toContain('Payout released'));
    await waitFor(() => {
      const button = within(screen.getByText('Feedback That Lands').closest('tr')!).getByRole('button', {
        name: 'Mark paid',
      }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
    });
  });

  it('puts a due payout on hold with a reason and confirms with a toast', async () => {
    const api = mount([due], (r) =>
      r.method === 'POST' && r.path === `/payouts/${due.id}/hold`
        ? one({ ...due, status: 'ON_HOLD', holdReason: 'Invoice missing' })
        : undefined,
    );
    fireEvent.click(within(await rowOf('Storytelling Lab')).getByRole('button', { name: 'Hold' }));
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'Invoice missing' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hold' }));
    await waitFor(() => expect(api.toasts).toContain('Payout put on hold'));
    expect(api.calls('POST', `/payouts/${due.id}/hold`)[0]!.body).toEqual({ reason: 'Invoice missing' });
  });

  it('marks a due payout paid with its reference and confirms with a toast', async () => {
    const api = mount([due], (r) =>
      r.method === 'POST' && r.path === `/payouts/${due.id}/mark-paid`
        ? one({ ...due, status: 'PAID', paidAt: new Date().toISOString(), reference: 'TR-77' })
        : undefined,
    );
    fireEvent.click(within(await rowOf('Storytelling Lab')).getByRole('button', { name: 'Mark paid' }));
    fireEvent.change(await screen.findByLabelText('Transfer reference'), { target: { value: 'TR-77' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(api.toasts).toContain('Payout marked paid'));
    expect(api.calls('POST', `/payouts/${due.id}/mark-paid`)[0]!.body).toEqual({ reference: 'TR-77' });
  });
});
