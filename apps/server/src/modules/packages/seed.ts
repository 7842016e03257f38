import { Readable } from 'node:stream';
import {
  AGENT_PACKAGE_NAME, type BuiltInOperation, ExecutableType, FrequencyType, OperatingSystem, OperationResultType, OperationType,
  PackageType, ParameterSource, builtInOperations,
} from '@portal/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { createPackagesService } from './packages.service.ts';
import { createPackageStore } from './packages.storage.ts';
import { createPackageUploader } from './packages.upload.ts';

const ALL_OS = OperatingSystem.WinX64 | OperatingSystem.OsxX64 | OperatingSystem.LinuxX64;
const seeder = () => operatorActor('seed');

function servicesFor(db: Db, config: Pick<Config, 'dataDir' | 'PACKAGE_MAX_BYTES'>) {
  const store = createPackageStore(config.dataDir, config.PACKAGE_MAX_BYTES);
  const service = createPackagesService({ db, store });
  return { store, service, uploader: createPackageUploader({ db, store, service }) };
}

/**
 * The built-in agent package (shared, AgentLogic, every OS) with the operations the reference agent runs
 * (contracts/agent/operations.ts), found by name: safe to call on every start and from other seeds.
 */
export async function ensureAgentPackage({ db, config }: { db: Db; config: Pick<Config, 'dataDir' | 'PACKAGE_MAX_BYTES'> }): Promise<string> {
  const { service } = servicesFor(db, config);
  const body = {
    name: AGENT_PACKAGE_NAME, tenantId: null, packageTypeId: PackageType.AgentLogic, operatingSystemRidsId: ALL_OS,
    description: 'The reference agent: metrics, availability checks, API reads and local file reads, without arbitrary code.',
    executableName: 'agent.mjs', executableTypeId: ExecutableType.Script, referenceUrl: null, parameterDefinitions: [],
  };
  const packageId = (await service.findByName(AGENT_PACKAGE_NAME, null))?.packageId
    ?? (await service.create(seeder(), body)).packageId!;
  await service.saveOperations(packageId, builtInOperations);
  return packageId;
}

interface DemoPackage {
  name: string;
  tenantId: string | null;
  packageTypeId: number;
  description: string;
  operatingSystemRidsId: number;
  /** Uploaded in this order, so the status rules give Latest, Archived and PreRelease. */
  versions: Array<[version: string, label: string]>;
  operations: BuiltInOperation[];
}

const diskFree: BuiltInOperation = {
  name: 'Disk Free', description: 'Free space of a volume, in percent.', operationType: OperationType.Metric, defaultInterval: '00:05:00',
  frequencyDefinitions: [FrequencyType.Recurring, FrequencyType.OnDemand], operationResultTypeId: OperationResultType.Numeric,
  parameterDefinitions: [{ name: 'volume', description: 'Drive or mount point.', required: true, source: ParameterSource.PortalEntry, defaultValue: 'C:' }],
};
const shipLogs: BuiltInOperation = {
  name: 'Ship Logs', description: 'Sends new lines of a log file to the collector.', operationType: OperationType.LocalFileRead, defaultInterval: '00:01:00',
  frequencyDefinitions: [FrequencyType.Recurring], operationResultTypeId: OperationResultType.Text,
  parameterDefinitions: [
    { name: 'path', description: 'The log file.', required: true, source: ParameterSource.PortalEntry, defaultValue: null },
    { name: 'collectorToken', description: 'Token of the log collector.', required: true, source: ParameterSource.SecuredValue, defaultValue: null },
  ],
};

function demoPackages(tenants: SeedContext['tenants']): DemoPackage[] {
  const [first] = tenants;
  return [
    {
      name: 'Log Shipper', tenantId: null, packageTypeId: PackageType.Watcher, operatingSystemRidsId: OperatingSystem.WinX64 | OperatingSystem.LinuxX64,
      description: 'Ships application logs to the central collector.', operations: [shipLogs],
      versions: [['2.0.0', 'Spring release'], ['1.9.3', 'Security fix for 1.9'], ['2.1.0-rc.1', 'Release candidate']],
    },
    ...(first ? [{
      name: 'Disk Watcher', tenantId: first.tenantId, packageTypeId: PackageType.Watcher, operatingSystemRidsId: OperatingSystem.WinX64,
      description: 'Warns before volumes fill up.', operations: [diskFree],
      versions: [['1.0.0', 'First release'], ['1.1.0', 'Faster scans'], ['1.2.0-beta1', 'Network drives (beta)']] as Array<[string, string]>,
    }] : []),
  ];
}

/** The agent package, and two demo packages with versions so the grids look alive. */
export default async function seedPackages({ db, config, tenants }: SeedContext): Promise<void> {
  await ensureAgentPackage({ db, config });
  const { store, service, uploader } = servicesFor(db, config);
  for (const demo of demoPackages(tenants)) {
    const existing = await service.findByName(demo.name, demo.tenantId);
    const packageId = existing?.packageId ?? (await service.create(seeder(), {
      name: demo.name, tenantId: demo.tenantId, packageTypeId: demo.packageTypeId, description: demo.description,
      operatingSystemRidsId: demo.operatingSystemRidsId, executableName: `${demo.name.replace(/ /g, '')}.exe`, executableTypeId: ExecutableType.Executable,
    })).packageId!;
    await service.saveOperations(packageId, demo.operations);
    const have = new Set((await service.get(seeder(), packageId, { $expand: 'versions($select=version)' })).versions?.map((v) => v.version));
    for (const [version, label] of demo.versions) {
      if (have.has(version)) continue;
      const fileName = `${demo.name.replace(/ /g, '-').toLowerCase()}-${version}.zip`;
      const incoming = await store.receive(Readable.from([Buffer.from(`${demo.name} ${version}: a demo bundle.\n`)]));
      await uploader.addVersions(seeder(), { label, packageId }, [{ fileName, incoming }]);
    }
  }
}
