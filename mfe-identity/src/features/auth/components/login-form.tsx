// Sign-in for the console and the storefront alike: a password, or a code sent by mail. Light on
// purpose (no antd): it is the first page most people load.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useLocation, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@coachwork/contracts';
import { useLoginMutation, usePageTitle, useServerErrors, type CurrentUser } from '@coachwork/web-kit';
import { Field } from '@coachwork/web-kit/field';
import { useIdentityMessages } from '../../../messages';
import { CodeSignIn } from './code-sign-in';
import { IdentityStyles } from './identity-styles';
import { afterSignIn, go } from './land';
import { storeRedirect, takeStoredRedirect } from './stored-redirect';
import { SignInMethodTabs, type SignInMethod } from './sign-in-method';

function PasswordLogin({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const form = useForm<LoginInput>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { t } = useIdentityMessages();
  const showServerErrors = useServerErrors(form);
  const [login, { isLoading }] = useLoginMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onSignedIn(await login(values).unwrap());
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
      <Field
        {...form.register('email')}
        id="email"
        label={t('common.email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.email?.message}
      />
      <Field
        {...form.register('password')}
        id="password"
        label={t('common.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
      />
      <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={isLoading}>
        {isLoading ? t('login.signingIn') : t('login.signIn')}
      </button>
    </form>
  );
}

export function LoginForm({ area }: { area: 'console' | 'storefront' }) {
  const { t } = useIdentityMessages();
  usePageTitle(t('login.signIn'));
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = new URLSearchParams(location.search).get('redirect');
  const [method, setMethod] = useState<SignInMethod>('password');
  useEffect(() => storeRedirect(redirect), [redirect]);
  const onSignedIn = (user: CurrentUser) => {
    takeStoredRedirect(); // used now; a later link must not reuse it
    go(afterSignIn(user, redirect), area, navigate);
  };

  return (
    <section className="cw-card cw-stack" aria-labelledby="login-title">
      <IdentityStyles />
      <div>
        <h1 id="login-title" style={{ margin: 0, fontSize: '1.75rem' }}>
          {t('login.title')}
        </h1>
        <p className="cw-muted" style={{ margin: '4px 0 0' }}>
          {area === 'console' ? t('login.consoleIntro') : t('login.storefrontIntro')}
        </p>
      </div>
      <SignInMethodTabs idPrefix="login-method" value={method} onChange={setMethod}>
        {method === 'password' ? (
          <PasswordLogin onSignedIn={onSignedIn} />
        ) : (
          <CodeSignIn purpose="login" onSignedIn={onSignedIn} />
        )}
      </SignInMethodTabs>
      {area === 'storefront' && (
        <p className="cw-muted" style={{ margin: 0, textAlign: 'center' }}>
          {t('login.newHere')}{' '}
          <a href={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>
            {t('login.createAnAccount')}
          </a>
        </p>
      )}
    </section>
  );
}
