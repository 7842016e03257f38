import Link from '@mui/material/Link';
import { lighten, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/** Query parameters that open a row's panel; `null` removes a parameter (e.g. `form`). */
export type PanelParams = Record<string, string | null | undefined>;

/** The address of the current page with the given panel parameters set, keeping the rest (the list's `search`). */
export function panelHref(location: { pathname: string; search: string }, params: PanelParams): string {
  const search = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) search.delete(name);
    else search.set(name, value);
  }
  const query = search.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/**
 * A grid cell's link to the row's panel: a real `<a href>` to the panel's deep link, so it can be opened
 * in a new tab or copied; a plain click navigates in the page, which opens the panel over the list.
 * In a grid cell, pass the cell's `tabIndex` so the grid's one-tab-stop keyboard navigation holds.
 */
export function RowLink({ params, tabIndex, title, children }: { params: PanelParams; tabIndex?: number; title?: string; children: ReactNode }) {
  const location = useLocation();
  const theme = useTheme();
  // The environment colour is often dark; on a dark page the link needs a lighter shade to be read.
  const color = theme.palette.mode === 'dark' ? lighten(theme.palette.primary.main, 0.5) : theme.palette.primary.main;
  return (
    <Link component={RouterLink} to={panelHref(location, params)} tabIndex={tabIndex} title={title || undefined} underline="hover" sx={{ color, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {children}
    </Link>
  );
}
