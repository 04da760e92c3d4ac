// minSeats in the coach area against a stubbed /v1 (issue 31 item 11): how many more seats a schedule
// needs, and from 72 h before its start while short, a warning whose 'Cancel with full refunds' asks
// first and then cancels the schedule (which refunds everyone who paid in full).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MinSeatsNotice, SeatsNeededTag } from '../components/min-seats-notice';
import { aSchedule, one, renderLight, SCHEDULE_ID, stubApi } from './coach-harness';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const WORKSHOP = { id: 'c0ffee00-4444-4d2e-8a00-000000000001', title: 'Storytelling Lab' };
// 8 seats, 5 left: 3 taken.
const needing = (minSeats: number, startsInHours: number) =>
  aSchedule(startsInHours, { workshop: { ...WORKSHOP, minSeats } });

function show(element: React.ReactElement) {
  const api = stubApi((r) =>
    r.method === 'POST' && r.path === `/workshop-schedules/${SCHEDULE_ID}/cancel`
      ? one({ ...needing(5, 48), status: 'CANCELLED', cancelledAt: new Date().toISOString() })
      : undefined,
  );
  const view = renderLight(element);
  cleanup = () => {
    view.cleanup();
    api.detach();
  };
  return api;
}

it('says how many more seats a schedule needs to go ahead, days before the start', () => {
  show(<MinSeatsNotice s={needing(5, 24 * 10)} />);
  expect(screen.getByTestId('seats-needed').textContent).toContain(
    '2 more seats needed to go ahead (minimum 5).',
  );
  expect(screen.queryByText('Short of the minimum')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel with full refunds' })).toBeNull();
});

it('says nothing once the minimum is met, or for a cancelled schedule', () => {
  show(
    <>
      <MinSeatsNotice s={needing(3, 48)} />
      <MinSeatsNotice s={{ ...needing(5, 48), cancelledAt: new Date().toISOString() }} />
      <SeatsNeededTag s={needing(3, 48)} />
    </>,
  );
  expect(screen.queryByText(/needed to go ahead/)).toBeNull();
  expect(screen.queryByText(/^Needs/)).toBeNull();
});

it('tags a list row with the seats still needed', () => {
  show(<SeatsNeededTag s={needing(4, 24 * 10)} />);
  expect(screen.getByText('Needs 1 more seat')).toBeTruthy();
});

it('warns within 72 h of the start and cancels with full refunds after asking', async () => {
  const api = show(<MinSeatsNotice s={needing(5, 48)} />);
  expect(screen.getByText('Short of the minimum')).toBeTruthy();
  expect(screen.getByTestId('short-of-minimum').textContent).toContain(
    '2 more seats needed to go ahead (minimum 5).',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Cancel with full refunds' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel this schedule with full refunds?' });
  expect(dialog.textContent).toContain('everyone who paid gets everything back');
  // Nothing is sent before the answer.
  expect(api.calls('POST', `/workshop-schedules/${SCHEDULE_ID}/cancel`)).toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Only three people signed up.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel the schedule' }));

  await waitFor(() => expect(api.calls('POST', `/workshop-schedules/${SCHEDULE_ID}/cancel`)).toHaveLength(1));
  expect(api.calls('POST', `/workshop-schedules/${SCHEDULE_ID}/cancel`)[0]!.body).toEqual({
    reason: 'Only three people signed up.',
  });
  await waitFor(() => expect(api.toasts).toContain('Schedule cancelled'));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

it('keeps the schedule when the coach says Cancel in the dialog', () => {
  const api = show(<MinSeatsNotice s={needing(5, 48)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel with full refunds' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(api.calls('POST', `/workshop-schedules/${SCHEDULE_ID}/cancel`)).toHaveLength(0);
});
