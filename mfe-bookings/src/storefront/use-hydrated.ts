// False while the server renders and while React hydrates the server's HTML, true afterwards: a button
// whose work needs the page's code stays disabled until that code runs, instead of ignoring a click.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
