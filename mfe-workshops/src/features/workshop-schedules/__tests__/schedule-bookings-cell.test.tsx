// The schedules table's Bookings cell: the schedule's count from the page's one counts request, linking
// to the bookings list filtered by that schedule; a skeleton while it comes, a dash when it failed.
import { screen } from '@testing-library/react';
import { renderLight } from '../../coach-area/__tests__/coach-harness';
import { ScheduleBookingsCell } from '../components/schedule-bookings-cell';

const SCHEDULE = '5c1e0a52-1111-4c3b-9c0d-0000000000aa';

describe('Bookings cell of the schedules table', () => {
  it('shows the schedule’s number of bookings as a link to them', () => {
    const view = renderLight(
      <ScheduleBookingsCell scheduleId={SCHEDULE} counts={{ counts: { [SCHEDULE]: 7 }, isFetching: false, isError: false }} />,
    );
    const link = screen.getByRole('link', { name: '7 bookings of this schedule' });
    expect(link.getAttribute('href')).toBe(`/bookings?workshopScheduleId=${SCHEDULE}`);
    view.cleanup();
  });

  it('waits while the counts come, and shows a dash when they could not be had', () => {
    const waiting = renderLight(
      <ScheduleBookingsCell scheduleId={SCHEDULE} counts={{ counts: undefined, isFetching: true, isError: false }} />,
    );
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    waiting.cleanup();
    const failed = renderLight(
      <ScheduleBookingsCell scheduleId={SCHEDULE} counts={{ counts: undefined, isFetching: false, isError: true }} />,
    );
    expect(screen.getByTitle('The bookings could not be counted')).toBeTruthy();
    failed.cleanup();
  });
});
