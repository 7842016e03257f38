import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './localSettings.ts';

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

/** Breakpoints of part 1 §9: mobile 768, then 1024, 1266 and 1536. */
export function createAppTheme(mode: ThemeMode, environmentColor?: string | null): Theme {
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1536 } },
    palette: {
      mode,
      primary: { main: safeColor(environmentColor) },
      ...(mode === 'dark' ? { background: { default: '#121212', paper: '#1a1a1a' } } : { background: { default: '#f5f6f8' } }),
    },
    shape: { borderRadius: 6 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
