import type { RouteObject } from 'react-router';

const rulesPage = () => import('./RulesPage.tsx').then((m) => ({ Component: m.default }));

/** Rules (part 1 §2): under the tenant, and /rules forwarding to the active tenant's. */
export const routes: RouteObject[] = [
  { path: 'rules', lazy: rulesPage },
  { path: ':tenantId/rules', lazy: rulesPage },
];
