import { availableParallelism } from 'node:os';
import type { Config } from '../config.ts';

/** Whether PostgreSQL runs on this machine: the embedded one, or DATABASE_URL on a loopback address or a local socket. */
export function databaseOnThisMachine(databaseUrl: string | undefined): boolean {
  if (!databaseUrl) return true;
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false;
  }
  // A `host` parameter overrides the URL's host; a path there is a Unix socket.
  const host = (url.searchParams.get('host') ?? url.hostname).replace(/^\[|\]$/g, '').toLowerCase();
  return host === '' || host.startsWith('/') || host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/**
 * Server processes: SERVER_PROCESSES, else one per processor, or one per two processors when
 * PostgreSQL runs on this machine as well: it then needs the processors as much as the server does
 * (about 0.5 ms of CPU a grid request against the server's 0.2), and on two processors a second
 * server process added no throughput and made the slowest requests slower (ADR 0003).
 */
export function serverProcesses(config: Pick<Config, 'SERVER_PROCESSES' | 'DATABASE_URL'>, processors = availableParallelism()): number {
  if (config.SERVER_PROCESSES) return config.SERVER_PROCESSES;
  return databaseOnThisMachine(config.DATABASE_URL) ? Math.max(1, Math.floor(processors / 2)) : processors;
}
