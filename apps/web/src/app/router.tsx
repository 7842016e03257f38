import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { LegacyWorkUnitListRedirect, LegacyWorkUnitRedirect } from './shell/LegacyRedirect.tsx';
import { NotFound } from './shell/NotFound.tsx';
import { RouteError } from './shell/RouteError.tsx';
import { Shell } from './shell/Shell.tsx';
import { Outlet } from 'react-router';

/**
 * What a feature's `routes.tsx` may export:
 * - `routes`: screens inside the shell (signed in, header and drawer), e.g. `/:tenantId/tenants`;
 * - `fullPageRoutes`: signed-in screens with their own frame (the Resolution Center);
 * - `publicRoutes`: pages anyone may open (login, sign-in callback).
 */
export interface FeatureRoutes {
  routes?: RouteObject[];
  fullPageRoutes?: RouteObject[];
  publicRoutes?: RouteObject[];
}

const features = import.meta.glob<FeatureRoutes>('../features/*/routes.tsx', { eager: true });

function collect(key: keyof FeatureRoutes): RouteObject[] {
  return Object.keys(features).sort().flatMap((path) => features[path]?.[key] ?? []);
}

/**
 * What shows while the first page's lazy screen loads: without one on each top-level route, React Router
 * warns on every first load ("No HydrateFallback element provided").
 */
function FirstLoad() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} aria-label="Loading" />
    </Box>
  );
}

export function appRoutes(): RouteObject[] {
  const firstLoad = <FirstLoad />;
  return [
    ...collect('publicRoutes').map((route) => ({ errorElement: <RouteError />, hydrateFallbackElement: firstLoad, ...route })),
    {
      element: <RequireAuth><Outlet /></RequireAuth>,
      errorElement: <RouteError />,
      hydrateFallbackElement: firstLoad,
      children: collect('fullPageRoutes'),
    },
    {
      element: <Shell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: firstLoad,
      children: [
        { path: 'workUnits/:workUnitId/edit', element: <LegacyWorkUnitRedirect /> },
        { path: ':tenantId/workUnits/:workUnitId/edit', element: <LegacyWorkUnitRedirect /> },
        { path: 'workunits/index', element: <LegacyWorkUnitListRedirect /> },
        { path: ':tenantId/workunits/index', element: <LegacyWorkUnitListRedirect /> },
        ...collect('routes'),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
