import type { RouteObject } from 'react-router';

/** Administration > Grants: the grants and their history, each its own route. */
export const routes: RouteObject[] = [
  { path: 'grants', lazy: () => import('./GrantsPage.tsx').then((m) => ({ Component: m.default })) },
  { path: 'grants/history', lazy: () => import('./GrantHistoryPage.tsx').then((m) => ({ Component: m.default })) },
];
