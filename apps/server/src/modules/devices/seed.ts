import { randomUUID } from 'node:crypto';
import { DeviceType, InstallStatus, OperatingSystem, PackageVersionStatus, type PacketIn } from '@portal/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedContext } from '../../platform/module.ts';
import { locations } from '../locations/locations.table.ts';
import { packageVersions, packages } from '../packages/packages.table.ts';
import { packetsService } from '../packets/index.ts';
import { type DeviceRow, promote } from './devices.config.ts';
import { seedDeviceOperations } from './deviceoperations.seed.ts';
import { deviceInstallations, deviceLogs, devices } from './devices.table.ts';

/** Locations and packages are seeded first (seed/index.ts reads this). */
export const seedAfter = ['locations', 'packages'];

interface DemoDevice {
  name: string;
  os: number;
  location?: string;
  enabled?: boolean;
  /** Minutes between the past week's heartbeats: 1 for the chart's full detail; default one an hour. */
  stepMinutes?: number;
  description?: string;
  tags?: string[];
}

const demoDevices: Record<string, DemoDevice[]> = {
  Contoso: [
    { name: 'web-01', os: OperatingSystem.LinuxX64, location: 'Headquarters', stepMinutes: 1, description: 'Public web front end.', tags: ['web', 'prod'] },
    { name: 'web-02', os: OperatingSystem.LinuxX64, location: 'Headquarters', tags: ['web', 'prod'] },
    { name: 'sql-01', os: OperatingSystem.WinX64, location: 'Branch Office', description: 'Orders database.', tags: ['db'] },
    { name: 'build-mac', os: OperatingSystem.OsxX64, location: 'Shared Data Center East', tags: ['ci'] },
    { name: 'legacy-fax', os: OperatingSystem.WinX64, enabled: false, description: 'Kept for the archive; switched off.' },
  ],
  Fabrikam: [
    { name: 'plant-gateway', os: OperatingSystem.LinuxX64, location: 'Plant 7', stepMinutes: 5, tags: ['ot'] },
    { name: 'scada-hmi', os: OperatingSystem.WinX64, location: 'Plant 7', tags: ['ot'] },
    { name: 'spare-laptop', os: OperatingSystem.WinX64, enabled: false },
  ],
  Northwind: [
    { name: 'nw-app', os: OperatingSystem.LinuxX64, location: 'Shared Data Center East' },
    { name: 'nw-db', os: OperatingSystem.WinX64 },
    { name: 'nw-old', os: OperatingSystem.LinuxX64, enabled: false },
  ],
};

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

/** A small deterministic generator, so the demo charts look the same on every new database. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

/** A week of heartbeats: a daily CPU wave with noise, memory drifting slowly. */
function heartbeats(device: DeviceRow, stepMs: number, seed: number, now: number): PacketIn[] {
  const next = random(seed);
  const out: PacketIn[] = [];
  let memory = 35 + next() * 30;
  for (let t = now - WEEK + stepMs; t <= now; t += stepMs) {
    const day = Math.sin(((t % (24 * 60 * MINUTE)) / (24 * 60 * MINUTE)) * 2 * Math.PI - Math.PI / 2);
    const cpu = Math.min(100, Math.max(0, 25 + 20 * day + (next() - 0.5) * 16 + (next() < 0.01 ? 40 : 0)));
    memory = Math.min(95, Math.max(10, memory + (next() - 0.5) * 1.5));
    out.push({
      entityId: device.deviceId, packetId: randomUUID(), timestamp: new Date(t).toISOString(),
      message: { Metrics: { DeviceCpu: Math.round(cpu * 10) / 10, DeviceMemory: Math.round(memory * 10) / 10 } },
    });
  }
  return out;
}

async function installDemoPackages(db: Db, device: DeviceRow, index: number): Promise<void> {
  const latest = await db.select({ packageId: packages.packageId, packageVersionId: packageVersions.packageVersionId })
    .from(packages).innerJoin(packageVersions, eq(packageVersions.packageId, packages.packageId))
    .where(and(
      eq(packages.isDeleted, false), or(isNull(packages.tenantId), eq(packages.tenantId, device.tenantId)),
      sql`(${packages.operatingSystemRidsId} & ${device.operatingSystemId}) <> 0`,
      eq(packageVersions.packageVersionStatusId, PackageVersionStatus.Latest),
    ));
  if (latest.length === 0) return;
  // Most report Installed; one waits (Pending) and one failed, so every status shows somewhere.
  const status = index === 1 ? InstallStatus.Pending : index === 2 ? InstallStatus.Failed : InstallStatus.Installed;
  await db.insert(deviceInstallations).values(latest.map((l) => ({
    tenantId: device.tenantId, deviceId: device.deviceId, packageId: l.packageId, packageVersionId: l.packageVersionId,
    installStatus: status, detail: status === InstallStatus.Failed ? 'The installer exited with code 1603.' : null,
  }))).onConflictDoNothing();
}

/**
 * A few devices per demo tenant (mixed systems and locations, one switched off), installations of the demo
 * packages, a few log lines, and a week of heartbeats: every minute for web-01 (the chart in full detail),
 * every 5 minutes for plant-gateway, every hour for the rest (a new database stays quick to start: about
 * 13,000 packets). Devices already there (by name) are left alone.
 */
export default async function seedDevices({ db, config, tenants, subscriptions }: SeedContext): Promise<void> {
  const packets = packetsService(db, config.PACKET_RETENTION_DAYS);
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  let seed = 1;
  for (const tenant of tenants) {
    const subscription = subscriptions.find((s) => s.tenantId === tenant.tenantId);
    const wanted = demoDevices[tenant.name] ?? [];
    if (!subscription || wanted.length === 0) continue;
    const placeRows = await db.select({ locationId: locations.locationId, name: locations.name }).from(locations)
      .where(and(inArray(locations.name, wanted.flatMap((d) => (d.location ? [d.location] : []))), or(eq(locations.tenantId, tenant.tenantId), isNull(locations.tenantId))));
    const places = new Map(placeRows.map((p) => [p.name, p.locationId]));
    const existing = new Set((await db.select({ name: devices.name }).from(devices)
      .where(and(eq(devices.tenantId, tenant.tenantId), eq(devices.isDeleted, false)))).map((d) => d.name));
    const batch: PacketIn[] = [];
    for (const [index, demo] of wanted.entries()) {
      seed++;
      if (existing.has(demo.name)) continue;
      const made = await db.transaction((tx) => promote(tx, {
        tenantId: tenant.tenantId, subscriptionId: subscription.subscriptionId, agentId: randomUUID(), machineName: demo.name,
        operatingSystemId: demo.os, architecture: demo.os === OperatingSystem.OsxX64 ? 'arm64' : 'x64',
        ipAddress: `10.${seed}.0.${10 + index}`, agentVersion: '1.0.0',
      }));
      const [device] = await db.update(devices).set({
        description: demo.description ?? null, tags: demo.tags ?? [], enabled: demo.enabled ?? true,
        locationId: demo.location ? places.get(demo.location) ?? null : null,
        deviceTypeId: demo.os === OperatingSystem.OsxX64 ? DeviceType.Physical : DeviceType.Virtual,
        lastCheckIn: demo.enabled === false ? new Date(now - WEEK) : new Date(now),
      }).where(and(eq(devices.tenantId, made.tenantId), eq(devices.deviceId, made.deviceId))).returning();
      await installDemoPackages(db, device!, index);
      await db.insert(deviceLogs).values([
        { tenantId: made.tenantId, deviceId: made.deviceId, created: new Date(now - WEEK), entryType: 'Information', detail: 'Agent enrolled and promoted.' },
        { tenantId: made.tenantId, deviceId: made.deviceId, created: new Date(now - 2 * 3_600_000), entryType: 'Warning', detail: 'Heartbeat was late by 45 s.' },
        { tenantId: made.tenantId, deviceId: made.deviceId, created: new Date(now - 60_000), entryType: 'Information', detail: 'Configuration applied.' },
      ]);
      if (demo.enabled !== false) batch.push(...heartbeats(made, (demo.stepMinutes ?? 60) * MINUTE, seed, now));
      // Every other device gets demo operations; the rest show an empty operations panel (and can be deleted).
      if (index % 2 === 0) {
        const operationPackets = await seedDeviceOperations(db, device!, now);
        if (demo.enabled !== false) batch.push(...operationPackets);
      }
    }
    for (let at = 0; at < batch.length; at += 10_000) await packets.store(tenant.tenantId, batch.slice(at, at + 10_000), new Date(now + MINUTE));
  }
}
