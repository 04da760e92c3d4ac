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
      // antd writes its primary as text too, so light mode's is the text shade; buttons keep the yellow.
      colorPrimary: '#a16207',
      colorLink: '#a16207',
      // Status colours are text on their tints: the 700 shades in light mode.
      colorSuccess: '#15803d',
      colorWarning: '#b45309',
      colorError: '#b91c1c',
      colorInfo: '#2563eb',
      borderRadius: 10,
      fontSize: 16,
    });
    expect(dark.token).toMatchObject({
      colorPrimary: '#facc15',
      colorBgBase: '#1c1917',
      colorTextBase: '#fafaf9',
    });
    expect(light.components?.Button).toMatchObject({ colorPrimary: '#eab308', primaryColor: '#1c1917' });
    expect(dark.components?.Button).toMatchObject({ colorPrimary: '#facc15', primaryColor: '#1c1917' });
  });
});

/** An antd colour ('#rrggbb' or 'rgba(r, g, b, a)') as opaque RGB over `background`. */
function rgbOver(
  color: string,
  background: [number, number, number] = [255, 255, 255],
): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i]!, 16)) as [number, number, number];
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`not a colour: ${color}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number) as number[];
  return [r!, g!, b!].map((v, i) => Math.round(v * a + background[i]! * (1 - a))) as [number, number, number];
}

/** WCAG 2.1's contrast ratio of two opaque colours. */
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const luminance = (c: [number, number, number]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('contrast of the antd theme (WCAG 2.1 AA, issue 30)', () => {
  const TEXT = [
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    // A table's empty message and other months' days in a calendar.
    'colorTextDisabled',
    'colorTextHeading',
    'colorTextLabel',
    // antd writes these as text: the active tab, the current page, the filter's Expand, links.
    'colorPrimary',
    'colorLink',
    'colorError',
  ] as const;
  const BACKGROUNDS = ['colorBgLayout', 'colorBgContainer', 'colorBgElevated'] as const;

  for (const mode of ['light', 'dark'] as const) {
    it(`keeps every text colour at 4.5:1 or more on every surface in ${mode} mode`, () => {
      const tokens = theme.getDesignToken(antdTheme(mode)) as unknown as Record<string, string>;
      const below: string[] = [];
      for (const bgName of BACKGROUNDS) {
        const bg = rgbOver(tokens[bgName]!);
        for (const textName of TEXT) {
          const ratio = contrast(rgbOver(tokens[textName]!, bg), bg);
          if (ratio < 4.5) below.push(`${textName} on ${bgName}: ${ratio.toFixed(2)}`);
        }
      }
      // The active tab or today's date on the primary's tint.
      const tint = rgbOver(tokens.colorPrimaryBg!, rgbOver(tokens.colorBgContainer!));
      const onTint = contrast(rgbOver(tokens.colorPrimary!, tint), tint);
      if (onTint < 4.5) below.push(`colorPrimary on colorPrimaryBg: ${onTint.toFixed(2)}`);
      // Status tags (booking, seat and schedule states) write the status colour on its own tint.
      for (const status of ['Success', 'Warning', 'Error', 'Info']) {
        const bg = rgbOver(tokens[`color${status}Bg`]!, rgbOver(tokens.colorBgContainer!));
        const ratio = contrast(rgbOver(tokens[`color${status}`]!, bg), bg);
        if (ratio < 4.5) below.push(`color${status} on color${status}Bg: ${ratio.toFixed(2)}`);
      }
      // Coloured tags (a workshop's status, a payout's, a tenant's plan) write shade 7 on shade 1.
      for (const color of ['green', 'gold', 'orange', 'blue', 'red']) {
        const bg = rgbOver(tokens[`${color}1`]!);
        const ratio = contrast(rgbOver(tokens[`${color}7`]!, bg), bg);
        if (ratio < 4.5) below.push(`${color}7 on ${color}1: ${ratio.toFixed(2)}`);
      }
      expect(below).toEqual([]);
    });

    it(`draws the parts of controls at 3:1 or more on every surface in ${mode} mode (WCAG 1.4.11)`, () => {
      const config = antdTheme(mode);
      const tokens = theme.getDesignToken(config) as unknown as Record<string, string>;
      const parts: Record<string, string> = {
        // The outline of an input, a select, a checkbox, a radio and a default button.
        colorBorder: tokens.colorBorder!,
        // The keyboard focus ring antd draws around buttons, tabs, switches and links.
        colorPrimaryBorder: tokens.colorPrimaryBorder!,
        // A ticked checkbox, the active input's border, the selected radio.
        colorPrimary: tokens.colorPrimary!,
        // A switch that is off: its track.
        switchTrack: (config.components!.Switch as Record<string, string> | undefined)?.colorTextQuaternary ??
          tokens.colorTextQuaternary!,
      };
      const below: string[] = [];
      for (const bgName of BACKGROUNDS) {
        const bg = rgbOver(tokens[bgName]!);
        for (const [name, color] of Object.entries(parts)) {
          const ratio = contrast(rgbOver(color, bg), bg);
          if (ratio < 3) below.push(`${name} on ${bgName}: ${ratio.toFixed(2)}`);
        }
      }
      expect(below).toEqual([]);
    });

    it(`puts readable text on the primary and danger buttons in ${mode} mode`, () => {
      const config = antdTheme(mode);
      const tokens = theme.getDesignToken(config) as unknown as Record<string, string>;
      const button = config.components!.Button as Record<string, string>;
      expect(contrast(rgbOver(button.primaryColor!), rgbOver(button.colorPrimary!))).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrast(rgbOver(button.dangerColor!), rgbOver(tokens.colorError!))).toBeGreaterThanOrEqual(4.5);
      // Tags, badges and steps put colorTextLightSolid on the primary.
      expect(
        contrast(rgbOver(tokens.colorTextLightSolid!), rgbOver(tokens.colorPrimary!)),
      ).toBeGreaterThanOrEqual(4.5);
    });
  }
});
