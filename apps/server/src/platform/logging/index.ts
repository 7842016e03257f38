import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from './logging.ts';

export * from './logging.ts';
export * from './safe-error.ts';

/**
 * Returns the request id on every answer (register first, so that refusals carry it too), and names
 * the caller in the request's later log lines once authentication has run: the user (or token) id
 * and the tenant (at LOG_LEVEL info and below, where a line is written for every request).
 */
export const requestLoggingPlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const actor = request.actor;
    const log = request.log as Partial<Pick<Logger, 'setBindings' | 'isLevelEnabled'>>;
    // Without a logger fastify shares one no-op logger among all requests, which has no bindings to
    // set. Only when request lines are written (info): setting them costs a few microseconds.
    if (actor && typeof log.setBindings === 'function' && log.isLevelEnabled?.('info')) {
      log.setBindings({ userId: actor.id, actorKind: actor.kind, tenantId: actor.contextTenantId ?? actor.homeTenantId });
    }
    done();
  });
});
