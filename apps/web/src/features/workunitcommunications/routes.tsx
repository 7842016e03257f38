import type { RouteObject } from 'react-router';

const page = () => import('./WorkUnitCommunicationsPage.tsx').then((m) => ({ Component: m.default }));

/** Work unit communications (part 3 §2.1): under the tenant, and /workunitcommunications forwarding to the active tenant's. */
export const routes: RouteObject[] = [
  { path: 'workunitcommunications', lazy: page },
  { path: ':tenantId/workunitcommunications', lazy: page },
];
