// The onboarding wizard's frame at /onboarding/{step}. The steps themselves (basics, coach or booker,
// the coach profile) arrive with the Identity issue; until then the page says where the person is.
import { selectCurrentUser, useAppSelector, usePageTitle } from '@coachwork/web-kit';

export function OnboardingPage({ step }: { step: number }) {
  usePageTitle('Welcome');
  const user = useAppSelector(selectCurrentUser);
  return (
    <section className="cw-card cw-stack" style={{ maxWidth: 560, margin: '0 auto' }} aria-labelledby="onboarding-title">
      <p className="cw-muted" style={{ margin: 0 }}>
        Step {step}
      </p>
      <h1 id="onboarding-title" style={{ margin: 0 }}>
        Welcome to Coachwork{user?.profile?.firstName ? `, ${user.profile.firstName}` : ''}
      </h1>
      <p style={{ margin: 0 }}>
        Your account is waiting for its first details. Setting up your profile, and choosing whether you book
        workshops or run them, opens here shortly.
      </p>
    </section>
  );
}
