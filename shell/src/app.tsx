import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Provider } from 'react-redux';
import { Result, Spin } from 'antd';
import { AppThemeProvider, ToastProvider, useGetCurrentUserQuery, type AppStore } from '@coachwork/web-kit';
import { DefaultLayout } from './layout';
import { DashboardPage, NotFoundPage } from './pages';
import { RemoteModule } from './remote-module';
import { SECTIONS } from './sections';

function FullPageSpin() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spin size="large" aria-label="Loading" />
    </div>
  );
}

/** Signed-in super-admins only; others go to sign-in with the path they asked for. */
function RequireAdmin({
  children,
}: {
  children: (user: NonNullable<ReturnType<typeof useGetCurrentUserQuery>['data']>) => ReactNode;
}) {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const location = useLocation();
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
      <Result
        status="403"
        title="The back office is for super-admins."
        extra={<a href="/">Go to the storefront</a>}
      />
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
    const redirect = new URLSearchParams(location.search).get('redirect');
    return <Navigate to={redirect?.startsWith('/admin/') ? redirect.slice('/admin'.length) : '/'} replace />;
  }
  return <>{children}</>;
}

function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <div style={{ width: '100%', maxWidth: 400 }}>{children}</div>
    </main>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <AppThemeProvider>
        <ToastProvider>
          <BrowserRouter basename="/admin">
            <Routes>
              <Route
                path="/login"
                element={
                  <GuestOnly>
                    <AuthLayout>
                      <RemoteModule remote="mfe_identity" exposed="login" props={{ area: 'console' }} />
                    </AuthLayout>
                  </GuestOnly>
                }
              />
              <Route
                path="*"
                element={
                  <RequireAdmin>
                    {(user) => (
                      <DefaultLayout user={user}>
                        <Routes>
                          <Route index element={<DashboardPage />} />
                          {SECTIONS.map((s) => (
                            <Route
                              key={s.path}
                              path={`${s.path}/*`}
                              element={
                                // Keyed, so a failed remote's fallback does not follow you to the next section.
                                <RemoteModule
                                  key={s.path}
                                  remote={s.remote}
                                  exposed="routes"
                                  props={{ section: s.path, title: s.title }}
                                />
                              }
                            />
                          ))}
                          <Route path="*" element={<NotFoundPage />} />
                        </Routes>
                      </DefaultLayout>
                    )}
                  </RequireAdmin>
                }
              />
            </Routes>
          </BrowserRouter>
        </ToastProvider>
      </AppThemeProvider>
    </Provider>
  );
}
