import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  AGENT_CREDENTIAL_PREFIX, type AgentInstallation, type AgentOperation, type CheckinResponse, DeviceLoggingLevel,
  CheckinRequest, FrequencyType, ParameterSource, intervalSeconds,
} from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
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
   * heartbeat and nothing else: those take one statement (heartbeatCheckin); the others one transaction.
   */
  async function checkin(device: DeviceIdentity, body: CheckinBody, ipAddress: string | null): Promise<Omit<CheckinResponse, 'packetsStored' | 'packetsDuplicate'>> {
    const plain = body.completed.length === 0 && body.installations.length === 0 && body.logs.length === 0;
    const before = plain ? await heartbeatCheckin(db, device, body, ipAddress) : undefined;
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

/**
 * A check-in that reports nothing but packets, in one statement: it locks the live device of that
 * fingerprint (or of none yet), writes the check-in and returns the row as it was. Undefined when no
 * such device exists. One round trip instead of four: at 10,000 agents the statements, not the work,
 * were the cost (docs/performance.md).
 */
const HEARTBEAT_SQL = `
update devices d set last_sequence = $3, last_check_in = $4, agent_version = $5, ip_address = coalesce($6, old.ip_address),
  credential_confirmed = true, fingerprint = coalesce(old.fingerprint, $7), restart_agent_flag = old.restart_agent_flag and not $8::boolean
from (
  select tenant_id, device_id, ip_address, fingerprint, restart_agent_flag, last_sequence, config_version, heartbeat_interval,
    device_logging_level_id, trace_expiration
  from devices where tenant_id = $1 and device_id = $2 and not is_deleted and (fingerprint is null or fingerprint = $7)
  for update
) old
where d.tenant_id = old.tenant_id and d.device_id = old.device_id
returning old.last_sequence as "lastSequence", old.config_version as "configVersion", old.heartbeat_interval as "heartbeatInterval",
  old.device_logging_level_id as "deviceLoggingLevelId", old.trace_expiration as "traceExpiration", old.restart_agent_flag as "restartAgentFlag"`;

async function heartbeatCheckin(db: Db, device: DeviceIdentity, body: CheckinBody, ipAddress: string | null): Promise<DeviceBefore | undefined> {
  const { rows: [row] } = await db.$client.query<Omit<DeviceBefore, 'lastSequence' | 'configVersion'> & { lastSequence: string | null; configVersion: string }>({
    name: 'devices.heartbeatCheckin', text: HEARTBEAT_SQL,
    values: [device.tenantId, device.deviceId, body.sequence, new Date(), body.agentVersion, ipAddress, body.fingerprint, body.restarted],
  });
  if (!row) return undefined;
  return { ...row, lastSequence: row.lastSequence === null ? null : Number(row.lastSequence), configVersion: Number(row.configVersion) };
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
