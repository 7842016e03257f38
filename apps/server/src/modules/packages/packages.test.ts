import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Permission, builtInOperations } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { openPackageVersionFile } from './index.ts';
import seedPackages, { ensureAgentPackage } from './seed.ts';

let ctx: TestContext;
const dataDir = mkdtempSync(join(tmpdir(), 'packages-test-'));
beforeAll(async () => {
  ctx = await createTestContext({ DATA_DIR: dataDir, PACKAGE_MAX_BYTES: '2000' });
});

const all: Permission[] = ['Packages:view', 'Packages:create', 'Packages:edit', 'Packages:delete'];
async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}

type Part = { name: string; value: string } | { name: string; fileName: string; content: Buffer };
/** A multipart/form-data body as a browser sends it. */
function form(parts: Part[]) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = 'fileName' in p ? `; filename="${p.fileName}"\r\nContent-Type: application/octet-stream` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`));
    chunks.push('content' in p ? p.content : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const file = (fileName: string, text = `bundle ${fileName}`) => ({ name: 'file-0', fileName, content: Buffer.from(text) });

async function upload(headers: Record<string, string>, parts: Part[]) {
  const body = form(parts);
  return ctx.app.inject({ method: 'POST', url: '/v1/packages/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
}
async function createPackage(headers: Record<string, string>, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'PUT', url: '/v1/packages', headers, payload: { packageTypeId: 1, ...payload } });
  expect(res.statusCode).toBe(200);
  return res.json() as { packageId: string; tenantId: string | null };
}
async function versionsOf(headers: Record<string, string>, packageId: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/v1/packages/${packageId}?$expand=versions`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json().versions as Array<{ version: string; packageVersionStatusId: number; packageVersionId: string }>)
    .map((v) => [v.version, ({ 1: 'Latest', 2: 'Archived', 3: 'PreRelease' } as Record<number, string>)[v.packageVersionStatusId]]);
}
const storeFiles = () => (existsSync(join(dataDir, 'packages')) ? readdirSync(join(dataDir, 'packages')).filter((f) => f !== '.incoming') : []);
const incomingFiles = () => (existsSync(join(dataDir, 'packages', '.incoming')) ? readdirSync(join(dataDir, 'packages', '.incoming')) : []);

describe('packages', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/packages' })).statusCode).toBe(401);
    const viewer = await bearerFor(['Packages:view']);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/packages', headers: viewer, payload: { name: 'x', packageTypeId: 1 } })).statusCode).toBe(403);
    expect((await upload(viewer, [{ name: 'label', value: 'x' }, file('a-1.0.0.zip')])).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/packages', headers: await bearerFor(['Devices:view']) })).statusCode).toBe(403);
  });

  it('creates, lists with the tenant, reads with operations, updates and deletes a tenant package', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Contoso' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const made = await createPackage(headers, {
      name: ' Watcher ', tenantId: tenant.tenantId, description: 'Watches', packageTypeId: 3, executableName: 'w.ps1', executableTypeId: 2,
      operatingSystemRidsId: 5, parameterDefinitions: [{ name: 'level', required: true, source: 2, defaultValue: 'info' }],
    });
    expect(made).toMatchObject({
      name: 'Watcher', tenantId: tenant.tenantId, tenant: { name: 'Contoso' }, packageTypeId: 3, executableTypeId: 2, operatingSystemRidsId: 5,
      parameterDefinitions: [{ name: 'level', description: null, required: true, source: 2, defaultValue: 'info' }], latestVersion: null,
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/v1/packages?$expand=tenant&$filter=name eq \'Watcher\'&$count=true', headers });
    expect(list.json()).toMatchObject({ '@odata.count': 1, value: [{ packageId: made.packageId, tenant: { name: 'Contoso' } }] });
    const csv = await ctx.app.inject({ method: 'GET', url: '/v1/packages/export', headers });
    expect(csv.body).toContain('Watcher');
    const grouped = await ctx.app.inject({ method: 'GET', url: '/v1/packages/grouped', headers });
    expect(JSON.stringify(grouped.json())).toContain('Watcher');

    await ctx.db.execute(sql`insert into operations (package_id, name, operation_type, default_interval, frequency_definitions, operation_result_type_id)
      values (${made.packageId}, 'Zulu', 6, '00:01:00', '{2}', 2), (${made.packageId}, 'Alpha', 6, '00:01:00', '{2}', 2)`);
    const detail = await ctx.app.inject({ method: 'GET', url: `/v1/packages/${made.packageId}?$expand=operations($orderby=name)`, headers });
    expect(detail.json().operations.map((o: { name: string }) => o.name)).toEqual(['Alpha', 'Zulu']);

    const updated = await ctx.app.inject({ method: 'POST', url: `/v1/packages/${made.packageId}`, headers, payload: { name: 'Watcher 2', packageTypeId: 1 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Watcher 2', tenantId: tenant.tenantId, packageTypeId: 1, description: 'Watches', operatingSystemRidsId: 5 });
    const moved = await ctx.app.inject({ method: 'POST', url: `/v1/packages/${made.packageId}`, headers, payload: { name: 'W', packageTypeId: 1, tenantId: null } });
    expect(moved.statusCode).toBe(400);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/v1/packages/${made.packageId}`, headers });
    expect(deleted.json()).toEqual({ message: 'Package deleted successfully.' });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/packages/${made.packageId}`, headers })).statusCode).toBe(404);
  });

  it.each([
    [{}, 'name: This field is required.; packageTypeId: Choose a package type.'],
    [{ name: 'X' }, 'packageTypeId: Choose a package type.'],
    [{ name: 'X', packageTypeId: 9 }, 'packageTypeId: Choose a package type.'],
    [{ name: 'X', packageTypeId: 1, executableTypeId: 3 }, 'executableTypeId: Choose Executable or Script.'],
    [{ name: 'X', packageTypeId: 1, operatingSystemRidsId: 8 }, 'operatingSystemRidsId: Choose operating systems as a sum of WinX64 1, OsxX64 2 and LinuxX64 4 (0 to 7).'],
    [{ name: 'X', packageTypeId: 1, parameterDefinitions: [{ name: 'a' }, { name: 'A' }] }, 'parameterDefinitions: The parameter A is defined twice.'],
    [{ name: 'X', packageTypeId: 1, parameterDefinitions: [{ name: 'a', source: 5 }] }, 'parameterDefinitions.0.source: Choose where the parameter comes from: PortalEntry, EnvironmentVariable, SecuredValue or RuntimeConfig.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/packages', headers: await bearerFor(all), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps Latest for the highest release: pre-releases never, older releases Archived, deleting Latest promotes', async () => {
    const headers = await bearerFor(all);
    const { packageId } = await createPackage(headers, { name: 'Rules' });
    const put = async (fileName: string, extra: Part[] = []) => {
      const res = await upload(headers, [{ name: 'label', value: `Label ${fileName}` }, { name: 'packageId', value: packageId }, file(fileName), ...extra]);
      expect(res.statusCode).toBe(200);
      return res.json().versions[0] as { packageVersionId: string; sha256: string; version: string; sizeBytes: number };
    };
    const first = await put('rules-1.9.0.zip');
    expect(await versionsOf(headers, packageId)).toEqual([['1.9.0', 'Latest']]);
    await put('rules-2.0.0-beta1.zip');
    expect(await versionsOf(headers, packageId)).toEqual([['2.0.0-beta1', 'PreRelease'], ['1.9.0', 'Latest']]);
    const newest = await put('rules-1.10.0.zip'); // above 1.9.0 by SemVer, below it as text
    expect(await versionsOf(headers, packageId)).toEqual([['2.0.0-beta1', 'PreRelease'], ['1.10.0', 'Latest'], ['1.9.0', 'Archived']]);
    await put('anything.zip', [{ name: 'version', value: 'v1.9.5' }]); // the field wins over the name; older: Archived
    expect(await versionsOf(headers, packageId)).toEqual([['2.0.0-beta1', 'PreRelease'], ['1.10.0', 'Latest'], ['1.9.5', 'Archived'], ['1.9.0', 'Archived']]);
    const again = await upload(headers, [{ name: 'label', value: 'x' }, { name: 'packageId', value: packageId }, file('rules-1.10.0.zip')]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Version 1.10.0 of this package already exists.');

    expect(first.sha256).toBe(createHash('sha256').update('bundle rules-1.9.0.zip').digest('hex'));
    expect(readFileSync(join(dataDir, 'packages', first.sha256), 'utf8')).toBe('bundle rules-1.9.0.zip');

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/v1/packages/${packageId}/versions/${newest.packageVersionId}`, headers });
    expect(removed.json()).toEqual({ message: 'Package version deleted successfully.' });
    expect(await versionsOf(headers, packageId)).toEqual([['2.0.0-beta1', 'PreRelease'], ['1.9.5', 'Latest'], ['1.9.0', 'Archived']]);
    expect(existsSync(join(dataDir, 'packages', newest.sha256))).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/packages/${packageId}/versions/${newest.packageVersionId}`, headers })).statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: `/v1/packages?$filter=packageId eq ${packageId}&$select=latestVersion`, headers });
    expect(list.json().value).toEqual([{ latestVersion: '1.9.5' }]);
  });

  it('makes a package from the file name, and several files in one upload end with the highest Latest', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const res = await upload(headers, [
      { name: 'label', value: 'Two at once' }, { name: 'tenantId', value: tenant.tenantId },
      { name: 'file-0', fileName: 'collector-2.0.0.tar.gz', content: Buffer.from('two') }, { name: 'file-1', fileName: 'collector_1.0.0.zip', content: Buffer.from('one') },
    ]);
    expect(res.statusCode).toBe(200);
    const { packageId } = res.json();
    expect(await versionsOf(headers, packageId)).toEqual([['2.0.0', 'Latest'], ['1.0.0', 'Archived']]);
    const pkg = await ctx.app.inject({ method: 'GET', url: `/v1/packages/${packageId}`, headers });
    expect(pkg.json()).toMatchObject({ name: 'collector', tenantId: tenant.tenantId });
    // The same name again lands in the same package.
    const third = await upload(headers, [{ name: 'label', value: 'Three' }, { name: 'tenantId', value: tenant.tenantId }, file('Collector-3.0.0-rc.1.zip')]);
    expect(third.json().packageId).toBe(packageId);
  });

  it.each([
    [[file('a-1.0.0.zip')], 400, 'label: This field is required.'],
    [[{ name: 'label', value: 'L' }], 400, 'Choose a file to upload (a part named file-0).'],
    [[{ name: 'label', value: 'L' }, { name: 'file-0', fileName: '', content: Buffer.alloc(0) }], 400, 'Choose a file to upload (a part named file-0).'],
    [[{ name: 'label', value: 'L' }, file('bundle.zip')], 400, 'The version of bundle.zip is unknown: give it in the version field or end the file name with it, e.g. agent-1.4.0.zip.'],
    [[{ name: 'label', value: 'L' }, { name: 'version', value: '1.2' }, file('b.zip')], 400, '"1.2" is not a SemVer 2 version (major.minor.patch[-prerelease], e.g. 1.4.0 or 2.0.0-beta1); give it in the version field or end the file name with it, e.g. agent-1.4.0.zip.'],
    [[{ name: 'label', value: 'L' }, { name: 'colour', value: 'red' }, file('a-1.0.0.zip')], 400, 'Unknown field colour: send file-N parts, label, and optionally version, tenantId and packageId.'],
    [[{ name: 'label', value: 'L' }, { name: 'tenantId', value: 'nope' }, file('a-1.0.0.zip')], 400, 'tenantId: Please enter a valid GUID.'],
    [[{ name: 'label', value: 'L' }, file('a-1.0.0.zip', 'x'.repeat(2001))], 413, 'The file is larger than the upload limit of 2000 bytes (PACKAGE_MAX_BYTES).'],
  ] as Array<[Part[], number, string]>)('refuses an upload: %#', async (parts, status, message) => {
    const before = storeFiles();
    const res = await upload(await bearerFor(all), parts);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(storeFiles()).toEqual(before);
    expect(incomingFiles()).toEqual([]);
  });

  it('refuses a JSON body on the upload with a message', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/v1/packages/upload', headers: await bearerFor(all), payload: { label: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the upload as multipart/form-data with file-N parts and a label.');
  });

  it("answers 404 for another tenant's package on every call, and for uploads into it", async () => {
    const [mine, theirs] = [await ctx.factories.tenant(), await ctx.factories.tenant()];
    const owner = await bearerFor(all, [theirs.tenantId]);
    const { packageId } = await createPackage(owner, { name: 'Theirs', tenantId: theirs.tenantId });
    const up = await upload(owner, [{ name: 'label', value: 'L' }, { name: 'packageId', value: packageId }, file('t-1.0.0.zip')]);
    const versionId = up.json().versions[0].packageVersionId;
    const me = await bearerFor(all, [mine.tenantId]);
    for (const [method, url] of [['GET', `/v1/packages/${packageId}`], ['DELETE', `/v1/packages/${packageId}`], ['DELETE', `/v1/packages/${packageId}/versions/${versionId}`]] as const) {
      expect((await ctx.app.inject({ method, url, headers: me })).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/packages/${packageId}`, headers: me, payload: { name: 'Mine', packageTypeId: 1 } })).statusCode).toBe(404);
    expect((await upload(me, [{ name: 'label', value: 'L' }, { name: 'packageId', value: packageId }, file('t-2.0.0.zip')])).statusCode).toBe(404);
    expect((await upload(me, [{ name: 'label', value: 'L' }, { name: 'tenantId', value: theirs.tenantId }, file('t-2.0.0.zip')])).statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/v1/packages', headers: me });
    expect(list.body).not.toContain(packageId);
    // The agent API's download: a device of another tenant is told 404, one of the owner's gets the file.
    await expect(openPackageVersionFile(ctx.db, { tenantId: mine.tenantId }, versionId, dataDir)).rejects.toMatchObject({ statusCode: 404 });
    const opened = await openPackageVersionFile(ctx.db, { tenantId: theirs.tenantId }, versionId, dataDir);
    expect(opened).toMatchObject({ sizeBytes: 'bundle t-1.0.0.zip'.length, version: '1.0.0' });
    opened.stream.destroy();
  });

  it('refuses deleting a version or a package a device installs, and the built-in agent package', async () => {
    const sub = await ctx.factories.subscription();
    const headers = await bearerFor(all);
    const up = await upload(headers, [{ name: 'label', value: 'L' }, { name: 'tenantId', value: sub.tenantId }, file('used-1.0.0.zip')]);
    const { packageId, versions: [version] } = up.json();
    const [device] = (await ctx.db.execute(sql`insert into devices (tenant_id, subscription_id, name, heartbeat_interval)
      values (${sub.tenantId}, ${sub.subscriptionId}, 'D1', 60) returning device_id`)).rows as Array<{ device_id: string }>;
    await ctx.db.execute(sql`insert into device_installations (tenant_id, device_id, package_id, package_version_id, install_status)
      values (${sub.tenantId}, ${device!.device_id}, ${packageId}, ${version.packageVersionId}, 'Installed')`);
    const delVersion = await ctx.app.inject({ method: 'DELETE', url: `/v1/packages/${packageId}/versions/${version.packageVersionId}`, headers });
    expect(delVersion.statusCode).toBe(409);
    expect(delVersion.json().message).toBe('This version is installed on devices and cannot be deleted; choose another version for them first.');
    const delPackage = await ctx.app.inject({ method: 'DELETE', url: `/v1/packages/${packageId}`, headers });
    expect(delPackage.statusCode).toBe(409);
    expect(delPackage.json().message).toBe('The package is installed on devices or its operations are assigned to devices; remove those first.');
    expect(existsSync(join(dataDir, 'packages', version.sha256))).toBe(true);

    const agentId = await ensureAgentPackage({ db: ctx.db, config: ctx.config });
    const delAgent = await ctx.app.inject({ method: 'DELETE', url: `/v1/packages/${agentId}`, headers });
    expect(delAgent.statusCode).toBe(409);
    expect(delAgent.json().message).toBe('The built-in agent package cannot be deleted.');
  });

  it("offers a device the operations of shared and its tenant's packages for its operating system", async () => {
    const [mine, theirs] = [await ctx.factories.tenant(), await ctx.factories.tenant()];
    const admin = await bearerFor(all);
    const agentId = await ensureAgentPackage({ db: ctx.db, config: ctx.config });
    const add = async (name: string, tenantId: string, os: number) => {
      const { packageId } = await createPackage(admin, { name, tenantId, operatingSystemRidsId: os });
      await ctx.db.execute(sql`insert into operations (package_id, name, operation_type, default_interval, frequency_definitions, operation_result_type_id)
        values (${packageId}, ${`${name} op`}, 6, '00:01:00', '{2}', 2)`);
    };
    await add('Windows only', mine.tenantId, 1);
    await add('Linux and Windows', mine.tenantId, 5);
    await add('Other tenant', theirs.tenantId, 7);
    const viewer = await bearerFor(['Devices:view'], [mine.tenantId]);
    const names = async (os: number) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/v1/operations/GetAvailableOperationsForDevice(tenantId=${mine.tenantId},operatingSystemId=${os})?$expand=package&$orderby=name`, headers: viewer });
      expect(res.statusCode).toBe(200);
      return (res.json().value as Array<{ name: string; package: { packageId: string } }>).map((o) => o.name);
    };
    const agentOps = builtInOperations.map((o) => o.name);
    expect(await names(4)).toEqual([...agentOps, 'Linux and Windows op'].sort());
    expect(await names(1)).toEqual([...agentOps, 'Linux and Windows op', 'Windows only op'].sort());
    const search = await ctx.app.inject({ method: 'GET', url: `/v1/operations/GetAvailableOperationsForDevice(tenantId=${mine.tenantId},operatingSystemId=2)?$filter=package/packageId eq ${agentId}&$count=true`, headers: viewer });
    expect(search.json()['@odata.count']).toBe(builtInOperations.length);
    const foreign = await ctx.app.inject({ method: 'GET', url: `/v1/operations/GetAvailableOperationsForDevice(tenantId=${theirs.tenantId},operatingSystemId=1)`, headers: viewer });
    expect(foreign.statusCode).toBe(404);
    const badOs = await ctx.app.inject({ method: 'GET', url: `/v1/operations/GetAvailableOperationsForDevice(tenantId=${mine.tenantId},operatingSystemId=8)`, headers: viewer });
    expect(badOs.json().message).toBe('operatingSystemId must be a sum of WinX64 1, OsxX64 2 and LinuxX64 4 (1 to 7).');
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/operations/Nothing()', headers: viewer })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/operations/GetAvailableOperationsForDevice(tenantId=${mine.tenantId},operatingSystemId=1)`, headers: await bearerFor(['Packages:view']) })).statusCode).toBe(403);
  });

  it('seeds the agent package once, and demo packages whose versions show every status', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Demo' });
    const seedContext = { db: ctx.db, config: ctx.config, tenants: [{ tenantId: tenant.tenantId, name: 'Demo' }], subscriptions: [] };
    await seedPackages(seedContext);
    await seedPackages(seedContext);
    const count = await ctx.db.execute(sql`select count(*)::int as n from packages where name = 'Portal Agent'`);
    expect(count.rows[0]).toEqual({ n: 1 });
    const ops = await ctx.db.execute(sql`select count(*)::int as n from operations o join packages p using (package_id) where p.name = 'Portal Agent'`);
    expect(ops.rows[0]).toEqual({ n: builtInOperations.length });
    const admin = await bearerFor(all);
    const list = await ctx.app.inject({ method: 'GET', url: `/v1/packages?$filter=tenantId eq ${tenant.tenantId}`, headers: admin });
    const watcher = list.json().value[0];
    expect(await versionsOf(admin, watcher.packageId)).toEqual([['1.2.0-beta1', 'PreRelease'], ['1.1.0', 'Latest'], ['1.0.0', 'Archived']]);
  });
});
