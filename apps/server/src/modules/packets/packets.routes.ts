import { ErrorResponse, Guid, PacketIngestBody, PacketIngestResponse, PacketListResponse, PacketResponse, packetIngestMessages } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../platform/auth/index.ts';
import { MB } from '../../platform/body/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { ODataQuerySchema } from '../../platform/odata/index.ts';
import { arrivalsBacklog, backlogGauge } from './packets.arrivals.ts';
import type { PacketsService } from './packets.service.ts';

const tags = ['packets'];
/** Seconds a sender refused for overload waits before sending the batch again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;
/** How stale the backlog reading may be: held calls look at it every BACKLOG_POLL_MS. */
const BACKLOG_READ_MS = 50;
const BACKLOG_POLL_MS = 25;

/**
 * Holds a call while `busy()` answers true, looking again every `pollMs` (with jitter, so held calls do not
 * all go at once), for at most `waitMs`; answers whether the call may go on. Holding the answer is the
 * back-pressure Kafka's quotas use: a sender that waits for its acknowledgement slows down by exactly as
 * much as the rules need, where a refusal made it wait a whole second (Retry-After has whole seconds).
 */
export async function waitWhile(busy: () => boolean, waitMs: number, pollMs = BACKLOG_POLL_MS): Promise<boolean> {
  const deadline = performance.now() + waitMs;
  while (busy()) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(left, pollMs * (0.5 + Math.random()))));
  }
  return true;
}

export const packetsRoutes: FastifyPluginAsyncZod<ModuleOptions & { packets: PacketsService }> = async (app, { config, db, jobs, packets }) => {
  // Ingestions this process has in hand, held or storing. Past the bound a sender is told at once to come
  // back, rather than queueing for the database until its own timeout fires.
  let inFlight = 0;
  // The rules' backlog: past PACKET_BACKLOG_MAX, senders wait rather than pile up packets evaluated late.
  // Only where this process evaluates (its jobs run): elsewhere nothing here would drain it.
  const backlog = backlogGauge(() => arrivalsBacklog(db), BACKLOG_READ_MS);
  const behind = () => config.PACKET_BACKLOG_MAX > 0 && jobs.running() && backlog() > config.PACKET_BACKLOG_MAX;

  app.post('/v1/packets', {
    config: { permission: 'Packets:create' },
    // 1,000 packets with messages of a few hundred bytes each, with room to spare.
    bodyLimit: 4 * MB,
    schema: { tags, body: PacketIngestBody, response: { 200: PacketIngestResponse, 503: ErrorResponse } },
  }, async (request, reply) => {
    const overloaded = () => reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
      .send({ statusCode: 503, error: 'Service Unavailable', message: packetIngestMessages.overloaded });
    if (inFlight >= config.PACKET_INGEST_CONCURRENCY) return overloaded();
    inFlight++;
    try {
      if (!await waitWhile(behind, config.PACKET_BACKLOG_WAIT_MS)) return overloaded();
      return await packets.storeFor(requireActor(request), request.body);
    } finally {
      inFlight--;
    }
  });

  app.get('/v1/packets', {
    config: { permission: 'Packets:view' },
    schema: { tags, querystring: ODataQuerySchema, response: { 200: PacketListResponse } },
  }, async (request) => packets.list(requireActor(request), request.query));

  app.get('/v1/packets/:packetId', {
    config: { permission: 'Packets:view' },
    schema: { tags, params: z.object({ packetId: Guid }), response: { 200: PacketResponse } },
  }, async (request) => packets.get(requireActor(request), request.params.packetId));
};
