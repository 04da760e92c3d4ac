// Keyboard shortcuts of spec §2, with Cmd on macOS and Ctrl elsewhere (SPEC-DECISIONS, Routes).
import { useEffect, useRef } from 'react';

export type ShortcutAction = 'logout' | 'search' | 'theme';

export type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'> &
  Partial<Pick<KeyboardEvent, 'code'>>;

export const SHORTCUTS: Record<ShortcutAction, { key: string; code: string; shift: boolean }> = {
  logout: { key: 'l', code: 'KeyL', shift: true },
  search: { key: '/', code: 'Slash', shift: false },
  theme: { key: 'd', code: 'KeyD', shift: true },
};

export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

function pressed(event: ShortcutEvent, key: string, code: string): boolean {
  const typed = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (typed === key) return true;
  // Layouts whose key does not type a Latin letter (Cyrillic, Greek) still match by the physical key.
  return !/^[\x20-\x7e]$/.test(typed) && event.code === code;
}

export function matchShortcut(event: ShortcutEvent, isMac: boolean): ShortcutAction | null {
  const mod = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod || event.altKey) return null;
  for (const [action, { key, code, shift }] of Object.entries(SHORTCUTS) as [
    ShortcutAction,
    (typeof SHORTCUTS)[ShortcutAction],
  ][]) {
    if (event.shiftKey === shift && pressed(event, key, code)) return action;
  }
  return null;
}

export interface ShortcutHandlers {
  onLogout?: () => void;
  onFocusSearch?: () => void;
  onToggleTheme?: () => void;
}

export function useShortcuts(handlers: ShortcutHandlers): void {
  // The latest handlers without re-binding the listener on every render.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (typeof window === 'undefined') return;
    const isMac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = matchShortcut(event, isMac);
      const handler =
        action === 'logout'
          ? latest.current.onLogout
          : action === 'search'
            ? latest.current.onFocusSearch
            : action === 'theme'
              ? latest.current.onToggleTheme
              : undefined;
      if (!handler) return;
      // The browser's own Cmd+Shift+D (bookmark all tabs) and Ctrl+/ must not run as well.
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
