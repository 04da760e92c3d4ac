import { createRoot } from 'react-dom/client';

import { App } from './app';
import { configureApi, installPreloadErrorReload, makeStore, registerFromGateway } from '@coachwork/web-kit';

async function main() {
  installPreloadErrorReload();
  await registerFromGateway();
  configureApi({
    onUnauthenticated(redirect) {
      window.location.assign(`/admin/login?redirect=${encodeURIComponent(redirect)}`);
    },
  });
  const store = makeStore();
  createRoot(document.getElementById('root')!).render(<App store={store} />);
}

void main();
