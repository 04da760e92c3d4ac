// The booker area at /b: the signed-in person's bookings. Bookings arrive with the Bookings issue.
import { selectCurrentUser, useAppSelector, usePageTitle } from '@coachwork/web-kit';

export function BookerAreaPage() {
  usePageTitle('My bookings');
  const user = useAppSelector(selectCurrentUser);
  const name = user?.profile?.firstName || user?.username;
  return (
    <section className="cw-stack">
      <h1 style={{ margin: 0 }}>My bookings</h1>
      <p className="cw-muted" style={{ margin: 0 }}>
        {name ? `Welcome back, ${name}.` : 'Welcome back.'} Your seats and invitations appear here.
      </p>
      {user?.coachProfile?.approvalStatus === 'PENDING' && (
        <p className="cw-card" role="status" style={{ margin: 0 }}>
          Your coach profile is waiting for approval.
        </p>
      )}
      <div className="cw-card" style={{ textAlign: 'center', padding: 40 }}>
        <h2 style={{ marginTop: 0 }}>No bookings yet.</h2>
        <p className="cw-muted">Find a workshop you like and book a seat.</p>
        <a className="cw-btn cw-btn-primary" href="/" style={{ color: 'var(--cw-on-primary)' }}>
          Browse workshops
        </a>
      </div>
    </section>
  );
}
