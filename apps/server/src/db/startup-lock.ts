import pg from 'pg';

/**
 * The key of the advisory lock under which a starting node does what must happen once per database
 * (migrations, built-in roles, demo seed, identity keys): nodes started at the same moment take
 * turns, and each finds the work of the one before it done. Any 64-bit number unique to the portal.
 */
export const STARTUP_LOCK_KEY = 4_107_252_911;

/**
 * Runs `work` holding the start-up lock on a connection of its own (not the pool's, which `work`
 * uses); other nodes' `withStartupLock` wait for it, and PostgreSQL releases it if this process dies.
 * `log` is told when this node waits.
 */
export async function withStartupLock<T>(connectionString: string, work: () => Promise<T>, log?: (message: string) => void): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK_KEY]);
    if (!rows[0]?.locked) {
      log?.('Another portal node is migrating or seeding this database: waiting for it.');
      // Waits as long as the other node's start takes (a first start with demo data takes seconds).
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock, whether `work` succeeded or not.
    await client.end().catch(() => {});
  }
}
