import type { RouteObject } from 'react-router';

const locationsPage = () => import('./LocationsPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Locations; the menu links it with or without the tenant prefix. */
export const routes: RouteObject[] = [
  { path: 'locations', lazy: locationsPage },
  { path: ':tenantId/locations', lazy: locationsPage },
];
