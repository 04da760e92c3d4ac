// /c/schedules/{id}: the schedule's facts, the seats it still needs to go ahead, its attendees and its
// waitlist.
import { Link } from 'react-router';
import { formatSpan, usePageTitle, withZone } from '@coachwork/web-kit';
import { label } from '../labels';
import { useScheduleParam } from '../use-schedule-param';
import { Attendees } from './attendees';
import { Heading } from './heading';
import { MinSeatsNotice } from './min-seats-notice';
import { NotFound } from './not-found';
import { Waitlist } from './waitlist';

export function ScheduleDetail() {
  const { data: s, isLoading, isError } = useScheduleParam();
  usePageTitle(s?.workshop?.title ?? 'Schedule');
  if (isLoading) return <div className="cw-center"><div className="cw-spinner" role="status" aria-label="Loading" /></div>;
  if (isError || !s) return <NotFound what="Schedule" />;
  return (
    <section className="cw-stack">
      <p style={{ margin: 0 }}>
        <Link to="/c">← Coach area</Link>
      </p>
      <Heading title={s.workshop?.title ?? 'Schedule'}>
        {!s.cancelledAt && (
          <span className="cw-row">
            <Link className="cw-btn cw-btn-primary" to={`/c/schedules/${s.id}/check-in`}>
              Check-in
            </Link>
            <Link className="cw-btn" to={`/c/schedules/${s.id}/edit`}>
              Edit
            </Link>
          </span>
        )}
      </Heading>
      <div className="cw-card">
        <dl className="ca-facts">
          <dt>When</dt>
          <dd>
            {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
          </dd>
          <dt>Status</dt>
          <dd>
            {s.status}
            {s.cancelledAt ? ` · cancelled: ${s.cancellationReason ?? ''}` : ''}
          </dd>
          <dt>Visibility and mode</dt>
          <dd>
            {label(s.visibility)} · {label(s.mode)}
            {s.level ? ` · ${label(s.level)}` : ''}
            {s.country ? ` · ${s.country}` : ''}
          </dd>
          <dt>Seats</dt>
          <dd>
            {s.seatsLeft} of {s.capacity} left
          </dd>
        </dl>
        {s.visibility !== 'PRIVATE' && s.status !== 'DRAFT' && s.status !== 'ARCHIVED' && (
          <a href={`/schedules/${s.id}`}>Public page</a>
        )}
      </div>
      <MinSeatsNotice s={s} />
      <Attendees schedule={s} />
      <Waitlist schedule={s} />
    </section>
  );
}
