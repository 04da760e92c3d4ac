import { useScheduleParam } from '../use-schedule-param';
import { NotFound } from './not-found';
import { ScheduleForm } from './schedule-form';

export function EditSchedule() {
  const { data, isLoading, isError } = useScheduleParam();
  if (isLoading) return <div className="cw-center"><div className="cw-spinner" role="status" aria-label="Loading" /></div>;
  if (isError || !data) return <NotFound what="Schedule" />;
  if (data.cancelledAt) return <NotFound what="An editable schedule" />;
  return <ScheduleForm schedule={data} />;
}
