import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../errors/errors.ts';
import { joinClusterMetrics, scrape } from './cluster.ts';
import { databaseErrors, isDatabaseFailure, registry, requestDuration, watchPool } from './metrics.ts';

export interface MetricsOptions {
  db: Db;
  /** METRICS_TOKEN: callers other than the machine itself send it as a bearer token. */
  token: string | undefined;
}

type Observer = (status: number, seconds: number) => void;

/** One histogram child per status code of a route, made on first use, so an answer allocates nothing. */
function observerFor(method: string, route: string): Observer {
  const byStatus = new Map<number, ReturnType<typeof requestDuration.labels>>();
  return (status, seconds) => {
    let child = byStatus.get(status);
    if (!child) byStatus.set(status, (child = requestDuration.labels(method, route, String(status))));
    child.observe(seconds);
  };
}

/** The route label of every static file (the web client's built assets, index.html, favicon). */
export const STATIC_FILES_ROUTE = '(static)';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The machine itself asking, not through a proxy (a proxy on the same machine would make everyone local). */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/**
 * Prometheus metrics at GET /metrics, and the request duration of every route by its pattern.
 * Register before the routes it should time: each route gets its own timing hook as it is added.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { db, token }: MetricsOptions) => {
  joinClusterMetrics();
  app.addHook('onClose', watchPool(db.$client));
  const expected = token ? digest(token) : undefined;

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // Each built file of the web client is a route of its own (@fastify/static names its file in the
    // route's config): one series for them all, not one per hashed asset name and new with every build.
    const label = (route.config as { file?: unknown } | undefined)?.file !== undefined ? STATIC_FILES_ROUTE : route.url;
    const observers = new Map(methods.map((method) => [method, observerFor(method, label)]));
    const timing: onResponseHookHandler = (request, reply, done) => {
      observers.get(request.method)?.(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [timing, ...[route.onResponse ?? []].flat()];
  });
  // Requests no route matched (scanners, typos): one series, whatever the path.
  const unmatched = new Map<string, Observer>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let observe = unmatched.get(request.method);
      if (!observe) unmatched.set(request.method, (observe = observerFor(request.method, '(unmatched)')));
      observe(reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
  app.addHook('onError', (_request, _reply, error, done) => {
    if (isDatabaseFailure(error)) databaseErrors.inc({ kind: 'request' });
    done();
  });

  const allowed = (request: FastifyRequest) => {
    if (fromThisMachine(request)) return true;
    const header = request.headers.authorization;
    if (!expected || !header || !/^bearer /i.test(header)) return false;
    return timingSafeEqual(digest(header.slice(7).trim()), expected);
  };

  app.get('/metrics', { config: { permission: 'public' }, schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(request)) {
      throw forbidden(expected
        ? 'Send the metrics token (METRICS_TOKEN) as a bearer token.'
        : 'Metrics are served to this machine only; set METRICS_TOKEN to let a scraper elsewhere in.');
    }
    const text = await scrape();
    return reply.type(registry.contentType).send(text);
  });
});
