import type { RouteObject } from 'react-router';

const protocolsPage = () => import('./ProtocolsPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Work Unit Protocols; the menu links it without the tenant prefix, a tenant's link works too. */
export const routes: RouteObject[] = [
  { path: 'protocols', lazy: protocolsPage },
  { path: ':tenantId/protocols', lazy: protocolsPage },
];
