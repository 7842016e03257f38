import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';

/**
 * SHA-256 of the machine's identity: /etc/machine-id, else the host name and the MAC addresses.
 * PORTAL_AGENT_MACHINE_ID stands in for the machine id (a test simulates a second machine with it).
 * The portal compares it with the device's: a state folder copied to another machine is told apart.
 */
export function machineFingerprint(env: NodeJS.ProcessEnv = process.env): string {
  return createHash('sha256').update(machineIdentity(env)).digest('hex');
}

function machineIdentity(env: NodeJS.ProcessEnv): string {
  if (env.PORTAL_AGENT_MACHINE_ID) return `machine-id:${env.PORTAL_AGENT_MACHINE_ID}`;
  for (const file of ['/etc/machine-id', '/var/lib/dbus/machine-id']) {
    try {
      const id = readFileSync(file, 'utf8').trim();
      if (id) return `machine-id:${id}`;
    } catch { /* not on this system */ }
  }
  const macs = Object.values(networkInterfaces()).flat()
    .map((address) => address?.mac)
    .filter((mac): mac is string => !!mac && mac !== '00:00:00:00:00:00');
  return `host:${hostname()}|${[...new Set(macs)].sort().join(',')}`;
}
