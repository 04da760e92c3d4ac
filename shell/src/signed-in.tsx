// The signed-in console: antd, ProLayout and the sections each remote owns. Loaded after sign-in.
import { Route, Routes } from 'react-router';
import { RemoteModule, type CurrentUser } from '@coachwork/web-kit';
import { AppThemeProvider } from '@coachwork/web-kit/ui';
import { DefaultLayout } from './layout';
import { DashboardPage, NotFoundPage, SectionSkeleton } from './pages';

import { SECTIONS } from './sections';

export default function SignedInConsole({ user }: { user: CurrentUser }) {
  return (
    <AppThemeProvider>
      <DefaultLayout user={user}>
        <Routes>
          <Route index element={<DashboardPage />} />
          {SECTIONS.map((s) => (
            <Route
              key={s.path}
              path={`${s.path}/*`}
              element={
                // Keyed, so a failed remote's fallback does not follow you to the next section.
                // While the section's remote loads, its page title and a skeleton stand in the frame at once.
                <RemoteModule
                  key={s.path}
                  area="console"
                  remote={s.remote}
                  exposed="routes"
                  props={{ section: s.path, title: s.title }}
                  loading={<SectionSkeleton title={s.title} />}
                />
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </DefaultLayout>
    </AppThemeProvider>
  );
}
