import { arch, hostname, networkInterfaces, platform, release } from 'node:os';
import { type EnrollRequest, OperatingSystem } from '@portal/contracts';
import agentPackage from '../package.json' with { type: 'json' };

export const AGENT_VERSION: string = agentPackage.version;

/** The spec's operating system id of this machine (0 when it is none of the three). */
export function operatingSystemId(): EnrollRequest['operatingSystemId'] {
  switch (platform()) {
    case 'win32': return OperatingSystem.WinX64;
    case 'darwin': return OperatingSystem.OsxX64;
    case 'linux': return OperatingSystem.LinuxX64;
    default: return OperatingSystem.Unknown;
  }
}

/** The first IPv4 address that is not the loopback, for the Pending Devices and Devices grids. */
export function ipAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  return null;
}

export function enrollRequest(agentId: string, fingerprint: string): EnrollRequest {
  return {
    agentId,
    machineName: hostname().slice(0, 200) || 'unknown',
    operatingSystem: `${platform()} ${release()}`.slice(0, 200),
    operatingSystemId: operatingSystemId(),
    architecture: arch(),
    agentVersion: AGENT_VERSION,
    fingerprint,
  };
}
