// One schedule in the coach's lists: workshop, dates in the schedule's zone, states, seats left and
// the seats it still needs to go ahead.
import { Link } from 'react-router';
import { withZone } from '@coachwork/web-kit';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { enumTag } from '../labels';
import { useCoachAreaI18n } from '../messages';
import { SeatsNeededTag } from './min-seats-notice';

export function ScheduleRow({ s }: { s: WorkshopSchedule }) {
  const { t, formatSpan } = useCoachAreaI18n();
  return (
    <li className="ca-row" data-schedule-id={s.id}>
      <div style={{ minWidth: 0 }}>
        <Link to={`/c/schedules/${s.id}`} style={{ fontWeight: 600 }}>
          {s.workshop?.title ?? t('common.workshop')}
        </Link>
        <div className="cw-muted">
          {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
        </div>
        <div className="cw-row" style={{ gap: 6, marginTop: 4 }}>
          <span className="cw-tag">{enumTag(t, s.status)}</span>
          <span className="cw-tag">{enumTag(t, s.visibility)}</span>
          <span className="cw-tag">{enumTag(t, s.mode)}</span>
          {s.cancelledAt && <span className="cw-tag ca-cancelled">{t('tag.CANCELLED')}</span>}
          <span className="cw-tag">{t('row.seatsLeft', { left: s.seatsLeft, capacity: s.capacity })}</span>
          <SeatsNeededTag s={s} />
        </div>
      </div>
      {!s.cancelledAt && (
        <Link className="cw-btn" to={`/c/schedules/${s.id}/edit`}>
          {t('common.edit')}
        </Link>
      )}
    </li>
  );
}
