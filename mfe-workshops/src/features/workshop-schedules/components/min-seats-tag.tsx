// The console's schedules table beside seats left: 'Needs n more' while a schedule is under its minimum
// seats, and 'Short of the minimum' (a warning tag) from 72 h before its start, when its coach and the
// super-admins are mailed and may cancel it with full refunds (the row's Cancel).
import { Tag, Tooltip } from 'antd';
import type { WorkshopSchedule } from '../api';
import { minSeatsState, moreSeats } from '../min-seats';

export function MinSeatsTag({ s, now = Date.now() }: { s: WorkshopSchedule; now?: number }) {
  const state = minSeatsState(s, now);
  if (!state) return null;
  const why = `${moreSeats(state.needed)} needed to go ahead (minimum ${s.workshop?.minSeats ?? 0}).`;
  return (
    <Tooltip title={state.short ? `${why} Cancelling it now refunds everyone who paid in full.` : why}>
      <Tag color={state.short ? 'warning' : undefined} style={{ marginInlineEnd: 0 }} tabIndex={0}>
        {state.short ? 'Short of the minimum' : `Needs ${state.needed} more`}
      </Tag>
    </Tooltip>
  );
}
