// The wizard's three steps. Each validates its own answers with the shared rules before moving on, and
// shows the server's 422 messages for its fields (the first one focused) when the final post fails.
import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { BIO_MAX_LENGTH, USERNAME_HINT, type ErrorBag } from '@coachwork/contracts';
import { applyErrorBag } from '@coachwork/web-kit';
import { Field, TextAreaField } from '@coachwork/web-kit/field';
import { useIdentityMessages } from '../../messages';
import type { OnboardingDraft } from './onboarding-draft';
import {
  accountTypeSchema,
  basicsSchema,
  coachStepSchema,
  type AccountTypeValues,
  type BasicsValues,
  type CoachStepValues,
} from './onboarding-schemas';

interface StepProps {
  draft: OnboardingDraft;
  onNext: (values: Partial<OnboardingDraft>) => void;
  /** Keeps what was typed (unchecked) and goes one step back. */
  onBack?: (values: Partial<OnboardingDraft>) => void;
  busy: boolean;
  last: boolean;
  serverErrors: ErrorBag;
}

/** 'profile.firstName' → 'firstName', 'coachProfile.specializations.2' → 'specializations'. */
const formPath = (path: string) =>
  path.replace(/^(profile|coachProfile)\./, '').replace(/^specializations\.\d+$/, 'specializations');

function useServerErrorsOnMount<T extends FieldValues>(form: UseFormReturn<T>, bag: ErrorBag) {
  const { setError, setFocus } = form;
  useEffect(() => {
    if (Object.keys(bag).length === 0) return;
    const first = applyErrorBag(bag, setError, { mapPath: formPath });
    if (!first) return;
    try {
      setFocus(first);
    } catch {
      // A control without a focus method still shows its message.
    }
    document.getElementsByName(first)[0]?.scrollIntoView({ block: 'center' });
  }, [bag, setError, setFocus]);
}

function StepFrame({
  onSubmit,
  onBack,
  busy,
  last,
  rootError,
  children,
}: {
  onSubmit: () => void;
  onBack?: () => void;
  busy: boolean;
  last: boolean;
  rootError?: string;
  children: ReactNode;
}) {
  const { t } = useIdentityMessages();
  return (
    <form
      className="cw-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {rootError && (
        <div className="cw-alert" role="alert">
          {rootError}
        </div>
      )}
      {children}
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        {onBack ? (
          <button type="button" className="cw-btn" onClick={onBack} disabled={busy}>
            {t('onboarding.back')}
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="cw-btn cw-btn-primary" disabled={busy}>
          {last ? (busy ? t('onboarding.finishing') : t('onboarding.finish')) : t('onboarding.next')}
        </button>
      </div>
    </form>
  );
}

export function BasicsStep({ draft, onNext, onBack, busy, last, serverErrors }: StepProps) {
  const { t } = useIdentityMessages();
  const form = useForm<BasicsValues>({
    resolver: yupResolver(basicsSchema),
    defaultValues: { firstName: draft.firstName, lastName: draft.lastName, username: draft.username },
  });
  useServerErrorsOnMount(form, serverErrors);
  const { errors } = form.formState;
  return (
    <StepFrame
      onSubmit={form.handleSubmit((values) => onNext(values))}
      onBack={onBack && (() => onBack(form.getValues()))}
      busy={busy}
      last={last}
      rootError={errors.root?.server?.message}
    >
      <p style={{ margin: 0 }}>{t('onboarding.basics.intro')}</p>
      <div className="id-two">
        <Field
          {...form.register('firstName')}
          label={t('common.firstName')}
          autoComplete="given-name"
          autoFocus
          error={errors.firstName?.message}
        />
        <Field
          {...form.register('lastName')}
          label={t('common.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
        />
      </div>
      <Field
        {...form.register('username')}
        label={t('common.username')}
        autoComplete="username"
        hint={USERNAME_HINT}
        error={errors.username?.message}
      />
    </StepFrame>
  );
}

export function AccountTypeStep({ draft, onNext, onBack, busy, serverErrors }: StepProps) {
  const { t } = useIdentityMessages();
  const accountTypes = [
    { value: 'booker', title: t('onboarding.type.bookerTitle'), text: t('onboarding.type.bookerText') },
    { value: 'coach', title: t('onboarding.type.coachTitle'), text: t('onboarding.type.coachText') },
  ] as const;
  const form = useForm<AccountTypeValues>({
    resolver: yupResolver(accountTypeSchema) as never,
    defaultValues: { accountType: draft.accountType },
  });
  useServerErrorsOnMount(form, serverErrors);
  const { errors } = form.formState;
  const chosen = form.watch('accountType');
  return (
    <StepFrame
      onSubmit={form.handleSubmit((values) => onNext({ accountType: values.accountType }))}
      onBack={onBack && (() => onBack(form.getValues()))}
      busy={busy}
      // Choosing booker makes this the last step.
      last={chosen === 'booker'}
      rootError={errors.root?.server?.message}
    >
      <fieldset
        className="id-choices"
        aria-describedby={errors.accountType ? 'accountType-error' : undefined}
        aria-invalid={errors.accountType ? true : undefined}
      >
        <legend className="cw-label" style={{ marginBottom: 8 }}>
          {t('onboarding.type.legend')}
        </legend>
        {accountTypes.map((option) => (
          <label key={option.value} className="id-choice">
            <input type="radio" value={option.value} {...form.register('accountType')} />
            <strong>{option.title}</strong>
            <span className="cw-muted">{option.text}</span>
          </label>
        ))}
      </fieldset>
      {errors.accountType && (
        <p id="accountType-error" className="cw-field-error">
          {errors.accountType.message}
        </p>
      )}
    </StepFrame>
  );
}

export function CoachProfileStep({ draft, onNext, onBack, busy, last, serverErrors }: StepProps) {
  const { t } = useIdentityMessages();
  const form = useForm<CoachStepValues>({
    resolver: yupResolver(coachStepSchema) as never,
    defaultValues: {
      businessName: draft.businessName,
      specializations: draft.specializations,
      bio: draft.bio,
      introductionVideo: draft.introductionVideo,
    },
  });
  useServerErrorsOnMount(form, serverErrors);
  const { errors } = form.formState;
  return (
    <StepFrame
      // The draft keeps what was typed; the body is built from it when the wizard finishes.
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={onBack && (() => onBack(form.getValues()))}
      busy={busy}
      last={last}
      rootError={errors.root?.server?.message}
    >
      <p style={{ margin: 0 }}>
        {t('onboarding.coach.intro')}
      </p>
      <Field
        {...form.register('businessName')}
        label={t('coach.businessName')}
        autoComplete="organization"
        autoFocus
        error={errors.businessName?.message}
      />
      <Field
        {...form.register('specializations')}
        label={t('coach.specializations')}
        hint={t('onboarding.coach.specializationsHint')}
        error={errors.specializations?.message}
      />
      <TextAreaField
        {...form.register('bio')}
        label={t('coach.bio')}
        rows={5}
        hint={t('common.upToChars', { max: BIO_MAX_LENGTH })}
        error={errors.bio?.message}
      />
      <Field
        {...form.register('introductionVideo')}
        label={t('coach.introductionVideo')}
        hint={t('onboarding.coach.videoHint')}
        error={errors.introductionVideo?.message}
      />
    </StepFrame>
  );
}
