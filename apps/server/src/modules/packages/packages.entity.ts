import { sql } from 'drizzle-orm';
import type { CsvColumn } from '../../platform/export/csv.ts';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { operations, packageVersions, packages } from './packages.table.ts';

/** The versions of a package, for `$expand=versions` (sorted in SemVer order by the service afterwards). */
export const packageVersionEntity: EntityDef = defineEntity({
  name: 'packageVersion',
  table: packageVersions,
  fields: {
    packageVersionId: { column: packageVersions.packageVersionId, type: 'guid' },
    packageId: { column: packageVersions.packageId, type: 'guid' },
    version: { column: packageVersions.version, type: 'string' },
    label: { column: packageVersions.label, type: 'string' },
    packageVersionStatusId: { column: packageVersions.packageVersionStatusId, type: 'number' },
    fileName: { column: packageVersions.fileName, type: 'string' },
    sizeBytes: { column: packageVersions.sizeBytes, type: 'number' },
    sha256: { column: packageVersions.sha256, type: 'string' },
    createdBy: { column: packageVersions.createdBy, type: 'string' },
    created: { column: packageVersions.created, type: 'date' },
  },
  defaultOrderBy: 'created desc',
});

const operationFields = {
  operationId: { column: operations.operationId, type: 'guid' },
  packageId: { column: operations.packageId, type: 'guid' },
  name: { column: operations.name, type: 'string' },
  description: { column: operations.description, type: 'string' },
  operationType: { column: operations.operationType, type: 'number' },
  defaultInterval: { column: operations.defaultInterval, type: 'string' },
  frequencyDefinitions: { column: operations.frequencyDefinitions, type: 'json', filterable: false, sortable: false },
  parameterDefinitions: { column: operations.parameterDefinitions, type: 'json', filterable: false, sortable: false },
  operationResultTypeId: { column: operations.operationResultTypeId, type: 'number' },
  created: { column: operations.created, type: 'date' },
  modified: { column: operations.modified, type: 'date' },
} as const;

/** What `v1/packages` lists may filter, sort, select and expand. */
export const packageEntity: EntityDef = defineEntity({
  name: 'package',
  table: packages,
  fields: {
    packageId: { column: packages.packageId, type: 'guid' },
    tenantId: { column: packages.tenantId, type: 'guid' },
    name: { column: packages.name, type: 'string' },
    description: { column: packages.description, type: 'string' },
    packageTypeId: { column: packages.packageTypeId, type: 'number' },
    executableName: { column: packages.executableName, type: 'string' },
    executableTypeId: { column: packages.executableTypeId, type: 'number' },
    referenceUrl: { column: packages.referenceUrl, type: 'string' },
    operatingSystemRidsId: { column: packages.operatingSystemRidsId, type: 'number' },
    parameterDefinitions: { column: packages.parameterDefinitions, type: 'json', filterable: false, sortable: false },
    /** The version whose status is Latest, for the grid. */
    latestVersion: {
      column: (row) => sql`(select v.version from package_versions v where v.package_id = ${row}."package_id" and v.package_version_status_id = 1 limit 1)`,
      type: 'string',
    },
    created: { column: packages.created, type: 'date' },
    modified: { column: packages.modified, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: packages.tenantId, foreignKey: tenants.tenantId },
    operations: { entity: () => operationEntity, kind: 'many', localKey: packages.packageId, foreignKey: operations.packageId },
    versions: { entity: () => packageVersionEntity, kind: 'many', localKey: packages.packageId, foreignKey: packageVersions.packageId },
  },
  searchable: ['name', 'description', 'executableName', 'tenant/name'],
  defaultOrderBy: 'name asc',
});

/** Operations (GetAvailableOperationsForDevice, `$expand=operations`), with their package. */
export const operationEntity: EntityDef = defineEntity({
  name: 'operation',
  table: operations,
  fields: operationFields,
  relations: {
    package: { entity: () => packageEntity, kind: 'one', localKey: operations.packageId, foreignKey: packages.packageId },
  },
  searchable: ['name', 'description', 'package/name'],
  defaultOrderBy: 'name asc',
});

/** CSV export columns. */
export const packageCsvColumns: CsvColumn[] = [
  { field: 'name', header: 'Name' },
  { field: 'description', header: 'Description' },
  { field: 'packageTypeId', header: 'Package Type' },
  { field: 'executableName', header: 'Executable' },
  { field: 'latestVersion', header: 'Latest Version' },
  { field: 'tenant.name', header: 'Tenant' },
  { field: 'packageId', header: 'Package Id' },
];
