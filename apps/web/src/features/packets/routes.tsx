import type { RouteObject } from 'react-router';

const packetPage = () => import('./PacketPage.tsx').then((m) => ({ Component: m.default }));

/** The packet drawer by link (part 1 §1: `/packets/{id}`), with or without the tenant prefix. */
export const routes: RouteObject[] = [
  { path: 'packets/:packetId', lazy: packetPage },
  { path: ':tenantId/packets/:packetId', lazy: packetPage },
];
