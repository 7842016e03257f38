import { createHash } from 'node:crypto';
import { type EnrollRequest, OperatingSystem } from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { createPendingDevicesService } from './pendingdevices.service.ts';

const HOUR = 3_600_000;

/** A stable hex digest per tenant and name: the same agent ids and fingerprints on every run (idempotent). */
const digest = (...parts: string[]) => createHash('sha256').update(parts.join('/')).digest('hex');
const uuidOf = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;

const machines = [
  { name: 'web', os: 'linux 6.1.0-18-amd64', osId: OperatingSystem.LinuxX64, arch: 'x64' },
  { name: 'db', os: 'linux 5.15.0-105-generic', osId: OperatingSystem.LinuxX64, arch: 'x64' },
  { name: 'win-app', os: 'Windows Server 2022 10.0.20348', osId: OperatingSystem.WinX64, arch: 'x64' },
  { name: 'edge', os: 'linux 6.6.31+rpt-rpi-v8', osId: OperatingSystem.LinuxX64, arch: 'arm64' },
  { name: 'mac-build', os: 'darwin 23.5.0', osId: OperatingSystem.OsxX64, arch: 'arm64' },
];

/**
 * Agents waiting for promotion, enrolled through the service: the first tenant has a roll-out's worth (more
 * than a page, more than a batch), the others a few; each has some that pinged within the day and some older.
 */
export default async function seedPendingDevices({ db, tenants }: SeedContext): Promise<void> {
  const operator = operatorActor('seed');
  for (const [index, tenant] of tenants.entries()) {
    const active = index === 0 ? 28 : 3;
    const pings = [...Array.from({ length: active }, (_, i) => (i * 37) % 23), 50, 24 * 6, 24 * 20];
    for (const [i, hoursAgo] of pings.entries()) {
      const machine = machines[i % machines.length]!;
      const request: EnrollRequest = {
        agentId: uuidOf(digest(tenant.tenantId, 'agent', String(i))),
        machineName: `${tenant.name.toLowerCase()}-${machine.name}-${String(i + 1).padStart(2, '0')}`,
        operatingSystem: machine.os,
        operatingSystemId: machine.osId as EnrollRequest['operatingSystemId'],
        architecture: machine.arch,
        agentVersion: i % 4 === 0 ? '0.9.2' : '1.0.0',
        fingerprint: digest(tenant.tenantId, 'machine', String(i)),
      };
      const at = new Date(Date.now() - hoursAgo * HOUR - i * 60_000);
      await createPendingDevicesService({ db, now: () => at }).enroll(operator, request, `10.${index}.${Math.floor(i / 200)}.${(i % 200) + 10}`, tenant.tenantId);
    }
  }
}
