import type { RouteObject } from 'react-router';

const blocksPage = () => import('./BlocksPage.tsx').then((m) => ({ Component: m.default }));

/** Blocks (part 1 §1: `/{tenantId}/blocks`); `/blocks` goes to the active tenant's. */
export const routes: RouteObject[] = [
  { path: 'blocks', lazy: blocksPage },
  { path: ':tenantId/blocks', lazy: blocksPage },
];
