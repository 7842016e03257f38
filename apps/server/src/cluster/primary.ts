import cluster, { type Worker } from 'node:cluster';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { processPoolSize, serverPoolSize } from '../db/client.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { type DemoAccount, demoAccountsToShow, ensureReferenceData, seedIfEmpty } from '../seed/index.ts';
import { loadIdentityKeys } from '../platform/identity/keys.ts';
import { createLogger } from '../platform/logging/index.ts';
import { serveClusterMetrics } from '../platform/metrics/cluster.ts';
import { upsertBuiltInRoles } from '../platform/permissions/roles.service.ts';
import { prepareSecrets, secretsFor } from '../platform/secrets/index.ts';
import { buildNodeApp } from './node-app.ts';
import { serverProcesses } from './processes.ts';
import { closeAfterAnswering } from './drain.ts';
import { assertCanListen, listenProblem } from './port.ts';
import { exitGracefully } from './shutdown.ts';
import { STOP_MESSAGE, STOP_TIMEOUT_MS, WORKER_DATABASE_URL, WORKER_POOL_SIZE } from './worker.ts';

/** A worker that dies this soon after it started is not started again: it would only die again. */
const RESTART_AFTER_MS = 5_000;

interface Serving {
  stop(): Promise<void>;
}

/** Serves in this very process (SERVER_PROCESSES=1): no cluster, as in the tests. */
async function serveHere(config: Config, database: Database): Promise<Serving> {
  const app: App = await buildNodeApp(config, database.db, database.url);
  const close = closeAfterAnswering(app);
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close();
    throw listenProblem(config.PORT, config.HOST, error) ?? error;
  }
  return { stop: close };
}

/** Forks the workers and resolves once each listens; a worker that crashes later is replaced. */
async function serveInWorkers(config: Config, database: Database, processes: number): Promise<Serving> {
  serveClusterMetrics();
  const log = createLogger(config.LOG_LEVEL);
  const env = { [WORKER_DATABASE_URL]: database.url, [WORKER_POOL_SIZE]: String(processPoolSize(processes)) };
  let stopping = false;

  const fork = () => new Promise<Worker>((resolve, reject) => {
    const worker = cluster.fork(env);
    const started = Date.now();
    worker.once('listening', () => resolve(worker));
    worker.once('exit', (code, signal) => {
      reject(new Error(`A server process exited before it was ready (${signal ?? `code ${code}`}).`));
      if (stopping || Date.now() - started < RESTART_AFTER_MS) return;
      log.warn({ code, signal }, `A server process exited (${signal ?? `code ${code}`}); starting another.`);
      fork().catch((error: Error) => log.error(error.message));
    });
  });

  const stopAll = () => Promise.all(Object.values(cluster.workers ?? {}).map((worker) => worker && new Promise<void>((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once('exit', () => resolve());
    if (worker.isConnected()) worker.send(STOP_MESSAGE);
    else worker.kill('SIGTERM');
    setTimeout(() => worker.kill('SIGKILL'), STOP_TIMEOUT_MS).unref();
  })));

  try {
    await Promise.all(Array.from({ length: processes }, fork));
  } catch (error) {
    stopping = true;
    await stopAll();
    throw error;
  }
  return {
    async stop() {
      stopping = true;
      await stopAll();
    },
  };
}

/**
 * `npm start`'s first process: opens (or starts) the database, migrates and seeds it once, then
 * serves HTTP from SERVER_PROCESSES processes, and on SIGINT/SIGTERM stops them before the database.
 */
export async function runPrimary(config: Config): Promise<void> {
  const started = Date.now();
  const processes = serverProcesses(config);
  // Heard before anything starts: a stop asked for while the portal starts (a service manager's
  // restart, Ctrl-C during a slow first start) is carried out as soon as the start is complete, as
  // any other stop, instead of killing the process half-way with its PostgreSQL left running.
  let stop: (() => void) | undefined;
  let stopAsked = false;
  const askStop = () => (stop ? stop() : void (stopAsked = true));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, askStop);
  // Started by scripts/start.mjs (npm start) with a channel to it: when the launcher is gone, so are we.
  if (process.connected) process.once('disconnect', askStop);

  // With workers, the primary's own connections only migrate and seed; pg closes them once idle.
  // The data folder's lock first (a second start on it is refused before anything else), then the port.
  const database = await openDatabase(config, processes === 1 ? serverPoolSize() : 2, {
    httpPort: config.PORT,
    beforeStart: () => assertCanListen(config.PORT, config.HOST),
    // The embedded PostgreSQL's stops and restarts, in the same stream as everything else.
    log: createLogger(config.LOG_LEVEL),
  });
  let serving: Serving;
  try {
    // Once per database, whichever node starts first; nodes starting together take turns (issue 28).
    const seeded = await withStartupLock(database.url, async () => {
      // Before the seed and the servers, which seal secrets: makes or checks the key, encrypts plain text.
      await prepareSecrets(database.db, config, createLogger(config.LOG_LEVEL));
      await upsertBuiltInRoles(database.db);
      await ensureReferenceData(database.db);
      const made = config.SEED_DEMO_DATA === 'true' ? await seedIfEmpty(database.db, config) : undefined;
      // Made here once, so that processes and nodes starting together never each make their own.
      if (config.builtInIdentity) await loadIdentityKeys(database.db, secretsFor(config), config);
      return made;
    }, (message) => createLogger(config.LOG_LEVEL).info(message));
    serving = processes === 1 ? await serveHere(config, database) : await serveInWorkers(config, database, processes);
    printReady(config, started, processes, demoAccountsToShow(config, seeded));
  } catch (error) {
    await database.close();
    throw error;
  }

  stop = exitGracefully(async () => {
    await serving.stop();
    await database.close();
  }, STOP_TIMEOUT_MS + 2_000);
  if (stopAsked) stop();
}

function printReady(config: Config, started: number, processes: number, accounts: DemoAccount[] | undefined) {
  const lines = [
    '',
    `Portal ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${config.publicUrl} (${processes === 1 ? 'one server process' : `${processes} server processes`})`,
    `Sign in at ${config.publicUrl}/user/login${config.builtInIdentity ? ' (built-in identity provider)' : ` (identity provider ${config.issuer})`}`,
    `API docs at ${config.publicUrl}/api/docs`,
    `Pages opened at another address of this machine are sent to ${config.publicUrl} (set PUBLIC_URL to the address people use)`,
  ];
  if (accounts) {
    lines.push('Demo accounts created (user name / password):');
    for (const a of accounts) lines.push(`  ${a.role.padEnd(16)} ${a.userName} / ${a.password}`);
  }
  // A person at a terminal reads lines; a log collector gets one JSON line like every other (always, whatever LOG_LEVEL).
  if (process.stdout.isTTY) console.log(lines.join('\n') + '\n');
  else createLogger('info').info({ demoAccounts: accounts?.map(({ role, userName, password }) => ({ role, userName, password })) }, lines.filter(Boolean).map((line) => line.trim().replace(/\s+/g, ' ')).join(' '));
}
