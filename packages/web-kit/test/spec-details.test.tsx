/**
 * @jest-environment jsdom
 */
// Spec §8–§9 details a user runs into (issue 17, item 12): a remote whose code fails to load shows
// its fallback and raises the preload-error event; a dismissed toast leaves the screen at once and the
// state after the removal delay; route preloads run at most 4 at a time; row hover highlighting rests
// during a drag and comes back 6000 ms after it ends.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { RemoteModule } from '../src/light/remote-module';
import { Toaster } from '../src/light/toaster';
import { createPreloadQueue, ROUTE_PRELOAD_CONCURRENCY } from '../src/light/preload-queue';
import { HOVER_RESTORE_DELAY_MS, useDragHoverPause } from '../src/light/drag-hover';
import { PRELOAD_ERROR_EVENT, RELOAD_GUARD_KEY } from '../src/light/build-check';
import { TOAST_LIMITS, toast } from '../src/toast-bridge';
import { loadExposed } from '../src/light/federation';

jest.mock('../src/light/federation', () => ({ loadExposed: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

function listen() {
  const events: CustomEvent[] = [];
  const onEvent = (e: Event) => {
    events.push(e as CustomEvent);
    // "Handled here": the page must not reload under the test.
    e.preventDefault();
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, onEvent);
  return { events, stop: () => window.removeEventListener(PRELOAD_ERROR_EVENT, onEvent) };
}

describe('a remote that fails to load', () => {
  it('shows its fallback and raises the preload-error event with the error', async () => {
    const failure = Object.assign(new Error('Loading chunk 404 failed.'), { name: 'ChunkLoadError' });
    load.mockRejectedValueOnce(failure);
    const { events, stop } = listen();
    await act(async () => {
      render(<RemoteModule remote="mfe_workshops" exposed="routes" area="console" />);
    });
    expect(screen.getByTestId('remote-fallback').textContent).toContain('This part of the console is unavailable');
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toBe(failure);
    expect(events[0]!.defaultPrevented).toBe(true);
    // Cancelled, so no reload was attempted (the guard marker was never written).
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
    stop();
  });

  it('raises it for any load failure, not only chunk errors', async () => {
    load.mockRejectedValueOnce(new Error('remote entry unreachable'));
    const { events, stop } = listen();
    await act(async () => {
      render(<RemoteModule remote="mfe_identity" exposed="settings-dialog" />);
    });
    expect(screen.getByTestId('remote-fallback')).toBeTruthy();
    expect(events.map((e) => (e.detail as Error).message)).toEqual(['remote entry unreachable']);
    stop();
  });

  it('raises nothing when the remote loads', async () => {
    load.mockResolvedValueOnce({ default: () => <p>Remote page</p> });
    const { events, stop } = listen();
    await act(async () => {
      render(<RemoteModule remote="mfe_tenants" exposed="routes" />);
    });
    expect(screen.getByText('Remote page')).toBeTruthy();
    expect(events).toHaveLength(0);
    stop();
  });
});

describe('a dismissed toast', () => {
  it('leaves the screen at once and the state after the removal delay', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => toast.success('Saved', 'Your changes are stored.'));
    act(() => toast.info('Second'));
    expect(screen.getAllByRole('status')).toHaveLength(2);

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Notifications' });
    // Still held, hidden, until the removal delay has passed.
    expect(list.querySelectorAll('li[data-state="closed"][hidden]')).toHaveLength(1);

    // Meanwhile 'Second' closes on its own after 5000 ms and is held the same way.
    act(() => jest.advanceTimersByTime(TOAST_LIMITS.removeDelay - 1));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(list.querySelectorAll('li[data-state="closed"]')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(list.querySelectorAll('li[data-state="closed"]')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(TOAST_LIMITS.duration));
    expect(document.querySelector('.cw-toasts')).toBeNull();
  });

  it('auto-closes after 5000 ms the same way', () => {
    jest.useFakeTimers();
    const { container } = render(<Toaster />);
    act(() => toast.warning('Heads up'));
    act(() => jest.advanceTimersByTime(TOAST_LIMITS.duration));
    expect(screen.queryByText('Heads up')).toBeNull();
    expect(container.querySelectorAll('li[data-state="closed"]')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(TOAST_LIMITS.removeDelay));
    expect(container.innerHTML).toBe('');
  });
});

describe('route preloads', () => {
  function deferred() {
    let resolve!: () => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('run at most 4 at a time; the others wait their turn', async () => {
    expect(ROUTE_PRELOAD_CONCURRENCY).toBe(4);
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    loads.forEach((d, i) =>
      void queue.preload(`route-${i}`, () => {
        started.push(i);
        return d.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.stats()).toEqual({ running: 4, waiting: 2 });
    loads[2]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    loads[0]!.resolve();
    loads[1]!.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.stats()).toEqual({ running: 3, waiting: 0 });
  });

  it('loads a route once, and raises the preload-error event when a preload fails (it may be retried)', async () => {
    const { events, stop } = listen();
    const queue = createPreloadQueue();
    const ok = jest.fn(() => Promise.resolve());
    await Promise.all([queue.preload('users', ok), queue.preload('users', ok)]);
    await queue.preload('users', ok);
    expect(ok).toHaveBeenCalledTimes(1);

    const failing = jest.fn(() => Promise.reject(new Error('chunk gone')));
    await queue.preload('roles', failing);
    expect(events.map((e) => (e.detail as Error).message)).toEqual(['chunk gone']);
    await queue.preload('roles', failing);
    expect(failing).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('row hover during a drag', () => {
  it('rests from the drag start until 6000 ms after it ends', () => {
    jest.useFakeTimers();
    expect(HOVER_RESTORE_DELAY_MS).toBe(6000);
    const { result } = renderHook(() => useDragHoverPause());
    expect(result.current.hoverPaused).toBe(false);
    expect(result.current.hoverProps).toEqual({});
    act(() => result.current.onDragStart());
    expect(result.current.hoverProps).toEqual({ 'data-hover-paused': '' });
    act(() => result.current.onDragEnd());
    act(() => jest.advanceTimersByTime(5999));
    expect(result.current.hoverPaused).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.hoverPaused).toBe(false);
  });

  it('a new drag before the 6000 ms keeps it resting', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useDragHoverPause());
    act(() => result.current.onDragStart());
    act(() => result.current.onDragEnd());
    act(() => jest.advanceTimersByTime(4000));
    act(() => result.current.onDragStart());
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.hoverPaused).toBe(true);
    act(() => result.current.onDragEnd());
    act(() => jest.advanceTimersByTime(6000));
    expect(result.current.hoverPaused).toBe(false);
  });
});
