import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Readiness, databaseCheck, migrationsCheck } from './readiness.ts';

export { Readiness, type ReadinessCheck } from './readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks of GET /api/health/ready; a module adds its own with `app.readiness.add(name, check)`. */
    readiness: Readiness;
  }
}

const tags = ['health'];

const LivenessResponse = z.object({ status: z.literal('ok') });
const CheckResult = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() });
const ReadinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  message: z.string().optional(),
  checks: z.record(z.string(), CheckResult),
});

/**
 * Probes for a load balancer or an orchestrator, unauthenticated and never cached:
 * GET /api/health answers while the process serves; GET /api/health/ready answers 200 when every
 * readiness check passes, else 503 naming what failed.
 */
export const healthPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  const readiness = new Readiness();
  readiness.add('database', databaseCheck(db.$client));
  readiness.add('migrations', migrationsCheck(db.$client));
  app.decorate('readiness', readiness);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/health', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Liveness: the process answers', response: { 200: LivenessResponse } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  routes.get('/api/health/ready', {
    config: { permission: 'public' },
    schema: { tags, summary: 'Readiness: database, migrations and background jobs', response: { 200: ReadinessResponse, 503: ReadinessResponse } },
  }, async (_request, reply) => {
    const { ok, checks } = await readiness.run();
    reply.header('cache-control', 'no-store');
    if (ok) return { status: 'ok' as const, checks };
    const failing = Object.entries(checks).filter(([, c]) => !c.ok).map(([name, c]) => `${name}: ${c.error}`);
    return reply.status(503).send({ status: 'unavailable' as const, message: `Not ready: ${failing.join('; ')}`, checks });
  });
});
