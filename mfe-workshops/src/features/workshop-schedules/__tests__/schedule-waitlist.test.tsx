// The console's schedules table opens a schedule's waitlist in a drawer, where a waiting entry can be
// offered its seats out of turn (confirmed first), and a refusal is shown.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installDomShims } from '@coachwork/test-support/dom';
import { aSchedule, list, one, renderLight, stubApi } from '../../coach-area/__tests__/coach-harness';
import { WorkshopSchedulesTable } from '../components/workshop-schedules-page';

beforeAll(installDomShims);
// A whole antd table in jsdom: 36 s in a loaded full run, so twice the usual budget.
jest.setTimeout(60_000);

// A sold-out session a week away (the harness's schedule).
const schedule = aSchedule(24 * 7, {
  seatsLeft: 0,
  workshop: { id: 'c0ffee00-4444-4d2e-8a00-000000000001', title: 'Sold Out Session' },
});
const SCHEDULE = schedule.id;
const entry = (id: string, name: string, seats: number, status: string, position: number | null) => ({
  id,
  workshopScheduleId: SCHEDULE,
  position,
  userId: '5c1e0a52-1111-4c3b-9c0d-0000000000dd',
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  seats,
  status,
  bookingId: null,
  offerExpiresAt: null,
  joinedAt: '2029-12-01T09:00:00.000Z',
  updatedAt: '2029-12-01T09:00:00.000Z',
});
const ada = entry('e0000000-0000-4000-8000-000000000001', 'Ada Lovelace', 2, 'WAITING', 1);
const grace = entry('e0000000-0000-4000-8000-000000000002', 'Grace Hopper', 1, 'WAITING', 2);

const offerButton = (drawer: HTMLElement, name: string) =>
  drawer.querySelector<HTMLButtonElement>(`button[aria-label="Offer now: ${name}"]`)!;

/** The open question's "Offer now" (role queries over the whole antd page are slow in jsdom). */
const confirmButton = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll('.ant-popconfirm:not(.ant-popover-hidden)')].pop();
    const button = open?.querySelector<HTMLButtonElement>('.ant-btn-primary');
    if (!button || button.textContent !== 'Offer now') throw new Error('no open question yet');
    return button;
  });

describe('the schedules table’s waitlist', () => {
  it('lists a schedule’s waitlist and offers a waiting entry its seats once confirmed; a refusal is shown', async () => {
    const api = stubApi((r) => {
      if (r.path === '/workshop-schedules') return list([schedule]);
      if (r.path === '/bookings/counts')
        return { status: 200, body: { data: [{ workshopScheduleId: SCHEDULE, bookings: 4 }] } };
      if (r.method === 'GET' && r.path === '/waitlist') return { status: 200, body: { data: [ada, grace] } };
      if (r.method === 'POST' && r.path === `/waitlist/${ada.id}/offer`)
        return one({ ...ada, status: 'OFFERED' });
      if (r.method === 'POST' && r.path === `/waitlist/${grace.id}/offer`)
        return { status: 409, body: { message: 'Only an entry that is waiting can be offered seats.' } };
      return undefined;
    });
    const view = renderLight(<WorkshopSchedulesTable />);
    // Text and selector queries: role queries over the whole antd page take seconds each in jsdom.
    fireEvent.click(await screen.findByText('Waitlist', { selector: 'button > span' }, { timeout: 10_000 }));
    const drawer = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-drawer-content');
      if (!found) throw new Error('no drawer yet');
      return found;
    });
    expect(within(drawer).getByText('Waitlist: Sold Out Session')).toBeTruthy();
    expect(await within(drawer).findByText('Ada Lovelace')).toBeTruthy();
    expect(within(drawer).getByText('grace@example.com')).toBeTruthy();
    expect(api.calls('GET', '/waitlist')[0]!.query.get('workshopScheduleId')).toBe(SCHEDULE);
    // Export → CSV: this schedule's list as a file (issue 28 item 4).
    fireEvent.click(within(drawer).getByText('Export').closest('button')!);
    fireEvent.click(await screen.findByText('CSV'));
    await waitFor(() => expect(api.calls('GET', '/waitlist/export.csv')).toHaveLength(1));
    expect(api.calls('GET', '/waitlist/export.csv')[0]!.query.get('workshopScheduleId')).toBe(SCHEDULE);

    fireEvent.click(offerButton(drawer, 'Ada Lovelace'));
    // Nothing is sent before the question is answered.
    expect(api.calls('POST', `/waitlist/${ada.id}/offer`)).toHaveLength(0);
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(api.calls('POST', `/waitlist/${ada.id}/offer`)).toHaveLength(1));

    fireEvent.click(offerButton(drawer, 'Grace Hopper'));
    fireEvent.click(await confirmButton());
    expect(
      await within(drawer).findByText('Only an entry that is waiting can be offered seats.'),
    ).toBeTruthy();
    view.cleanup();
    api.detach();
  });
});
