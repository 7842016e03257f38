import pg from 'pg';
import client from 'prom-client';

/**
 * The process's metrics, made once per process (prom-client's registry is global, and the tests
 * build many apps in one process). Pools are added by each app and removed when it closes.
 */
export const registry = client.register;

const pools = new Set<pg.Pool>();

export const requestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const databaseErrors = new client.Counter({
  name: 'portal_db_errors_total',
  help: 'Database failures: connections lost (connection), requests failed by a database error or timeout (request).',
  labelNames: ['kind'] as const,
});

const sumOverPools = (read: (pool: pg.Pool) => number) => () => [...pools].reduce((n, pool) => n + read(pool), 0);

function poolGauge(name: string, help: string, read: (pool: pg.Pool) => number) {
  const value = sumOverPools(read);
  return new client.Gauge({ name, help, collect() { this.set(value()); } });
}

poolGauge('portal_db_pool_connections', 'Connections the pool holds open (busy and idle).', (pool) => pool.totalCount);
poolGauge('portal_db_pool_idle_connections', 'Connections of the pool waiting for work.', (pool) => pool.idleCount);
poolGauge('portal_db_pool_waiting_clients', 'Queries waiting for a connection of the pool.', (pool) => pool.waitingCount);

// Memory, CPU, handles, garbage collection and event loop lag (nodejs_eventloop_lag_*).
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const countLostConnection = () => databaseErrors.inc({ kind: 'connection' });
const watched = new WeakSet<pg.PoolClient>();
const watchClient = (connection: pg.PoolClient) => {
  watched.add(connection);
  connection.on('error', countLostConnection);
};
// The pool repeats an idle connection's error: count it there only for connections made before the watch.
const countUnwatched = (_error: Error, connection: pg.PoolClient) => {
  if (!watched.has(connection)) countLostConnection();
};

/** Reports the pool's connections and counts the ones it loses, until the returned function is called. */
export function watchPool(pool: pg.Pool): () => void {
  pools.add(pool);
  pool.on('error', countUnwatched);
  pool.on('connect', watchClient);
  return () => {
    pools.delete(pool);
    pool.off('error', countUnwatched);
    pool.off('connect', watchClient);
  };
}

/** Whether a request failed because of the database (an error from PostgreSQL, a lost connection, a timeout). */
export function isDatabaseFailure(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e instanceof pg.DatabaseError) return true;
    const code = (e as { code?: unknown }).code;
    if (code === 'DATABASE_TIMEOUT' || code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
    if (/^(Connection terminated|timeout exceeded when trying to connect|Query read timeout)/.test(e.message)) return true;
  }
  return false;
}
