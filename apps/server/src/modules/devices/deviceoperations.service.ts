import { randomUUID } from 'node:crypto';
import {
  type DeviceOperationCloneBody, type DeviceOperationParameter, type DeviceOperationResponse, type DeviceOperationSaveBody,
  FrequencyType, ParameterSource, type Permission, deviceOperationMessages, deviceOperationSaveMessages,
} from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, notFound } from '../../platform/errors/index.ts';
import type { Invalidation } from '../../platform/invalidation/invalidation.ts';
import { type ODataQuery, runGet, runList } from '../../platform/odata/index.ts';
import { findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { operations, packages } from '../packages/packages.table.ts';
import { tenantSecrets } from '../tenants/tenant-secrets.table.ts';
import { deviceOperationEntity, deviceOperationLogEntity } from './deviceoperations.entity.ts';
import { bumpConfig, publishDeviceConfig, registerPacketEntity } from './devices.config.ts';
import { type DeviceOperationParameter as StoredParameter, deviceLogs, deviceOperations, devices } from './devices.table.ts';

type Action = 'view' | 'create' | 'edit' | 'delete';
type OperationRow = typeof operations.$inferSelect;
type DeviceOperationRow = typeof deviceOperations.$inferSelect;

const EXPAND = { $expand: 'operation($expand=package)' };

/**
 * Device operations (part 2 §3-5): operations of the catalogue assigned to a device, with their frequency,
 * interval and parameters. Every change raises the device's config_version in the same transaction and, after
 * commit, wakes the device's agent through `device-config`.
 */
export function createDeviceOperationsService({ db, invalidation }: { db: Db; invalidation: Invalidation }) {
  const permission = (action: Action) => `Devices:${action}` as Permission;

  async function findDevice(actor: Actor, action: Action, deviceId: string, what = 'The device') {
    const select = async (scope: Permission) => (await db.select().from(devices).where(and(
      eq(devices.deviceId, deviceId), eq(devices.isDeleted, false), tenantScope(actor, scope, devices.tenantId),
    )))[0];
    return findScoped(select, permission(action), permission('view'), what);
  }

  async function findOperation(actor: Actor, action: Action, deviceOperationId: string): Promise<DeviceOperationRow> {
    const select = async (scope: Permission) => (await db.select().from(deviceOperations).where(and(
      eq(deviceOperations.deviceOperationId, deviceOperationId), tenantScope(actor, scope, deviceOperations.tenantId),
    )))[0];
    return findScoped(select, permission(action), permission('view'), 'The device operation');
  }

  /** The operation, if the device's tenant may use its package and the package runs on the device's OS. */
  async function availableOperation(operationId: string, device: { tenantId: string; operatingSystemId: number }): Promise<OperationRow> {
    const [row] = await db.select({ operation: operations }).from(operations)
      .innerJoin(packages, eq(packages.packageId, operations.packageId))
      .where(and(
        eq(operations.operationId, operationId), eq(packages.isDeleted, false),
        sql`(${packages.tenantId} is null or ${packages.tenantId} = ${device.tenantId})`,
        sql`(${packages.operatingSystemRidsId} & ${device.operatingSystemId}) <> 0`,
      ));
    if (!row) throw badRequest(deviceOperationSaveMessages.operationNotAvailable);
    return row.operation;
  }

  /**
   * The parameters checked against the operation's definitions (part 2 §5): no unknown or repeated names, every
   * required one present; a SecuredValue entry names one of the tenant's secrets and keeps its placeholder key
   * (a new one gets a generated id, part 2 §3).
   */
  async function checkedParameters(
    tenantId: string, operation: OperationRow, sent: DeviceOperationParameter[], previous: StoredParameter[] = [],
  ): Promise<StoredParameter[]> {
    const definitions = new Map(operation.parameterDefinitions.map((d) => [d.name.toLowerCase(), d]));
    const seen = new Set<string>();
    const result: StoredParameter[] = [];
    for (const parameter of sent) {
      const key = parameter.name.toLowerCase();
      const definition = definitions.get(key);
      if (!definition) throw badRequest(deviceOperationSaveMessages.parameterUnknown(parameter.name));
      if (seen.has(key)) throw badRequest(deviceOperationSaveMessages.parameterDuplicate(definition.name));
      seen.add(key);
      const value = parameter.value?.trim() ? parameter.value : null;
      if (parameter.source !== ParameterSource.SecuredValue) {
        if (definition.required && value === null) throw badRequest(deviceOperationSaveMessages.parameterRequired(definition.name));
        result.push({ name: definition.name, source: parameter.source, value });
        continue;
      }
      const lookupKey = parameter.lookupKey?.trim() || value?.trim() || null;
      if (!lookupKey) throw badRequest(deviceOperationSaveMessages.secretRequired(definition.name));
      const [secret] = await db.select({ name: tenantSecrets.name }).from(tenantSecrets)
        .where(and(eq(tenantSecrets.tenantId, tenantId), sql`lower(${tenantSecrets.name}) = lower(${lookupKey})`));
      if (!secret) throw badRequest(deviceOperationSaveMessages.secretUnknown(definition.name, lookupKey));
      const kept = previous.find((p) => p.name.toLowerCase() === key && p.source === ParameterSource.SecuredValue)?.placeholderKey;
      result.push({ name: definition.name, source: parameter.source, value: secret.name, lookupKey: secret.name, placeholderKey: kept ?? randomUUID() });
    }
    const missing = operation.parameterDefinitions.find((d) => d.required && !seen.has(d.name.toLowerCase()));
    if (missing) throw badRequest(deviceOperationSaveMessages.parameterRequired(missing.name));
    return result;
  }

  function checkFrequency(operation: OperationRow, frequencyTypeId: number): void {
    if (!operation.frequencyDefinitions.includes(frequencyTypeId)) throw badRequest(deviceOperationMessages.frequencyNotOffered);
  }

  /** After commit: the device's agent learns of the change (its held request wakes on every node). */
  const publishConfig = (deviceId: string) => publishDeviceConfig(invalidation, deviceId);

  async function get(actor: Actor, deviceOperationId: string): Promise<DeviceOperationResponse> {
    const row = await runGet(db, deviceOperationEntity, EXPAND, {
      where: (ref) => and(eq(ref(deviceOperations.deviceOperationId), deviceOperationId), tenantScope(actor, permission('view'), ref(deviceOperations.tenantId))),
    });
    if (!row) throw notFound('The device operation');
    return row as DeviceOperationResponse;
  }

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, deviceOperationEntity, query, { where: (ref) => tenantScope(actor, permission('view'), ref(deviceOperations.tenantId)) });
  }

  /** The device's operations that are neither deleted nor disabled, by label (the clone panel's checklist). */
  async function active(actor: Actor, deviceId: string) {
    const device = await findDevice(actor, 'view', deviceId);
    const { value } = await runList(db, deviceOperationEntity, { ...EXPAND, $orderby: 'label asc' }, {
      where: (ref) => and(eq(ref(deviceOperations.tenantId), device.tenantId), eq(ref(deviceOperations.deviceId), deviceId),
        eq(ref(deviceOperations.isDeleted), false), eq(ref(deviceOperations.enabled), true)),
    });
    return value;
  }

  async function logs(actor: Actor, deviceOperationId: string, query: ODataQuery) {
    const operation = await findOperation(actor, 'view', deviceOperationId);
    return runList(db, deviceOperationLogEntity, query, {
      defaultTop: 100,
      where: (ref) => and(eq(ref(deviceLogs.tenantId), operation.tenantId), eq(ref(deviceLogs.deviceOperationId), deviceOperationId)),
    });
  }

  async function create(actor: Actor, body: DeviceOperationSaveBody): Promise<DeviceOperationResponse> {
    const device = await findDevice(actor, 'create', body.deviceId);
    const operation = await availableOperation(body.operationId, device);
    checkFrequency(operation, body.frequencyTypeId);
    const parameters = await checkedParameters(device.tenantId, operation, body.parameters ?? []);
    const deviceOperationId = await db.transaction(async (tx) => {
      const [row] = await tx.insert(deviceOperations).values({
        tenantId: device.tenantId, deviceId: device.deviceId, operationId: operation.operationId, label: body.label,
        referenceId: body.referenceId ?? null, globalSettingId: body.globalSettingId ?? null, enabled: body.enabled ?? true,
        frequencyTypeId: body.frequencyTypeId, interval: body.interval, isInteractive: body.isInteractive ?? false, parameters,
      }).returning({ id: deviceOperations.deviceOperationId });
      if (!row) throw new Error('insert returned no row');
      // Packets for the new operation are accepted from now on (packet ownership, shared design).
      await registerPacketEntity(tx, device.tenantId, row.id, 'deviceOperation');
      await bumpConfig(tx, device.tenantId, device.deviceId);
      return row.id;
    });
    await publishConfig(device.deviceId);
    return get(actor, deviceOperationId);
  }

  async function update(actor: Actor, deviceOperationId: string, body: DeviceOperationSaveBody): Promise<DeviceOperationResponse> {
    const current = await findOperation(actor, 'edit', deviceOperationId);
    if (body.deviceId.toLowerCase() !== current.deviceId) throw badRequest(deviceOperationSaveMessages.deviceChanged);
    const device = await findDevice(actor, 'edit', current.deviceId);
    const operation = body.operationId.toLowerCase() === current.operationId
      ? (await db.select().from(operations).where(eq(operations.operationId, current.operationId)))[0]!
      : await availableOperation(body.operationId, device);
    checkFrequency(operation, body.frequencyTypeId);
    const parameters = await checkedParameters(device.tenantId, operation, body.parameters ?? [], current.parameters);
    // A frequency that is no longer OnDemand cannot stay queued.
    const queueCleared = body.frequencyTypeId !== FrequencyType.OnDemand ? { completionToken: null } : {};
    await db.transaction(async (tx) => {
      await tx.update(deviceOperations).set({
        operationId: operation.operationId, label: body.label, referenceId: body.referenceId ?? null,
        globalSettingId: body.globalSettingId ?? null, enabled: body.enabled ?? current.enabled, frequencyTypeId: body.frequencyTypeId,
        interval: body.interval, isInteractive: body.isInteractive ?? current.isInteractive, parameters, ...queueCleared, modified: new Date(),
      }).where(and(eq(deviceOperations.tenantId, current.tenantId), eq(deviceOperations.deviceOperationId, deviceOperationId)));
      await bumpConfig(tx, current.tenantId, current.deviceId);
    });
    await publishConfig(current.deviceId);
    return get(actor, deviceOperationId);
  }

  /** Soft delete (part 2 §4): flagged isDeleted and disabled; the agent stops running it. */
  async function remove(actor: Actor, deviceOperationId: string): Promise<void> {
    const current = await findOperation(actor, 'delete', deviceOperationId);
    await db.transaction(async (tx) => {
      await tx.update(deviceOperations).set({ isDeleted: true, enabled: false, completionToken: null, modified: new Date() })
        .where(and(eq(deviceOperations.tenantId, current.tenantId), eq(deviceOperations.deviceOperationId, deviceOperationId)));
      await bumpConfig(tx, current.tenantId, current.deviceId);
    });
    await publishConfig(current.deviceId);
  }

  /** Enqueue: a fresh completion token, not complete; Dequeue: no token (the '(Queued)' state of part 2 §4). */
  async function setQueued(actor: Actor, deviceOperationId: string, queued: boolean): Promise<DeviceOperationResponse> {
    const current = await findOperation(actor, 'edit', deviceOperationId);
    if (current.isDeleted) throw notFound('The device operation');
    if (current.frequencyTypeId !== FrequencyType.OnDemand) throw badRequest(deviceOperationMessages.notOnDemand);
    await db.transaction(async (tx) => {
      await tx.update(deviceOperations)
        .set(queued ? { completionToken: randomUUID(), operationComplete: false, modified: new Date() } : { completionToken: null, modified: new Date() })
        .where(and(eq(deviceOperations.tenantId, current.tenantId), eq(deviceOperations.deviceOperationId, deviceOperationId)));
      await bumpConfig(tx, current.tenantId, current.deviceId);
    });
    await publishConfig(current.deviceId);
    return get(actor, deviceOperationId);
  }

  /** Copies the chosen operations of one device to another of the same tenant (part 2 §5), as new records. */
  async function clone(actor: Actor, body: DeviceOperationCloneBody): Promise<string[]> {
    const from = await findDevice(actor, 'view', body.fromDeviceId);
    const to = await findDevice(actor, 'create', body.toDeviceId);
    if (from.tenantId !== to.tenantId) throw notFound('The device');
    const sources = await db.select().from(deviceOperations).where(and(
      eq(deviceOperations.tenantId, from.tenantId), eq(deviceOperations.deviceId, from.deviceId),
      eq(deviceOperations.isDeleted, false), inArray(deviceOperations.deviceOperationId, body.deviceOperationIdsToClone),
    ));
    if (sources.length !== body.deviceOperationIdsToClone.length) throw badRequest(deviceOperationSaveMessages.cloneUnknownOperation);
    for (const source of sources) await availableOperation(source.operationId, to);
    const ids = await db.transaction(async (tx) => {
      const rows = await tx.insert(deviceOperations).values(sources.map((s) => ({
        tenantId: to.tenantId, deviceId: to.deviceId, operationId: s.operationId, label: s.label, referenceId: s.referenceId,
        globalSettingId: s.globalSettingId, enabled: s.enabled, frequencyTypeId: s.frequencyTypeId, interval: s.interval,
        isInteractive: s.isInteractive,
        // A clone is a new entry: its secured values get placeholder keys of their own.
        parameters: s.parameters.map((p) => (p.source === ParameterSource.SecuredValue ? { ...p, placeholderKey: randomUUID() } : p)),
      }))).returning({ id: deviceOperations.deviceOperationId });
      for (const r of rows) await registerPacketEntity(tx, to.tenantId, r.id, 'deviceOperation');
      await bumpConfig(tx, to.tenantId, to.deviceId);
      return rows.map((r) => r.id);
    });
    await publishConfig(to.deviceId);
    return ids;
  }

  return {
    list, active, get, logs, create, update, remove, clone,
    enqueue: (actor: Actor, id: string) => setQueued(actor, id, true),
    dequeue: (actor: Actor, id: string) => setQueued(actor, id, false),
  };
}

export type DeviceOperationsService = ReturnType<typeof createDeviceOperationsService>;
