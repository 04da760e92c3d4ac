// DESIGN.md tokens as an antd theme, and the provider every antd page sits in.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme as antdThemes, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import { STONE, themeTokens, useDocumentTheme, type ResolvedColorMode } from '../theme';
import { ToastProvider } from './toasts';

/**
 * Text colours that keep WCAG 2.1 AA contrast (4.5:1) on the page, card and input backgrounds of each
 * mode. antd's defaults fade the ink (65 %, 45 %, 25 %): its 45 % (KPI titles, descriptions, table
 * sorter hints) and 25 % (a select's placeholder) read at 2.9:1 and 1.6:1 on stone 50.
 */
const READABLE_TEXT: Record<
  ResolvedColorMode,
  { secondary: string; tertiary: string; placeholder: string; disabled: string }
> = {
  light: { secondary: STONE[6], tertiary: STONE[6], placeholder: STONE[5], disabled: STONE[5] },
  dark: { secondary: STONE[3], tertiary: STONE[4], placeholder: STONE[4], disabled: STONE[4] },
};

/** The antd theme for a mode: its algorithm plus DESIGN.md's tokens. */
export function antdTheme(resolved: ResolvedColorMode, reducedMotion = false): ThemeConfig {
  const t = themeTokens[resolved];
  // The scale runs from the background end to the ink end in either mode.
  const [surface, , divider] = t.stone;
  const ink = t.stone[t.stone.length - 1];
  const text = READABLE_TEXT[resolved];
  // antd writes its primary colour as text too (the active tab, the current page, the filter's
  // Expand, link buttons, the selected menu item): in light mode yellow 500 on white is 1.9:1, so the
  // primary is DESIGN.md's text shade (yellow 700, 4.9:1) and the yellow stays on buttons below.
  const primary = resolved === 'light' ? t.link : t.primary;
  return {
    algorithm: resolved === 'dark' ? antdThemes.darkAlgorithm : antdThemes.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      // White reads on yellow 700 (4.9:1); on dark mode's yellow 400 only ink does.
      colorTextLightSolid: resolved === 'light' ? '#ffffff' : t.textOnPrimary,
      colorLink: t.link,
      // Status tags write the status colour on its own light tint: green and amber 600 read at 2.5:1
      // and 3:1 there, their 700 shades pass. Dark mode's 400 shades already do.
      colorSuccess: resolved === 'light' ? '#15803d' : t.success,
      colorWarning: resolved === 'light' ? '#b45309' : t.warning,
      // antd derives the tints from the seed, and a dark green's came out grey (#b4bfb6, 2.6:1 under
      // green 700): the light tints are Tailwind's 50 shades with their 300 borders.
      ...(resolved === 'light'
        ? {
            // The primary's tint (today in a calendar, a selected row) keeps yellow 700 at 4.6:1.
            colorPrimaryBg: '#fefce8',
            colorPrimaryBgHover: '#fef9c3',
            colorSuccessBg: '#f0fdf4',
            colorSuccessBorder: '#86efac',
            colorWarningBg: '#fffbeb',
            colorWarningBorder: '#fcd34d',
            colorErrorBg: '#fef2f2',
            colorErrorBorder: '#fca5a5',
            // Coloured tags write their 7th shade on their 1st: antd's green, gold and orange read at
            // 3.4, 2.8 and 3.3:1 (a workshop's PUBLISHED, a payout's PENDING, a tenant's plan).
            green7: '#15803d',
            gold7: '#a16207',
            orange7: '#c2410c',
          }
        : // Dark mode's derived tint left yellow at 4.2:1 on it; yellow 950 keeps it at 7:1.
          { colorPrimaryBg: '#422006' }),
      // The dark algorithm dims its seeds towards the background: red 400 came out #d66363, 3.2:1 on
      // a dialog; red 300 comes out #d98f8f, 4.6:1 (form errors and danger text are text).
      colorError: resolved === 'dark' ? '#fca5a5' : '#b91c1c',
      colorInfo: t.info,
      colorTextBase: ink,
      colorTextSecondary: text.secondary,
      colorTextTertiary: text.tertiary,
      colorTextDescription: text.tertiary,
      colorTextPlaceholder: text.placeholder,
      // antd writes its 'disabled' colour as ordinary text too: a table's empty message, the days of
      // other months in a calendar.
      colorTextDisabled: text.disabled,
      colorBgBase: resolved === 'dark' ? surface : '#ffffff',
      colorBgLayout: surface,
      // The outline that shows where a control is (an input, a select, a checkbox, a default button)
      // is at 3:1 on every surface (WCAG 1.4.11): stone 300 was 1.5:1 on white, the dark algorithm's
      // 2.1:1 on a card. Dividers between rows stay light (they only separate).
      colorBorder: resolved === 'light' ? STONE[5] : STONE[4],
      ...(resolved === 'light' ? { colorBorderSecondary: divider } : {}),
      // antd draws the keyboard focus ring in this colour: its derived light yellow was 2.3:1 (light)
      // and 1.6:1 (dark); the primary itself reads at 4.9:1 and 9:1.
      colorPrimaryBorder: resolved === 'light' ? primary : t.primary,
      borderRadius: t.borderRadius,
      borderRadiusSM: t.borderRadiusSmall,
      fontSize: t.fontSize,
      lineHeight: t.lineHeight,
      fontFamily: t.fontFamily,
      // People who ask their system for less motion get dialogs, menus and toasts without animation.
      ...(reducedMotion ? { motion: false } : {}),
    },
    components: {
      // The brand yellow fills the primary buttons, with ink on it (9:1); a danger button's red takes
      // white in light mode and ink on dark mode's lighter red (white on red 400 is 2.8:1).
      Button: {
        colorPrimary: t.primary,
        colorPrimaryHover: resolved === 'light' ? '#facc15' : '#fde047',
        colorPrimaryActive: resolved === 'light' ? '#ca8a04' : '#eab308',
        primaryColor: t.textOnPrimary,
        dangerColor: resolved === 'light' ? '#ffffff' : t.textOnPrimary,
        // Link buttons are text: DESIGN.md's link shade, not the button yellow.
        colorLink: t.link,
      },
      // Tooltips sit on a near-black surface in both modes: white text, whatever the primary takes.
      Tooltip: { colorTextLightSolid: '#ffffff' },
      // A switch that is off draws its track in the quaternary text colour (25 % ink, 1.7:1): the
      // control's shape at 3:1 instead, hovered one step darker.
      Switch: {
        colorTextQuaternary: resolved === 'light' ? STONE[5] : STONE[4],
        colorTextTertiary: resolved === 'light' ? STONE[6] : STONE[3],
      },
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
