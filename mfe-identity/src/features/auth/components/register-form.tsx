// Sign-up with a password (spec §5 register rules) or with a code sent by mail. The account starts
// PENDING and goes on to onboarding.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { yupResolver } from '@hookform/resolvers/yup';
import { registerSchema, USERNAME_HINT, type RegisterInput } from '@coachwork/contracts';
import { usePageTitle, useRegisterMutation, useServerErrors } from '@coachwork/web-kit';
import { Field } from '@coachwork/web-kit/field';
import { useIdentityMessages } from '../../../messages';
import { CodeSignIn } from './code-sign-in';
import { IdentityStyles } from './identity-styles';
import { SignInMethodTabs, type SignInMethod } from './sign-in-method';
import { storeRedirect } from './stored-redirect';

// New accounts are PENDING: the storefront sends them through onboarding, which ends on the page the
// sign-up was asked to return to (`?redirect=`, kept like the sign-in page keeps it; issue 31).
const toOnboarding = (redirect: string | null) => () => {
  storeRedirect(redirect);
  window.location.assign('/onboarding/1');
};

function PasswordRegister({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<RegisterInput>({
    resolver: yupResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  });
  const { t } = useIdentityMessages();
  const showServerErrors = useServerErrors(form);
  const [register, { isLoading }] = useRegisterMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await register(values).unwrap();
      onRegistered();
    } catch (err) {
      showServerErrors(err);
    }
  });

  return (
    <form className="cw-stack" onSubmit={(e) => void submit(e)} noValidate>
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <div className="id-two">
        <Field
          {...form.register('firstName')}
          id="register-firstName"
          label={t('common.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
        />
        <Field
          {...form.register('lastName')}
          id="register-lastName"
          label={t('common.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
        />
      </div>
      <Field
        {...form.register('username')}
        id="register-username"
        label={t('common.username')}
        autoComplete="username"
        hint={USERNAME_HINT}
        error={errors.username?.message}
      />
      <Field
        {...form.register('email')}
        id="register-email"
        label={t('common.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
      />
      <Field
        {...form.register('password')}
        id="register-password"
        label={t('common.password')}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        error={errors.password?.message}
      />
      <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={isLoading}>
        {isLoading ? t('register.creating') : t('register.create')}
      </button>
    </form>
  );
}

export function RegisterForm() {
  const { t } = useIdentityMessages();
  usePageTitle(t('register.pageTitle'));
  const [method, setMethod] = useState<SignInMethod>('password');
  const redirect = new URLSearchParams(useLocation().search).get('redirect');
  const onRegistered = toOnboarding(redirect);
  const signIn = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <section className="cw-card cw-stack" aria-labelledby="register-title">
      <IdentityStyles />
      <div>
        <h1 id="register-title" style={{ margin: 0, fontSize: '1.75rem' }}>
          {t('register.title')}
        </h1>
        <p className="cw-muted" style={{ margin: '4px 0 0' }}>
          {t('register.intro')}
        </p>
      </div>
      <SignInMethodTabs idPrefix="register-method" value={method} onChange={setMethod}>
        {method === 'password' ? (
          <PasswordRegister onRegistered={onRegistered} />
        ) : (
          <CodeSignIn purpose="register" onSignedIn={onRegistered} />
        )}
      </SignInMethodTabs>
      <p className="cw-muted" style={{ margin: 0, textAlign: 'center' }}>
        {t('register.haveAccount')} <a href={signIn}>{t('login.signIn')}</a>
      </p>
    </section>
  );
}
