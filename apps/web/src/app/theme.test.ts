import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, primaryFor } from './theme.ts';

const environmentColors = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ffeb3b', '#000000', '#ffffff', 'not a colour'];

describe('the themes', () => {
  it('give the dark theme its own primary, readable at 4.5:1 on its surfaces whatever the environment colour', () => {
    for (const color of environmentColors) {
      const theme = createAppTheme('dark', color);
      // #383838: the most raised dark paper (elevation overlay), e.g. the grid's toolbar at #292929.
      for (const surface of [theme.palette.background.default, theme.palette.background.paper, '#383838']) {
        expect({ color, ratio: getContrastRatio(theme.palette.primary.main, surface) >= 4.5 }).toEqual({ color, ratio: true });
      }
    }
    // The light theme's default blue reads at under 3.3:1 on a dark surface; the dark theme does not use it.
    expect(getContrastRatio('#1565c0', '#121212')).toBeLessThan(3.3);
    expect(primaryFor('dark', '#1565c0')).not.toBe('#1565c0');
  });

  it('keep the environment colour as it is in light mode when it already reads well, darkening one that does not', () => {
    expect(primaryFor('light', '#1565c0')).toBe('#1565c0');
    const yellow = createAppTheme('light', '#ffeb3b').palette.primary.main;
    expect(getContrastRatio(yellow, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('pair every text colour with its surface at 4.5:1 and controls at 3:1, light and dark', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createAppTheme(mode);
      for (const surface of [palette.background.default, palette.background.paper]) {
        expect(getContrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(3);
      }
      expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('make the status colours (chips, icons) readable as text at 4.5:1 and under their own text, light and dark', () => {
    // MUI's light info blue, used by outlined chips, reads at 3.85:1 on white.
    expect(getContrastRatio('#0288d1', '#ffffff')).toBeLessThan(4.5);
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createAppTheme(mode);
      for (const name of ['secondary', 'error', 'warning', 'info', 'success'] as const) {
        for (const surface of [palette.background.default, palette.background.paper]) {
          expect({ mode, name, readable: getContrastRatio(palette[name].main, surface) >= 4.5 }).toEqual({ mode, name, readable: true });
        }
        expect({ mode, name, filled: getContrastRatio(palette[name].contrastText, palette[name].main) >= 4.5 }).toEqual({ mode, name, filled: true });
      }
    }
  });
});
