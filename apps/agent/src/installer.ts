import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type AgentInstallation, PackageType } from '@portal/contracts';
import type { Logger } from './log.ts';
import type { InstallationReport } from './state.ts';
import { writeAtomic } from './state.ts';

export interface InstallerDeps {
  packagesDir: string;
  allowScripts: boolean;
  log: Logger;
  download(path: string): Promise<Buffer>;
  /** The status already reached for a package version (from the state file). */
  statusOf(packageVersionId: string): InstallationReport['status'] | undefined;
  report(report: InstallationReport): void;
}

const safeName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'package';

/**
 * Installs what the portal lists: downloads each package version with the device credential, checks its
 * size and SHA-256 against the check-in answer before keeping it under packages/, and reports Installed,
 * Failed (with why) or Refused (a script package without --allow-scripts). It never runs a package.
 */
export async function installAll(installations: AgentInstallation[], deps: InstallerDeps): Promise<void> {
  for (const installation of installations) {
    const done = deps.statusOf(installation.packageVersionId);
    if (done === 'Installed' || done === 'Refused') continue;
    deps.report(await installOne(installation, deps));
  }
}

async function installOne(installation: AgentInstallation, deps: InstallerDeps): Promise<InstallationReport> {
  const base = { packageId: installation.packageId, packageVersionId: installation.packageVersionId };
  const name = `${installation.packageName} ${installation.version}`;
  const scripted = installation.packageTypeId === PackageType.ScriptRunner || installation.packageTypeId === PackageType.Command;
  if (scripted && !deps.allowScripts) {
    const detail = `${name} is a script or command package, which this agent refuses; start the agent with --allow-scripts to accept it.`;
    deps.log.error(detail);
    return { ...base, status: 'Refused', detail };
  }
  let file: Buffer;
  try {
    file = await deps.download(installation.downloadPath);
  } catch (error) {
    const detail = `${name} could not be downloaded: ${(error as Error).message}`;
    deps.log.error(detail);
    return { ...base, status: 'Failed', detail };
  }
  const digest = createHash('sha256').update(file).digest('hex');
  if (file.length !== installation.sizeBytes || digest !== installation.sha256.toLowerCase()) {
    const detail = `${name} was not installed: the download (${file.length} bytes, SHA-256 ${digest}) does not match the portal's (${installation.sizeBytes} bytes, SHA-256 ${installation.sha256}).`;
    deps.log.error(detail);
    return { ...base, status: 'Failed', detail };
  }
  const dir = join(deps.packagesDir, safeName(installation.packageName), safeName(installation.version));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeAtomic(join(dir, `${installation.packageVersionId}.pkg`), file, 0o600);
  deps.log.info(`${name} installed (${file.length} bytes, SHA-256 verified) in ${dir}.`);
  return { ...base, status: 'Installed', detail: null };
}
