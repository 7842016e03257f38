import type { RouteObject } from 'react-router';

const compliancePage = () => import('./CompliancePage.tsx').then((m) => ({ Component: m.default }));

/** Compliance controls (part 1 §1: `/{tenantId}/compliance`); `/compliance` goes to the active tenant's. */
export const routes: RouteObject[] = [
  { path: 'compliance', lazy: compliancePage },
  { path: ':tenantId/compliance', lazy: compliancePage },
];
