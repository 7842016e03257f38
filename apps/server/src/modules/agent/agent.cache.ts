import { createHash, timingSafeEqual } from 'node:crypto';
import { createHintedCache } from '../../platform/invalidation/hinted-cache.ts';
import { type DeviceAgentService, type DeviceIdentity, credentialDeviceId } from '../devices/index.ts';

/** How long a checked credential or a read configuration version is kept; the device's hint drops it sooner. */
export const AGENT_CACHE_MS = 5 * 60_000;

export type AgentReads = Pick<DeviceAgentService, 'authenticate'> & {
  /** The device's configuration version, read again unless the kept one is the one the agent knows. */
  configVersion(deviceId: string, known: number): Promise<number | null>;
  /** The device's hint (deleted, edited, given a credential, configuration changed), or `*`. */
  forget(deviceId: string): void;
};

/**
 * What every agent request reads of its device, kept per device: the checked credential (by its SHA-256)
 * and the configuration version. At 10,000 agents these reads were half of the portal's statements, and
 * a statement here costs more than the work in it (docs/performance.md). Every change an agent must
 * learn of, deleting the device and issuing its credential publish the device's hint, which drops both
 * on every node; the check-in reads the device row itself and refuses a deleted device at once.
 */
export function cachedAgentReads(agents: DeviceAgentService): AgentReads {
  const credentials = createHintedCache<{ hash: Buffer; device: DeviceIdentity }>({ ttlMs: AGENT_CACHE_MS });
  const versions = createHintedCache<number>({ ttlMs: AGENT_CACHE_MS });
  return {
    async authenticate(credential) {
      const deviceId = credentialDeviceId(credential);
      if (!deviceId) return null;
      const hash = createHash('sha256').update(credential).digest();
      const kept = credentials.get(deviceId);
      if (kept && timingSafeEqual(kept.hash, hash)) return kept.device;
      let answer: Awaited<ReturnType<DeviceAgentService['authenticate']>> = null;
      await credentials.load(deviceId, async () => {
        answer = await agents.authenticate(credential);
        return answer && answer !== 'revoked' ? { hash, device: answer } : undefined;
      });
      return answer;
    },
    async configVersion(deviceId, known) {
      const kept = versions.get(deviceId);
      if (kept === known) return kept;
      return (await versions.load(deviceId, async () => (await agents.configVersion(deviceId)) ?? undefined)) ?? null;
    },
    forget(deviceId) {
      credentials.forget(deviceId);
      versions.forget(deviceId);
    },
  };
}
