// Standalone development entry: the sign-in page alone.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppThemeProvider, makeStore, ToastProvider } from '@coachwork/web-kit';
import LoginPage from './exposes/login';

createRoot(document.getElementById('root')!).render(
  <Provider store={makeStore()}>
    <AppThemeProvider>
      <ToastProvider>
        <BrowserRouter>
          <LoginPage area="storefront" />
        </BrowserRouter>
      </ToastProvider>
    </AppThemeProvider>
  </Provider>,
);
