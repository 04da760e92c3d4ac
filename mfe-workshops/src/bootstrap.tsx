// Standalone development entry: the remote's routes without the shell.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { makeStore } from '@coachwork/web-kit';
import { AppThemeProvider, ToastProvider } from '@coachwork/web-kit/ui';
import WorkshopsRoutes from './exposes/routes';
import { workshopsMessages } from './messages';

const store = makeStore();
const templates = workshopsMessages.t('templates.title');
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <AppThemeProvider>
      <ToastProvider>
        <BrowserRouter>
          <Routes>
            <Route
              path="/workshop-templates/*"
              element={<WorkshopsRoutes section="workshop-templates" title={templates} />}
            />
            <Route path="*" element={<WorkshopsRoutes section="workshop-templates" title={templates} />} />
          </Routes>
        </BrowserRouter>
      </ToastProvider>
    </AppThemeProvider>
  </Provider>,
);
