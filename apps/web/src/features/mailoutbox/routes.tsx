import type { RouteObject } from 'react-router';

const mailOutboxPage = () => import('./MailOutboxPage.tsx').then((m) => ({ Component: m.default }));

/** Administration > Mail Outbox: what the portal sent or queued (platform/mail). */
export const routes: RouteObject[] = [
  { path: 'mailoutbox', lazy: mailOutboxPage },
  { path: ':tenantId/mailoutbox', lazy: mailOutboxPage },
];
