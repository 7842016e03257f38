import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The space between the shell (drawer, header) and a list screen's title and grid. */
export const PAGE_PADDING = { xs: 1.5, sm: 3 } as const;

/** Wraps a list screen so its title and grid do not sit flush against the drawer; every list screen uses it. */
export function PagePadding({ children }: { children: ReactNode }) {
  return <Box sx={{ p: PAGE_PADDING }}>{children}</Box>;
}
