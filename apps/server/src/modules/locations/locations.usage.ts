import type { Db } from '../../db/client.ts';

/**
 * Who uses locations. The modules whose records name a location (devices) register a count here when they
 * load, so the locations module can refuse a delete and say by how many without importing them.
 */
export interface LocationUsage {
  /** 'device' / 'devices' for 1 / n. */
  noun: (count: number) => string;
  count: (db: Db, locationId: string) => Promise<number>;
}

const usages = new Map<string, LocationUsage>();

/** Registers (or replaces) the usage `key`; idempotent, so building the app twice registers once. */
export function registerLocationUsage(key: string, usage: LocationUsage): void {
  usages.set(key, usage);
}

/** What uses the location, e.g. ['3 devices']; empty when nothing does. */
export async function locationUses(db: Db, locationId: string): Promise<string[]> {
  const uses: string[] = [];
  for (const usage of usages.values()) {
    const n = await usage.count(db, locationId);
    if (n > 0) uses.push(`${n} ${usage.noun(n)}`);
  }
  return uses;
}
