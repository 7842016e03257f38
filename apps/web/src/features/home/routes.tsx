import type { RouteObject } from 'react-router';

const homePage = () => import('./HomePage.tsx').then((m) => ({ Component: m.default }));

export const routes: RouteObject[] = [
  { index: true, lazy: homePage },
  { path: ':tenantId', lazy: homePage },
];
