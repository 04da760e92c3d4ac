import { useEffect, useState, type RefObject } from 'react';
import { isMacPlatform, matchShortcut } from '@coachwork/web-kit';

/** The value once it has stopped changing for `delay` ms (the table's search box). */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Cmd/Ctrl+/ focuses this page's search box instead of the console header's. The listener sits on the
 * document, which hears the key before the shell's window listener; preventDefault tells the shell
 * (web-kit's useShortcuts skips prevented events) that the key is taken.
 */
export function useSearchShortcut(target: RefObject<{ focus: () => void } | null>): void {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const isMac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || matchShortcut(event, isMac) !== 'search') return;
      if (!target.current) return;
      event.preventDefault();
      target.current.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [target]);
}
