// Spec §9's data cache for console tables (issue 17, item 7): coming back to a list page shows its
// cached rows at once and refreshes them in the background; changed rows reload the table. The real
// api in a real store against a stubbed server (node: it has fetch's Request and Response).
import { renderToString } from 'react-dom/server';
import { api, configureApi } from '../src/index';
import { useCachedList, type LazyTrigger } from '../src/api/cached-list';
import { makeStore } from '../src/store';

type Page = { data: { id: string; title: string }[] };

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCachedThings: build.query<Page, { page: number }>({ query: ({ page }) => `/cached-things?page=${page}` }),
  }),
});

let rows: Page;
let held: (() => void) | null;
let hold: boolean;
let asked: string[];
beforeEach(() => {
  configureApi({ baseUrl: 'http://localhost/v1', retryDelay: () => 0 });
  rows = { data: [{ id: '1', title: 'First' }] };
  hold = false;
  held = null;
  asked = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    asked.push(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
    const body = JSON.stringify(rows);
    // A slow server, when the test says so: the answer waits for release().
    if (hold) await new Promise<void>((resolve) => (held = resolve));
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
const release = () => held?.();

/** The hook's loader as a page gets it (rendered once; the hook keeps no state across renders it needs). */
function loaderFor(store: ReturnType<typeof makeStore>, reload: () => void) {
  // What useLazyQuery's trigger does: preferCacheValue means "no forced refetch".
  const trigger: LazyTrigger<{ page: number }, Page> = (arg, preferCacheValue) =>
    store.dispatch(testApi.endpoints.listCachedThings.initiate(arg, { subscribe: false, forceRefetch: !preferCacheValue }));
  let load!: (arg: { page: number }) => Promise<Page>;
  function Page() {
    load = useCachedList(trigger, reload);
    return null;
  }
  renderToString(<Page />);
  return load;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
/** Waits (up to 5 s) for what the background refresh brings: on a busy machine it takes more than a tick. */
async function until(check: () => boolean) {
  // performance.now: a test may stop Date.now.
  const deadline = performance.now() + 5000;
  while (!check() && performance.now() < deadline) await settle();
}

describe('a console list with the data cache', () => {
  it('waits for the server on a first visit', async () => {
    const store = makeStore();
    const reload = jest.fn();
    const load = loaderFor(store, reload);
    await expect(load({ page: 1 })).resolves.toEqual(rows);
    expect(asked).toHaveLength(1);
    await settle();
    expect(reload).not.toHaveBeenCalled();
    store.dispatch(api.util.resetApiState());
  });

  it('shows the cached rows at once on a return visit, then reloads with what the server now has', async () => {
    const store = makeStore();
    await loaderFor(store, jest.fn())({ page: 1 });

    // Someone renamed the row meanwhile; the server is slow to say so.
    rows = { data: [{ id: '1', title: 'Renamed' }] };
    hold = true;
    const reload = jest.fn();
    const load = loaderFor(store, reload);
    const shown = await load({ page: 1 });
    expect(shown.data[0]!.title).toBe('First');
    await until(() => asked.length === 2);
    expect(asked).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();

    release();
    await until(() => reload.mock.calls.length > 0);
    expect(reload).toHaveBeenCalledTimes(1);
    // The table's reload reads the refreshed cache, without asking the server again.
    await expect(load({ page: 1 })).resolves.toEqual(rows);
    expect(asked).toHaveLength(2);
    store.dispatch(api.util.resetApiState());
  });

  it('refreshes a return visit that comes within the same millisecond as the first answer', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    try {
      const store = makeStore();
      await loaderFor(store, jest.fn())({ page: 1 });
      rows = { data: [{ id: '1', title: 'Renamed' }] };
      const reload = jest.fn();
      const shown = await loaderFor(store, reload)({ page: 1 });
      expect(shown.data[0]!.title).toBe('First');
      await until(() => reload.mock.calls.length > 0);
      expect(asked).toHaveLength(2);
      expect(reload).toHaveBeenCalledTimes(1);
      store.dispatch(api.util.resetApiState());
    } finally {
      now.mockRestore();
    }
  });

  it('leaves the table alone when the refresh brings the same rows', async () => {
    const store = makeStore();
    await loaderFor(store, jest.fn())({ page: 1 });
    const reload = jest.fn();
    const load = loaderFor(store, reload);
    await load({ page: 1 });
    await until(() => asked.length === 2);
    // The refresh's answer has come; the comparison that follows it gets a moment too.
    await settle();
    expect(asked).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
    store.dispatch(api.util.resetApiState());
  });

  it('asks the server for a page it has not seen', async () => {
    const store = makeStore();
    const load = loaderFor(store, jest.fn());
    await load({ page: 1 });
    await load({ page: 2 });
    expect(asked.map((u) => new URL(u).searchParams.get('page'))).toEqual(['1', '2']);
    store.dispatch(api.util.resetApiState());
  });
});
