import { z } from 'zod';
import { Guid, odataList } from './common.ts';
import { PENDING_DEVICE_BATCH_LIMIT, pendingDeviceMessages } from './devices-enums.ts';

/** A pending device as `GET v1/pendingdevices` answers it (part 2 §3); the tenant is the enrolling token's. */
export const PendingDeviceResponse = z.object({
  pendingDeviceId: z.guid(),
  tenantId: z.guid(),
  agentId: z.guid(),
  machineName: z.string(),
  operatingSystem: z.string(),
  operatingSystemId: z.number().int(),
  architecture: z.string(),
  ipAddress: z.string().nullable(),
  agentVersion: z.string().nullable(),
  /** ISO 8601 timestamps. */
  created: z.string(),
  lastPing: z.string(),
});
export type PendingDeviceResponse = z.infer<typeof PendingDeviceResponse>;

/** A row of `GET v1/pendingdevices`: the fields `$select` asked for. */
export const PendingDeviceListItem = PendingDeviceResponse.partial().loose();
export const PendingDeviceListResponse = odataList(PendingDeviceListItem);

/** `activeOnly=true`: only devices that pinged within PENDING_DEVICE_ACTIVE_HOURS (the hide-inactive switch). */
export const PendingDeviceListFlags = z.object({
  activeOnly: z.enum(['true', 'false']).optional().describe('`true`: only devices whose last ping is within the last day'),
});

/** 1 to 24 ids: a batch must stay under PENDING_DEVICE_BATCH_LIMIT (part 2 §5). */
export const PendingDeviceIds = z.array(Guid, { error: pendingDeviceMessages.tooMany })
  .min(1, pendingDeviceMessages.tooMany)
  .max(PENDING_DEVICE_BATCH_LIMIT - 1, pendingDeviceMessages.tooMany);

/** `POST v1/pendingdevices/batchpromote`: without `subscriptionId`, the caller's context subscription. */
export const PendingDevicePromoteBody = z.object({
  pendingDeviceIds: PendingDeviceIds,
  subscriptionId: Guid.nullish(),
});
export type PendingDevicePromoteBody = z.infer<typeof PendingDevicePromoteBody>;

/** `DELETE v1/pendingdevices/batchdelete`. */
export const PendingDeviceDeleteBody = z.object({ pendingDeviceIds: PendingDeviceIds });
export type PendingDeviceDeleteBody = z.infer<typeof PendingDeviceDeleteBody>;

export const PendingDevicePromoteResponse = z.object({
  message: z.string(),
  /** The devices made, in the order of the request's ids. */
  devices: z.array(z.object({ pendingDeviceId: z.guid(), deviceId: z.guid(), tenantId: z.guid() })),
});
export type PendingDevicePromoteResponse = z.infer<typeof PendingDevicePromoteResponse>;

export const PendingDeviceDeleteResponse = z.object({ message: z.string(), deleted: z.number().int().nonnegative() });
export type PendingDeviceDeleteResponse = z.infer<typeof PendingDeviceDeleteResponse>;

/** Answers and refusals of the pending devices calls (the confirmations and tooMany are in devices-enums.ts). */
export const pendingDeviceResultMessages = {
  promoted: (count: number) => (count === 1 ? 'The device was promoted.' : `${count} devices were promoted.`),
  deleted: (count: number) => (count === 1 ? 'The device was deleted.' : `${count} devices were deleted.`),
  noSubscription: 'Choose a subscription to promote the devices to: you have no current subscription.',
  subscriptionOfOtherTenant: 'The subscription belongs to another tenant than the device; promote each tenant\'s devices to one of its own subscriptions.',
  notFound: (ids: readonly string[]) => `No pending device ${ids.join(', ')} was found.`,
  tokenLimit: (limit: number) =>
    `This API token has already enrolled ${limit} pending devices. Promote or delete some of them on the Pending Devices screen, or enroll the rest with another token.`,
} as const;
