// The schedules table's Bookings cell: the schedule's number of bookings, linking to the bookings list
// filtered by that schedule.
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { useCountScheduleBookingsQuery } from '../bookings-count-api';

export function ScheduleBookingsCell({ scheduleId }: { scheduleId: string }) {
  const { data, isLoading, isError } = useCountScheduleBookingsQuery(scheduleId);
  if (isLoading) return <Skeleton.Button active size="small" style={{ width: 24, minWidth: 24 }} />;
  if (isError || data == null) return <span title="The bookings could not be counted">—</span>;
  return (
    <Link to={`/bookings?workshopScheduleId=${scheduleId}`} aria-label={`${data} bookings of this schedule`}>
      {data}
    </Link>
  );
}
