// A sold-out schedule's booking box (issue 27 item 1): instead of a dead Book button, "Join the
// waitlist" with the seats wanted (1 to capacity); signed in it posts POST /v1/waitlist, signed out it
// also asks the name and e-mail address and posts POST /v1/public/waitlist. The 422's words land by
// their fields.
import { useState, type FormEvent } from 'react';
import { classifyError, ERROR_TITLE, selectCurrentUser, useAppSelector } from '@coachwork/web-kit';
import type { PublicScheduleDetail } from '../../api';
import { useJoinWaitlistAsGuestMutation, useJoinWaitlistMutation } from '../../waitlist-api';
import { useWaitlistI18n } from './messages';

type Field = 'seats' | 'firstName' | 'lastName' | 'email' | 'workshopScheduleId';

function Input({
  name,
  label,
  error,
  ...rest
}: { name: Field; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `waitlist-${name}`;
  return (
    <div className="cw-stack" style={{ gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        className="cw-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error && (
        <span id={`${id}-error`} className="cw-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export function JoinWaitlist({ s }: { s: PublicScheduleDetail }) {
  const { t } = useWaitlistI18n();
  const user = useAppSelector(selectCurrentUser);
  const [join, own] = useJoinWaitlistMutation();
  const [joinAsGuest, asGuest] = useJoinWaitlistAsGuestMutation();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState(false);
  const busy = own.isLoading || asGuest.isLoading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const value = (k: Field) => ((fields.namedItem(k) as HTMLInputElement | null)?.value ?? '').trim();
    const body = { workshopScheduleId: s.id, seats: Number(value('seats')) };
    setErrors({});
    setProblem(null);
    try {
      if (user) await join(body).unwrap();
      else await joinAsGuest({ ...body, firstName: value('firstName'), lastName: value('lastName'), email: value('email') }).unwrap();
      setJoined(true);
    } catch (err) {
      const { status, data } = (err ?? {}) as { status?: unknown; data?: { message?: unknown } };
      const outcome = status === 422 ? classifyError(422, data) : null;
      if (outcome?.kind === 'validation') {
        const bag = Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, v?.[0]])) as Partial<Record<Field, string>>;
        setErrors(bag);
        if (bag.workshopScheduleId) setProblem(bag.workshopScheduleId);
      } else {
        setProblem(typeof data?.message === 'string' && data.message ? data.message : ERROR_TITLE);
      }
    }
  };

  if (joined) {
    return (
      <p className="sf-success" role="status" style={{ margin: 0 }}>
        {t('waitlist.joined')}
      </p>
    );
  }

  return (
    <form className="cw-stack" onSubmit={(e) => void submit(e)} noValidate aria-label={t('waitlist.join')}>
      <p id="book-note" className="cw-muted" style={{ margin: 0 }} tabIndex={-1}>
        {t('waitlist.soldOut')}
      </p>
      <p className="cw-muted" style={{ margin: 0 }}>
        {t('waitlist.intro')}
      </p>
      {problem && (
        <div className="cw-alert" role="alert" data-testid="waitlist-problem">
          {problem}
        </div>
      )}
      <Input name="seats" label={t('waitlist.seats')} type="number" min={1} max={s.capacity ?? undefined} defaultValue={1} error={errors.seats} />
      {!user && (
        <>
          <Input name="firstName" label={t('waitlist.firstName')} autoComplete="given-name" error={errors.firstName} />
          <Input name="lastName" label={t('waitlist.lastName')} autoComplete="family-name" error={errors.lastName} />
          <Input name="email" label={t('waitlist.email')} type="email" autoComplete="email" error={errors.email} />
        </>
      )}
      <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={busy}>
        {t('waitlist.join')}
      </button>
    </form>
  );
}
