// Route preloads (spec §9): loading a page's code ahead of a click, at most 4 at a time; further
// preloads wait their turn. Each route loads once; a failed preload raises the preload-error event
// (spec §8) and may be tried again later.
import { raisePreloadError } from './build-check';

export const ROUTE_PRELOAD_CONCURRENCY = 4;

export interface PreloadQueue {
  /** Queues `load` under `key` unless that key is loading or loaded; resolves when it settles. */
  preload(key: string, load: () => Promise<unknown>): Promise<void>;
  /** How many preloads are running, and how many wait. */
  stats(): { running: number; waiting: number };
}

export function createPreloadQueue(
  concurrency = ROUTE_PRELOAD_CONCURRENCY,
  onError: (error: unknown) => void = (error) => void raisePreloadError(error),
): PreloadQueue {
  const started = new Map<string, Promise<void>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const next = () => {
    while (running < concurrency && waiting.length) waiting.shift()!();
  };

  return {
    preload(key, load) {
      const known = started.get(key);
      if (known) return known;
      const done = new Promise<void>((resolve) => {
        waiting.push(() => {
          running += 1;
          let attempt: Promise<unknown>;
          try {
            attempt = load();
          } catch (error) {
            attempt = Promise.reject(error);
          }
          attempt
            .catch((error: unknown) => {
              started.delete(key);
              onError(error);
            })
            .finally(() => {
              running -= 1;
              resolve();
              next();
            });
        });
      });
      started.set(key, done);
      next();
      return done;
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

/** The page's one queue, shared by every link that preloads. */
export const routePreloads: PreloadQueue = createPreloadQueue();
