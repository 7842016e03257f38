import type { Actor } from './actor.ts';

/** A device's user name is `device:{deviceId}`, never a person's, so audit fields show a device as a device. */
export const DEVICE_USER_NAME_PREFIX = 'device:';

/**
 * The actor of an agent's device credential. It holds no permission at all: the agent API's routes check
 * that the caller is a device and touch only that device's rows, and every other route refuses it (403).
 */
export function deviceActor({ deviceId, tenantId, name }: { deviceId: string; tenantId: string; name: string }): Actor {
  return {
    kind: 'device',
    id: deviceId,
    name: `${name} (device)`,
    userName: `${DEVICE_USER_NAME_PREFIX}${deviceId}`,
    email: null,
    homeTenantId: tenantId,
    contextTenantId: tenantId,
    contextSubscriptionId: null,
    grants: [],
  };
}
