import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AGENT_CREDENTIAL_PREFIX, type AgentInstallation, type AgentOperation, type CheckinResponse, DeviceLoggingLevel,
  CheckinRequest, FrequencyType, ParameterSource, intervalSeconds,
} from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createBatcher } from '../../db/batcher.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import type { Invalidation } from '../../platform/invalidation/invalidation.ts';
import type { SecretsBox } from '../../platform/secrets/index.ts';
import { operations, packageVersions, packages } from '../packages/packages.table.ts';
import { currentSecretValues } from '../tenants/index.ts';
import { publishDeviceConfig } from './devices.config.ts';
import { type DeviceOperationParameter, deviceInstallations, deviceLogs, deviceOperations, devices } from './devices.table.ts';

/** What a check-in carries after validation (defaults applied). */
export type CheckinBody = z.output<typeof CheckinRequest>;

/** The device a credential names. */
export interface DeviceIdentity {
  tenantId: string;
  deviceId: string;
  name: string;
}

/** Why a check-in was refused: the agent acts on the code (protocol.ts). */
export class AgentRefused extends Error {
  readonly statusCode: number;
  readonly code: 'revoked' | 'clone';
  constructor(statusCode: number, code: 'revoked' | 'clone', message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The device id a credential names, or null when it is not one of ours. */
export function credentialDeviceId(credential: string): string | null {
  const match = /^pdc_([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/.exec(credential);
  return match?.[1] ?? null;
}

/**
 * The agent-facing side of devices: credentials, check-ins and the configuration an agent runs. The agent
 * API (modules/agent) is its only caller; a device's rows are read and written here by its own id only.
 */
export function createDeviceAgentService({ db, secrets, invalidation }: { db: Db; secrets: SecretsBox; invalidation: Invalidation }) {
  const heartbeat = createBatcher((batch: Heartbeat[]) => heartbeatCheckins(db, batch), { concurrency: 2 });

  /** A fresh credential for a promoted device; the old one stops working, on every node (its hint). Only its hash is kept. */
  async function issueCredential(tenantId: string, deviceId: string): Promise<string> {
    const credential = `${AGENT_CREDENTIAL_PREFIX}${deviceId}.${randomBytes(32).toString('base64url')}`;
    await db.update(devices).set({ credentialHash: sha256(credential), credentialConfirmed: false, modified: new Date() })
      .where(and(eq(devices.tenantId, tenantId), eq(devices.deviceId, deviceId)));
    await publishDeviceConfig(invalidation, deviceId);
    return credential;
  }

  /** The device of a credential; 'revoked' for a deleted device; null for a credential that matches none. */
  async function authenticate(credential: string): Promise<DeviceIdentity | 'revoked' | null> {
    const deviceId = credentialDeviceId(credential);
    if (!deviceId) return null;
    // Every agent request comes through here: a prepared statement, not a query built each time.
    const { rows: [row] } = await db.$client.query<{ tenantId: string; deviceId: string; name: string; hash: string | null; isDeleted: boolean }>({
      name: 'devices.authenticate', values: [deviceId],
      text: 'select tenant_id as "tenantId", device_id as "deviceId", name, credential_hash as hash, is_deleted as "isDeleted" from devices where device_id = $1',
    });
    if (!row) return null;
    if (row.isDeleted || !row.hash) return 'revoked';
    const given = Buffer.from(sha256(credential), 'hex');
    const kept = Buffer.from(row.hash, 'hex');
    if (given.length !== kept.length || !timingSafeEqual(given, kept)) return null;
    return { tenantId: row.tenantId, deviceId: row.deviceId, name: row.name };
  }

  /** The device's configuration version; null when the device is gone. */
  async function configVersion(deviceId: string): Promise<number | null> {
    const { rows: [row] } = await db.$client.query<{ v: string; isDeleted: boolean }>({
      name: 'devices.configVersion', values: [deviceId], text: 'select config_version as v, is_deleted as "isDeleted" from devices where device_id = $1',
    });
    return row && !row.isDeleted ? Number(row.v) : null;
  }

  /** The entities a device may send packets for: itself and its operations (deleted ones too: late packets). */
  async function ownEntityIds(device: DeviceIdentity): Promise<Set<string>> {
    const rows = await db.select({ id: deviceOperations.deviceOperationId }).from(deviceOperations)
      .where(and(eq(deviceOperations.tenantId, device.tenantId), eq(deviceOperations.deviceId, device.deviceId)));
    return new Set([device.deviceId, ...rows.map((r) => r.id)]);
  }

  async function agentOperations(tx: DbOrTx, device: DeviceIdentity): Promise<AgentOperation[]> {
    const rows = await tx.select({
      op: deviceOperations, name: operations.name, operationType: operations.operationType,
      definitions: operations.parameterDefinitions, packageTypeId: packages.packageTypeId,
    }).from(deviceOperations)
      .innerJoin(operations, eq(operations.operationId, deviceOperations.operationId))
      .innerJoin(packages, eq(packages.packageId, operations.packageId))
      .where(and(eq(deviceOperations.tenantId, device.tenantId), eq(deviceOperations.deviceId, device.deviceId),
        eq(deviceOperations.isDeleted, false), eq(deviceOperations.enabled, true)))
      .orderBy(asc(deviceOperations.label));
    const secretNames = rows.flatMap((r) => r.op.parameters.filter(isSecured).map(secretName));
    const secretValues = await currentSecretValues(tx as unknown as Db, secrets, device.tenantId, secretNames.filter(Boolean));
    return rows.map(({ op, name, operationType, definitions, packageTypeId }) => {
      const given = new Map(op.parameters.map((p) => [p.name, p]));
      // Defaults fill what the device operation leaves out; a secured value travels resolved, never its name.
      const parameters = definitions.map((d) => given.get(d.name) ?? { name: d.name, source: d.source, value: d.defaultValue })
        .concat(op.parameters.filter((p) => !definitions.some((d) => d.name === p.name)))
        .map((p) => ({
          name: p.name,
          source: p.source,
          value: isSecured(p) ? (secretValues.get(secretName(p).toLowerCase()) ?? null) : p.value,
        }));
      return {
        deviceOperationId: op.deviceOperationId, operationId: op.operationId, name, operationType, label: op.label,
        frequencyTypeId: op.frequencyTypeId, intervalSeconds: intervalSeconds(op.interval) ?? 60,
        completionToken: op.completionToken, operationComplete: op.operationComplete, packageTypeId, parameters,
      };
    });
  }

  async function agentInstallations(tx: DbOrTx, device: DeviceIdentity): Promise<AgentInstallation[]> {
    const rows = await tx.select({
      packageId: packages.packageId, packageName: packages.name, packageTypeId: packages.packageTypeId,
      packageVersionId: packageVersions.packageVersionId, version: packageVersions.version, sha256: packageVersions.sha256, sizeBytes: packageVersions.sizeBytes,
    }).from(deviceInstallations)
      .innerJoin(packageVersions, eq(packageVersions.packageVersionId, deviceInstallations.packageVersionId))
      .innerJoin(packages, eq(packages.packageId, deviceInstallations.packageId))
      .where(and(eq(deviceInstallations.tenantId, device.tenantId), eq(deviceInstallations.deviceId, device.deviceId), isNotNull(deviceInstallations.packageVersionId)));
    return rows.map((r) => ({ ...r, downloadPath: `/agent/v1/packages/${r.packageVersionId}` }));
  }

  /**
   * One check-in: record what the agent reports and answer what it must know. Packets are stored by the
   * caller (the packets service); everything else of the device is written here. Most check-ins carry a
   * heartbeat and nothing else: those share one statement with those that arrive with them
   * (heartbeatCheckins); the others take a transaction each.
   */
  async function checkin(device: DeviceIdentity, body: CheckinBody, ipAddress: string | null): Promise<Omit<CheckinResponse, 'packetsStored' | 'packetsDuplicate'>> {
    const plain = body.completed.length === 0 && body.installations.length === 0 && body.logs.length === 0;
    const before = plain ? await heartbeat({ device, body, ipAddress }) : undefined;
    // No row: the device is gone or the fingerprint differs; the transaction tells which.
    if (before) return answer(db, device, body, before, before.configVersion);
    return db.transaction(async (tx) => {
      const key = and(eq(devices.tenantId, device.tenantId), eq(devices.deviceId, device.deviceId));
      const [current] = await tx.select().from(devices).where(key).for('update');
      if (!current || current.isDeleted) throw new AgentRefused(401, 'revoked', 'revoked');
      if (current.fingerprint && current.fingerprint !== body.fingerprint) throw new AgentRefused(409, 'clone', 'clone');

      let version = current.configVersion;
      const completedChanged = await completeOperations(tx, device, body.completed);
      if (completedChanged) version += 1;
      await reportInstallations(tx, device, body.installations);
      await keepLogs(tx, device, body.logs, current);
      await tx.update(devices).set({
        lastSequence: body.sequence, lastCheckIn: new Date(), agentVersion: body.agentVersion, ipAddress: ipAddress ?? current.ipAddress,
        credentialConfirmed: true, fingerprint: current.fingerprint ?? body.fingerprint, configVersion: version,
        ...(body.restarted && current.restartAgentFlag ? { restartAgentFlag: false } : {}),
      }).where(key);
      return answer(tx, device, body, current, version);
    });
  }

  /** The check-in's answer from the device as it was before (`before`) and the version it has now. */
  async function answer(q: DbOrTx, device: DeviceIdentity, body: CheckinBody, before: DeviceBefore, version: number) {
    // A sequence that does not follow on, or a version the portal never gave, means the agent lost track.
    const full = before.lastSequence === null || body.sequence !== before.lastSequence + 1 || body.configVersion === 0 || body.configVersion > before.configVersion;
    const changed = full || body.configVersion < version;
    const tracing = before.traceExpiration && before.traceExpiration > new Date() ? before.traceExpiration.toISOString() : null;
    return {
      configVersion: version,
      full,
      heartbeatInterval: before.heartbeatInterval,
      loggingLevel: before.deviceLoggingLevelId,
      tracingUntil: tracing,
      restart: before.restartAgentFlag && !body.restarted,
      ...(changed ? { operations: await agentOperations(q, device), installations: await agentInstallations(q, device) } : {}),
    };
  }

  /** Whether the device is meant to install this version (so it may download the file). */
  async function installs(device: DeviceIdentity, packageVersionId: string): Promise<boolean> {
    const [row] = await db.select({ id: deviceInstallations.packageId }).from(deviceInstallations)
      .where(and(eq(deviceInstallations.tenantId, device.tenantId), eq(deviceInstallations.deviceId, device.deviceId),
        eq(deviceInstallations.packageVersionId, packageVersionId)));
    return !!row;
  }

  return { issueCredential, authenticate, configVersion, ownEntityIds, checkin, installs };
}

export type DeviceAgentService = ReturnType<typeof createDeviceAgentService>;

function isSecured(p: { source: number }): boolean {
  return p.source === ParameterSource.SecuredValue;
}

/** The tenant secret a secured value names: its lookup key, else its value. */
function secretName(p: Pick<DeviceOperationParameter, 'value' | 'lookupKey'>): string {
  return p.lookupKey || p.value || '';
}

/** Completes queued on-demand runs (their token) and one-time operations; true when a row changed. */
/** What a check-in's answer needs of the device as it was before the check-in. */
type DeviceBefore = Pick<typeof devices.$inferSelect,
  'lastSequence' | 'configVersion' | 'heartbeatInterval' | 'deviceLoggingLevelId' | 'traceExpiration' | 'restartAgentFlag'>;

/** One heartbeat-only check-in, as the batch statement takes it. */
interface Heartbeat { device: DeviceIdentity; body: CheckinBody; ipAddress: string | null }

/**
 * Check-ins that report nothing but packets, many in one statement: it locks each live device of that
 * fingerprint (or of none yet), in key order, writes the check-in and returns the row as it was. A check-in
 * without a row (its device deleted, another fingerprint, or the same device twice in one batch) gets
 * undefined and takes the transaction instead, which tells why. At 10,000 agents a statement's round trip
 * cost more than its work (docs/performance.md), so check-ins that arrive together share one.
 */
const HEARTBEATS_SQL = `
update devices d set last_sequence = old.new_sequence, last_check_in = $1, agent_version = old.new_agent_version,
  ip_address = coalesce(old.new_ip_address, old.ip_address), credential_confirmed = true,
  fingerprint = coalesce(old.fingerprint, old.new_fingerprint), restart_agent_flag = old.restart_agent_flag and not old.restarted
from (
  select dv.tenant_id, dv.device_id, dv.ip_address, dv.fingerprint, dv.restart_agent_flag, dv.last_sequence, dv.config_version,
    dv.heartbeat_interval, dv.device_logging_level_id, dv.trace_expiration,
    i.new_sequence, i.new_agent_version, i.new_ip_address, i.new_fingerprint, i.restarted
  from unnest($2::uuid[], $3::uuid[], $4::int8[], $5::text[], $6::text[], $7::text[], $8::bool[])
    as i(tenant_id, device_id, new_sequence, new_agent_version, new_ip_address, new_fingerprint, restarted)
  join devices dv on dv.tenant_id = i.tenant_id and dv.device_id = i.device_id
  where not dv.is_deleted and (dv.fingerprint is null or dv.fingerprint = i.new_fingerprint)
  order by dv.tenant_id, dv.device_id
  for update of dv
) old
where d.tenant_id = old.tenant_id and d.device_id = old.device_id
returning old.device_id as "deviceId", old.last_sequence as "lastSequence", old.config_version as "configVersion",
  old.heartbeat_interval as "heartbeatInterval", old.device_logging_level_id as "deviceLoggingLevelId",
  old.trace_expiration as "traceExpiration", old.restart_agent_flag as "restartAgentFlag"`;

type HeartbeatRow = Omit<DeviceBefore, 'lastSequence' | 'configVersion'> & { deviceId: string; lastSequence: string | null; configVersion: string };

async function heartbeatCheckins(db: Db, batch: Heartbeat[]): Promise<Array<DeviceBefore | undefined>> {
  const { rows } = await db.$client.query<HeartbeatRow>({
    name: 'devices.heartbeatCheckins', text: HEARTBEATS_SQL,
    values: [
      new Date(), batch.map((h) => h.device.tenantId), batch.map((h) => h.device.deviceId), batch.map((h) => h.body.sequence),
      batch.map((h) => h.body.agentVersion), batch.map((h) => h.ipAddress), batch.map((h) => h.body.fingerprint), batch.map((h) => h.body.restarted),
    ],
  });
  const byDevice = new Map(rows.map((row) => [row.deviceId, row]));
  return batch.map((h) => {
    const row = byDevice.get(h.device.deviceId);
    // A device twice in one batch was written once: its second check-in takes the transaction.
    byDevice.delete(h.device.deviceId);
    if (!row) return undefined;
    const { deviceId: _, ...before } = row;
    return { ...before, lastSequence: before.lastSequence === null ? null : Number(before.lastSequence), configVersion: Number(before.configVersion) };
  });
}

async function completeOperations(tx: Tx, device: DeviceIdentity, completed: CheckinBody['completed']): Promise<boolean> {
  let changed = false;
  for (const done of completed) {
    const matches = done.completionToken
      ? eq(deviceOperations.completionToken, done.completionToken)
      : eq(deviceOperations.frequencyTypeId, FrequencyType.OneTimeKeepAlive);
    const rows = await tx.update(deviceOperations).set({ completionToken: null, operationComplete: true, modified: new Date() })
      .where(and(eq(deviceOperations.tenantId, device.tenantId), eq(deviceOperations.deviceId, device.deviceId),
        eq(deviceOperations.deviceOperationId, done.deviceOperationId), matches))
      .returning({ id: deviceOperations.deviceOperationId });
    changed ||= rows.length > 0;
  }
  return changed;
}

async function reportInstallations(tx: Tx, device: DeviceIdentity, reports: CheckinBody['installations']): Promise<void> {
  for (const report of reports) {
    await tx.update(deviceInstallations).set({ installStatus: report.status, detail: report.detail ?? null, modified: new Date() })
      .where(and(eq(deviceInstallations.tenantId, device.tenantId), eq(deviceInstallations.deviceId, device.deviceId),
        eq(deviceInstallations.packageId, report.packageId),
        report.packageVersionId ? eq(deviceInstallations.packageVersionId, report.packageVersionId) : sql`${deviceInstallations.packageVersionId} is null`));
  }
}

/**
 * Device logs as the device's logging level allows: None keeps errors only; trace entries only while
 * tracing is on. A resent entry (same id) is kept once.
 */
async function keepLogs(tx: Tx, device: DeviceIdentity, logs: CheckinBody['logs'], current: typeof devices.$inferSelect): Promise<void> {
  const tracing = !!current.traceExpiration && current.traceExpiration > new Date();
  const kept = logs.filter((l) => (current.deviceLoggingLevelId === DeviceLoggingLevel.None ? l.entryType === 'Error' : l.entryType !== 'Trace' || tracing));
  if (kept.length === 0) return;
  const ownOperations = new Set((await tx.select({ id: deviceOperations.deviceOperationId }).from(deviceOperations)
    .where(and(eq(deviceOperations.tenantId, device.tenantId), eq(deviceOperations.deviceId, device.deviceId),
      inArray(deviceOperations.deviceOperationId, kept.flatMap((l) => (l.deviceOperationId ? [l.deviceOperationId] : []))))))
    .map((r) => r.id));
  await tx.insert(deviceLogs).values(kept.map((l) => ({
    tenantId: device.tenantId, logEntryId: l.logEntryId, deviceId: device.deviceId,
    deviceOperationId: l.deviceOperationId && ownOperations.has(l.deviceOperationId) ? l.deviceOperationId : null,
    created: new Date(l.created), entryType: l.entryType, detail: l.detail,
  }))).onConflictDoNothing();
}
