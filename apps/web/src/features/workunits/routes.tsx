import type { RouteObject } from 'react-router';

const workUnitsPage = () => import('./WorkUnitsPage.tsx').then((m) => ({ Component: m.default }));

/** The staff work unit grid, with or without the tenant prefix (part 3 §2.1). */
export const routes: RouteObject[] = [
  { path: 'workunitsv2', lazy: workUnitsPage },
  { path: ':tenantId/workunitsv2', lazy: workUnitsPage },
];
