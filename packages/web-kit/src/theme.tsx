// DESIGN.md tokens, and the colour-mode preference (auto, light, dark) shared by every app on the page.
import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { COLOR_MODES, type ColorMode } from '@coachwork/contracts';

export type { ColorMode };
export type ResolvedColorMode = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'coachwork.colorMode';

/** Stone 50 to 900. */
export const STONE = [
  '#fafaf9',
  '#f5f5f4',
  '#e7e5e4',
  '#d6d3d1',
  '#a8a29e',
  '#78716c',
  '#57534e',
  '#44403c',
  '#292524',
  '#1c1917',
] as const;

export const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, " +
  "'Apple Color Emoji', 'Segoe UI Emoji'";

export interface ThemeTokens {
  /** Fills: buttons, highlights. */
  primary: string;
  textOnPrimary: string;
  /** Primary as text: yellow 500 on white fails WCAG contrast, so links use a darker shade. */
  link: string;
  /** Light to dark as seen in this mode (reversed in dark mode). */
  stone: readonly string[];
  success: string;
  warning: string;
  error: string;
  info: string;
  borderRadius: number;
  borderRadiusSmall: number;
  fontSize: number;
  lineHeight: number;
  fontFamily: string;
}

const shared = {
  borderRadius: 10,
  borderRadiusSmall: 6,
  fontSize: 16,
  lineHeight: 1.5,
  fontFamily: SYSTEM_FONT,
};

export const themeTokens: Record<ResolvedColorMode, ThemeTokens> = {
  light: {
    primary: '#eab308',
    textOnPrimary: '#1c1917',
    link: '#a16207',
    stone: STONE,
    success: '#16a34a',
    warning: '#d97706',
    // Red 700, not DESIGN.md's red 600 (#dc2626): red 600 is text too (field errors, alerts, the
    // Overdue and CANCELLED tags) and reads at 4.4:1 on the subtle and tinted backgrounds; 700 at 5.9:1.
    error: '#b91c1c',
    info: '#2563eb',
    ...shared,
  },
  dark: {
    primary: '#facc15',
    textOnPrimary: '#1c1917',
    link: '#fde047',
    stone: [...STONE].reverse(),
    success: '#4ade80',
    warning: '#fbbf24',
    error: '#f87171',
    info: '#60a5fa',
    ...shared,
  },
};

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

function isColorMode(value: unknown): value is ColorMode {
  return (COLOR_MODES as readonly unknown[]).includes(value);
}

export function readColorMode(): ColorMode {
  try {
    const saved = storage()?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(saved) ? saved : 'auto';
  } catch {
    return 'auto';
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

export function resolveColorMode(mode: ColorMode, prefersDark: boolean): ResolvedColorMode {
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return mode;
}

/** SPEC-DECISIONS: the shortcut switches to the opposite of what is shown, as an explicit choice. */
export function toggledColorMode(resolved: ResolvedColorMode): ResolvedColorMode {
  return resolved === 'dark' ? 'light' : 'dark';
}

interface ColorModeSnapshot {
  mode: ColorMode;
  resolved: ResolvedColorMode;
}

// Module state rather than React context, so the host and every remote on the page agree.
const SERVER_SNAPSHOT: ColorModeSnapshot = { mode: 'auto', resolved: 'light' };
let snapshot: ColorModeSnapshot | null = null;
const listeners = new Set<() => void>();

function computeSnapshot(): ColorModeSnapshot {
  const mode = readColorMode();
  const resolved = resolveColorMode(mode, systemPrefersDark());
  // useSyncExternalStore needs the same object back while nothing changed.
  if (snapshot && snapshot.mode === mode && snapshot.resolved === resolved) return snapshot;
  return { mode, resolved };
}

function getSnapshot(): ColorModeSnapshot {
  snapshot ??= computeSnapshot();
  return snapshot;
}

function refresh(): void {
  const next = computeSnapshot();
  if (next === snapshot) return;
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(DARK_QUERY)
      : undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) refresh();
  };
  media?.addEventListener('change', refresh);
  // Another tab changed the preference.
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', refresh);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function setColorMode(mode: ColorMode): void {
  try {
    storage()?.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Without storage the choice still holds until the page reloads.
  }
  snapshot = { mode, resolved: resolveColorMode(mode, systemPrefersDark()) };
  for (const listener of [...listeners]) listener();
}

export function toggleColorMode(): void {
  setColorMode(toggledColorMode(getSnapshot().resolved));
}

export interface ColorModeControls {
  mode: ColorMode;
  resolved: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
  toggle: () => void;
}

export function useColorMode(): ColorModeControls {
  const { mode, resolved } = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
  return useMemo(
    () => ({ mode, resolved, setMode: setColorMode, toggle: toggleColorMode }),
    [mode, resolved],
  );
}

/** Lets CSS (and the storefront's own styles) follow the mode, and native controls and scrollbars too. */
export function applyDocumentTheme(resolved: ResolvedColorMode): void {
  if (typeof document === 'undefined' || !document.documentElement) return;
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
}

// Layout effect in the browser so the page never paints in the wrong mode; plain effect on the server.
const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;

/** Keeps `<html data-theme>` in step with the colour mode; returns the mode shown. */
export function useDocumentTheme(): ResolvedColorMode {
  const { resolved } = useColorMode();
  // The live choice, not the rendered one: while a server page hydrates, React renders the server's
  // snapshot (light), and applying that would flash a dark page white before the real mode follows.
  useIsomorphicLayoutEffect(() => applyDocumentTheme(getSnapshot().resolved), [resolved]);
  return resolved;
}
