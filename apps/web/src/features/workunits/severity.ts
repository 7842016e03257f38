import { alpha, type Theme } from '@mui/material/styles';

/** Row highlighting by severity (§2.3): every severity but Sev4 (the lowest) tints its row. */
const severityColors: Record<number, (theme: Theme) => string> = {
  0: (theme) => theme.palette.error.main,
  1: () => '#f57c00',
  2: () => '#f9a825',
  3: (theme) => theme.palette.info.main,
};

export function severityColor(theme: Theme, severityId: number | null | undefined): string | undefined {
  return severityId === null || severityId === undefined ? undefined : severityColors[severityId]?.(theme);
}

export function severityRowClass(severityId: number | null | undefined): string {
  return severityId !== null && severityId !== undefined && severityId in severityColors ? `wu-sev-${severityId}` : '';
}

/** The grid's styles for the classes of severityRowClass. */
export function severityRowSx(theme: Theme) {
  const styles: Record<string, object> = {};
  for (const id of Object.keys(severityColors).map(Number)) {
    const color = severityColor(theme, id) ?? theme.palette.text.primary;
    const tint = theme.palette.mode === 'dark' ? 0.16 : 0.12;
    styles[`& .wu-sev-${id}`] = {
      backgroundColor: alpha(color, tint),
      boxShadow: `inset 4px 0 0 ${color}`,
      '&:hover': { backgroundColor: alpha(color, tint + 0.08) },
      '&.Mui-selected': { backgroundColor: alpha(color, tint + 0.1) },
      // Links and text buttons on a tinted row: the light theme's primary reads at only ~4.1:1 on the
      // red tint, its dark shade at 4.5:1 or more (axe color-contrast).
      ...(theme.palette.mode === 'light' ? { '& a, & .MuiButton-text, & .MuiLink-root': { color: theme.palette.primary.dark } } : {}),
    };
  }
  return styles;
}
