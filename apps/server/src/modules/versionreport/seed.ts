import { randomUUID } from 'node:crypto';
import { InstallStatus, OperatingSystem, type PacketIn } from '@portal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { SeedContext } from '../../platform/module.ts';
import { deviceInstallations, devices, promote } from '../devices/index.ts';
import { packageVersions, packages } from '../packages/index.ts';
import { packetsService } from '../packets/index.ts';

/** The demo devices and the shared package are seeded first (seed/index.ts reads this). */
export const seedAfter = ['devices', 'packages'];

const FLEET_TENANT = 'Northwind';
const FLEET_PACKAGE = 'Log Shipper';
const FLEET_SIZE = 24;

/** Most stores run the Latest release; every fourth an archived one and every seventh the release candidate. */
function versionFor(index: number): string {
  if (index % 7 === 6) return '2.1.0-rc.1';
  if (index % 4 === 3) return '1.9.3';
  return '2.0.0';
}

/**
 * A fleet of point-of-sale machines in the demo tenant Northwind, each with the shared Log Shipper package
 * installed at a mix of versions, so the version report has Outdated rows and more than a page of them.
 * Left alone when the fleet, the tenant or the package's versions are not there.
 */
export default async function seedVersionReportFleet({ db, config, tenants, subscriptions }: SeedContext): Promise<void> {
  const tenant = tenants.find((t) => t.name === FLEET_TENANT);
  const subscription = tenant && subscriptions.find((s) => s.tenantId === tenant.tenantId);
  if (!tenant || !subscription) return;
  const [already] = await db.select({ deviceId: devices.deviceId }).from(devices)
    .where(and(eq(devices.tenantId, tenant.tenantId), eq(devices.name, 'nw-pos-01')));
  if (already) return;
  const versions = await db.select({ packageId: packages.packageId, packageVersionId: packageVersions.packageVersionId, version: packageVersions.version })
    .from(packages).innerJoin(packageVersions, eq(packageVersions.packageId, packages.packageId))
    .where(and(eq(packages.name, FLEET_PACKAGE), isNull(packages.tenantId), eq(packages.isDeleted, false)));
  const byVersion = new Map(versions.map((v) => [v.version, v]));
  if (![0, 3, 6].every((index) => byVersion.has(versionFor(index)))) return;

  const now = Date.now();
  const heartbeats: PacketIn[] = [];
  for (let index = 0; index < FLEET_SIZE; index++) {
    const name = `nw-pos-${String(index + 1).padStart(2, '0')}`;
    const windows = index % 3 === 0;
    await db.transaction(async (tx) => {
      const made = await promote(tx, {
        tenantId: tenant.tenantId, subscriptionId: subscription.subscriptionId, agentId: randomUUID(), machineName: name,
        operatingSystemId: windows ? OperatingSystem.WinX64 : OperatingSystem.LinuxX64, architecture: 'x64',
        ipAddress: `10.77.0.${index + 10}`, agentVersion: '1.0.0',
      });
      await tx.update(devices).set({ description: 'Point-of-sale terminal.', tags: ['pos'], lastCheckIn: new Date() })
        .where(and(eq(devices.tenantId, made.tenantId), eq(devices.deviceId, made.deviceId)));
      const installed = byVersion.get(versionFor(index))!;
      await tx.insert(deviceInstallations).values({
        tenantId: made.tenantId, deviceId: made.deviceId, packageId: installed.packageId, packageVersionId: installed.packageVersionId,
        installStatus: InstallStatus.Installed,
      });
      // One heartbeat each, so the devices grid shows the terminals alive like the other demo devices.
      heartbeats.push({
        entityId: made.deviceId, packetId: randomUUID(), timestamp: new Date(now - (index + 1) * 1000).toISOString(),
        message: { Metrics: { DeviceCpu: 5 + index, DeviceMemory: 30 + index } },
      });
    });
  }
  await packetsService(db, config.PACKET_RETENTION_DAYS).store(tenant.tenantId, heartbeats, new Date(now + 60_000));
}
