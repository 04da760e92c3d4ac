// /login/token?token=…: the page a mailed sign-in link opens. It posts the token once, then lands the
// person per spec §2 (the stored redirect, else the console, /c or /b; pending accounts onboard first).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SIGN_IN_LINK_INVALID } from '@coachwork/contracts';
import { Spinner, usePageTitle } from '@coachwork/web-kit';
import { useIdentityMessages } from '../../../messages';
import { useVerifyTokenMutation } from '../api';
import { afterSignIn } from './land';
import { takeStoredRedirect } from './stored-redirect';

export function TokenSignIn() {
  const { t } = useIdentityMessages();
  usePageTitle(t('login.signIn'));
  const { search } = useLocation();
  const [verifyToken] = useVerifyTokenMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A token works once: React's development double effects must not spend it twice.
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const token = params.get('token');
    if (!token) {
      setFailure(SIGN_IN_LINK_INVALID);
      return;
    }
    verifyToken({ token })
      .unwrap()
      .then(
        (user) => {
          window.location.replace(afterSignIn(user, params.get('redirect') ?? takeStoredRedirect()));
        },
        (err: { status?: unknown; data?: { message?: string; errors?: Record<string, string[]> } }) => {
          setFailure(err?.data?.errors?.token?.[0] ?? err?.data?.message ?? SIGN_IN_LINK_INVALID);
        },
      );
  }, [search, verifyToken]);

  if (!failure) return <Spinner label={t('token.signingIn')} />;
  return (
    <section className="cw-card cw-stack" aria-labelledby="token-title">
      <h1 id="token-title" style={{ margin: 0, fontSize: '1.5rem' }}>
        {t('token.failed')}
      </h1>
      <p className="cw-alert" role="alert" style={{ margin: 0 }}>
        {failure}
      </p>
      <a className="cw-btn cw-btn-primary cw-btn-block" href="/login" style={{ color: 'var(--cw-on-primary)' }}>
        {t('token.back')}
      </a>
    </section>
  );
}
