import { existsSync, readdirSync } from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { authPlugin } from './platform/auth/index.ts';
import { createVerifier } from './platform/auth/verifier.ts';
import { DEFAULT_BODY_LIMIT, bodyPlugin } from './platform/body/index.ts';
import { errorsPlugin } from './platform/errors/index.ts';
import { healthPlugin } from './platform/health/index.ts';
import { type Invalidation, createInvalidation } from './platform/invalidation/invalidation.ts';
import { type JobRunner, createJobRunner } from './platform/jobs/runner.ts';
import { idempotencyPlugin } from './platform/idempotency/index.ts';
import { identityPlugin } from './platform/identity/index.ts';
import { openIdentityKeys } from './platform/identity/keys.ts';
import { loggerOptions as portalLoggerOptions, requestId, requestLoggingPlugin } from './platform/logging/index.ts';
import { metricsPlugin } from './platform/metrics/index.ts';
import { watchJobs } from './platform/metrics/jobs.ts';
import type { ModuleOptions } from './platform/module.ts';
import { apiDocsPlugin } from './platform/openapi/reference.ts';
import { openApiTransform, openApiTransformObject } from './platform/openapi/transform.ts';
import { portalVersion } from './platform/openapi/version.ts';
import { pgRateLimitStore } from './platform/rate-limit/store.ts';
import { securityHeadersPlugin } from './platform/security-headers/index.ts';
import { webClientPlugin } from './platform/web-client.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: unknown;
  /** The route's `config.idempotent` (platform/idempotency). */
  idempotent: unknown;
  /** The `modules/<area>` folder that registered it; undefined for platform routes. */
  module: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the tests that walk them all. */
    routeTable: RegisteredRoute[];
    /** "Forget X" hints to every process of every node (platform/invalidation). */
    invalidation: Invalidation;
    /** This node's background jobs (platform/jobs): modules register theirs from index.ts. */
    jobs: JobRunner;
  }
}

export type App = FastifyInstance;

/** Each `modules/<area>/index.ts` default-exports its plugin; the app finds them, nothing lists them. */
async function loadModules(): Promise<Array<[string, FastifyPluginAsync<ModuleOptions>]>> {
  const dir = new URL('./modules/', import.meta.url);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/index.ts`, dir)))
    .map((d) => d.name)
    .sort();
  return Promise.all(
    names.map(async (name) => [name, (await import(new URL(`${name}/index.ts`, dir).href)).default] as [string, FastifyPluginAsync<ModuleOptions>]),
  );
}

/** The request logger production runs with (main.ts); the benchmark uses the same at its own level. */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return portalLoggerOptions(level);
}

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Cross-node "forget X" hints (platform/invalidation); default: this process only. The app stops it on close. */
  invalidation?: Invalidation;
  /** The node's job runner (platform/jobs), started by whoever listens; default: jobs registered, never run. */
  jobs?: JobRunner;
  /** Connections for the background drains (ModuleOptions.background), closed with the app after its jobs stop. */
  background?: { db: Db; close(): Promise<void> };
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole portal, ready for `inject` or `listen`. */
export async function buildApp({ config, db, logger = false, ...options }: BuildAppOptions): Promise<App> {
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: DEFAULT_BODY_LIMIT, routerOptions: { caseSensitive: false },
    // A client that trickles its request is cut off (the database timeouts bound the rest; db/client.ts).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // X-Request-Id as the caller sent it when it is plain, else a new UUID (platform/logging).
    requestIdHeader: false, genReqId: requestId })
    .withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RegisteredRoute[] = [];
  let currentModule: string | undefined;
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      // Read lazily: encapsulated plugins (docs, static client) set their permission in their own onRoute.
      const module = currentModule;
      routeTable.push({
        method, url: route.url, module,
        get permission() { return route.config?.permission; },
        get idempotent() { return route.config?.idempotent; },
      });
    }
  });

  await app.register(requestLoggingPlugin);
  await app.register(securityHeadersPlugin, { config });
  // Before every route, so that each gets its timing hook as it is added.
  await app.register(metricsPlugin, { db, token: config.METRICS_TOKEN });
  await app.register(errorsPlugin);
  await app.register(healthPlugin, { db });
  const invalidation = options.invalidation ?? await createInvalidation();
  const jobs = options.jobs ?? createJobRunner({ log: app.log });
  app.decorate('invalidation', invalidation);
  app.decorate('jobs', jobs);
  const unwatchJobs = watchJobs(() => jobs.figures());
  app.addHook('onClose', async () => {
    unwatchJobs();
    await jobs.stop();
    await invalidation.stop();
    // The drains stopped in preClose and the jobs just now: nothing uses these connections any more.
    await options.background?.close();
  });
  if (jobs.configured) {
    app.readiness.add('jobs', async () => {
      const { state, problem } = jobs.state();
      if (state !== 'running') throw new Error(`the job runner is ${state}${problem ? `: ${problem}` : ''}`);
    });
  }
  await app.register(bodyPlugin);
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(db, { warn: (message) => app.log.warn(message) }), skipOnError: false });
  // Before the modules, so that every route opting in with `config.idempotent` gets its hooks.
  await app.register(idempotencyPlugin, { db, warn: (message) => app.log.warn(message) });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal API', version: portalVersion,
        description: 'The operations portal\'s API. Errors answer `{ statusCode, error, message }`; lists take OData query options.',
      },
      servers: [{ url: '/', description: 'This portal' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An access token from the identity provider, or an API token.' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(apiDocsPlugin);

  const keys = config.builtInIdentity ? await openIdentityKeys(db, config) : undefined;
  await app.register(authPlugin, { config, db, invalidation, verifier: createVerifier(config, keys ? { localKeys: keys } : {}) });
  if (keys) await app.register(identityPlugin, { config, db, keys });

  for (const [name, plugin] of await loadModules()) {
    currentModule = name;
    await app.register(plugin, { config, db, jobs, invalidation, background: options.background?.db });
  }
  currentModule = undefined;
  await app.register(webClientPlugin, { publicUrl: config.publicUrl });
  await app.ready();
  return app;
}
