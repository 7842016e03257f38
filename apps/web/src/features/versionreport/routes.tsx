import type { RouteObject } from 'react-router';

const versionReportPage = () => import('./VersionReportPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Version Report: every tenant the user sees; the tenant column links to one tenant's report. */
export const routes: RouteObject[] = [
  { path: 'versionreport', lazy: versionReportPage },
  { path: ':tenantId/versionreport', lazy: versionReportPage },
];
