// The error page of spec §2 and the boundary that shows it: 'Something went wrong.', the status message
// when there is one, and 'Return to Home' doing a full navigation to '/', the storefront's home, from the
// console too (a link: it works even when the app's own state is what broke). Crawlers get no error page
// (spec §2): for them the boundary renders nothing, and the server answers with the status.
import { Component, type ReactNode } from 'react';
import { isCrawler } from '@coachwork/contracts';
import { isChunkLoadError, raisePreloadError, reloadOnce } from './build-check';

export { isCrawler };

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The status message shown above the text: '503 Service Unavailable' for an error that carries a status. */
export function statusMessage(error: unknown): string | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return undefined;
  return STATUS_MESSAGES[status] ? `${status} ${STATUS_MESSAGES[status]}` : String(status);
}

export function ErrorPage({ message }: { message?: string }) {
  return (
    <main className="cw-center" style={{ minHeight: '70vh', padding: 24 }}>
      <div className="cw-card cw-stack" style={{ maxWidth: 440, textAlign: 'center' }} role="alert">
        {message && (
          <p className="cw-muted" style={{ margin: 0 }}>
            {message}
          </p>
        )}
        <h1 style={{ margin: 0, fontSize: '1.5rem' }}>Something went wrong.</h1>
        <div>
          <a className="cw-btn cw-btn-primary" href="/">
            Return to Home
          </a>
        </div>
      </div>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
}

/** Catches render errors below it and shows the error page (not to crawlers). */
export class AppErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // A chunk of the build this page started with is gone after a deploy (the storefront's lazy pages,
    // the console's signed-in part): announced as the preload-error event first (spec §8, as a remote's
    // failed load is), then the page reloads once onto the new build unless a listener cancelled it.
    if (isChunkLoadError(error) && raisePreloadError(error) && reloadOnce()) return;
    console.error('Unhandled error', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)) return null;
    return <ErrorPage message={statusMessage(this.state.error)} />;
  }
}
