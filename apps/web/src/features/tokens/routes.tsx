import type { RouteObject } from 'react-router';

const tokensPage = () => import('./TokensPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Tokens: a grid per tenant; /tokens forwards to the active tenant's. */
export const routes: RouteObject[] = [
  { path: 'tokens', lazy: tokensPage },
  { path: ':tenantId/tokens', lazy: tokensPage },
];
