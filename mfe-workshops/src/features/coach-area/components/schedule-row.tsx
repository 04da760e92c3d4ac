// One schedule in the coach's lists: workshop, dates in the schedule's zone, states, seats left and
// the seats it still needs to go ahead.
import { Link } from 'react-router';
import type { WorkshopSchedule } from '../../workshop-schedules/api';
import { SeatsNeededTag } from './min-seats-notice';
import { formatSpan, withZone } from '@coachwork/web-kit';

export function ScheduleRow({ s }: { s: WorkshopSchedule }) {
  return (
    <li className="ca-row" data-schedule-id={s.id}>
      <div style={{ minWidth: 0 }}>
        <Link to={`/c/schedules/${s.id}`} style={{ fontWeight: 600 }}>
          {s.workshop?.title ?? 'Workshop'}
        </Link>
        <div className="cw-muted">
          {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
        </div>
        <div className="cw-row" style={{ gap: 6, marginTop: 4 }}>
          <span className="cw-tag">{s.status}</span>
          <span className="cw-tag">{s.visibility}</span>
          <span className="cw-tag">{s.mode}</span>
          {s.cancelledAt && <span className="cw-tag ca-cancelled">CANCELLED</span>}
          <span className="cw-tag">
            {s.seatsLeft} of {s.capacity} seats left
          </span>
          <SeatsNeededTag s={s} />
        </div>
      </div>
      {!s.cancelledAt && (
        <Link className="cw-btn" to={`/c/schedules/${s.id}/edit`}>
          Edit
        </Link>
      )}
    </li>
  );
}
