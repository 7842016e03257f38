import {
  type InstallationListItem, type InstallationsSaveBody, InstallStatus, OperatingSystem, deviceSaveMessages,
} from '@portal/contracts';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest } from '../../platform/errors/index.ts';
import { packageVersions, packages } from '../packages/packages.table.ts';
import type { DeviceRow } from './devices.config.ts';
import type { DevicesService } from './devices.service.ts';
import { deviceInstallations } from './devices.table.ts';

/**
 * The packages a device could install: not deleted, its tenant's or shared, and built for its operating
 * system (a device whose system is still Unknown is offered every one of them).
 */
function installable(device: DeviceRow) {
  const os = device.operatingSystemId === OperatingSystem.Unknown
    ? sql`true`
    : sql`(${packages.operatingSystemRidsId} & ${device.operatingSystemId}) <> 0`;
  return and(eq(packages.isDeleted, false), or(eq(packages.tenantId, device.tenantId), isNull(packages.tenantId)), os);
}

/** A device's installations (part 2 §3): what it should have, and what its agent last reported. */
export function createInstallationsService({ db, devices }: { db: Db; devices: DevicesService }) {
  async function listFor(device: DeviceRow): Promise<InstallationListItem[]> {
    const rows = await db.select({
      packageId: packages.packageId,
      packageName: packages.name,
      packageVersionId: deviceInstallations.packageVersionId,
      version: packageVersions.version,
      installStatus: deviceInstallations.installStatus,
      detail: deviceInstallations.detail,
    }).from(packages)
      .leftJoin(deviceInstallations, and(
        eq(deviceInstallations.tenantId, device.tenantId), eq(deviceInstallations.deviceId, device.deviceId),
        eq(deviceInstallations.packageId, packages.packageId),
      ))
      .leftJoin(packageVersions, eq(packageVersions.packageVersionId, deviceInstallations.packageVersionId))
      .where(installable(device))
      .orderBy(asc(packages.name), asc(packages.packageId));
    return rows.map((r) => ({
      installPackage: {
        packageId: r.packageId,
        packageName: r.packageName,
        packageVersionId: r.packageVersionId,
        version: r.version,
        installStatus: (r.installStatus ?? InstallStatus.AvailableForInstall) as InstallStatus,
        detail: r.detail,
      },
    }));
  }

  async function list(actor: Actor, deviceId: string) {
    return { value: await listFor(await devices.find(actor, 'view', deviceId)) };
  }

  /**
   * Saves the wanted version per package. A row whose version changed goes Pending (the agent installs
   * or, for none, removes it and reports back); an unchanged one keeps its reported status; 'none' for a
   * package never installed is nothing to do.
   */
  async function save(actor: Actor, deviceId: string, body: InstallationsSaveBody) {
    const device = await devices.find(actor, 'edit', deviceId);
    if (body.some((item) => item.deviceId.toLowerCase() !== device.deviceId)) throw badRequest(deviceSaveMessages.installationWrongDevice);
    const packageIds = body.map((item) => item.packageId.toLowerCase());
    if (new Set(packageIds).size !== packageIds.length) throw badRequest(deviceSaveMessages.installationDuplicate);

    const current = new Map((await listFor(device)).map((i) => [i.installPackage.packageId, i.installPackage]));
    const changes: Array<{ packageId: string; packageVersionId: string | null }> = [];
    for (const item of body) {
      const packageId = item.packageId.toLowerCase();
      const packageVersionId = item.packageVersionId?.toLowerCase() ?? null;
      const now = current.get(packageId);
      if (!now) throw badRequest(`${deviceSaveMessages.installationUnknownPackage} (${packageId})`);
      if (now.packageVersionId === packageVersionId) continue;
      if (packageVersionId === null && now.installStatus === InstallStatus.AvailableForInstall) continue;
      if (packageVersionId !== null) {
        const [version] = await db.select({ id: packageVersions.packageVersionId }).from(packageVersions)
          .where(and(eq(packageVersions.packageVersionId, packageVersionId), eq(packageVersions.packageId, packageId)));
        if (!version) throw badRequest(`${deviceSaveMessages.installationUnknownVersion} (${packageVersionId})`);
      }
      changes.push({ packageId, packageVersionId });
    }
    if (changes.length > 0) {
      await devices.changeForAgent(device, async (tx) => {
        await tx.insert(deviceInstallations).values(changes.map((c) => ({
          tenantId: device.tenantId, deviceId: device.deviceId, ...c, installStatus: InstallStatus.Pending, detail: null,
        }))).onConflictDoUpdate({
          target: [deviceInstallations.tenantId, deviceInstallations.deviceId, deviceInstallations.packageId],
          set: {
            packageVersionId: sql`excluded.package_version_id`, installStatus: InstallStatus.Pending, detail: null, modified: new Date(),
          },
        });
      });
    }
    return { message: deviceSaveMessages.installationsSaved };
  }

  return { list, save };
}
