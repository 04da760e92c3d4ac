// DESIGN.md tokens as an antd theme, and the provider every antd page sits in.
import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdThemes, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import { themeTokens, useDocumentTheme, type ResolvedColorMode } from '../theme';
import { ToastProvider } from './toasts';

/** The antd theme for a mode: its algorithm plus DESIGN.md's tokens. */
export function antdTheme(resolved: ResolvedColorMode): ThemeConfig {
  const t = themeTokens[resolved];
  // The scale runs from the background end to the ink end in either mode.
  const [surface, , divider, border] = t.stone;
  const ink = t.stone[t.stone.length - 1];
  return {
    algorithm: resolved === 'dark' ? antdThemes.darkAlgorithm : antdThemes.defaultAlgorithm,
    token: {
      colorPrimary: t.primary,
      colorTextLightSolid: t.textOnPrimary,
      colorLink: t.link,
      colorSuccess: t.success,
      colorWarning: t.warning,
      colorError: t.error,
      colorInfo: t.info,
      colorTextBase: ink,
      colorBgBase: resolved === 'dark' ? surface : '#ffffff',
      colorBgLayout: surface,
      // The dark algorithm derives its borders from the background; light mode takes stone's.
      ...(resolved === 'light' ? { colorBorder: border, colorBorderSecondary: divider } : {}),
      borderRadius: t.borderRadius,
      borderRadiusSM: t.borderRadiusSmall,
      fontSize: t.fontSize,
      lineHeight: t.lineHeight,
      fontFamily: t.fontFamily,
    },
    components: {
      // Dark text suits the yellow fill, but not the red of a danger button.
      Button: { primaryColor: t.textOnPrimary, dangerColor: '#ffffff' },
    },
  };
}

/** antd in the colour mode shown, with the spec's toasts. */
export function AppThemeProvider({ children }: { children?: ReactNode }) {
  const resolved = useDocumentTheme();
  const themeConfig = useMemo(() => antdTheme(resolved), [resolved]);
  return (
    <ConfigProvider locale={enUS} theme={themeConfig}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
