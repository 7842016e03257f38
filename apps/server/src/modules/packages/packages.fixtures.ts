import { OperationResultType, OperationType, PackageType, PackageVersionStatus } from '@portal/contracts';
import type { TestContext } from '../../test/context.ts';
import { operations, packageVersions, packages } from './packages.table.ts';

/** Route parameters of the packages module: `packageId`, `packageVersionId`, and the operations function `call`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const [pkg] = await ctx.db.insert(packages).values({ tenantId, name: `Package of ${tenantId}`, packageTypeId: PackageType.Watcher, operatingSystemRidsId: 7 }).returning();
  const [version] = await ctx.db.insert(packageVersions).values({
    packageId: pkg!.packageId, version: '1.0.0', label: 'First', packageVersionStatusId: PackageVersionStatus.Latest,
    fileName: 'x-1.0.0.zip', sizeBytes: 1, sha256: 'a'.repeat(64),
  }).returning();
  await ctx.db.insert(operations).values({
    packageId: pkg!.packageId, name: 'Op', operationType: OperationType.Metric, defaultInterval: '00:01:00',
    frequencyDefinitions: [2], operationResultTypeId: OperationResultType.Numeric,
  });
  return {
    packageId: pkg!.packageId,
    packageVersionId: version!.packageVersionId,
    call: `GetAvailableOperationsForDevice(tenantId=${tenantId},operatingSystemId=7)`,
  };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/packages': { tenantId: ids.tenantId, name: 'Foreign package', packageTypeId: PackageType.Watcher },
    'POST /v1/packages/:packageId': { name: 'Renamed package', packageTypeId: PackageType.Watcher },
  };
}

export const notTenantScoped: Record<string, string> = {
  'POST /v1/packages/upload': 'multipart only (the matrix sends JSON); its tenantId and packageId fields answer 404 for another tenant in packages.test.ts',
};
