// The console's schedules table beside seats left: 'Needs n more' while a schedule is under its minimum
// seats, and 'Short of the minimum' (a warning tag) from 72 h before its start, when its coach and the
// super-admins are mailed and may cancel it with full refunds (the row's Cancel).
import { Tag, Tooltip } from 'antd';
import type { WorkshopSchedule } from '../api';
import { minSeatsState } from '../min-seats';
import { useWorkshopsMessages } from '../../../messages';

export function MinSeatsTag({ s, now = Date.now() }: { s: WorkshopSchedule; now?: number }) {
  const { t } = useWorkshopsMessages();
  const state = minSeatsState(s, now);
  if (!state) return null;
  const why = t('minSeats.why', { n: state.needed, min: s.workshop?.minSeats ?? 0 });
  return (
    <Tooltip title={state.short ? t('minSeats.whyShort', { why }) : why}>
      <Tag color={state.short ? 'warning' : undefined} style={{ marginInlineEnd: 0 }} tabIndex={0}>
        {state.short ? t('minSeats.short') : t('minSeats.needs', { n: state.needed })}
      </Tag>
    </Tooltip>
  );
}
