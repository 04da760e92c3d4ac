// Spec §7: the API's base path is configurable. A build compiles API_BASE_URL into its build info, and
// every call (the CSRF cookie included) goes there; a missing or odd value falls back to /v1.
import { configuredApiBaseUrl } from '../src/api/base-query';

describe('configuredApiBaseUrl', () => {
  it('reads the base path the build was configured with', () => {
    expect(configuredApiBaseUrl({ apiBaseUrl: '/api/v1' })).toBe('/api/v1');
    expect(configuredApiBaseUrl({ apiBaseUrl: 'https://api.coachwork.test/v1/' })).toBe('https://api.coachwork.test/v1');
  });

  it('falls back to /v1 when unset or not a usable address', () => {
    expect(configuredApiBaseUrl(undefined)).toBe('/v1');
    expect(configuredApiBaseUrl({})).toBe('/v1');
    expect(configuredApiBaseUrl({ apiBaseUrl: '' })).toBe('/v1');
    expect(configuredApiBaseUrl({ apiBaseUrl: 'v1' })).toBe('/v1');
    expect(configuredApiBaseUrl({ apiBaseUrl: '//evil.test/v1' })).toBe('/v1');
    expect(configuredApiBaseUrl({ apiBaseUrl: 'javascript:alert(1)' })).toBe('/v1');
  });
});

describe('a front end built with API_BASE_URL', () => {
  const build = globalThis as { __COACHWORK_BUILD__?: unknown };
  afterEach(() => {
    delete build.__COACHWORK_BUILD__;
  });

  it('sends its calls, the CSRF cookie first, to that base path', async () => {
    build.__COACHWORK_BUILD__ = { apiBaseUrl: 'http://localhost/api/v1' };
    const seen: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
      seen.push(url.pathname);
      return url.pathname.endsWith('csrf-cookie')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ data: { id: 'u1' } }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      // A fresh copy of the kit, as a page loading it with this build info would get.
      await jest.isolateModulesAsync(async () => {
        const kit = await import('../src/index');
        expect(kit.getApiConfig().baseUrl).toBe('http://localhost/api/v1');
        const store = kit.makeStore();
        await store.dispatch(kit.authApi.endpoints.logout.initiate());
        await store.dispatch(kit.authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
        store.dispatch(kit.api.util.resetApiState());
      });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen[0]).toBe('/api/v1/csrf-cookie');
    expect(seen).toContain('/api/v1/auth/logout');
    expect(seen).toContain('/api/v1/auth/user');
    expect(seen.every((p) => p.startsWith('/api/v1/'))).toBe(true);
  });
});
