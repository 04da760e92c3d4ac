// Spec §8 on the storefront (issue 25 item 9): a lazy page whose chunk fails to load (a deploy removed
// the build this page started with) raises the preload-error event on window, as the console does for a
// remote, before the storefront's one reload; a listener that cancels it keeps the page from reloading.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { authSlice, makeStore, PRELOAD_ERROR_EVENT, RELOAD_GUARD_KEY } from '@coachwork/web-kit';
import { StorefrontApp } from '../app';
import { serve } from './support/render';

// The coach page's chunk cannot be fetched: webpack rejects its import with a ChunkLoadError.
const missingChunk = Object.assign(new Error('Loading chunk 512 failed.\n(missing: /assets/storefront/512.js)'), {
  name: 'ChunkLoadError',
});
jest.mock('../pages/coach-page', () => {
  throw missingChunk;
});

interface Seen {
  detail: unknown;
  /** Whether the reload guard was already written when the event arrived (it is written just before reloading). */
  reloadStartedBefore: boolean;
}

function listen(cancel: boolean) {
  const seen: Seen[] = [];
  const onEvent = (event: Event) => {
    seen.push({
      detail: (event as CustomEvent).detail,
      reloadStartedBefore: sessionStorage.getItem(RELOAD_GUARD_KEY) !== null,
    });
    if (cancel) event.preventDefault();
  };
  window.addEventListener(PRELOAD_ERROR_EVENT, onEvent);
  return { seen, stop: () => window.removeEventListener(PRELOAD_ERROR_EVENT, onEvent) };
}

async function openCoachPage() {
  const store = makeStore();
  store.dispatch(authSlice.actions.cleared());
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/coaches/cora']}>
          <StorefrontApp />
        </MemoryRouter>
      </Provider>,
    );
  });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  serve();
  sessionStorage.clear();
  window.scrollTo = jest.fn();
  // React reports the caught render error, and jsdom says it cannot navigate (the reload).
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('a storefront page whose chunk fails to load', () => {
  it('raises the preload-error event with the error, then reloads the page once', async () => {
    const { seen, stop } = listen(false);
    await openCoachPage();
    stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.detail).toBe(missingChunk);
    // The event came first; the reload followed (its guard is written as it reloads).
    expect(seen[0]!.reloadStartedBefore).toBe(false);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
  });

  it('does not reload when a listener handles the event, and shows the error page', async () => {
    const { seen, stop } = listen(true);
    await openCoachPage();
    stop();
    expect(seen.map((s) => s.detail)).toEqual([missingChunk]);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  });
});
