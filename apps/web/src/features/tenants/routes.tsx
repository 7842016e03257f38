import type { RouteObject } from 'react-router';

const tenantsPage = () => import('./TenantsPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Tenants; the menu links it with or without the tenant prefix. */
export const routes: RouteObject[] = [
  { path: 'tenants', lazy: tenantsPage },
  { path: ':tenantId/tenants', lazy: tenantsPage },
];
