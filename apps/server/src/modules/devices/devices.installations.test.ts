import { randomUUID } from 'node:crypto';
import { OperatingSystem, PackageType, PackageVersionStatus, type Permission } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { packageVersions, packages } from '../packages/packages.table.ts';
import { makeDevice } from './devices.fixtures.ts';
import { deviceInstallations, devices } from './devices.table.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const all: Permission[] = ['Devices:view', 'Devices:edit', 'Devices:delete'];
async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}

async function makePackage(name: string, tenantId: string | null, operatingSystemRidsId: number, versions: string[] = []) {
  const [pkg] = await ctx.db.insert(packages).values({ name, tenantId, packageTypeId: PackageType.Watcher, operatingSystemRidsId }).returning();
  const made = [];
  for (const version of versions) {
    const [row] = await ctx.db.insert(packageVersions).values({
      packageId: pkg!.packageId, version, label: version, packageVersionStatusId: PackageVersionStatus.Latest,
      fileName: 'bundle.zip', sizeBytes: 10, sha256: '0'.repeat(64),
    }).returning();
    made.push(row!);
  }
  return { packageId: pkg!.packageId, versions: made };
}

describe('device installations', () => {
  it('lists what the device could install, saves changes as Pending and raises config_version', async () => {
    const tenant = await ctx.factories.tenant();
    const foreign = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const device = await makeDevice(ctx, tenant.tenantId, { operatingSystemId: OperatingSystem.LinuxX64 });
    const tag = randomUUID().slice(0, 6);
    const shared = await makePackage(`A shared ${tag}`, null, OperatingSystem.LinuxX64 | OperatingSystem.WinX64, ['1.0.0', '1.1.0']);
    const own = await makePackage(`B own ${tag}`, tenant.tenantId, OperatingSystem.LinuxX64, ['2.0.0']);
    const windowsOnly = await makePackage(`C windows ${tag}`, tenant.tenantId, OperatingSystem.WinX64, ['1.0.0']);
    const theirs = await makePackage(`D theirs ${tag}`, foreign.tenantId, OperatingSystem.LinuxX64, ['1.0.0']);
    const url = `/v1/devices/${device.deviceId}/installations`;
    const mine = (value: Array<{ installPackage: { packageName: string } }>) => value.filter((i) => i.installPackage.packageName.endsWith(tag));

    const listed = await ctx.app.inject({ method: 'GET', url, headers });
    expect(listed.statusCode).toBe(200);
    expect(mine(listed.json().value)).toEqual([
      { installPackage: { packageId: shared.packageId, packageName: `A shared ${tag}`, packageVersionId: null, version: null, installStatus: 'AvailableForInstall', detail: null } },
      { installPackage: { packageId: own.packageId, packageName: `B own ${tag}`, packageVersionId: null, version: null, installStatus: 'AvailableForInstall', detail: null } },
    ]);

    const item = (packageId: string, packageVersionId: string | null) => ({ packageId, deviceId: device.deviceId, packageVersionId });
    const saved = await ctx.app.inject({
      method: 'POST', url, headers, payload: [item(shared.packageId, shared.versions[1]!.packageVersionId), item(own.packageId, null)],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Installations saved successfully.' });
    const after = mine((await ctx.app.inject({ method: 'GET', url, headers })).json().value);
    expect(after.map((i: { installPackage: object }) => i.installPackage)).toEqual([
      expect.objectContaining({ packageVersionId: shared.versions[1]!.packageVersionId, version: '1.1.0', installStatus: 'Pending' }),
      expect.objectContaining({ packageVersionId: null, installStatus: 'AvailableForInstall' }),
    ]);
    const version = async () => (await ctx.db.select().from(devices).where(eq(devices.deviceId, device.deviceId)))[0]!.configVersion;
    expect(await version()).toBe(2);

    // The agent reported it installed: saving the same version again leaves that alone.
    const installation = and(eq(deviceInstallations.deviceId, device.deviceId), eq(deviceInstallations.packageId, shared.packageId));
    await ctx.db.update(deviceInstallations).set({ installStatus: 'Installed' }).where(installation);
    await ctx.app.inject({ method: 'POST', url, headers, payload: [item(shared.packageId, shared.versions[1]!.packageVersionId)] });
    expect((await ctx.db.select().from(deviceInstallations).where(installation))[0]!.installStatus).toBe('Installed');
    expect(await version()).toBe(2);

    // Back to none: Pending again, for the agent to remove it.
    await ctx.app.inject({ method: 'POST', url, headers, payload: [item(shared.packageId, null)] });
    expect((await ctx.db.select().from(deviceInstallations).where(installation))[0]).toMatchObject({ packageVersionId: null, installStatus: 'Pending' });
    expect(await version()).toBe(3);

    for (const [payload, message] of [
      [[item(windowsOnly.packageId, windowsOnly.versions[0]!.packageVersionId)], `The package is not one this device can install. (${windowsOnly.packageId})`],
      [[item(theirs.packageId, theirs.versions[0]!.packageVersionId)], `The package is not one this device can install. (${theirs.packageId})`],
      [[item(own.packageId, shared.versions[0]!.packageVersionId)], `The version does not belong to the package. (${shared.versions[0]!.packageVersionId})`],
      [[item(own.packageId, null), item(own.packageId, null)], 'A package is listed twice; list each package once.'],
      [[{ ...item(own.packageId, null), deviceId: randomUUID() }], 'Every installation must name this device.'],
      [[{ deviceId: device.deviceId, packageVersionId: null }], '0.packageId: This field is required.'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, headers, payload: payload as unknown as object });
      expect({ status: res.statusCode, payload }).toEqual({ status: 400, payload });
      expect(res.json().message).toBe(message);
    }
    expect(await version()).toBe(3);
  });
});
