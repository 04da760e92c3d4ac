// The schedules table's Bookings cell: the count is the bookings list's total for the schedule (one row
// asked for), and it links to the bookings list filtered by that schedule.
import { screen } from '@testing-library/react';
import { renderLight, stubApi } from '../../coach-area/__tests__/coach-harness';
import { ScheduleBookingsCell } from '../components/schedule-bookings-cell';

const SCHEDULE = '5c1e0a52-1111-4c3b-9c0d-0000000000aa';

describe('Bookings cell of the schedules table', () => {
  it('shows the schedule’s number of bookings as a link to them', async () => {
    const api = stubApi((r) =>
      r.path === '/bookings' ? { status: 200, body: { data: [{}], meta: { page: 1, perPage: 1, total: 7, lastPage: 7 } } } : undefined,
    );
    const view = renderLight(<ScheduleBookingsCell scheduleId={SCHEDULE} />);
    const link = await screen.findByRole('link', { name: '7 bookings of this schedule' });
    expect(link.getAttribute('href')).toBe(`/bookings?workshopScheduleId=${SCHEDULE}`);
    const asked = api.calls('GET', '/bookings')[0]!.query;
    expect([asked.get('filter[workshopScheduleId]'), asked.get('perPage')]).toEqual([SCHEDULE, '1']);
    view.cleanup();
    api.detach();
  });

  it('shows a dash, and no toast, when the bookings cannot be counted', async () => {
    const api = stubApi(() => ({ status: 500, body: { message: 'Server Error' } }));
    const view = renderLight(<ScheduleBookingsCell scheduleId={SCHEDULE} />);
    await screen.findByTitle('The bookings could not be counted');
    expect(api.toasts).toEqual([]);
    view.cleanup();
    api.detach();
  });
});
