// The tenants remote's screens in jsdom: the real store and api, answered by a stubbed /v1 (a 404 for
// anything the test does not answer); antd in English without motion, inside a router.
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { api, configureApi, I18nProvider, makeStore } from '@coachwork/web-kit';
import { ToastProvider } from '@coachwork/web-kit/ui';

export type Reply = { status: number; body?: unknown };
export type Handler = (request: { method: string; path: string }) => Reply | undefined;

const ORIGIN = 'http://localhost';

configure({ asyncUtilTimeout: 10_000 });

export function stubApi(handler: Handler) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const url = new URL(request.url);
    const reply = handler({ method: request.method, path: url.pathname.replace(/^\/v1/, '') }) ?? {
      status: 404,
      body: { message: 'Not found.' },
    };
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  configureApi({ baseUrl: `${ORIGIN}/v1`, retryDelay: () => 0, onError: () => undefined });
  document.cookie = 'XSRF-TOKEN=test-token';
}

/** Renders `element` at `at`, inside the console's language as the shell sets it. */
export function renderAt(at: string, path: string, element: ReactNode) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <I18nProvider lang="en">
        <ConfigProvider locale={enUS} theme={{ token: { motion: false } }}>
          <ToastProvider>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                <Route path={path} element={element} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </ConfigProvider>
      </I18nProvider>
    </Provider>,
  );
  return () => {
    view.unmount();
    store.dispatch(api.util.resetApiState());
  };
}
