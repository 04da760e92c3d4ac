// The coach area at /c in the storefront: my schedules, my workshops' resources. Schedules arrive with
// the Workshops issue; until then the page shows where they will be.
import { selectCurrentUser, useAppSelector, usePageTitle } from '@coachwork/web-kit';

export function CoachAreaPage() {
  usePageTitle('Coach area');
  const user = useAppSelector(selectCurrentUser);
  return (
    <section className="cw-stack">
      <div>
        <h1 style={{ margin: 0 }}>Coach area</h1>
        <p className="cw-muted" style={{ margin: '4px 0 0' }}>
          {user ? `Signed in as ${user.username}. ` : ''}Your schedules, attendees and resources live here.
        </p>
      </div>
      <div className="cw-card">
        <h2 style={{ marginTop: 0, fontSize: '1.125rem' }}>Upcoming schedules</h2>
        <p className="cw-muted" style={{ margin: 0 }}>
          No schedules yet. Scheduling your workshops from here opens shortly.
        </p>
      </div>
      <div className="cw-card">
        <h2 style={{ marginTop: 0, fontSize: '1.125rem' }}>Past schedules</h2>
        <p className="cw-muted" style={{ margin: 0 }}>
          Nothing here yet.
        </p>
      </div>
    </section>
  );
}
