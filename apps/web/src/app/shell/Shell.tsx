import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth.tsx';
import { usePermissions } from '../permissions.tsx';
import { useActiveTenantId } from '../tenantUrl.ts';
import { Header } from './Header.tsx';
import { LicenseBanner } from './LicenseBanner.tsx';
import { NOT_FOUND_PATH } from '../../kit/panel/usePanelParams.ts';
import { resolutionCenterOnly } from './menu.ts';
import { NavDrawer } from './NavDrawer.tsx';
import { RouteProgress } from './RouteProgress.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

function PageSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} />
    </Box>
  );
}

function isResolutionCenter(pathname: string): boolean {
  return /\/resolutioncenter(\/|$)/i.test(pathname);
}

/** Sends a user who may see only their own work units to the Resolution Center (§4). */
function useResolutionCenterRedirect(): string | undefined {
  const permissions = usePermissions();
  const tenantId = useActiveTenantId();
  const { pathname } = useLocation();
  // The not-found page is where an unknown record sends everyone, customers included (§2.2).
  if (permissions.isLoading || isResolutionCenter(pathname) || pathname === NOT_FOUND_PATH) return undefined;
  if (!resolutionCenterOnly(permissions.has)) return undefined;
  return tenantId ? `/${tenantId}/resolutioncenter` : '/resolutioncenter';
}

function ShellLayout() {
  const theme = useTheme();
  const temporary = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  // The drawer starts open on large screens only, and resets when the layout changes (e.g. rotating a tablet).
  const layout = temporary ? 'temporary' : large ? 'large' : 'medium';
  const [drawer, setDrawer] = useState({ layout, open: layout === 'large' });
  if (drawer.layout !== layout) setDrawer({ layout, open: layout === 'large' });
  const open = drawer.open;
  const setOpen = (next: boolean | ((current: boolean) => boolean)) =>
    setDrawer((current) => ({ ...current, open: typeof next === 'function' ? next(current.open) : next }));
  const { pathname } = useLocation();
  const redirect = useResolutionCenterRedirect();

  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <RouteProgress />
      <Header drawerOpen={open} onToggleDrawer={() => setOpen((v) => !v)} showIntakeSettings={!isResolutionCenter(pathname)} />
      <NavDrawer open={open} temporary={temporary} onClose={() => setOpen(false)} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <Toolbar />
        <LicenseBanner />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

/** The signed-in frame around every staff screen. */
export function Shell() {
  return (
    <RequireAuth>
      <ShellLayout />
    </RequireAuth>
  );
}
