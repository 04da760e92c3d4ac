import { theme } from 'antd';
import { antdTheme } from '../src/ui/theme-provider';
import {
  readColorMode,
  resolveColorMode,
  setColorMode,
  themeTokens,
  toggleColorMode,
  toggledColorMode,
  COLOR_MODE_STORAGE_KEY,
} from '../src/theme';

describe('colour mode', () => {
  const items = new Map<string, string>();
  let prefersDark = false;

  beforeEach(() => {
    items.clear();
    prefersDark = false;
    (globalThis as { window?: unknown }).window = {
      localStorage: {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => items.set(k, v),
      },
      matchMedia: () => ({ matches: prefersDark, addEventListener() {}, removeEventListener() {} }),
      addEventListener() {},
      removeEventListener() {},
    };
  });

  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('follows the system in auto', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
  });

  it('reads auto unless a valid choice is stored', () => {
    expect(readColorMode()).toBe('auto');
    items.set(COLOR_MODE_STORAGE_KEY, 'dark');
    expect(readColorMode()).toBe('dark');
    items.set(COLOR_MODE_STORAGE_KEY, 'purple');
    expect(readColorMode()).toBe('auto');
  });

  it('toggles to the opposite of what is shown and stores that explicit choice', () => {
    expect(toggledColorMode('dark')).toBe('light');
    prefersDark = true;
    setColorMode('auto');
    toggleColorMode();
    expect(items.get(COLOR_MODE_STORAGE_KEY)).toBe('light');
    toggleColorMode();
    expect(items.get(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  });
});

describe('theme tokens (DESIGN.md)', () => {
  it('uses yellow 500 in light and yellow 400 in dark, with dark text on it', () => {
    expect(themeTokens.light).toMatchObject({
      primary: '#eab308',
      textOnPrimary: '#1c1917',
      link: '#a16207',
    });
    expect(themeTokens.dark).toMatchObject({ primary: '#facc15', textOnPrimary: '#1c1917', link: '#fde047' });
    expect(themeTokens.dark.stone[0]).toBe('#1c1917');
  });

  it('gives antd the tokens and the algorithm of the mode', () => {
    const light = antdTheme('light');
    const dark = antdTheme('dark');
    expect(light.algorithm).toBe(theme.defaultAlgorithm);
    expect(dark.algorithm).toBe(theme.darkAlgorithm);
    expect(light.token).toMatchObject({
      colorPrimary: '#eab308',
      colorLink: '#a16207',
      colorSuccess: '#16a34a',
      colorWarning: '#d97706',
      colorError: '#dc2626',
      colorInfo: '#2563eb',
      borderRadius: 10,
      fontSize: 16,
    });
    expect(dark.token).toMatchObject({
      colorPrimary: '#facc15',
      colorBgBase: '#1c1917',
      colorTextBase: '#fafaf9',
    });
  });
});
