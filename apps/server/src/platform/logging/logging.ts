import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import pino, { type Logger, type LoggerOptions } from 'pino';
import { safeError } from './safe-error.ts';

/** The header a request id comes in and goes out by (a proxy or a caller may set it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id we accept as given: what proxies make (UUIDs, hex, base64), never text that could forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:@\-+=/]{1,200}$/;

/** The caller's X-Request-Id when it is short and plain, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Whether pino-pretty is installed (a devDependency: a production install may lack it). */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The portal's logger settings: JSON lines on standard output, one stream for every process, so a
 * collector parses each line; readable lines only when a person watches a terminal. Errors are logged
 * without the values of the request that failed (safe-error.ts).
 */
export function loggerOptions(level: string, terminal = Boolean(process.stdout.isTTY)): LoggerOptions {
  const options: LoggerOptions = { level, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers: { err: safeError } };
  if (terminal && prettyAvailable()) {
    options.transport = { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } };
  }
  return options;
}

/** A logger for what happens outside a request (start, stop, server processes, background work). */
export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
