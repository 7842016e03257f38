import type { RouteObject } from 'react-router';

const packagesPage = () => import('./PackagesPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Package Catalog. */
export const routes: RouteObject[] = [
  { path: 'packages', lazy: packagesPage },
  { path: ':tenantId/packages', lazy: packagesPage },
];
