import type { RouteObject } from 'react-router';

const actionCatalogPage = () => import('./ActionCatalogPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Action Catalog; the menu links it without the tenant prefix, a tenant's link works too. */
export const routes: RouteObject[] = [
  { path: 'actioncatalog', lazy: actionCatalogPage },
  { path: ':tenantId/actioncatalog', lazy: actionCatalogPage },
];
