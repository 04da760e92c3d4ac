// Mounts a module a remote exposes, with a loading state and an error fallback. Loading starts in an
// effect, so the server (which cannot load remotes) and the browser's first render agree on the spinner
// and hydration stays clean.
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useMessages } from '../i18n';
import { WEB_KIT_MESSAGES } from '../messages';
import { isChunkLoadError, raisePreloadError, reloadOnce } from './build-check';
import { loadExposed } from './federation';
import { trackLoading } from './loading-bar';

/** A spinner named `label`, else 'Loading' in the page's language. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  return (
    <div className="cw-center" role="status" aria-label={label ?? t('loading')}>
      <div className="cw-spinner" />
    </div>
  );
}

/** What a failed remote leaves in its place; light, so it renders even when antd is what failed. */
export function RemoteFallback({ area = 'page' }: { area?: string }) {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  return (
    <div className="cw-center" data-testid="remote-fallback">
      <div className="cw-card cw-stack" role="alert" style={{ maxWidth: 480, textAlign: 'center' }}>
        <h2 style={{ margin: 0, fontSize: '1.25rem' }}>{t('remote.unavailable', { area })}</h2>
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('remote.rest', { area })}
        </p>
        <div>
          <button type="button" className="cw-btn cw-btn-primary" onClick={() => window.location.reload()}>
            {t('remote.tryAgain')}
          </button>
        </div>
      </div>
    </div>
  );
}

class RemoteBoundary extends Component<
  { name: string; area?: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`Remote ${this.props.name} failed`, error);
  }
  override render() {
    return this.state.failed ? <RemoteFallback area={this.props.area} /> : this.props.children;
  }
}

type Loaded<P> = { state: 'loading' } | { state: 'ready'; Component: ComponentType<P> } | { state: 'failed' };

export function RemoteModule<P extends object>({
  remote,
  exposed,
  props,
  area,
  loading,
}: {
  remote: string;
  exposed: string;
  props?: P;
  /** Named in the fallback: 'console', 'page'. */
  area?: string;
  /** Shown while loading (a spinner by default). */
  loading?: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded<P>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    trackLoading(loadExposed<{ default: ComponentType<P> }>(remote, exposed)).then(
      (mod) => live && setLoaded({ state: 'ready', Component: mod.default }),
      (error: unknown) => {
        console.warn(`Remote ${remote}/${exposed} failed to load`, error);
        // Spec §8: the failed load is announced as well as replaced by the fallback; a chunk of an
        // older build (after a deploy) reloads the page once onto the new one, unless cancelled.
        if (raisePreloadError(error) && isChunkLoadError(error)) reloadOnce();
        if (live) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, exposed]);

  if (loaded.state === 'failed') return <RemoteFallback area={area} />;
  if (loaded.state === 'loading') return <>{loading === undefined ? <Spinner /> : loading}</>;
  const { Component: Exposed } = loaded;
  return (
    <RemoteBoundary name={`${remote}/${exposed}`} area={area}>
      <Exposed {...((props ?? {}) as P)} />
    </RemoteBoundary>
  );
}
