// /c/schedules/{id}: the schedule's facts, the seats it still needs to go ahead, its attendees and its
// waitlist.
import { Link } from 'react-router';
import { usePageTitle, withZone } from '@coachwork/web-kit';
import { enumLabel, enumTag } from '../labels';
import { useCoachAreaI18n } from '../messages';
import { useScheduleParam } from '../use-schedule-param';
import { Attendees } from './attendees';
import { Heading } from './heading';
import { MinSeatsNotice } from './min-seats-notice';
import { NotFound } from './not-found';
import { Waitlist } from './waitlist';

export function ScheduleDetail() {
  const { t, formatSpan } = useCoachAreaI18n();
  const { data: s, isLoading, isError } = useScheduleParam();
  usePageTitle(s?.workshop?.title ?? t('common.schedule'));
  if (isLoading) return <div className="cw-center"><div className="cw-spinner" role="status" aria-label={t('common.loadingLabel')} /></div>;
  if (isError || !s) return <NotFound what="schedule" />;
  return (
    <section className="cw-stack">
      <p style={{ margin: 0 }}>
        <Link to="/c">{t('detail.back')}</Link>
      </p>
      <Heading title={s.workshop?.title ?? t('common.schedule')}>
        {!s.cancelledAt && (
          <span className="cw-row">
            <Link className="cw-btn cw-btn-primary" to={`/c/schedules/${s.id}/check-in`}>
              {t('detail.checkIn')}
            </Link>
            <Link className="cw-btn" to={`/c/schedules/${s.id}/edit`}>
              {t('common.edit')}
            </Link>
          </span>
        )}
      </Heading>
      <div className="cw-card">
        <dl className="ca-facts">
          <dt>{t('detail.when')}</dt>
          <dd>
            {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
          </dd>
          <dt>{t('detail.status')}</dt>
          <dd>
            {enumTag(t, s.status)}
            {s.cancelledAt ? t('detail.cancelled', { reason: s.cancellationReason ?? '' }) : ''}
          </dd>
          <dt>{t('detail.visibilityMode')}</dt>
          <dd>
            {enumLabel(t, s.visibility)} · {enumLabel(t, s.mode)}
            {s.level ? ` · ${enumLabel(t, s.level)}` : ''}
            {s.country ? ` · ${s.country}` : ''}
          </dd>
          <dt>{t('detail.seats')}</dt>
          <dd>
            {t('detail.seatsLeft', { left: s.seatsLeft, capacity: s.capacity })}
          </dd>
        </dl>
        {s.visibility !== 'PRIVATE' && s.status !== 'DRAFT' && s.status !== 'ARCHIVED' && (
          <a href={`/schedules/${s.id}`}>{t('detail.publicPage')}</a>
        )}
      </div>
      <MinSeatsNotice s={s} />
      <Attendees schedule={s} />
      <Waitlist schedule={s} />
    </section>
  );
}
