import { createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '../kit/localSettings.ts';

export const DEFAULT_ENVIRONMENT_COLOR = '#1565c0';
export const DRAWER_WIDTH = 260;

const COLOR_PATTERN = /^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\([^)]*\))$/i;

/** MUI only understands hex, rgb() and hsl() colours; anything else falls back to the default. */
export function safeColor(color: string | undefined | null): string {
  const value = color?.trim();
  if (!value) return DEFAULT_ENVIRONMENT_COLOR;
  if (COLOR_PATTERN.test(value)) return value;
  if (/^[0-9a-f]{6}$/i.test(value)) return `#${value}`;
  return DEFAULT_ENVIRONMENT_COLOR;
}

const DARK_BACKGROUND = { default: '#121212', paper: '#1e1e1e' };
const LIGHT_BACKGROUND = { default: '#f5f6f8', paper: '#ffffff' };
/** Dark paper lightens with elevation (MUI's overlay): #292929 under the grid's toolbar, about #383838 at the highest. */
const DARK_RAISED_SURFACE = '#383838';
/** WCAG 2.1 AA for text: the primary colour is used for links, text buttons and focused labels. */
const TEXT_CONTRAST = 4.5;

/**
 * The primary colour for `mode`: the environment's colour, lightened on dark surfaces (or darkened on
 * light ones) just until it reads at 4.5:1 on both backgrounds. On dark surfaces the light theme's
 * #1565c0 reads at 2.0-3.3:1; lightened it reads at 4.5:1 or more.
 */
export function primaryFor(mode: ThemeMode, environmentColor?: string | null): string {
  return readableOn(mode, safeColor(environmentColor));
}

/** `base`, lightened on dark surfaces (or darkened on light ones) just until it reads at 4.5:1 on both backgrounds. */
export function readableOn(mode: ThemeMode, base: string): string {
  const backgrounds = mode === 'dark' ? [...Object.values(DARK_BACKGROUND), DARK_RAISED_SURFACE] : Object.values(LIGHT_BACKGROUND);
  const shift = mode === 'dark' ? lighten : darken;
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const color = amount === 0 ? base : shift(base, amount);
    if (backgrounds.every((background) => getContrastRatio(color, background) >= TEXT_CONTRAST)) return color;
  }
  return mode === 'dark' ? '#ffffff' : '#000000';
}

/**
 * MUI's status colours, which as text (outlined chips, icons, alerts' titles) read at only 3-4:1 on the
 * light surfaces (info #0288d1: 3.85:1, warning #ed6c02: 3.1:1), made readable the same way as the primary.
 */
const STATUS_COLORS = {
  light: { secondary: '#9c27b0', error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { secondary: '#ce93d8', error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
} as const;

function statusPalette(mode: ThemeMode) {
  const colors = STATUS_COLORS[mode];
  return {
    secondary: { main: readableOn(mode, colors.secondary) },
    error: { main: readableOn(mode, colors.error) },
    warning: { main: readableOn(mode, colors.warning) },
    info: { main: readableOn(mode, colors.info) },
    success: { main: readableOn(mode, colors.success) },
  };
}

/** Breakpoints of part 1 §9: mobile 768, then 1024, 1266 and 1536. */
export function createAppTheme(mode: ThemeMode, environmentColor?: string | null): Theme {
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1536 } },
    palette: {
      mode,
      primary: { main: primaryFor(mode, environmentColor) },
      ...statusPalette(mode),
      // Text on coloured controls (contained buttons, the app bar) at 4.5:1, MUI's default asks for 3.
      contrastThreshold: TEXT_CONTRAST,
      background: mode === 'dark' ? DARK_BACKGROUND : LIGHT_BACKGROUND,
    },
    shape: { borderRadius: 6 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // MUI's unselected toggle text (action.active) reads at 4.47:1 on its hover grey; text.secondary at 4.5:1 or more.
      MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
    },
  });
}
