import {
  type EnrollRequest, PENDING_DEVICE_ACTIVE_HOURS, type PendingDeviceDeleteResponse, type PendingDevicePromoteResponse,
  pendingDeviceResultMessages as messages,
} from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { hasTenantAccess, tenantScope } from '../../platform/tenancy/index.ts';
import { promote as promoteDevice } from '../devices/index.ts';
import { devices } from '../devices/devices.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { pendingDeviceEntity } from './pendingdevices.entity.ts';
import { pendingDevices } from './pendingdevices.table.ts';

/** How long a pending agent waits before it asks again (the enroll answer's retryAfterSeconds). */
export const PENDING_RETRY_SECONDS = 30;

export type PendingDeviceRow = typeof pendingDevices.$inferSelect;

/**
 * What enroll answers: still pending; already a live device of the tenant (the agent API hands out its credential
 * while it is unconfirmed); or a clone: the agent id is known with another machine's fingerprint, and the agent
 * must start over with a new id.
 */
export type EnrollOutcome =
  | { status: 'pending'; pendingDeviceId: string; retryAfterSeconds: number }
  | { status: 'promoted'; tenantId: string; deviceId: string; credentialConfirmed: boolean; heartbeatInterval: number }
  | { status: 'clone' };

export interface PendingDevicesDeps {
  db: Db;
  /** The clock of lastPing (the seed backdates pings with it). */
  now?: () => Date;
  /**
   * How many pending devices one API token may have enrolled at a time (`PENDING_DEVICES_PER_TOKEN`): a leaked
   * token cannot bury the administrators' list; known agents keep pinging whatever the count.
   */
  maxPerToken?: number;
}

const notFoundIds = (ids: readonly string[]) => new HttpError(404, messages.notFound(ids));

/**
 * Agents that enrolled with a tenant's API token and wait for an administrator (part 2 §3, docs/areas/pendingdevices.md).
 * Rows belong to the token's tenant; one row per agent id, whatever the machine is called.
 */
export function createPendingDevicesService({ db, now = () => new Date(), maxPerToken = 1000 }: PendingDevicesDeps) {
  /** The live device an agent id became in a tenant (a deleted device's agent may enroll afresh), as enroll answers it. */
  async function deviceOf(executor: Db | Tx, tenantId: string, request: EnrollRequest): Promise<EnrollOutcome | undefined> {
    const [device] = await executor.select({
      deviceId: devices.deviceId, fingerprint: devices.fingerprint, credentialConfirmed: devices.credentialConfirmed,
      heartbeatInterval: devices.heartbeatInterval,
    }).from(devices)
      .where(and(eq(devices.tenantId, tenantId), eq(devices.agentId, request.agentId), eq(devices.isDeleted, false)))
      .limit(1);
    if (!device) return undefined;
    if (device.fingerprint && device.fingerprint !== request.fingerprint) return { status: 'clone' };
    const { deviceId, credentialConfirmed, heartbeatInterval } = device;
    return { status: 'promoted', tenantId, deviceId, credentialConfirmed, heartbeatInterval };
  }

  /**
   * The agent API's enrollment (`POST /agent/v1/enroll`) with an API token: upserts the pending device of
   * (token's tenant, agentId), refreshing what the agent reports and the last ping. An agent id that is
   * already a device makes no row: the answer names the device instead. A pending agent id that comes
   * from another machine (another fingerprint) is a clone, never merged into the first one's row.
   * An operator (the demo seed) enrolls into the tenant it names with `operatorTenantId`.
   */
  async function enroll(actor: Actor, request: EnrollRequest, ipAddress: string | null, operatorTenantId?: string): Promise<EnrollOutcome> {
    const tenantId = actor.kind === 'token' ? actor.homeTenantId : actor.kind === 'operator' ? (operatorTenantId ?? null) : null;
    if (!tenantId) throw forbidden('Only an API token of a tenant can enroll an agent.');
    if (!hasTenantAccess(actor, 'PendingDevices:create', tenantId)) throw forbidden();
    const known = await deviceOf(db, tenantId, request);
    if (known) return known;
    const pinged = now();
    const reported = {
      machineName: request.machineName,
      operatingSystem: request.operatingSystem,
      operatingSystemId: request.operatingSystemId,
      architecture: request.architecture,
      ipAddress,
      agentVersion: request.agentVersion,
      tokenGrantId: actor.kind === 'token' ? actor.id : null,
      lastPing: pinged,
    };
    return db.transaction(async (tx) => {
      if (reported.tokenGrantId) await refuseOverTokenLimit(tx, tenantId, reported.tokenGrantId, request.agentId);
      const [row] = await tx.insert(pendingDevices)
        .values({ tenantId, agentId: request.agentId, fingerprint: request.fingerprint, created: pinged, ...reported })
        .onConflictDoUpdate({
          target: [pendingDevices.tenantId, pendingDevices.agentId], set: reported,
          setWhere: eq(pendingDevices.fingerprint, request.fingerprint),
        })
        .returning({ pendingDeviceId: pendingDevices.pendingDeviceId });
      // A promotion that committed between the look-up above and this upsert: its device wins, no new row.
      const promoted = await deviceOf(tx, tenantId, request);
      if (promoted) {
        if (row) await tx.delete(pendingDevices).where(and(eq(pendingDevices.tenantId, tenantId), eq(pendingDevices.pendingDeviceId, row.pendingDeviceId)));
        return promoted;
      }
      if (!row) return { status: 'clone' as const };
      return { status: 'pending' as const, pendingDeviceId: row.pendingDeviceId, retryAfterSeconds: PENDING_RETRY_SECONDS };
    });
  }

  /**
   * A new agent id past the token's limit is refused (429); the count and the insert that follows are serialised
   * per token by a transaction lock, so simultaneous enrollments cannot overshoot it.
   */
  async function refuseOverTokenLimit(tx: Tx, tenantId: string, tokenGrantId: string, agentId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pending-devices:${tokenGrantId}`}, 0))`);
    const [known] = await tx.select({ id: pendingDevices.pendingDeviceId }).from(pendingDevices)
      .where(and(eq(pendingDevices.tenantId, tenantId), eq(pendingDevices.agentId, agentId))).limit(1);
    if (known) return;
    const [enrolled] = await tx.select({ count: sql<number>`count(*)::int` }).from(pendingDevices)
      .where(and(eq(pendingDevices.tenantId, tenantId), eq(pendingDevices.tokenGrantId, tokenGrantId)));
    if ((enrolled?.count ?? 0) >= maxPerToken) throw new HttpError(429, messages.tokenLimit(maxPerToken));
  }

  /** `GET v1/pendingdevices`; `activeOnly` keeps devices that pinged within PENDING_DEVICE_ACTIVE_HOURS. */
  async function list(actor: Actor, query: ODataQuery & { activeOnly?: 'true' | 'false' }) {
    const activeOnly = query.activeOnly === 'true';
    return runList(db, pendingDeviceEntity, query, {
      where: (ref) => and(
        tenantScope(actor, 'PendingDevices:view', ref(pendingDevices.tenantId)),
        activeOnly ? sql`${ref(pendingDevices.lastPing)} >= now() - make_interval(hours => ${PENDING_DEVICE_ACTIVE_HOURS})` : undefined,
      ),
    });
  }

  /** The pending devices of `ids` the actor holds `permission` for, locked; any other id: 404 naming it. */
  async function lockScoped(tx: Tx, actor: Actor, permission: 'PendingDevices:edit' | 'PendingDevices:delete', ids: readonly string[]) {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    const rows = await tx.select().from(pendingDevices)
      .where(and(inArray(pendingDevices.pendingDeviceId, wanted), tenantScope(actor, permission, pendingDevices.tenantId)))
      .for('update');
    const found = new Set(rows.map((r) => r.pendingDeviceId));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) throw notFoundIds(missing);
    return wanted.map((id) => rows.find((r) => r.pendingDeviceId === id)!);
  }

  /**
   * `POST v1/pendingdevices/batchpromote`: every device or none. Each becomes a device of `subscriptionId`
   * (default: the caller's context subscription), which must belong to the device's tenant; the caller
   * needs Devices:create there too. The pending row goes in the same transaction.
   */
  async function promote(actor: Actor, ids: readonly string[], subscriptionId?: string | null): Promise<PendingDevicePromoteResponse> {
    const target = subscriptionId?.toLowerCase() ?? actor.contextSubscriptionId;
    const made = await db.transaction(async (tx) => {
      // Ids first: another tenant's pending device is a 404 whatever else the request lacks.
      const rows = await lockScoped(tx, actor, 'PendingDevices:edit', ids);
      if (!target) throw badRequest(messages.noSubscription);
      const [subscription] = await tx.select({ tenantId: subscriptions.tenantId }).from(subscriptions).where(eq(subscriptions.subscriptionId, target));
      if (!subscription) throw notFound('The subscription');
      const answers: PendingDevicePromoteResponse['devices'] = [];
      for (const row of rows) {
        if (!hasTenantAccess(actor, 'Devices:create', row.tenantId)) throw forbidden();
        if (subscription.tenantId !== row.tenantId) throw badRequest(messages.subscriptionOfOtherTenant);
        const { deviceId } = await promoteDevice(tx, {
          tenantId: row.tenantId, subscriptionId: target, agentId: row.agentId, fingerprint: row.fingerprint, machineName: row.machineName,
          operatingSystemId: row.operatingSystemId, architecture: row.architecture, ipAddress: row.ipAddress, agentVersion: row.agentVersion,
        });
        await tx.delete(pendingDevices).where(and(eq(pendingDevices.tenantId, row.tenantId), eq(pendingDevices.pendingDeviceId, row.pendingDeviceId)));
        answers.push({ pendingDeviceId: row.pendingDeviceId, deviceId, tenantId: row.tenantId });
      }
      return answers;
    });
    return { message: messages.promoted(made.length), devices: made };
  }

  /** `DELETE v1/pendingdevices/batchdelete`: every device or none. An agent still running enrolls again as new. */
  async function remove(actor: Actor, ids: readonly string[]): Promise<PendingDeviceDeleteResponse> {
    const deleted = await db.transaction(async (tx) => {
      const rows = await lockScoped(tx, actor, 'PendingDevices:delete', ids);
      for (const tenantId of new Set(rows.map((r) => r.tenantId))) {
        const ofTenant = rows.filter((r) => r.tenantId === tenantId).map((r) => r.pendingDeviceId);
        await tx.delete(pendingDevices).where(and(eq(pendingDevices.tenantId, tenantId), inArray(pendingDevices.pendingDeviceId, ofTenant)));
      }
      return rows.length;
    });
    return { message: messages.deleted(deleted), deleted };
  }

  return { enroll, list, promote, remove };
}

export type PendingDevicesService = ReturnType<typeof createPendingDevicesService>;
