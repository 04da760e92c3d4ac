// The schedules table's Bookings cell: the schedule's number of bookings (from the page's one counts
// request), linking to the bookings list filtered by that schedule.
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { useWorkshopsMessages } from '../../../messages';

export interface BookingCounts {
  counts: Record<string, number> | undefined;
  isFetching: boolean;
  isError: boolean;
}

export function ScheduleBookingsCell({ scheduleId, counts }: { scheduleId: string; counts: BookingCounts }) {
  const { t } = useWorkshopsMessages();
  const count = counts.counts?.[scheduleId];
  // A new page's counts are on their way: the cell waits rather than shows a dash.
  if (count == null && counts.isFetching) return <Skeleton.Button active size="small" style={{ width: 24, minWidth: 24 }} />;
  if (counts.isError || count == null) return <span title={t('bookingsCell.failed')}>—</span>;
  return (
    <Link to={`/bookings?workshopScheduleId=${scheduleId}`} aria-label={t('bookingsCell.link', { count })}>
      {count}
    </Link>
  );
}
