// The console's frame. Everything up to the sign-in page stays light (no antd): the signed-in part,
// with ProLayout and antd, is its own chunk loaded after sign-in.
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Provider } from 'react-redux';
import {
  AppErrorBoundary,
  LoadingBar,
  NewBuildNotice,
  Toaster,
  trackLoading,
  useDocumentTheme,
  useGetCurrentUserQuery,
  RemoteModule,
  safeRedirect,
  Spinner,
  I18nProvider,
  type AppStore,
  type CurrentUser,
} from '@coachwork/web-kit';
import { BaseStyles } from '@coachwork/web-kit/styles';
import { useShellMessages } from './messages';

const SignedInConsole = lazy(() => trackLoading(import('./signed-in')));

function FullPageSpin() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spinner />
    </div>
  );
}

/** Signed-in super-admins only; others go to sign-in with the path they asked for. */
function RequireAdmin({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const location = useLocation();
  const { t } = useShellMessages();
  if (isLoading) return <FullPageSpin />;
  if (!user) {
    const redirect = `/admin${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (user.status === 'PENDING') {
    window.location.assign('/onboarding');
    return <FullPageSpin />;
  }
  if (!user.roles.includes('super-admin')) {
    return (
      <main className="cw-center" style={{ minHeight: '100vh' }}>
        <div className="cw-card cw-stack" style={{ maxWidth: 440, textAlign: 'center' }}>
          <h1 style={{ margin: 0, fontSize: '1.5rem' }}>{t('gate.superAdminsOnly')}</h1>
          <a href="/">{t('gate.toStorefront')}</a>
        </div>
      </main>
    );
  }
  return <>{children(user)}</>;
}

/** Guest-only pages turn a signed-in user away, to where they were going. */
function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const location = useLocation();
  if (isLoading) return <FullPageSpin />;
  if (user) {
    // The same same-origin check as every other redirect; only console paths stay in this router.
    const redirect = safeRedirect(
      new URLSearchParams(location.search).get('redirect'),
      window.location.origin,
    );
    return <Navigate to={redirect?.startsWith('/admin/') ? redirect.slice('/admin'.length) : '/'} replace />;
  }
  return <>{children}</>;
}

function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <div style={{ width: '100%', maxWidth: 420 }}>{children}</div>
    </main>
  );
}

function ThemedDocument() {
  useDocumentTheme();
  return null;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      {/* The console's language, said once: English, on the storefront's mechanism (issue 28 item 5). */}
      <I18nProvider lang="en">
        <BaseStyles />
        <ThemedDocument />
        <LoadingBar />
        <Toaster />
        <NewBuildNotice url="/admin/build.json" />
        <AppErrorBoundary>
          <BrowserRouter basename="/admin">
            <Routes>
              <Route
                path="/login"
                element={
                  <GuestOnly>
                    <AuthLayout>
                      <RemoteModule
                        remote="mfe_identity"
                        exposed="login"
                        area="console"
                        props={{ area: 'console' }}
                      />
                    </AuthLayout>
                  </GuestOnly>
                }
              />
              <Route
                path="/register"
                element={
                  <GuestOnly>
                    <AuthLayout>
                      <RemoteModule remote="mfe_identity" exposed="register" area="console" />
                    </AuthLayout>
                  </GuestOnly>
                }
              />
              <Route
                path="*"
                element={
                  <RequireAdmin>
                    {(user) => (
                      <Suspense fallback={<FullPageSpin />}>
                        <SignedInConsole user={user} />
                      </Suspense>
                    )}
                  </RequireAdmin>
                }
              />
            </Routes>
          </BrowserRouter>
        </AppErrorBoundary>
      </I18nProvider>
    </Provider>
  );
}
