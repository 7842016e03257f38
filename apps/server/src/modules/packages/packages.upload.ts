import type { Multipart } from '@fastify/multipart';
import {
  Guid, type PackageUploadResponse, PackageType, PackageVersionStatus, nameAndVersionOf, packageCatalogMessages,
} from '@portal/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import semver from 'semver';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Tx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, badRequest, conflict } from '../../platform/errors/index.ts';
import { type PackagesService, lockFile } from './packages.service.ts';
import type { IncomingFile, PackageStore } from './packages.storage.ts';
import { packageVersions, packages } from './packages.table.ts';
import { normalVersion, statusOfNewVersion } from './packages.versions.ts';

const FIELDS = ['label', 'tenantId', 'packageId', 'version'] as const;
type Field = (typeof FIELDS)[number];
export type UploadFields = Partial<Record<Field, string>>;
const FILE_PART = /^file-\d+$/;

interface Received { fileName: string; version: string; incoming: IncomingFile }

const drain = (part: Multipart) => (part.type === 'file' ? part.file.resume() : undefined);

/**
 * POST v1/packages/upload: each `file-N` part is one version of one package. The package is
 * `packageId` when given, else the one named by the file names (`agent-1.4.0.zip` → agent) in
 * `tenantId` (none: shared), made when missing. The version is the `version` field (one file only),
 * else the SemVer at the end of the file name. Files are streamed to disk while hashed; nothing is
 * kept unless every part is good and the versions are committed.
 */
export function createPackageUploader({ db, store, service }: { db: Db; store: PackageStore; service: PackagesService }) {
  async function receive(parts: AsyncIterable<Multipart>) {
    const fields: UploadFields = {};
    const files: Array<{ fileName: string; incoming: IncomingFile }> = [];
    try {
      for await (const part of parts) {
        if (part.type === 'file' ? !FILE_PART.test(part.fieldname) : !FIELDS.includes(part.fieldname as Field)) {
          drain(part);
          throw badRequest(packageCatalogMessages.unknownField(part.fieldname));
        }
        if (part.type === 'file') {
          // An empty file input is sent as a part without a file name: no file was chosen.
          if (!part.filename) { part.file.resume(); continue; }
          files.push({ fileName: part.filename, incoming: await store.receive(part.file) });
        } else {
          fields[part.fieldname as Field] = String(part.value).trim();
        }
      }
    } catch (err) {
      await store.discard(files.map((f) => f.incoming));
      throw err;
    }
    return { fields, files };
  }

  function check(fields: UploadFields, files: Array<{ fileName: string; incoming: IncomingFile }>): Received[] {
    if (!fields.label) throw badRequest(packageCatalogMessages.labelRequired);
    if (fields.label.length > 200) throw badRequest('label: At most 200 characters are allowed.');
    if (files.length === 0) throw badRequest(packageCatalogMessages.fileRequired);
    for (const name of ['tenantId', 'packageId'] as const) {
      if (fields[name] && !Guid.safeParse(fields[name]).success) throw badRequest(`${name}: Please enter a valid GUID.`);
    }
    if (fields.version && files.length > 1) throw badRequest(packageCatalogMessages.oneVersionField);
    const received = files.map(({ fileName, incoming }) => {
      const text = fields.version || nameAndVersionOf(fileName)?.version;
      if (!text) throw badRequest(packageCatalogMessages.noVersion(fileName));
      const version = normalVersion(text);
      if (!version) throw badRequest(packageCatalogMessages.badVersion(text));
      return { fileName, version, incoming };
    });
    const seen = new Set<string>();
    for (const r of received) {
      if (seen.has(r.version)) throw badRequest(packageCatalogMessages.duplicateUpload(r.version));
      seen.add(r.version);
    }
    return received;
  }

  /** The package the versions go to: given by id, or found (or made) by the files' name in the tenant. */
  async function target(actor: Actor, fields: UploadFields, received: Received[]) {
    if (fields.packageId) {
      const row = await service.find(actor, 'create', fields.packageId.toLowerCase());
      assertTenantUnchanged('A package', row.tenantId, fields.tenantId || undefined);
      return { packageId: row.packageId, name: row.name, tenantId: row.tenantId };
    }
    const names = new Set(received.map((r) => nameAndVersionOf(r.fileName)?.name ?? ''));
    const [name] = names;
    if (names.size !== 1 || !name) throw badRequest(packageCatalogMessages.noPackageName(received[0]!.fileName));
    const tenantId = fields.tenantId?.toLowerCase() || null;
    service.assertWritable(actor, 'create', tenantId);
    await service.tenantExists(tenantId);
    return { packageId: null, name, tenantId };
  }

  async function findOrCreate(tx: Tx, name: string, tenantId: string | null): Promise<string> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`package-name:${tenantId ?? ''}:${name.toLowerCase()}`}))`);
    const [found] = await tx.select({ packageId: packages.packageId }).from(packages).where(and(
      sql`lower(${packages.name}) = lower(${name})`, eq(packages.isDeleted, false),
      tenantId === null ? isNull(packages.tenantId) : eq(packages.tenantId, tenantId),
    ));
    if (found) return found.packageId;
    const [made] = await tx.insert(packages).values({ name, tenantId, packageTypeId: PackageType.Watcher }).returning({ packageId: packages.packageId });
    return made!.packageId;
  }

  async function upload(actor: Actor, parts: AsyncIterable<Multipart>): Promise<PackageUploadResponse> {
    const { fields, files } = await receive(parts);
    return addVersions(actor, fields, files);
  }

  /** The upload once its files are received (the seed calls it with files of its own). */
  async function addVersions(actor: Actor, fields: UploadFields, files: Array<{ fileName: string; incoming: IncomingFile }>): Promise<PackageUploadResponse> {
    try {
      const received = check(fields, files);
      const into = await target(actor, fields, received);
      const { packageId, ids } = await db.transaction(async (tx) => {
        const id = into.packageId ?? (await findOrCreate(tx, into.name, into.tenantId));
        await tx.select({ id: packages.packageId }).from(packages).where(eq(packages.packageId, id)).for('update');
        const states = await tx.select({
          packageVersionId: packageVersions.packageVersionId, version: packageVersions.version, packageVersionStatusId: packageVersions.packageVersionStatusId,
        }).from(packageVersions).where(eq(packageVersions.packageId, id));
        const made: string[] = [];
        // Oldest first, so several releases in one upload end with the highest one Latest.
        for (const file of [...received].sort((a, b) => semver.compare(a.version, b.version))) {
          if (states.some((s) => s.version === file.version)) throw conflict(packageCatalogMessages.versionExists(file.version));
          const { status, archive } = statusOfNewVersion(states, file.version);
          if (archive.length > 0) {
            await tx.update(packageVersions).set({ packageVersionStatusId: PackageVersionStatus.Archived }).where(inArray(packageVersions.packageVersionId, archive));
            for (const s of states) if (archive.includes(s.packageVersionId)) s.packageVersionStatusId = PackageVersionStatus.Archived;
          }
          const [row] = await tx.insert(packageVersions).values({
            packageId: id, version: file.version, label: fields.label!, packageVersionStatusId: status, fileName: file.fileName,
            sizeBytes: file.incoming.sizeBytes, sha256: file.incoming.sha256, createdBy: actor.userName,
          }).returning();
          states.push(row!);
          made.push(row!.packageVersionId);
        }
        // Last, so a refused upload never reached the store; the lock keeps a delete of the same content out.
        for (const file of received) {
          await lockFile(tx, file.incoming.sha256);
          await store.keep(file.incoming);
        }
        return { packageId: id, ids: made };
      });
      const rows = await db.select().from(packageVersions).where(inArray(packageVersions.packageVersionId, ids));
      return { packageId, versions: rows.map((r) => ({ ...r, created: toIso(r.created) })) };
    } finally {
      await store.discard(files.map((f) => f.incoming));
    }
  }

  return { upload, addVersions };
}
