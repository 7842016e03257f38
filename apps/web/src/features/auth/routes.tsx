import type { RouteObject } from 'react-router';

const loginPage = () => import('./LoginPage.tsx').then((m) => ({ Component: m.default }));

export const publicRoutes: RouteObject[] = [
  { path: '/user/login', lazy: loginPage },
  { path: '/:tenantId/user/login', lazy: loginPage },
  { path: '/user/accessDenied', lazy: () => import('./LoginPage.tsx').then((m) => ({ Component: m.AccessDeniedPage })) },
  { path: '/user/signinRefused', lazy: () => import('./SignInRefusedPage.tsx').then((m) => ({ Component: m.default })) },
  { path: '/auth/callback', lazy: () => import('./CallbackPage.tsx').then((m) => ({ Component: m.default })) },
];
