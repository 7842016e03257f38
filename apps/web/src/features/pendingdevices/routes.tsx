import type { RouteObject } from 'react-router';

const pendingDevicesPage = () => import('./PendingDevicesPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Pending Devices: the menu links /pendingdevices, the devices grid /{tenantId}/pendingdevices. */
export const routes: RouteObject[] = [
  { path: 'pendingdevices', lazy: pendingDevicesPage },
  { path: ':tenantId/pendingdevices', lazy: pendingDevicesPage },
];
