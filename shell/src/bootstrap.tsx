import { createRoot } from 'react-dom/client';
import { configureApi, makeStore } from '@coachwork/web-kit';
import { App } from './app';
import { registerFromGateway } from './remotes';

async function main() {
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
