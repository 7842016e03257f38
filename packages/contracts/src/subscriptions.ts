import { z } from 'zod';
import { odataList, singleLine } from './common.ts';

const REQUIRED = 'This field is required.';
const requiredGuid = z.guid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : 'Please enter a valid GUID.') });
const requiredName = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'At most 200 characters are allowed.').check(singleLine());

/** PUT v1/subscriptions: the client removes subscriptionId from the body; one sent anyway is ignored. */
export const SubscriptionCreateBody = z.object({
  tenantId: requiredGuid,
  name: requiredName,
});
export type SubscriptionCreateBody = z.infer<typeof SubscriptionCreateBody>;

/** POST v1/subscriptions/{subscriptionId}: renames; a subscription never moves to another tenant. */
export const SubscriptionUpdateBody = z.object({
  name: requiredName,
  tenantId: z.guid('Please enter a valid GUID.').optional(),
});
export type SubscriptionUpdateBody = z.infer<typeof SubscriptionUpdateBody>;

export const SubscriptionResponse = z.object({
  subscriptionId: z.guid(),
  tenantId: z.guid(),
  name: z.string(),
  /** ISO 8601 timestamps. */
  created: z.string(),
  modified: z.string(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

/** A row of `GET v1/subscriptions`: the fields `$select` asked for, and `tenant` when expanded. */
export const SubscriptionListItem = SubscriptionResponse.partial().extend({
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).partial().loose().nullable().optional(),
}).loose();
export const SubscriptionListResponse = odataList(SubscriptionListItem);
