import type { RouteObject } from 'react-router';

const devicesPage = () => import('./DevicesPage.tsx').then((m) => ({ Component: m.default }));

/** Work Units > Devices: the menu links it under the tenant; /devices forwards to the active tenant's. */
export const routes: RouteObject[] = [
  { path: 'devices', lazy: devicesPage },
  { path: ':tenantId/devices', lazy: devicesPage },
];
