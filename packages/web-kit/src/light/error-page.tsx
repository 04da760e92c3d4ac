// The error page of spec §2 and the boundary that shows it: 'Something went wrong.', the status message
// when there is one, and 'Return to Home' doing a full navigation to '/', the storefront's home, from the
// console too (a link: it works even when the app's own state is what broke). Crawlers get no error page
// (spec §2): for them the boundary renders nothing, and the server answers with the status.
import { Component, type ReactNode } from 'react';
import { isCrawler } from '@coachwork/contracts';
import { DEFAULT_LANGUAGE, messagesIn, useMessages, type Language } from '../i18n';
import { WEB_KIT_MESSAGES, type WebKitMessage } from '../messages';
import { isChunkLoadError, raisePreloadError, reloadOnce } from './build-check';

export { isCrawler };

/** The statuses with a name of their own. */
const STATUS_IDS = {
  400: 'status.400',
  403: 'status.403',
  404: 'status.404',
  408: 'status.408',
  429: 'status.429',
  500: 'status.500',
  502: 'status.502',
  503: 'status.503',
  504: 'status.504',
} as const satisfies Record<number, WebKitMessage>;

/**
 * The status message shown above the text: '503 Service Unavailable' for an error that carries a status
 * (in `lang`, English by default).
 */
export function statusMessage(error: unknown, lang: Language = DEFAULT_LANGUAGE): string | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return undefined;
  const id = Object.hasOwn(STATUS_IDS, status) ? STATUS_IDS[status as keyof typeof STATUS_IDS] : undefined;
  return id ? `${status} ${messagesIn(WEB_KIT_MESSAGES, lang).t(id)}` : String(status);
}

export function ErrorPage({ message }: { message?: string }) {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  return (
    <main className="cw-center" style={{ minHeight: '70vh', padding: 24 }}>
      <div className="cw-card cw-stack" style={{ maxWidth: 440, textAlign: 'center' }} role="alert">
        {message && (
          <p className="cw-muted" style={{ margin: 0 }}>
            {message}
          </p>
        )}
        <h1 style={{ margin: 0, fontSize: '1.5rem' }}>{t('error.title')}</h1>
        <div>
          <a className="cw-btn cw-btn-primary" href="/">
            {t('error.home')}
          </a>
        </div>
      </div>
    </main>
  );
}

/** The boundary's page: the status line in the page's language too. */
function BoundaryErrorPage({ error }: { error: unknown }) {
  const { lang } = useMessages(WEB_KIT_MESSAGES);
  return <ErrorPage message={statusMessage(error, lang)} />;
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
    return <BoundaryErrorPage error={this.state.error} />;
  }
}
