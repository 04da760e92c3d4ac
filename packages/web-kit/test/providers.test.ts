// Server rendering (the storefront renders first on the server): the providers and hooks must not need a DOM.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore, useColorMode, type ToastApi } from '../src/index';
import { AppThemeProvider, useToast } from '../src/ui';

describe('AppThemeProvider on the server', () => {
  it('renders antd’s App in the light mode with working hooks', () => {
    let toasts: ToastApi | undefined;
    let mode: string | undefined;
    function Probe() {
      toasts = useToast();
      const colour = useColorMode();
      mode = `${colour.mode}/${colour.resolved}`;
      return createElement('p', null, 'hello');
    }
    const html = renderToString(
      createElement(Provider, {
        store: makeStore(),
        children: createElement(AppThemeProvider, null, createElement(Probe)),
      }),
    );
    expect(html).toContain('ant-app');
    expect(html).toContain('hello');
    expect(mode).toBe('auto/light');
    expect(typeof toasts?.error).toBe('function');
  });
});
