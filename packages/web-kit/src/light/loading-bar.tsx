// The loading bar of spec §9 across the top of the page: it appears only when work lasts longer than
// 200 ms, creeps towards the end over 2000 ms, fills when the work ends, hides 500 ms later and resets
// 400 ms after that. "Work" is any /v1 request in flight plus anything passed to trackLoading (a remote
// module being fetched, a lazy page).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { useMessages } from '../i18n';
import { LOADING_BAR } from '../loading-bar';
import { WEB_KIT_MESSAGES } from '../messages';

let tracked = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of [...listeners]) listener();
}

/** Shows the bar while `work` runs; returns it unchanged. */
export function trackLoading<T>(work: Promise<T>): Promise<T> {
  tracked += 1;
  emit();
  const done = () => {
    tracked -= 1;
    emit();
  };
  work.then(done, done);
  return work;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface ApiSlice {
  queries?: Record<string, { status?: string } | undefined>;
  mutations?: Record<string, { status?: string } | undefined>;
}

function pendingRequests(state: unknown): number {
  const slice = (state as { api?: ApiSlice } | undefined)?.api;
  let count = 0;
  for (const entry of Object.values(slice?.queries ?? {})) if (entry?.status === 'pending') count += 1;
  for (const entry of Object.values(slice?.mutations ?? {})) if (entry?.status === 'pending') count += 1;
  return count;
}

export type LoadingBarPhase = 'idle' | 'running' | 'finishing' | 'hiding';

/** The bar's timeline, apart from React so it can be tested with fake timers. */
export class LoadingBarTimeline {
  private phase: LoadingBarPhase = 'idle';
  private timers: ReturnType<typeof setTimeout>[] = [];

  constructor(private readonly onPhase: (phase: LoadingBarPhase) => void) {}

  get current(): LoadingBarPhase {
    return this.phase;
  }

  update(active: boolean): void {
    this.cancel();
    if (active) {
      // Quick work never shows the bar at all.
      if (this.phase !== 'running') this.later(LOADING_BAR.throttle, () => this.go('running'));
    } else if (this.phase === 'running') {
      this.go('finishing');
      this.later(LOADING_BAR.hideDelay, () => {
        this.go('hiding');
        this.later(LOADING_BAR.resetDelay, () => this.go('idle'));
      });
    } else if (this.phase !== 'idle') {
      this.go('idle');
    }
  }

  cancel(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }

  private go(next: LoadingBarPhase): void {
    this.phase = next;
    this.onPhase(next);
  }

  private later(ms: number, fn: () => void): void {
    this.timers.push(setTimeout(fn, ms));
  }
}

export function useLoadingBarPhase(active: boolean): LoadingBarPhase {
  const [phase, setPhase] = useState<LoadingBarPhase>('idle');
  const timeline = useRef<LoadingBarTimeline | null>(null);
  timeline.current ??= new LoadingBarTimeline(setPhase);
  useEffect(() => timeline.current?.update(active), [active]);
  useEffect(() => () => timeline.current?.cancel(), []);
  return phase;
}

const STYLE: Record<LoadingBarPhase, { width: string; opacity: number; duration: number }> = {
  idle: { width: '0%', opacity: 0, duration: 0 },
  running: { width: '90%', opacity: 1, duration: LOADING_BAR.duration },
  finishing: { width: '100%', opacity: 1, duration: 200 },
  hiding: { width: '100%', opacity: 0, duration: LOADING_BAR.resetDelay },
};

/** Mount once inside the Redux Provider. */
export function LoadingBar({ active = false }: { active?: boolean }) {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  const requests = useSelector(pendingRequests);
  const others = useSyncExternalStore(
    subscribe,
    () => tracked,
    () => 0,
  );
  const phase = useLoadingBarPhase(active || requests > 0 || others > 0);
  const style = STYLE[phase];
  return (
    <div
      className="cw-loading-bar"
      data-phase={phase}
      role="progressbar"
      aria-label={t('loading')}
      aria-hidden={phase === 'idle'}
      style={{ width: style.width, opacity: style.opacity, transitionDuration: `${style.duration}ms` }}
    />
  );
}
