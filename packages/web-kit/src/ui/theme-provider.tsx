// DESIGN.md tokens as an antd theme, and the provider every antd page sits in.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme as antdThemes, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import { themeTokens, useDocumentTheme, type ResolvedColorMode } from '../theme';
import { ToastProvider } from './toasts';

/** The antd theme for a mode: its algorithm plus DESIGN.md's tokens. */
export function antdTheme(resolved: ResolvedColorMode, reducedMotion = false): ThemeConfig {
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
      // People who ask their system for less motion get dialogs, menus and toasts without animation.
      ...(reducedMotion ? { motion: false } : {}),
    },
    components: {
      // Dark text suits the yellow fill, but not the red of a danger button.
      Button: { primaryColor: t.textOnPrimary, dangerColor: '#ffffff' },
    },
  };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for less motion, following changes while the page is open. */
export function usePrefersReducedMotion(): boolean {
  const query = useMemo(
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION) : null),
    [],
  );
  const [reduced, setReduced] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!query) return undefined;
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [query]);
  return reduced;
}

/** antd in the colour mode shown, with the spec's toasts, and still when the system asks for less motion. */
export function AppThemeProvider({ children }: { children?: ReactNode }) {
  const resolved = useDocumentTheme();
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => antdTheme(resolved, reducedMotion), [resolved, reducedMotion]);
  return (
    <ConfigProvider locale={enUS} theme={themeConfig}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
