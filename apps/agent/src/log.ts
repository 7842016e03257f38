import { randomUUID } from 'node:crypto';
import type { AgentLogEntry } from '@portal/contracts';

export type LogLevel = AgentLogEntry['entryType'];

/** Where a log entry bound for the portal goes (the on-disk buffer); stdout gets every line regardless. */
export type LogSink = (entry: AgentLogEntry) => void;

const REDACTED = '***';
const MAX_DETAIL = 4000;

/**
 * One line per event on stdout, and the same event as a device (or operation) log entry for the portal.
 * Secured values are replaced by *** before a line is written anywhere: they arrive resolved in the
 * check-in answer and must never appear in a log, on stdout or in the portal.
 */
export class Logger {
  private secrets = new Set<string>();
  private tracingUntil = 0;
  private sendAll = true;
  private sink: LogSink | undefined;
  private readonly write: (line: string) => void;

  constructor(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {
    this.write = write;
  }

  /** Replaces the set of values to hide (the secured parameters of the current operations). */
  setSecrets(values: Iterable<string>): void {
    this.secrets = new Set([...values].filter((value) => value.length > 0));
  }

  redact(text: string): string {
    let out = text;
    // Longest first, so a secret containing another is hidden whole.
    for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) out = out.split(secret).join(REDACTED);
    return out;
  }

  /** Trace lines are written and sent only until this moment (the portal's tracingUntil). */
  setTracing(until: string | null): void {
    this.tracingUntil = until ? Date.parse(until) || 0 : 0;
  }

  tracing(now = Date.now()): boolean {
    return now < this.tracingUntil;
  }

  /** DeviceLoggingLevel (docs/areas/devices.md): None sends only errors to the portal; All sends information and warnings too. */
  setLoggingLevel(level: number): void {
    this.sendAll = level !== 0;
  }

  setSink(sink: LogSink | undefined): void {
    this.sink = sink;
  }

  trace(detail: string, deviceOperationId?: string): void { this.log('Trace', detail, deviceOperationId); }
  info(detail: string, deviceOperationId?: string): void { this.log('Information', detail, deviceOperationId); }
  warn(detail: string, deviceOperationId?: string): void { this.log('Warning', detail, deviceOperationId); }
  error(detail: string, deviceOperationId?: string): void { this.log('Error', detail, deviceOperationId); }

  log(level: LogLevel, detail: string, deviceOperationId?: string): void {
    if (level === 'Trace' && !this.tracing()) return;
    const safe = this.redact(detail).slice(0, MAX_DETAIL);
    const created = new Date().toISOString();
    this.write(`${created} ${level.toUpperCase().padEnd(11)} ${deviceOperationId ? `[${deviceOperationId}] ` : ''}${safe}`);
    if (!this.sink || ((level === 'Information' || level === 'Warning') && !this.sendAll)) return;
    this.sink({ logEntryId: randomUUID(), created, entryType: level, detail: safe, deviceOperationId: deviceOperationId ?? null });
  }
}
