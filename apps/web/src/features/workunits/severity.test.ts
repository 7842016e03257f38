import { alpha, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import { severityColor } from './severity.ts';

/** The colour a translucent tint shows over white. */
function over(color: string, surface = '#ffffff'): string {
  const match = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(color)!;
  const [r, g, b, a] = match.slice(1).map(Number) as [number, number, number, number];
  const base = surface === '#ffffff' ? 255 : 0;
  const mix = (c: number) => Math.round(c * a + base * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

describe('severity rows', () => {
  it("keep links readable at 4.5:1 on every tint, selected and hovered too, in the light theme", () => {
    const theme = createAppTheme('light');
    for (const id of [0, 1, 2, 3]) {
      for (const tint of [0.12, 0.2, 0.22]) {
        const background = over(alpha(severityColor(theme, id)!, tint));
        expect({ id, tint, ok: getContrastRatio(theme.palette.primary.dark, background) >= 4.5 }).toEqual({ id, tint, ok: true });
      }
    }
  });
});
