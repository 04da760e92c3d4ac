// The onboarding wizard at /onboarding/{step} for PENDING accounts (spec §2): 1 basics (names and
// username), 2 coach or booker, 3 the coach profile (coaches only). The last step posts everything to
// /v1/users/{id}/onboarding; the account is then ACTIVE and lands per spec §2 (a coach whose profile
// awaits approval is a booker until then, so /b, which says the approval is pending).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { landingPath, selectCurrentUser, Spinner, useAppSelector, usePageTitle, type CurrentUser } from '@coachwork/web-kit';
import { HTTP_MESSAGES, type ErrorBag } from '@coachwork/contracts';
import { useIdentityMessages } from '../../messages';
import { IdentityStyles } from '../auth/components/identity-styles';
import { takeStoredRedirect } from '../auth/components/stored-redirect';
import { useCompleteOnboardingMutation, type OnboardingBody } from './api';
import {
  clearDraft,
  EMPTY_DRAFT,
  loadDraft,
  saveDraft,
  stepCount,
  stepOfPath,
  type OnboardingDraft,
} from './onboarding-draft';
import { splitSpecializations } from './onboarding-schemas';
import { AccountTypeStep, BasicsStep, CoachProfileStep } from './onboarding-steps';

/** Registration took the names and username already: the basics step counts as answered (issue 31). */
function basicsTaken(user: CurrentUser): boolean {
  return Boolean(user.profile?.firstName?.trim() && user.profile?.lastName?.trim() && user.username);
}

function initialDraft(user: CurrentUser): OnboardingDraft {
  const saved = loadDraft(user.id);
  const coach = (user.coachProfile ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    ...EMPTY_DRAFT,
    firstName: user.profile?.firstName ?? '',
    lastName: user.profile?.lastName ?? '',
    username: user.username ?? '',
    businessName: str(coach.businessName),
    specializations: Array.isArray(coach.specializations) ? coach.specializations.join(', ') : '',
    bio: str(coach.bio),
    introductionVideo: str(coach.introductionVideo),
    completed: basicsTaken(user) ? 1 : 0,
    ...saved,
  };
}

function bodyOf(draft: OnboardingDraft, user: CurrentUser): OnboardingBody {
  const body: OnboardingBody = {
    accountType: draft.accountType as OnboardingBody['accountType'],
    profile: { firstName: draft.firstName.trim(), lastName: draft.lastName.trim() },
  };
  const username = draft.username.trim().toLowerCase();
  if (username && username !== user.username) body.username = username;
  if (draft.accountType === 'coach') {
    const blank = (s: string) => (s.trim() === '' ? null : s.trim());
    body.coachProfile = {
      businessName: blank(draft.businessName),
      specializations: splitSpecializations(draft.specializations),
      bio: blank(draft.bio),
      introductionVideo: blank(draft.introductionVideo),
    };
  }
  return body;
}

function Progress({ step, total }: { step: number; total: number }) {
  const { t } = useIdentityMessages();
  const titles = [t('onboarding.step.basics'), t('onboarding.step.accountType'), t('onboarding.step.coachProfile')];
  return (
    <div className="cw-stack" style={{ gap: 8 }}>
      <p className="cw-muted" style={{ margin: 0 }} aria-live="polite">
        {t('onboarding.progress', { step, total, title: titles[step - 1] })}
      </p>
      <ol className="id-progress" aria-hidden>
        {Array.from({ length: total }, (_, i) => (
          <li key={titles[i]} data-done={i < step} />
        ))}
      </ol>
    </div>
  );
}

function Wizard({ user, step }: { user: CurrentUser; step: number }) {
  const navigate = useNavigate();
  // Arriving fresh with the basics taken at sign-up, the wizard opens on the next step (Back still
  // shows them, prefilled).
  const skipBasics = useRef<boolean | null>(null);
  skipBasics.current ??= step === 1 && !loadDraft(user.id) && basicsTaken(user);
  const [draft, setDraft] = useState<OnboardingDraft>(() => initialDraft(user));
  const [serverErrors, setServerErrors] = useState<ErrorBag>({});
  const [complete, { isLoading }] = useCompleteOnboardingMutation();
  const total = stepCount(draft.accountType);
  // A step can be opened once every step before it is answered; the URL cannot skip ahead.
  const reachable = Math.min(draft.completed + 1, total);
  const shown = Number.isInteger(step) && step >= 1 && step <= reachable ? step : null;

  useEffect(() => {
    if (skipBasics.current && step === 1) {
      skipBasics.current = false; // once: Back opens the basics
      navigate('/onboarding/2', { replace: true });
    } else if (shown === null) navigate(`/onboarding/${reachable}`, { replace: true });
  }, [shown, reachable, navigate, step]);

  const update = useCallback(
    (values: Partial<OnboardingDraft>, doneStep: number) => {
      setDraft((current) => {
        const next = { ...current, ...values, completed: Math.max(current.completed, doneStep) };
        // Changing from coach to booker (or back) changes which steps exist.
        if (values.accountType && values.accountType !== current.accountType) next.completed = doneStep;
        saveDraft(user.id, next);
        return next;
      });
    },
    [user.id],
  );

  const finish = async (final: OnboardingDraft) => {
    setServerErrors({});
    try {
      const active = await complete({ userId: user.id, body: bodyOf(final, user) }).unwrap();
      clearDraft(user.id);
      // A full navigation: the server renders the landing page for the now ACTIVE account, or the page
      // sign-up or sign-in was asked to return to (an invitation, say).
      window.location.assign(landingPath(active.roles, takeStoredRedirect(), window.location.origin));
    } catch (err) {
      const failure = err as { status?: unknown; data?: { errors?: ErrorBag; message?: string } };
      if (failure?.status !== 422) return; // the base query has shown its toast
      const bag = failure.data?.errors ?? { _: [failure.data?.message ?? HTTP_MESSAGES.invalidData] };
      setServerErrors(bag);
      const first = Math.min(...Object.keys(bag).map(stepOfPath));
      if (first !== step) navigate(`/onboarding/${first}`);
    }
  };

  const next = (values: Partial<OnboardingDraft>) => {
    update(values, step);
    const merged = { ...draft, ...values };
    if (step >= stepCount(merged.accountType)) void finish(merged);
    else navigate(`/onboarding/${step + 1}`);
  };
  const back =
    step > 1
      ? (values: Partial<OnboardingDraft>) => {
          update(values, 0);
          navigate(`/onboarding/${step - 1}`);
        }
      : undefined;
  const errorsFor = (n: number) =>
    Object.fromEntries(Object.entries(serverErrors).filter(([path]) => stepOfPath(path) === n)) as ErrorBag;
  const isLast = step >= total;

  if (shown === null || (skipBasics.current && step === 1)) return <Spinner />;
  const common = { onBack: back, busy: isLoading, last: isLast, serverErrors: errorsFor(step) };
  return (
    <>
      <Progress step={step} total={total} />
      {step === 1 && <BasicsStep key="basics" draft={draft} onNext={next} {...common} />}
      {step === 2 && <AccountTypeStep key="type" draft={draft} onNext={next} {...common} />}
      {step === 3 && <CoachProfileStep key="coach" draft={draft} onNext={next} {...common} />}
    </>
  );
}

export function OnboardingPage({ step }: { step: number }) {
  const { t } = useIdentityMessages();
  usePageTitle(t('onboarding.pageTitle'));
  const user = useAppSelector(selectCurrentUser);
  return (
    <section
      className="cw-card cw-stack"
      style={{ maxWidth: 600, margin: '0 auto' }}
      aria-labelledby="onboarding-title"
    >
      <IdentityStyles />
      <h1 id="onboarding-title" style={{ margin: 0, fontSize: '1.75rem' }}>
        {t('onboarding.title')}
      </h1>
      {user ? <Wizard user={user} step={step} /> : <Spinner />}
    </section>
  );
}
