// /c: my upcoming and past schedules, the reviews of my sessions, and the resources of the workshops
// I teach.
import { Link } from 'react-router';
import { selectCurrentUser, useAppSelector, usePageTitle } from '@coachwork/web-kit';
import { useCoachAreaI18n } from '../messages';
import { Heading } from './heading';
import { MyResources } from './my-resources';
import { MyFigures } from './my-figures';
import { MyPayouts } from './my-payouts';
import { MyReviews } from './my-reviews';
import { ScheduleList } from './schedule-list';

export function Overview() {
  const { t } = useCoachAreaI18n();
  usePageTitle(t('overview.title'));
  const user = useAppSelector(selectCurrentUser);
  return (
    <section className="cw-stack">
      <Heading title={t('overview.title')}>
        <Link className="cw-btn cw-btn-primary" to="/c/schedules/new">
          {t('overview.newSchedule')}
        </Link>
      </Heading>
      <p className="cw-muted" style={{ margin: 0 }}>
        {user ? t('overview.signedInAs', { name: user.username }) : ''}
        {t('overview.intro')}
      </p>
      <MyFigures />
      <ScheduleList
        title={t('overview.upcoming')}
        when="upcoming"
        empty={t('overview.upcomingEmpty')}
      />
      <ScheduleList title={t('overview.past')} when="past" empty={t('overview.pastEmpty')} />
      <MyReviews />
      <MyResources />
      <MyPayouts />
    </section>
  );
}
