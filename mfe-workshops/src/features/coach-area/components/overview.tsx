// /c: my upcoming and past schedules, the reviews of my sessions, and the resources of the workshops
// I teach.
import { Link } from 'react-router';
import { selectCurrentUser, useAppSelector, usePageTitle } from '@coachwork/web-kit';
import { Heading } from './heading';
import { MyResources } from './my-resources';
import { MyFigures } from './my-figures';
import { MyPayouts } from './my-payouts';
import { MyReviews } from './my-reviews';
import { ScheduleList } from './schedule-list';

export function Overview() {
  usePageTitle('Coach area');
  const user = useAppSelector(selectCurrentUser);
  return (
    <section className="cw-stack">
      <Heading title="Coach area">
        <Link className="cw-btn cw-btn-primary" to="/c/schedules/new">
          New schedule
        </Link>
      </Heading>
      <p className="cw-muted" style={{ margin: 0 }}>
        {user ? `Signed in as ${user.username}. ` : ''}Your schedules, attendees and resources.
      </p>
      <MyFigures />
      <ScheduleList
        title="Upcoming schedules"
        when="upcoming"
        empty="No upcoming schedules. Create one to open seats."
      />
      <ScheduleList title="Past schedules" when="past" empty="Nothing here yet." />
      <MyReviews />
      <MyResources />
      <MyPayouts />
    </section>
  );
}
