import {
  AGENT_PACKAGE_NAME, type BuiltInOperation, type PackageDetailResponse, type PackageSaveBody, type Permission,
  PackageSaveBody as PackageSaveSchema, PackageVersionStatus, packageCatalogMessages,
} from '@portal/contracts';
import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from '../../db/errors.ts';
import type { Tx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, conflict, forbidden, notFound } from '../../platform/errors/index.ts';
import { type ColumnRef, type ODataQuery, runGet, runGrouped, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, findScoped, holdsInEveryTenant, tenantScope } from '../../platform/tenancy/index.ts';
import { assertTenantExists } from '../tenants/index.ts';
import { operationEntity, packageEntity } from './packages.entity.ts';
import type { PackageStore } from './packages.storage.ts';
import { operations, packageVersions, packages } from './packages.table.ts';
import { bySemverDescending, versionToPromote } from './packages.versions.ts';

type Action = 'view' | 'create' | 'edit' | 'delete';
export type PackageRow = typeof packages.$inferSelect;

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

function columnsOf(input: PackageSaveBody) {
  const body = PackageSaveSchema.parse(input);
  return {
    name: body.name,
    description: blank(body.description),
    packageTypeId: body.packageTypeId,
    executableName: blank(body.executableName),
    executableTypeId: body.executableTypeId,
    referenceUrl: blank(body.referenceUrl),
    operatingSystemRidsId: body.operatingSystemRidsId,
    parameterDefinitions: body.parameterDefinitions,
  };
}

/** Hash of a bundle's digest for pg_advisory_xact_lock: an upload keeping and a delete removing the same file wait for each other. */
export const lockFile = (tx: Tx, sha256: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`package-file:${sha256}`}))`);

/**
 * Packages of a tenant, and shared ones (no tenant) every tenant's devices may install. Shared packages
 * are visible to anyone with Packages:view and written only by holders of the permission for all tenants.
 */
export function createPackagesService({ db, store }: { db: Db; store: PackageStore }) {
  const permission = (action: Action) => `Packages:${action}` as Permission;

  function assertWritable(actor: Actor, action: Action, tenantId: string | null): void {
    if (tenantId === null) {
      if (!holdsInEveryTenant(actor, permission(action))) throw forbidden(packageCatalogMessages.sharedNeedsAllTenants);
      return;
    }
    assertTenantAccess(actor, permission(action), tenantId);
  }

  const visible = (actor: Actor, scope: Permission) => and(eq(packages.isDeleted, false), tenantScope(actor, scope, packages.tenantId, 'shared'));

  /** The package if the actor may `action` it: invisible 404, visible but not writable 403. */
  async function find(actor: Actor, action: Action, packageId: string): Promise<PackageRow> {
    const row = await findScoped(async (scope) => {
      const [found] = await db.select().from(packages).where(and(eq(packages.packageId, packageId), visible(actor, scope)));
      return found;
    }, permission(action), permission('view'), 'The package');
    if (action !== 'view' && row.tenantId === null && !holdsInEveryTenant(actor, permission(action))) {
      throw forbidden(packageCatalogMessages.sharedNeedsAllTenants);
    }
    return row;
  }

  const tenantExists = (tenantId: string | null) => assertTenantExists(db, tenantId);

  const listWhere = (actor: Actor) => (ref: ColumnRef) =>
    and(sql`${ref(packages.isDeleted)} = false`, tenantScope(actor, 'Packages:view', ref(packages.tenantId), 'shared'));

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, packageEntity, query, { where: listWhere(actor) });
  }

  async function grouped(actor: Actor, query: ODataQuery) {
    return runGrouped(db, packageEntity, query, {
      where: listWhere(actor), groupBy: 'tenant', groupLabel: 'name', valueField: 'packageId', labelField: 'name',
    });
  }

  /** One package with what `$expand` asks for; `versions` always come newest first by SemVer 2. */
  async function get(actor: Actor, packageId: string, query: ODataQuery = {}): Promise<PackageDetailResponse> {
    await find(actor, 'view', packageId);
    const row = await runGet(db, packageEntity, query, { where: (ref) => eq(ref(packages.packageId), packageId) });
    if (!row) throw notFound('The package');
    if (Array.isArray(row.versions) && row.versions.every((v: { version?: unknown }) => typeof v.version === 'string')) {
      (row.versions as Array<{ version?: unknown }>).sort(bySemverDescending);
    }
    return row as PackageDetailResponse;
  }

  async function assertNameFree(tx: Tx | Db, name: string, tenantId: string | null, except?: string): Promise<void> {
    const [same] = await tx.select({ packageId: packages.packageId }).from(packages).where(and(
      sql`lower(${packages.name}) = lower(${name})`, eq(packages.isDeleted, false),
      tenantId === null ? isNull(packages.tenantId) : eq(packages.tenantId, tenantId),
      except ? sql`${packages.packageId} <> ${except}` : undefined,
    ));
    if (same) throw conflict(packageCatalogMessages.duplicateName);
  }

  async function create(actor: Actor, body: PackageSaveBody): Promise<PackageDetailResponse> {
    const tenantId = body.tenantId?.toLowerCase() ?? null;
    assertWritable(actor, 'create', tenantId);
    await tenantExists(tenantId);
    const columns = columnsOf(body);
    await assertNameFree(db, columns.name, tenantId);
    const [row] = await db.insert(packages).values({ ...columns, tenantId, operatingSystemRidsId: columns.operatingSystemRidsId ?? 0, parameterDefinitions: columns.parameterDefinitions ?? [] }).returning();
    if (!row) throw new Error('insert returned no row');
    return get(actor, row.packageId, { $expand: 'tenant' });
  }

  async function update(actor: Actor, packageId: string, body: PackageSaveBody): Promise<PackageDetailResponse> {
    const current = await find(actor, 'edit', packageId);
    assertTenantUnchanged('A package', current.tenantId, body.tenantId);
    const columns = columnsOf(body);
    await assertNameFree(db, columns.name, current.tenantId, packageId);
    await db.update(packages).set({ ...columns, modified: new Date() }).where(eq(packages.packageId, packageId));
    return get(actor, packageId, { $expand: 'tenant' });
  }

  /**
   * Deletes the package, its operations and versions, and the files no other version keeps. Refused
   * (409) while a device installs it or has one of its operations: the database's foreign keys say so.
   */
  async function remove(actor: Actor, packageId: string): Promise<void> {
    const row = await find(actor, 'delete', packageId);
    if (row.tenantId === null && row.name === AGENT_PACKAGE_NAME) throw conflict(packageCatalogMessages.builtIn);
    try {
      await db.transaction(async (tx) => {
        const versions = await tx.delete(packageVersions).where(eq(packageVersions.packageId, packageId)).returning({ sha256: packageVersions.sha256 });
        await tx.delete(operations).where(eq(operations.packageId, packageId));
        await tx.delete(packages).where(eq(packages.packageId, packageId));
        for (const sha256 of new Set(versions.map((v) => v.sha256))) await forgetFileIfUnused(tx, sha256);
      });
    } catch (err) {
      if (postgresErrorCode(err) === FOREIGN_KEY_VIOLATION) throw conflict(packageCatalogMessages.inUse);
      throw err;
    }
  }

  async function forgetFileIfUnused(tx: Tx, sha256: string): Promise<void> {
    await lockFile(tx, sha256);
    const [used] = await tx.select({ id: packageVersions.packageVersionId }).from(packageVersions).where(eq(packageVersions.sha256, sha256)).limit(1);
    if (!used) await store.remove(sha256);
  }

  /** Deletes one version; when it was Latest, the highest remaining release becomes Latest. */
  async function deleteVersion(actor: Actor, packageId: string, packageVersionId: string): Promise<void> {
    await find(actor, 'delete', packageId);
    try {
      await db.transaction(async (tx) => {
        await tx.select({ id: packages.packageId }).from(packages).where(eq(packages.packageId, packageId)).for('update');
        const [gone] = await tx.delete(packageVersions)
          .where(and(eq(packageVersions.packageVersionId, packageVersionId), eq(packageVersions.packageId, packageId)))
          .returning({ sha256: packageVersions.sha256 });
        if (!gone) throw notFound('The package version');
        const remaining = await tx.select({
          packageVersionId: packageVersions.packageVersionId, version: packageVersions.version, packageVersionStatusId: packageVersions.packageVersionStatusId,
        }).from(packageVersions).where(eq(packageVersions.packageId, packageId));
        const promote = versionToPromote(remaining);
        if (promote) {
          await tx.update(packageVersions).set({ packageVersionStatusId: PackageVersionStatus.Latest }).where(eq(packageVersions.packageVersionId, promote));
        }
        await forgetFileIfUnused(tx, gone.sha256);
      });
    } catch (err) {
      if (postgresErrorCode(err) === FOREIGN_KEY_VIOLATION) throw conflict(packageCatalogMessages.versionInUse);
      throw err;
    }
  }

  /**
   * GetAvailableOperationsForDevice: operations of packages shared or of `tenantId` that run on one of
   * the `operatingSystemId` bits. Read with Devices:view in that tenant (it feeds a device's picker).
   */
  async function availableOperations(actor: Actor, tenantId: string, operatingSystemId: number, query: ODataQuery) {
    assertTenantAccess(actor, 'Devices:view', tenantId);
    const offered = db.select({ packageId: packages.packageId }).from(packages).where(and(
      eq(packages.isDeleted, false),
      sql`(${packages.tenantId} is null or ${packages.tenantId} = ${tenantId})`,
      sql`(${packages.operatingSystemRidsId} & ${operatingSystemId}::smallint) <> 0`,
    ));
    return runList(db, operationEntity, query, { where: (ref) => inArray(ref(operations.packageId), offered) });
  }

  /** Adds operations missing by name and updates the others (seed and the built-in agent package). */
  async function saveOperations(packageId: string, wanted: BuiltInOperation[]): Promise<void> {
    await db.transaction(async (tx) => {
      const existing = await tx.select(getTableColumns(operations)).from(operations).where(eq(operations.packageId, packageId));
      for (const op of wanted) {
        const values = { ...op, packageId, modified: new Date() };
        const same = existing.find((e) => e.name.toLowerCase() === op.name.toLowerCase());
        if (same) await tx.update(operations).set(values).where(eq(operations.operationId, same.operationId));
        else await tx.insert(operations).values(values);
      }
    });
  }

  /** The package named `name` in `tenantId` (null: shared), if any. */
  async function findByName(name: string, tenantId: string | null): Promise<PackageRow | undefined> {
    const [row] = await db.select().from(packages).where(and(
      sql`lower(${packages.name}) = lower(${name})`, eq(packages.isDeleted, false),
      tenantId === null ? isNull(packages.tenantId) : eq(packages.tenantId, tenantId),
    ));
    return row;
  }

  /** A version's file for the agent API's download: where it is, how big, its digest. No tenant check: the caller does it. */
  async function versionFile(packageVersionId: string) {
    const [row] = await db.select({
      packageId: packageVersions.packageId, version: packageVersions.version, fileName: packageVersions.fileName,
      sizeBytes: packageVersions.sizeBytes, sha256: packageVersions.sha256, tenantId: packages.tenantId,
    }).from(packageVersions).innerJoin(packages, eq(packages.packageId, packageVersions.packageId))
      .where(eq(packageVersions.packageVersionId, packageVersionId));
    return row ? { ...row, path: store.pathOf(row.sha256) } : undefined;
  }

  return {
    list, grouped, get, create, update, remove, deleteVersion, availableOperations, saveOperations, findByName, versionFile,
    find, assertWritable, tenantExists, assertNameFree, columnsOf,
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
