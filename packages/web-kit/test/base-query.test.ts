// The real api in a real store against a stubbed fetch: CSRF, retries and the error rules of spec §8.
import { api, apiRequest, authApi, configureApi } from '../src/index';
import { authSlice, makeStore } from '../src/store';

interface SeenRequest {
  method: string;
  path: string;
  xsrf: string | null;
  body: string;
}

type Reply = { status: number; body?: unknown; setCookie?: string };
type Route = (request: SeenRequest) => Reply | Promise<Reply>;

const ORIGIN = 'http://localhost';
const doc = { cookie: '' };
let seen: SeenRequest[];
let onUnauthenticated: jest.Mock;
let onError: jest.Mock;
let info: jest.SpyInstance;
let logged: jest.SpyInstance;

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    listThings: build.query<{ data: { id: string }[] }, void>({ query: () => '/things' }),
    saveThing: build.mutation<{ data: { id: string } }, { name: string }>({
      query: (body) => ({ url: '/things', method: 'POST', body }),
    }),
    uploadAvatar: build.mutation<unknown, void>({
      query: () => ({ url: '/upload-temp', method: 'POST' }),
      extraOptions: { silent: true },
    }),
  }),
});

function serve(route: Route) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname + url.search,
      xsrf: request.headers.get('x-xsrf-token'),
      body: request.body ? await request.text() : '',
    };
    seen.push(entry);
    const reply =
      entry.path === '/v1/csrf-cookie'
        ? { status: 204, setCookie: 'XSRF-TOKEN=fresh%2Ftoken%3D' }
        : await route(entry);
    // What the browser does with the gateway's Set-Cookie: the script-readable cookie changes.
    if (reply.setCookie) doc.cookie = reply.setCookie;
    return reply.body === undefined
      ? new Response(null, { status: reply.status })
      : new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
  }) as typeof fetch;
}

let store: ReturnType<typeof makeStore>;

beforeEach(() => {
  seen = [];
  doc.cookie = '';
  Object.assign(globalThis, { document: doc, location: { pathname: '/admin/bookings', search: '?page=2' } });
  onUnauthenticated = jest.fn();
  onError = jest.fn();
  configureApi({ baseUrl: `${ORIGIN}/v1`, onUnauthenticated, onError, retryDelay: () => 0 });
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store = makeStore();
});

afterEach(() => {
  // Also drops RTK Query's keep-unused-data timers, so no timer outlives the test.
  store.dispatch(api.util.resetApiState());
  info.mockRestore();
  logged.mockRestore();
  delete (globalThis as { document?: unknown }).document;
  delete (globalThis as { location?: unknown }).location;
});

const save = (name = 'x') => store.dispatch(testApi.endpoints.saveThing.initiate({ name })).unwrap();
const list = () =>
  store.dispatch(testApi.endpoints.listThings.initiate(undefined, { subscribe: false })).unwrap();

describe('CSRF', () => {
  it('fetches the cookie before the first mutation, then sends it as X-XSRF-TOKEN', async () => {
    serve(() => ({ status: 201, body: { data: { id: 't1' } } }));
    await expect(save()).resolves.toEqual({ data: { id: 't1' } });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/csrf-cookie', 'POST /v1/things']);
    expect(seen[1]).toMatchObject({ xsrf: 'fresh/token=', body: '{"name":"x"}' });

    await save();
    expect(seen.filter((r) => r.path === '/v1/csrf-cookie')).toHaveLength(1);
  });

  it('fetches the cookie once for concurrent mutations', async () => {
    serve(() => ({ status: 201, body: { data: { id: 't1' } } }));
    await Promise.all([save('a'), save('b'), save('c')]);
    expect(seen.filter((r) => r.path === '/v1/csrf-cookie')).toHaveLength(1);
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.xsrf)).toEqual([
      'fresh/token=',
      'fresh/token=',
      'fresh/token=',
    ]);
  });

  it('sends no token and fetches no cookie for a GET', async () => {
    doc.cookie = 'XSRF-TOKEN=abc';
    serve(() => ({ status: 200, body: { data: [] } }));
    await list();
    expect(seen).toEqual([expect.objectContaining({ method: 'GET', path: '/v1/things', xsrf: null })]);
  });

  it('on a 419 refetches the cookie and retries once, only logging', async () => {
    doc.cookie = 'other=1; XSRF-TOKEN=stale';
    let posts = 0;
    serve(() =>
      ++posts === 1
        ? { status: 419, body: { message: 'CSRF token mismatch.' } }
        : { status: 201, body: { data: { id: 't2' } } },
    );
    await expect(save()).resolves.toEqual({ data: { id: 't2' } });
    expect(seen.map((r) => `${r.method} ${r.path} ${r.xsrf}`)).toEqual([
      'POST /v1/things stale',
      'GET /v1/csrf-cookie null',
      'POST /v1/things fresh/token=',
    ]);
    expect(info).toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after that one retry, still without a toast', async () => {
    doc.cookie = 'XSRF-TOKEN=stale';
    serve(() => ({ status: 419, body: { message: 'CSRF token mismatch.' } }));
    await expect(save()).rejects.toMatchObject({ status: 419 });
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('error rules', () => {
  it('on a 401 clears the stored identity and sends the user to sign in with the current path', async () => {
    store.dispatch(authSlice.actions.set({ id: 'u1' } as never));
    serve(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await expect(list()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledWith('/admin/bookings?page=2');
    expect(store.getState().auth).toEqual({ user: null, checked: true });
    expect(onError).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('treats a 401 on the identity load as signed out: no redirect, no toast', async () => {
    serve(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await expect(
      store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false })).unwrap(),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(store.getState().auth).toEqual({ user: null, checked: true });
  });

  it('toasts a 500 with the server message', async () => {
    doc.cookie = 'XSRF-TOKEN=t';
    serve(() => ({ status: 500, body: { message: 'Server error.' } }));
    await expect(save()).rejects.toMatchObject({ status: 500 });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Something went wrong!', 'Server error.');
    expect(seen).toHaveLength(1);
  });

  it('toasts a failure without a response as a 500 under the title', async () => {
    doc.cookie = 'XSRF-TOKEN=t';
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(save()).rejects.toMatchObject({ status: 'FETCH_ERROR' });
    expect(onError).toHaveBeenCalledWith('Something went wrong!', 'Something went wrong!');
  });

  it('returns a 422 to the caller without a toast', async () => {
    doc.cookie = 'XSRF-TOKEN=t';
    const body = { message: 'The given data was invalid.', errors: { name: ['Name is required'] } };
    serve(() => ({ status: 422, body }));
    await expect(save()).rejects.toEqual({ status: 422, data: body });
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves a 404 to the page', async () => {
    serve(() => ({ status: 404, body: { message: 'Not found.' } }));
    await expect(list()).rejects.toMatchObject({ status: 404 });
    expect(onError).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('lets an endpoint show its own message instead of the catch-all toast', async () => {
    doc.cookie = 'XSRF-TOKEN=t';
    serve(() => ({ status: 500, body: { message: 'Disk full.' } }));
    await expect(store.dispatch(testApi.endpoints.uploadAvatar.initiate()).unwrap()).rejects.toMatchObject({
      status: 500,
    });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('retries (spec §9)', () => {
  it('retries a failing query 3 times, then toasts once', async () => {
    serve(() => ({ status: 503, body: { message: 'Down for maintenance.' } }));
    await expect(list()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(4);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Something went wrong!', 'Down for maintenance.');
  });

  it('succeeds when a retry does', async () => {
    let calls = 0;
    serve(() => (++calls < 3 ? { status: 500 } : { status: 200, body: { data: [{ id: 'a' }] } }));
    await expect(list()).resolves.toEqual({ data: [{ id: 'a' }] });
    expect(onError).not.toHaveBeenCalled();
  });

  it('never retries a 4xx', async () => {
    serve(() => ({ status: 403, body: { message: 'This action is unauthorized.' } }));
    await expect(list()).rejects.toMatchObject({ status: 403 });
    expect(seen).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith('Something went wrong!', 'This action is unauthorized.');
  });
});

describe('auth endpoints', () => {
  const user = { id: 'u1', username: 'ada', email: 'ada@example.com', roles: ['coach'] };

  it('loads the current user into the store', async () => {
    serve(() => ({ status: 200, body: { data: user } }));
    await expect(
      store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false })).unwrap(),
    ).resolves.toEqual(user);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/v1/auth/user' });
    expect(store.getState().auth).toEqual({ user, checked: true });
  });

  it('signs in: stores the user and refreshes the current-user query a page is watching', async () => {
    let signedIn = false;
    serve((r) => {
      if (r.path === '/v1/auth/login') {
        signedIn = true;
        return { status: 200, body: { data: user } };
      }
      return signedIn
        ? { status: 200, body: { data: user } }
        : { status: 401, body: { message: 'Unauthenticated.' } };
    });
    const watching = store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    await expect(watching.unwrap()).rejects.toMatchObject({ status: 401 });

    await store
      .dispatch(authApi.endpoints.login.initiate({ email: 'ada@example.com', password: 'Password123' }))
      .unwrap();
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/auth/user',
      'GET /v1/csrf-cookie',
      'POST /v1/auth/login',
      'GET /v1/auth/user',
    ]);
    expect(store.getState().auth).toEqual({ user, checked: true });
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user);
    watching.unsubscribe();
  });

  it('signs out: empties the cache and the stored identity', async () => {
    doc.cookie = 'XSRF-TOKEN=t';
    serve((r) => (r.path === '/v1/auth/logout' ? { status: 204 } : { status: 200, body: { data: user } }));
    await store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false })).unwrap();
    await store.dispatch(authApi.endpoints.logout.initiate()).unwrap();
    expect(store.getState().auth).toEqual({ user: null, checked: true });
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeUndefined();
  });
});

describe('requests outside the data cache (spec §9: they retry at most once when configured)', () => {
  it('sends a failing GET once without the option', async () => {
    serve(() => ({ status: 503, body: { message: 'Down for maintenance.' } }));
    await expect(store.dispatch(apiRequest('/report'))).rejects.toMatchObject({ status: 503 });
    expect(seen.map((r) => r.path)).toEqual(['/v1/report']);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('repeats a failing GET at most once with retry, then toasts once', async () => {
    serve(() => ({ status: 503, body: { message: 'Down for maintenance.' } }));
    await expect(store.dispatch(apiRequest('/report', { retry: true }))).rejects.toMatchObject({
      status: 503,
    });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/report', 'GET /v1/report']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Something went wrong!', 'Down for maintenance.');
  });

  it('answers with the repeat when it succeeds', async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? { status: 500 } : { status: 200, body: { data: { ok: true } } }));
    await expect(store.dispatch(apiRequest('/report', { retry: true }))).resolves.toEqual({
      data: { ok: true },
    });
    expect(seen).toHaveLength(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('never repeats a write, nor a 4xx', async () => {
    serve(() => ({ status: 503 }));
    await expect(
      store.dispatch(apiRequest({ url: '/things', method: 'POST', body: { name: 'x' } }, { retry: true })),
    ).rejects.toMatchObject({ status: 503 });
    expect(seen.filter((r) => r.path === '/v1/things')).toHaveLength(1);
    seen = [];
    serve(() => ({ status: 403, body: { message: 'This action is unauthorized.' } }));
    await expect(store.dispatch(apiRequest('/report', { retry: true }))).rejects.toMatchObject({
      status: 403,
    });
    expect(seen).toHaveLength(1);
  });

  it('keeps the 401 rule: clears the stored identity and sends to sign-in', async () => {
    store.dispatch(authSlice.actions.set({ id: 'u1' } as never));
    serve(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await expect(store.dispatch(apiRequest('/report', { retry: true }))).rejects.toMatchObject({
      status: 401,
    });
    expect(store.getState().auth.user).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledWith('/admin/bookings?page=2');
  });
});
