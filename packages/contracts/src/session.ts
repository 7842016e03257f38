import { z } from 'zod';
import { singleLine } from './common.ts';

export const CurrentUserResponse = z.object({
  name: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  /** `user` for a person, `token` for an API token's integration identity. */
  kind: z.enum(['user', 'token']),
  tenantId: z.guid().nullable(),
  subscriptionId: z.guid().nullable(),
});
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;

export const PermissionsResponse = z.array(z.string());

export const TenantSubscriptionContextBody = z.object({
  tenant: z.string().check(singleLine()).optional(),
  subscriptionId: z.guid('Subscription is required.'),
});
export type TenantSubscriptionContextBody = z.infer<typeof TenantSubscriptionContextBody>;
