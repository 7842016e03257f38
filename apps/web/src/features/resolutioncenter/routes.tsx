import type { RouteObject } from 'react-router';

const resolutionCenterPage = () => import('./ResolutionCenterPage.tsx').then((m) => ({ Component: m.default }));

/**
 * The Resolution Center has its own header instead of the staff shell, so it is a full-page route
 * (signed in, no drawer). The shell sends WorkUnits:view:mine users here.
 */
export const fullPageRoutes: RouteObject[] = [
  { path: 'resolutioncenter', lazy: resolutionCenterPage },
  { path: ':tenantId/resolutioncenter', lazy: resolutionCenterPage },
];
