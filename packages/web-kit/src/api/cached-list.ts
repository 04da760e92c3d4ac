// Console tables with spec §9's data cache: coming back to a page (within the 5 minutes a list stays
// cached, KEEP_UNUSED_DATA_FOR) shows its cached rows at once and refreshes them in the background;
// when the server's rows differ, the table reloads with them. A first visit waits for the server.
// An entry of its own ('@coachwork/web-kit/cached-list'), bundled by the console's remotes: a hook
// without state of its own, which the storefront's pages never use.
import { useCallback, useRef } from 'react';

/** What an RTK Query lazy trigger resolves to: the query's state after the call. */
interface QueryState<T> {
  data?: T;
  error?: unknown;
  isError?: boolean;
  fulfilledTimeStamp?: number;
  /** The request that last filled the entry. */
  requestId?: string;
}

/** An RTK Query lazy trigger: `(arg, preferCacheValue)`. */
export type LazyTrigger<A, T> = (
  arg: A,
  preferCacheValue?: boolean,
) => PromiseLike<QueryState<T>> & { unwrap(): Promise<T>; requestId?: string };

/**
 * Loads one page of a list for a ProTable `request`: from the cache at once when it has the page, then
 * again from the server, calling `reload` (the table's `actionRef.current?.reload()`) if that changed.
 */
export function useCachedList<A, T>(trigger: LazyTrigger<A, T>, reload: () => void): (arg: A) => Promise<T> {
  // Pages whose next request is the reload after a background refresh: served from the (now fresh) cache.
  const refreshed = useRef(new Set<string>());
  const triggerRef = useRef(trigger);
  triggerRef.current = trigger;
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  return useCallback(async (arg: A) => {
    const key = JSON.stringify(arg);
    const load = triggerRef.current;
    const asked = Date.now();
    const request = load(arg, true);
    const state = await request;
    // The base query has already shown what went wrong; the table shows no rows.
    if (state.isError) throw state.error;
    if (state.data === undefined) return load(arg).unwrap();
    // Served from the cache when another request filled the entry. (Comparing times misses a cached
    // answer filled within the same millisecond as this call, which a fast return visit can be.)
    const filledEarlier =
      request.requestId !== undefined && state.requestId !== undefined
        ? state.requestId !== request.requestId
        : (state.fulfilledTimeStamp ?? asked) < asked;
    const fromCache = refreshed.current.delete(key) ? false : filledEarlier;
    if (fromCache) {
      const shown = JSON.stringify(state.data);
      load(arg)
        .unwrap()
        .then(
          (fresh) => {
            if (JSON.stringify(fresh) === shown) return;
            refreshed.current.add(key);
            reloadRef.current();
          },
          // The base query has shown its toast; the cached rows stay.
          () => undefined,
        );
    }
    return state.data;
  }, []);
}
