// Standalone development entry: the sign-in page alone.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { makeStore, Toaster } from '@coachwork/web-kit';
import { BaseStyles } from '@coachwork/web-kit/styles';
import LoginPage from './exposes/login';

createRoot(document.getElementById('root')!).render(
  <Provider store={makeStore()}>
    <BaseStyles />
    <Toaster />
    <BrowserRouter>
      <main style={{ maxWidth: 420, margin: '10vh auto', padding: 24 }}>
        <LoginPage area="storefront" />
      </main>
    </BrowserRouter>
  </Provider>,
);
