import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { packagesRoutes } from './packages.routes.ts';
import { createPackagesService } from './packages.service.ts';
import { createPackageStore } from './packages.storage.ts';

export { AGENT_PACKAGE_NAME } from '@portal/contracts';
export { operationEntity, packageEntity, packageVersionEntity } from './packages.entity.ts';
export { operations, packageVersions, packages } from './packages.table.ts';
export { ensureAgentPackage } from './seed.ts';

/** The packages service over the bundle store in DATA_DIR (for other modules: devices, the agent API, seeds). */
export function packagesServiceFor({ db, dataDir, maxBytes }: { db: Db; dataDir: string; maxBytes: number }) {
  return createPackagesService({ db, store: createPackageStore(dataDir, maxBytes) });
}

/** The bundle store of the last packages module registered (this process's DATA_DIR), for openPackageVersionFile. */
let registeredDataDir: string | undefined;

/**
 * A version's file for the agent API's download: `{ path, sizeBytes, sha256, fileName, version, packageId,
 * tenantId }` or undefined, whoever asks (the caller checks the device may install it).
 */
export async function packageVersionFile(db: Db, dataDir: string, packageVersionId: string) {
  return packagesServiceFor({ db, dataDir, maxBytes: 0 }).versionFile(packageVersionId);
}

/**
 * The agent API's download: a version of a package the device's tenant may install (its own or a shared
 * one), opened for reading; 404 otherwise, or when this node's DATA_DIR lacks the file.
 */
export async function openPackageVersionFile(db: Db, device: { tenantId: string }, packageVersionId: string, dataDir = registeredDataDir) {
  if (!dataDir) throw new Error('the packages module is not registered');
  const file = await packageVersionFile(db, dataDir, packageVersionId);
  if (!file || (file.tenantId !== null && file.tenantId !== device.tenantId)) throw notFound('The package version');
  const size = await stat(file.path).then((s) => s.size, () => null);
  if (size !== file.sizeBytes) throw notFound("The package version's file");
  return { ...file, stream: createReadStream(file.path) };
}

/** The Package Catalog: packages, their operations and uploaded versions (bundles kept by SHA-256). */
const packagesModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  registeredDataDir = options.config.dataDir;
  const store = createPackageStore(options.config.dataDir, options.config.PACKAGE_MAX_BYTES);
  const service = createPackagesService({ db: options.db, store });
  await app.register(packagesRoutes, { ...options, service, store });
};
export default packagesModule;
