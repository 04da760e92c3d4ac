// The storefront's routes, rendered by the server (react-dom/server) and hydrated in the browser.
// Pages it owns render on the server; pages mounted from other remotes (sign-in, onboarding, the coach
// area, the settings dialog) load in the browser.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import {
  AppErrorBoundary,
  LoadingBar,
  NewBuildNotice,
  RemoteModule,
  Toaster,
  trackLoading,
  useDocumentTheme,
} from '@coachwork/web-kit';
import { useFocusOnNavigation, useInternalLinks, useScrollRestoration } from './client-navigation';
import { Guarded } from './guarded';
import { StorefrontLayout } from './layout';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';
import { hasOwnMeta, metaFor } from './route-meta';
import { usePageMeta } from './use-page-meta';

// Each its own chunk: the home page's budget does not carry them. The server renders them whole
// (it waits for every boundary on these paths), and the browser hydrates them when the chunk arrives.
// A chunk fetched on a client-side navigation shows the loading bar.
const ScheduleDetailPage = lazy(() => trackLoading(import('./pages/schedule-detail')));
const BookerAreaPage = lazy(() => trackLoading(import('./pages/booker-area/booker-area-page')));
const InvitationPage = lazy(() => trackLoading(import('./pages/invitation-page')));
const ScheduleRefundPage = lazy(() => trackLoading(import('./pages/schedule-refund-page')));
const CoachPage = lazy(() => trackLoading(import('./pages/coach-page')));
const TicketPage = lazy(() => trackLoading(import('./pages/tickets/ticket-page')));
const waitlistLinks = () => trackLoading(import('./pages/waitlist/waitlist-link-page'));
const LeaveWaitlistPage = lazy(() => waitlistLinks().then((m) => ({ default: m.LeaveWaitlistPage })));
const DeclineOfferPage = lazy(() => waitlistLinks().then((m) => ({ default: m.DeclineOfferPage })));
const WaitlistOfferPage = lazy(() => trackLoading(import('./pages/waitlist/waitlist-offer-page')));

/** Paths whose page is lazy: the server waits for all of it before sending (no streamed fallbacks). */
export const isLazyPath = (pathname: string) =>
  pathname.startsWith('/schedules/') ||
  pathname.startsWith('/invitations/') ||
  pathname.startsWith('/schedule-refund/') ||
  pathname.startsWith('/coaches/') ||
  pathname.startsWith('/waitlist/') ||
  pathname === '/b' ||
  pathname.startsWith('/b/');

export const BUILD_METADATA_URL = '/assets/storefront/build.json';

function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: '24px 0' }}>
      <div style={{ width: '100%', maxWidth: 420 }}>{children}</div>
    </div>
  );
}

function Onboarding() {
  const { step } = useParams();
  return <RemoteModule remote="mfe_identity" exposed="onboarding" props={{ step: Number(step) || 1 }} />;
}

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="cw-center">
          <div className="cw-spinner" role="status" aria-label="Loading" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

export const ROUTES: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  {
    path: '/schedules/:id',
    element: (
      <Lazy>
        <ScheduleDetailPage />
      </Lazy>
    ),
  },
  {
    path: '/coaches/:username',
    element: (
      <Lazy>
        <CoachPage />
      </Lazy>
    ),
  },
  {
    path: '/invitations/:token',
    element: (
      <Lazy>
        <InvitationPage />
      </Lazy>
    ),
  },
  {
    path: '/schedule-refund/:token',
    element: (
      <Lazy>
        <ScheduleRefundPage />
      </Lazy>
    ),
  },
  {
    path: '/waitlist/leave',
    element: (
      <Lazy>
        <LeaveWaitlistPage />
      </Lazy>
    ),
  },
  {
    path: '/waitlist/offer',
    element: (
      <Lazy>
        <WaitlistOfferPage />
      </Lazy>
    ),
  },
  {
    path: '/waitlist/decline',
    element: (
      <Lazy>
        <DeclineOfferPage />
      </Lazy>
    ),
  },
  {
    path: '/login',
    element: (
      <AuthLayout>
        <RemoteModule remote="mfe_identity" exposed="login" props={{ area: 'storefront' }} />
      </AuthLayout>
    ),
  },
  {
    path: '/login/token',
    element: (
      <AuthLayout>
        <RemoteModule remote="mfe_identity" exposed="login-token" />
      </AuthLayout>
    ),
  },
  {
    path: '/register',
    element: (
      <AuthLayout>
        <RemoteModule remote="mfe_identity" exposed="register" />
      </AuthLayout>
    ),
  },
  { path: '/onboarding/:step', element: <Onboarding /> },
  {
    path: '/b/tickets/:seatId',
    element: (
      <Lazy>
        <TicketPage />
      </Lazy>
    ),
  },
  {
    path: '/b/*',
    element: (
      <Lazy>
        <BookerAreaPage />
      </Lazy>
    ),
  },
  { path: '/c/*', element: <RemoteModule remote="mfe_workshops" exposed="coach-area" /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Whether the storefront has a page at this path (the server answers 404 otherwise). */
export function isKnownPath(pathname: string): boolean {
  const matches = matchRoutes(ROUTES, pathname);
  return Boolean(matches?.length && matches.at(-1)?.route.path !== '*');
}

function ThemedDocument() {
  useDocumentTheme();
  return null;
}

/** The head of the pages whose meta needs no data (sign-in, /b, the coach area...). */
function RouteMeta() {
  const { pathname } = useLocation();
  const known = isKnownPath(pathname);
  usePageMeta(known && !hasOwnMeta(pathname) ? metaFor(pathname, true) : null);
  return null;
}

/** Links, scroll and focus of a single-page application once hydrated (spec §1). */
function ClientNavigation() {
  useInternalLinks(isKnownPath);
  useScrollRestoration();
  useFocusOnNavigation();
  // Says on the page that its links are the router's from now on (browser stories wait for it).
  useEffect(() => {
    document.documentElement.dataset.navigation = 'client';
  }, []);
  return null;
}

export function StorefrontApp() {
  const page = useRoutes(ROUTES);
  return (
    <>
      <ThemedDocument />
      <ClientNavigation />
      <RouteMeta />
      <LoadingBar />
      <Toaster />
      <NewBuildNotice url={BUILD_METADATA_URL} />
      <AppErrorBoundary>
        <StorefrontLayout>
          <Guarded>{page}</Guarded>
        </StorefrontLayout>
      </AppErrorBoundary>
    </>
  );
}
