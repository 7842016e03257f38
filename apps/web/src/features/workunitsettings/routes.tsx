import type { RouteObject } from 'react-router';

const settingsPage = () => import('./WorkUnitSettingsPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Work Unit Settings: categories and subcategories, with or without the tenant prefix. */
export const routes: RouteObject[] = [
  { path: 'workunitsettings', lazy: settingsPage },
  { path: ':tenantId/workunitsettings', lazy: settingsPage },
];
