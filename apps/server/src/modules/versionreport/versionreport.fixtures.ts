import { InstallStatus, OperatingSystem, PackageType, PackageVersionStatus } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../test/context.ts';
import { makeDevice } from '../devices/devices.fixtures.ts';
import { deviceInstallations } from '../devices/devices.table.ts';
import { packageVersions, packages } from '../packages/packages.table.ts';

type Status = (typeof PackageVersionStatus)[keyof typeof PackageVersionStatus];

/** A package with versions `[version, status]` uploaded in that order (a second apart), shared unless a tenant is given. */
export async function makeReportPackage(ctx: TestContext, versions: Array<[string, Status]>, tenantId: string | null = null, name = `Report ${randomUUID().slice(0, 8)}`) {
  const [pkg] = await ctx.db.insert(packages).values({ name, tenantId, packageTypeId: PackageType.Watcher, operatingSystemRidsId: OperatingSystem.LinuxX64 }).returning();
  const byVersion: Record<string, string> = {};
  const start = Date.UTC(2026, 0, 1);
  for (const [index, [version, status]] of versions.entries()) {
    const [row] = await ctx.db.insert(packageVersions).values({
      packageId: pkg!.packageId, version, label: version, packageVersionStatusId: status, fileName: `bundle-${version}.zip`, sizeBytes: 10,
      sha256: '0'.repeat(64), created: new Date(start + index * 1000),
    }).returning();
    byVersion[version] = row!.packageVersionId;
  }
  return { packageId: pkg!.packageId, name, versions: byVersion };
}

/** Records that `deviceId` has `packageVersionId` of `packageId` (Installed unless said otherwise). */
export async function install(ctx: TestContext, device: { tenantId: string; deviceId: string }, packageId: string, packageVersionId: string | null, installStatus: string = InstallStatus.Installed) {
  await ctx.db.insert(deviceInstallations).values({ tenantId: device.tenantId, deviceId: device.deviceId, packageId, packageVersionId, installStatus });
}

/** A device of `tenantId` with a package installed, so the report's lists have a row to leak. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const device = await makeDevice(ctx, tenantId);
  const pkg = await makeReportPackage(ctx, [['1.0.0', PackageVersionStatus.Latest]], tenantId);
  await install(ctx, device, pkg.packageId, pkg.versions['1.0.0']!);
  return { reportDeviceId: device.deviceId, reportPackageId: pkg.packageId };
}

export const notTenantScoped = {
  'POST /v1/compliancereport/Export()': 'a read sent as POST (the OData function): it lists only the caller\'s tenants\' rows, as its GET twin /v1/compliancereport/export, which the matrix checks, does',
};
