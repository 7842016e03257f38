/**
 * The version report and the compliance grid (issue 32) for one tenant with BENCH_REPORT_DEVICES (5,000)
 * devices and BENCH_REPORT_PACKAGES (20) packages: every device has BENCH_REPORT_INSTALLED (10) of the
 * packages installed, at the Latest version, an archived one or a pre-release (so about a third of the
 * rows are Outdated), a tenth of the devices stopped checking in, and the NIST and CIS control sets have
 * statuses for the last 12 weeks. Keep-alive connections (BENCH_REPORT_CONNECTIONS, '1,4': one run per
 * level; 1 is the wait one person sees, which the goal judges) then send, for BENCH_REPORT_SECONDS (8)
 * each, the requests those screens make when they open:
 *   - the version report's first page (25 rows, sorted by device and package, counted) of the tenant,
 *   - its summary cards (the package view's counts),
 *   - the compliance grid's control set for the week, with statuses and the fleet's evidence,
 *   - the compliance summary's 12 weeks,
 * and prints each one's p50 and p99. Part of `npm run bench`; alone: `node bench/reports.ts`.
 */
import { randomUUID } from 'node:crypto';
import {
  COMPLIANCE_SUMMARY_WEEKS, InstallStatus, OperatingSystem, PackageType, PackageVersionStatus, addComplianceWeeks,
  complianceWeekKey, VERSION_REPORT_DEFAULT_PAGE_SIZE, VersionReportView,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { controlStatuses, controls } from '../src/modules/compliance/compliance.table.ts';
import { deviceInstallations, devices, promote } from '../src/modules/devices/index.ts';
import { packageVersions, packages } from '../src/modules/packages/index.ts';
import { subscriptions } from '../src/modules/subscriptions/subscriptions.table.ts';
import { tenants } from '../src/modules/tenants/tenants.table.ts';
import { percentile, runAlone, startPortal } from './harness.ts';
import { benchToken, benchUser, runLoader } from './staff.ts';

const DEVICES = Number(process.env.BENCH_REPORT_DEVICES ?? 5_000);
const PACKAGES = Number(process.env.BENCH_REPORT_PACKAGES ?? 20);
const INSTALLED = Math.min(PACKAGES, Number(process.env.BENCH_REPORT_INSTALLED ?? 10));
/** Concurrent connections, one run per level: 1 is the wait one person sees (the goal's figure), more is load. */
const CONNECTION_LEVELS = (process.env.BENCH_REPORT_CONNECTIONS ?? '1,4').split(',').map(Number).filter((n) => n > 0);
const SECONDS = Number(process.env.BENCH_REPORT_SECONDS ?? 8);
const GOAL_P99_MS = 100;

interface RequestFigures { name: string; path: string; connections: number; p50: number; p99: number; rps: number; requests: number; errors: number; goal: boolean }
export interface ReportFigures { setup: string; requests: RequestFigures[] }

/** Inserts in slices, so that no statement carries more parameters than PostgreSQL takes. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The fleet tenant: devices promoted as agents are, packages with three versions each, installations, statuses. */
async function seedFleet(db: Db): Promise<{ tenantId: string; controlSetId: string }> {
  const [tenant] = await db.insert(tenants).values({ name: `Bench fleet ${randomUUID().slice(0, 8)}` }).returning();
  const tenantId = tenant!.tenantId;
  const [subscription] = await db.insert(subscriptions).values({ tenantId, name: 'Production' }).returning();

  const versions: Array<{ packageId: string; latest: string; archived: string; preRelease: string }> = [];
  for (let p = 0; p < PACKAGES; p++) {
    const [pkg] = await db.insert(packages).values({ name: `Bench package ${String(p + 1).padStart(2, '0')}`, tenantId, packageTypeId: PackageType.Watcher, operatingSystemRidsId: OperatingSystem.LinuxX64 }).returning();
    const made = await db.insert(packageVersions).values([
      ['1.0.0', PackageVersionStatus.Archived], ['1.1.0', PackageVersionStatus.Latest], ['1.2.0-rc.1', PackageVersionStatus.PreRelease],
    ].map(([version, status]) => ({
      packageId: pkg!.packageId, version: String(version), label: String(version), packageVersionStatusId: Number(status),
      fileName: `bench-${version}.zip`, sizeBytes: 10, sha256: '0'.repeat(64),
    }))).returning();
    const id = (status: number) => made.find((v) => v.packageVersionStatusId === status)!.packageVersionId;
    versions.push({ packageId: pkg!.packageId, archived: id(PackageVersionStatus.Archived), latest: id(PackageVersionStatus.Latest), preRelease: id(PackageVersionStatus.PreRelease) });
  }

  const now = Date.now();
  const installations: Array<typeof deviceInstallations.$inferInsert> = [];
  await db.transaction(async (tx) => {
    for (let d = 0; d < DEVICES; d++) {
      const device = await promote(tx, {
        tenantId, subscriptionId: subscription!.subscriptionId, agentId: randomUUID(), fingerprint: randomUUID(),
        machineName: `bench-host-${String(d + 1).padStart(5, '0')}`, operatingSystemId: OperatingSystem.LinuxX64,
        architecture: 'x64', ipAddress: `10.${(d >> 16) & 255}.${(d >> 8) & 255}.${d & 255}`, agentVersion: '1.0.0',
      });
      for (let k = 0; k < INSTALLED; k++) {
        const v = versions[(d + k) % PACKAGES]!;
        const pick = (d + k) % 6;
        installations.push({
          tenantId, deviceId: device.deviceId, packageId: v.packageId, installStatus: InstallStatus.Installed,
          packageVersionId: pick < 4 ? v.latest : pick === 4 ? v.archived : v.preRelease,
        });
      }
    }
    // A tenth stopped checking in two days ago; the others checked in a minute ago.
    await tx.execute(sql`update ${devices} set last_check_in = case when right(name, 1) = '0' then ${new Date(now - 2 * 86_400_000).toISOString()}::timestamptz
      else ${new Date(now - 60_000).toISOString()}::timestamptz end where tenant_id = ${tenantId}`);
    await insertAll(installations, (slice) => tx.insert(deviceInstallations).values(slice));
  });

  const allControls = await db.select({ controlId: controls.controlId, controlSetId: controls.controlSetId }).from(controls);
  const statuses = ['Compliant', 'NonCompliant', 'Poam', 'Exempt', 'Compliant'];
  const rows: Array<typeof controlStatuses.$inferInsert> = [];
  for (let week = 0; week < COMPLIANCE_SUMMARY_WEEKS; week++) {
    const weekStart = complianceWeekKey(addComplianceWeeks(new Date(now), -week));
    allControls.forEach((control, i) => {
      if ((i + week) % 3 !== 0) rows.push({ tenantId, controlId: control.controlId, weekStart, status: statuses[(i + week) % statuses.length]!, notes: i % 4 === 0 ? 'Reviewed with the owner.' : null });
    });
  }
  await insertAll(rows, (slice) => db.insert(controlStatuses).values(slice));
  const largest = new Map<string, number>();
  for (const control of allControls) largest.set(control.controlSetId, (largest.get(control.controlSetId) ?? 0) + 1);
  const [controlSetId] = [...largest.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!controlSetId) throw new Error('no control set: the portal seeds NIST and CIS at its start');
  return { tenantId, controlSetId };
}

/** Seeds the fleet in `databaseUrl` (after a portal start there made the control sets), starts a portal and measures. */
export async function benchComplianceReports(databaseUrl: string, serverEnv: Record<string, string>, log: (line: string) => void): Promise<ReportFigures> {
  const { db, pool } = createDb(databaseUrl, 2);
  const config = loadConfig(serverEnv);
  await runMigrations(db);
  // The first start makes the reference control sets and the key that seals the identity keys.
  const portal = await startPortal(serverEnv);
  try {
    const at = Date.now();
    const { tenantId, controlSetId } = await seedFleet(db);
    // As autovacuum leaves a table at rest: statistics, and the visibility map that index-only scans need.
    await pool.query('vacuum analyze');
    const setup = `${DEVICES.toLocaleString('en-US')} devices, ${PACKAGES} packages, ${(DEVICES * INSTALLED).toLocaleString('en-US')} installations (seeded in ${((Date.now() - at) / 1000).toFixed(1)} s)`;
    const user = await benchUser(db, 'bench-compliance', 'Administrator');
    const token = await benchToken(db, config, user.userId);
    const week = complianceWeekKey(new Date());
    const tenantFilter = `tenantId eq ${tenantId}`;
    const requests: Array<Omit<RequestFigures, 'connections' | 'p50' | 'p99' | 'rps' | 'requests' | 'errors'>> = [
      { name: 'version report page', goal: true, path: `/v1/compliancereport?${new URLSearchParams({ $filter: tenantFilter, $orderby: 'deviceName asc,packageName asc', $top: String(VERSION_REPORT_DEFAULT_PAGE_SIZE), $skip: '0', $count: 'true' })}` },
      { name: 'version report cards', goal: true, path: `/v1/compliancereport/counts?${new URLSearchParams({ view: VersionReportView.Package, $filter: tenantFilter })}` },
      { name: 'compliance grid', goal: true, path: `/v1/controlsets?${new URLSearchParams({ tenantId, startDate: week, controlSetId })}` },
      { name: 'compliance summary', goal: true, path: `/v1/controlsets/summary?${new URLSearchParams({ tenantId, controlSetId, startDate: week, weeks: String(COMPLIANCE_SUMMARY_WEEKS) })}` },
    ];
    log(`\nVersion report and compliance grid (issue 32): one tenant with ${setup}; ${CONNECTION_LEVELS.join(' and ')} keep-alive connection(s), ${SECONDS} s per request after 2 s of warm-up`);
    const measured: RequestFigures[] = [];
    for (const connections of CONNECTION_LEVELS) {
      for (const request of requests) {
        const probe = await fetch(`${portal.url}${request.path}`, { headers: { authorization: `Bearer ${token}` } });
        if (probe.status !== 200) throw new Error(`${request.path} answered ${probe.status}: ${await probe.text()}`);
        const result = await runLoader({ mode: 'http', client: 'raw', connections, warmupSeconds: 2, seconds: SECONDS, url: `${portal.url}${request.path}`, token });
        const sorted = [...result.latenciesMs].sort((a, b) => a - b);
        measured.push({ ...request, connections, p50: percentile(sorted, 50), p99: percentile(sorted, 99), rps: result.requests / result.seconds, requests: result.requests, errors: result.errors });
      }
    }
    return { setup, requests: measured };
  } finally {
    await portal.stop();
    await pool.end();
  }
}

export function showComplianceReports(f: ReportFigures): string {
  const lines = f.requests.map((r) =>
    `${r.name.padEnd(22)} ${String(r.connections).padStart(2)} conn.  p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   ${r.rps.toFixed(0).padStart(5)} req/s   (${r.requests} requests, ${r.errors} errors)`);
  const judged = f.requests.filter((r) => r.goal && r.connections === 1);
  const goals = judged.map((r) => `${r.name} p99 <= ${GOAL_P99_MS} ms ${r.p99 <= GOAL_P99_MS && r.errors === 0 ? 'met' : 'MISSED'}`);
  return [...lines, `goals (one connection): ${goals.join(', ') || 'not measured (BENCH_REPORT_CONNECTIONS has no 1)'}`].join('\n');
}

if (import.meta.main) await runAlone(benchComplianceReports, showComplianceReports);
