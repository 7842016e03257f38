import { createReadStream } from 'node:fs';
import {
  AGENT_API_BASE, AgentRefusal, INT4_MAX, CheckinRequest, CheckinResponse, CommandsResponse, EnrollRequest, EnrollResponse, Guid, agentMessages,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Actor, requireActor } from '../../platform/auth/index.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { AgentRefused, type DeviceAgentService, type DeviceIdentity } from '../devices/index.ts';
import { packetsService } from '../packets/index.ts';
import { createPendingDevicesService } from '../pendingdevices/index.ts';
import { packageVersionFile } from '../packages/index.ts';
import type { AgentReads } from './agent.cache.ts';
import type { CommandWaiters } from './agent.waiters.ts';

const tags = ['agent'];
/** Check-ins with at most this many packets store them in a statement shared with others. */
const SHARED_STORE_MAX = 10;

/**
 * How long one commands request is held: between 80% and 100% of the setting, at random. Agents that
 * all connect at once (a portal restart, a network coming back) would otherwise all be answered, and all
 * ask again, in the same instant every round; the spread breaks the herd up within a round or two.
 */
export function longPollMs(seconds: number, draw?: number): number {
  const share = draw ?? Math.random();
  return Math.round(seconds * 1000 * (0.8 + 0.2 * share));
}

export interface AgentRouteOptions extends ModuleOptions {
  agents: DeviceAgentService;
  reads: AgentReads;
  waiters: CommandWaiters;
}

/** The device a device credential names; any other caller is refused (403). */
function requireDevice(request: FastifyRequest): DeviceIdentity {
  const actor = requireActor(request);
  if (actor.kind !== 'device' || !actor.homeTenantId) throw forbidden('Only an agent with its device credential may call the agent API.');
  return { tenantId: actor.homeTenantId, deviceId: actor.id, name: actor.name };
}

function refuse(reply: FastifyReply, error: AgentRefused) {
  const message = error.code === 'clone' ? agentMessages.clone : agentMessages.revoked;
  return reply.code(error.statusCode).send({ statusCode: error.statusCode, error: error.statusCode === 409 ? 'Conflict' : 'Unauthorized', message, code: error.code });
}

/** The agent protocol of packages/contracts/src/agent/protocol.ts (docs/areas/devices.md "The agent API"). */
export const agentRoutes: FastifyPluginAsyncZod<AgentRouteOptions> = async (app, { db, config, agents, reads, waiters }) => {
  const packets = packetsService(db, config.PACKET_RETENTION_DAYS);
  const pending = createPendingDevicesService({ db, maxPerToken: config.PENDING_DEVICES_PER_TOKEN });

  app.post(`${AGENT_API_BASE}/enroll`, {
    config: { permission: 'PendingDevices:create' },
    schema: { tags, body: EnrollRequest, response: { 200: EnrollResponse, 202: EnrollResponse, 409: AgentRefusal } },
  }, async (request, reply) => {
    const actor: Actor = requireActor(request);
    if (actor.kind !== 'token') throw forbidden('Agents enroll with an API token of their tenant.');
    const outcome = await pending.enroll(actor, request.body, request.ip);
    if (outcome.status === 'pending') {
      return reply.code(202).send({ status: 'pending', pendingDeviceId: outcome.pendingDeviceId, retryAfterSeconds: config.AGENT_ENROLL_RETRY_SECONDS });
    }
    if (outcome.status === 'clone') return refuse(reply, new AgentRefused(409, 'clone', 'clone'));
    // Promoted: the credential can be collected until the agent first uses it, so a lost answer is not fatal.
    if (outcome.credentialConfirmed) {
      return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: agentMessages.alreadyEnrolled });
    }
    const credential = await agents.issueCredential(outcome.tenantId, outcome.deviceId);
    return { status: 'promoted' as const, deviceId: outcome.deviceId, credential, heartbeatInterval: outcome.heartbeatInterval };
  });

  app.post(`${AGENT_API_BASE}/checkin`, {
    config: { permission: 'authenticated' },
    // A backlog of up to 1,000 packets and 1,000 log entries, as POST /v1/packets takes.
    bodyLimit: 4 * 1024 * 1024,
    schema: { tags, body: CheckinRequest, response: { 200: CheckinResponse, 401: AgentRefusal, 409: AgentRefusal } },
  }, async (request, reply) => {
    const device = requireDevice(request);
    const body = request.body;
    let answer;
    try {
      answer = await agents.checkin(device, body, request.ip);
    } catch (error) {
      if (error instanceof AgentRefused) return refuse(reply, error);
      throw error;
    }
    // Only the device's own entities; anything else is acknowledged and dropped (a stale buffer, a bug).
    let stored = 0;
    let duplicate = 0;
    if (body.packets.length > 0) {
      // Most check-ins carry the heartbeat alone: only other entities need the device's operations read.
      const own = body.packets.every((p) => p.entityId === device.deviceId) ? new Set([device.deviceId]) : await agents.ownEntityIds(device);
      const mine = body.packets.filter((p) => own.has(p.entityId));
      // A heartbeat shares its statement with the check-ins that arrive with it; a backlog goes alone.
      const result = mine.length <= SHARED_STORE_MAX ? await packets.storeBatched({ tenantId: device.tenantId, packets: mine }) : await packets.store(device.tenantId, mine);
      stored = result.stored;
      duplicate = result.duplicate;
      const dropped = body.packets.length - stored - duplicate;
      if (dropped > 0) request.log.warn({ deviceId: device.deviceId, dropped }, 'agent packets for entities the device does not own were dropped');
    }
    return { ...answer, packetsStored: stored, packetsDuplicate: duplicate };
  });

  app.get(`${AGENT_API_BASE}/commands`, {
    config: { permission: 'authenticated' },
    schema: { tags, querystring: z.object({ configVersion: z.coerce.number().int().min(0).max(INT4_MAX) }), response: { 200: CommandsResponse, 204: z.null(), 401: AgentRefusal } },
  }, async (request, reply) => {
    const device = requireDevice(request);
    const known = request.query.configVersion;
    const deadline = Date.now() + longPollMs(config.AGENT_LONG_POLL_SECONDS);
    // Register before reading, so a change between the read and the wait still wakes this request.
    for (;;) {
      const waiter = waiters.wait(device.deviceId, Math.max(0, deadline - Date.now()));
      const onClose = () => waiter.cancel();
      request.raw.once('close', onClose);
      const version = await reads.configVersion(device.deviceId, known);
      if (version === null) {
        waiter.cancel();
        return refuse(reply, new AgentRefused(401, 'revoked', 'revoked'));
      }
      if (version > known) {
        waiter.cancel();
        return { configVersion: version };
      }
      const woken = await waiter.promise;
      request.raw.off('close', onClose);
      if (!woken || Date.now() >= deadline) return reply.code(204).send(null);
    }
  });

  app.get(`${AGENT_API_BASE}/packages/:packageVersionId`, {
    config: { permission: 'authenticated' },
    schema: { tags, params: z.object({ packageVersionId: Guid }) },
  }, async (request, reply) => {
    const device = requireDevice(request);
    const file = await agents.installs(device, request.params.packageVersionId)
      ? await packageVersionFile(db, config.dataDir, request.params.packageVersionId) : undefined;
    if (!file) throw notFound('This device has no installation of that package version.');
    return reply.header('content-type', 'application/octet-stream')
      .header('content-length', String(file.sizeBytes))
      .header('x-content-sha256', file.sha256)
      .send(createReadStream(file.path));
  });
};
