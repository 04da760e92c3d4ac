// New-build detection (spec §7 "Build checks", §9): every app polls the per-build metadata file its
// build wrote (build.json next to its entry) and offers a reload when the id differs from its own.
// A failed check is only logged (spec §8). The reload guard stops a page that keeps failing to load a
// chunk from reloading in a loop: one reload, then a marker that expires after 10 seconds.
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n';
import { WEB_KIT_MESSAGES } from '../messages';
import { currentBuildId } from '../meta';

/** Spec: "the app checks for a new build periodically" — every 5 minutes and when the tab returns. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const RELOAD_GUARD_KEY = 'coachwork.reloadGuard';
/** Spec §9: the reload guard marker expires after 10 seconds. */
export const RELOAD_GUARD_TTL_MS = 10_000;

export interface BuildMetadata {
  id: string;
  branch?: string;
  env?: string;
}

export async function fetchBuildId(url: string, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const res = await fetcher(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const body = (await res.json()) as Partial<BuildMetadata>;
    return typeof body.id === 'string' ? body.id : undefined;
  } catch (error) {
    console.warn('[build-check] could not read the build metadata', error);
    return undefined;
  }
}

/** True when the metadata file names a build other than the one running. */
export function isNewBuild(running: string | undefined, published: string | undefined): boolean {
  return Boolean(running && published && running !== published);
}

/** Polls `url`; returns true once a newer build has been published. */
export function useNewBuildCheck(url: string, intervalMs = BUILD_CHECK_INTERVAL_MS): boolean {
  const [found, setFound] = useState(false);
  useEffect(() => {
    const running = currentBuildId();
    if (!running || found) return;
    let stopped = false;
    const check = async () => {
      const published = await fetchBuildId(url);
      if (!stopped && isNewBuild(running, published)) setFound(true);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = setInterval(() => void check(), intervalMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [url, intervalMs, found]);
  return found;
}

function session(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page unless it already did so in the last 10 seconds; returns whether it reloaded.
 * Used when a chunk of an older build is gone after a deploy.
 */
export function reloadOnce(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  const store = session();
  const marker = Number(store?.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (marker && now - marker < RELOAD_GUARD_TTL_MS) return false;
  store?.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}

/** webpack's error for a script chunk that could not be fetched (spec §8: a failed asset preload). */
export function isChunkLoadError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const message = (error as { message?: unknown } | null)?.message;
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && /Loading chunk .* failed/.test(message))
  );
}

export const PRELOAD_ERROR_EVENT = 'preload-error';

/**
 * Spec §8: raises the 'preload-error' event on window for an asset (a chunk, a remote's code) that
 * failed to load, with the error as its detail. Returns false when a listener cancelled it
 * (preventDefault), meaning "handled, do not reload".
 */
export function raisePreloadError(error: unknown): boolean {
  if (typeof window === 'undefined') return false;
  return window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: error, cancelable: true }));
}

/**
 * Spec §8: a failed asset load raises a 'preload-error' event on window; unless someone cancels it
 * (preventDefault), the page reloads once onto the current build. Returns the uninstall function.
 */
export function installPreloadErrorReload(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkLoadError(event.reason)) return;
    if (raisePreloadError(event.reason)) reloadOnce();
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}

/** The offer to reload, fixed at the bottom of the page. */
export function NewBuildNotice({ url, intervalMs }: { url: string; intervalMs?: number }) {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  const found = useNewBuildCheck(url, intervalMs);
  const [dismissed, setDismissed] = useState(false);
  if (!found || dismissed) return null;
  return (
    <div
      role="status"
      className="cw-card cw-row"
      style={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        maxWidth: 480,
        margin: '0 auto',
        zIndex: 2500,
        padding: 16,
      }}
    >
      <span style={{ flex: 1 }}>{t('build.available')}</span>
      <button type="button" className="cw-btn" onClick={() => setDismissed(true)}>
        {t('build.later')}
      </button>
      <button type="button" className="cw-btn cw-btn-primary" onClick={() => window.location.reload()}>
        {t('build.reload')}
      </button>
    </div>
  );
}
