import { useCoachAreaI18n } from '../messages';
import { useScheduleParam } from '../use-schedule-param';
import { NotFound } from './not-found';
import { ScheduleForm } from './schedule-form';

export function EditSchedule() {
  const { t } = useCoachAreaI18n();
  const { data, isLoading, isError } = useScheduleParam();
  if (isLoading) return <div className="cw-center"><div className="cw-spinner" role="status" aria-label={t('common.loadingLabel')} /></div>;
  if (isError || !data) return <NotFound what="schedule" />;
  if (data.cancelledAt) return <NotFound what="editableSchedule" />;
  return <ScheduleForm schedule={data} />;
}
