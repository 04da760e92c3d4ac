// Hydrates the server-rendered page with the state the server rendered it from.
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import {
  authApi,
  configureApi,
  I18nProvider,
  installPreloadErrorReload,
  pageLanguage,
  makeStore,
  registerFromGateway,
  type RootState,
} from '@coachwork/web-kit';
import { StorefrontApp } from './app';
import { STATE_SCRIPT_ID } from './state';

function readState(): Partial<RootState> | undefined {
  const text = document.getElementById(STATE_SCRIPT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<RootState>;
  } catch (error) {
    console.warn('[storefront] could not read the server state', error);
    return undefined;
  }
}

installPreloadErrorReload();
configureApi({
  onUnauthenticated(redirect) {
    window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
  },
});
const store = makeStore(readState());
// Remotes are registered before hydration; they load only when a page mounts them.
// Built without the manifest code (the home page's budget), so remotes are registered by remoteEntry.js.
void registerFromGateway(undefined, { byRemoteEntry: true }).then(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <Provider store={store}>
      {/* The language the server rendered in (<html lang>), so hydration finds the same words. */}
      <I18nProvider lang={pageLanguage()}>
        <BrowserRouter>
          <StorefrontApp />
        </BrowserRouter>
      </I18nProvider>
    </Provider>,
  );
  // Keeps the signed-in state fresh (another tab may have signed out).
  void store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
});
