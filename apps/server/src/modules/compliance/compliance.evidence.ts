import { type ControlEvidence, type EvidenceSource, InstallStatus } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outdatedVersionIds } from '../versionreport/index.ts';

/** A device that has not checked in for this long (or three heartbeats, if longer) has stopped checking in. */
export const STALE_AFTER_HOURS = 24;

interface FleetCounts {
  devices: number;
  outdated: number;
  enabled: number;
  stale: number;
}

/**
 * What the portal measures of a tenant's fleet now. A device is outdated when one of its listed installations
 * (the version report's rule: Installed, a version chosen) has an Outdated version; the devices and
 * installations tables are the devices module's public face for reads.
 */
export async function fleetCounts(db: Db, tenantId: string, now: Date): Promise<FleetCounts> {
  const result = await db.execute<{ devices: string; outdated: string; enabled: string; stale: string }>(sql`
    select count(*) as devices,
      count(*) filter (where exists (select 1 from device_installations i
        where i.tenant_id = d.tenant_id and i.device_id = d.device_id and i.package_version_id is not null and i.install_status = ${InstallStatus.Installed}
          and i.package_version_id = any (${outdatedVersionIds}))) as outdated,
      count(*) filter (where d.enabled) as enabled,
      count(*) filter (where d.enabled and (d.last_check_in is null
        or d.last_check_in < ${now.toISOString()}::timestamptz - greatest(interval '${sql.raw(String(STALE_AFTER_HOURS))} hours', make_interval(secs => d.heartbeat_interval * 3)))) as stale
    from devices d
    where d.tenant_id = ${tenantId} and not d.is_deleted`);
  const row = result.rows[0]!;
  return { devices: Number(row.devices), outdated: Number(row.outdated), enabled: Number(row.enabled), stale: Number(row.stale) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The evidence of one source from the counts, with the status it proposes (a person still decides). */
export function evidenceOf(source: EvidenceSource, counts: FleetCounts): ControlEvidence {
  if (source === 'outdatedPackages') {
    const { devices, outdated: failing } = counts;
    return {
      source, devices, failing,
      summary: devices === 0 ? 'No devices to measure.' : `${failing} of ${plural(devices, 'device', 'devices')} ${failing === 1 ? 'has' : 'have'} outdated packages.`,
      proposedStatus: devices === 0 ? 'Notset' : failing === 0 ? 'Compliant' : 'NonCompliant',
    };
  }
  const { enabled: devices, stale: failing } = counts;
  return {
    source, devices, failing,
    summary: devices === 0 ? 'No enabled devices to measure.' : `${failing} of ${plural(devices, 'enabled device', 'enabled devices')} stopped checking in.`,
    proposedStatus: devices === 0 ? 'Notset' : failing === 0 ? 'Compliant' : 'NonCompliant',
  };
}
