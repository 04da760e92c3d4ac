// The coach's payouts under /c against a stubbed /v1: one past its due date and not paid is flagged.
import { screen, within } from '@testing-library/react';
import type { PayoutDto } from '@coachwork/contracts';
import { MyPayouts } from '../components/my-payouts';
import { list, renderLight, stubApi } from './coach-harness';

let cleanup: () => void = () => undefined;
let detach: () => void = () => undefined;
afterEach(() => {
  cleanup();
  detach();
});

const DAY = 86_400_000;
const payout = (over: Partial<PayoutDto>): PayoutDto => ({
  id: '9a000000-0000-4000-8000-000000000001',
  coachId: 'c0ac4000-5555-4e3f-9b00-000000000001',
  workshopScheduleId: '5c1e0a52-1111-4c3b-9c0d-000000000001',
  workshopId: 'c0ffee00-4444-4d2e-8a00-000000000001',
  workshopTitle: 'Feedback That Lands',
  scheduleStart: '2026-10-01T09:00:00.000Z',
  scheduleEnd: '2026-10-01T12:00:00.000Z',
  currency: 'EUR',
  gross: 100,
  refunds: 0,
  feePercent: 15,
  fee: 15,
  adjustments: 0,
  amount: 85,
  status: 'DUE',
  dueAt: new Date(Date.now() - DAY).toISOString(),
  paidAt: null,
  reference: null,
  holdReason: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  updatedAt: '2026-10-01T12:00:00.000Z',
  ...over,
});

it('flags an unpaid payout past its due date as Overdue, not a paid or a future one', async () => {
  const api = stubApi((r) =>
    r.method === 'GET' && r.path === '/payouts'
      ? list([
          payout({}),
          payout({
            id: '9a000000-0000-4000-8000-000000000002',
            workshopTitle: 'Storytelling Lab',
            status: 'PAID',
            paidAt: new Date().toISOString(),
          }),
          payout({
            id: '9a000000-0000-4000-8000-000000000003',
            workshopTitle: 'Leading Through Change',
            status: 'PENDING',
            dueAt: new Date(Date.now() + DAY).toISOString(),
          }),
        ])
      : undefined,
  );
  detach = api.detach;
  cleanup = renderLight(<MyPayouts />).cleanup;
  const late = (await screen.findByText('Feedback That Lands')).closest('li')!;
  expect(within(late).getByText('Overdue')).toBeTruthy();
  expect(within(screen.getByText('Storytelling Lab').closest('li')!).queryByText('Overdue')).toBeNull();
  expect(within(screen.getByText('Leading Through Change').closest('li')!).queryByText('Overdue')).toBeNull();
});
