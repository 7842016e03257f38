import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentLogEntry, AgentPacket } from '@portal/contracts';
import { writeAtomic } from './state.ts';

type Entry = { kind: 'packet'; id: string; at: number; bytes: number; value: AgentPacket } | { kind: 'log'; id: string; at: number; bytes: number; value: AgentLogEntry };
interface Segment { name: string; bytes: number; entries: Entry[] }

export interface BufferOptions {
  /** Kept at most this long; older entries are dropped (24 h). */
  maxAgeMs?: number;
  /** The buffer's size on disk at most; the oldest segments are dropped beyond it (50 MB). */
  maxBytes?: number;
  /** A segment is closed at this size and a new one begun (the drop unit of the size bound). */
  segmentBytes?: number;
  now?: () => number;
  /** Told when entries are dropped (one line per drop). */
  onDrop?: (message: string) => void;
}

const formatBytes = (bytes: number) => bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`;

const SEGMENT = /^segment-(\d{10})\.jsonl$/;
const ACKED = 'acked.jsonl';

/**
 * What the agent measured and logged and the portal has not acknowledged yet, on disk, so that nothing is
 * lost while the portal is away or the agent restarts. Append-only JSON-lines segments; acknowledgements
 * go to their own append-only file; a segment whose entries are all acknowledged is deleted. Each entry
 * keeps its own id and timestamp, so a resend is the same packet and the portal stores it once.
 */
export class SpoolBuffer {
  private readonly dir: string;
  private readonly maxAgeMs: number;
  private readonly maxBytes: number;
  private readonly segmentBytes: number;
  private readonly now: () => number;
  private readonly onDrop: (message: string) => void;
  private segments: Segment[] = [];
  private acked = new Set<string>();
  private nextNumber = 1;

  constructor(dir: string, options: BufferOptions = {}) {
    this.dir = dir;
    this.maxAgeMs = options.maxAgeMs ?? 24 * 3600_000;
    this.maxBytes = options.maxBytes ?? 50 * 1024 * 1024;
    this.segmentBytes = options.segmentBytes ?? Math.max(4096, Math.floor(this.maxBytes / 20));
    this.now = options.now ?? Date.now;
    this.onDrop = options.onDrop ?? (() => {});
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.load();
  }

  private load(): void {
    try {
      for (const line of readFileSync(join(this.dir, ACKED), 'utf8').split('\n')) if (line.trim()) this.acked.add(line.trim());
    } catch { /* none yet */ }
    const names = readdirSync(this.dir).filter((name) => SEGMENT.test(name)).sort();
    for (const name of names) {
      const entries: Entry[] = [];
      for (const line of readFileSync(join(this.dir, name), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        try {
          const record = JSON.parse(line) as { k: 'p' | 'l'; at: number; v: AgentPacket & AgentLogEntry };
          const bytes = Buffer.byteLength(line) + 1;
          entries.push(record.k === 'p'
            ? { kind: 'packet', id: record.v.packetId, at: record.at, bytes, value: record.v }
            : { kind: 'log', id: record.v.logEntryId, at: record.at, bytes, value: record.v });
        } catch { /* a line torn by a crash mid-write: the rest of the segment still counts */ }
      }
      this.segments.push({ name, bytes: statSync(join(this.dir, name)).size, entries });
      this.nextNumber = Math.max(this.nextNumber, Number(SEGMENT.exec(name)![1]) + 1);
    }
    this.compact();
  }

  appendPacket(packet: AgentPacket): void {
    this.append({ kind: 'packet', id: packet.packetId, at: this.now(), bytes: 0, value: packet });
  }

  appendLog(log: AgentLogEntry): void {
    this.append({ kind: 'log', id: log.logEntryId, at: this.now(), bytes: 0, value: log });
  }

  private append(entry: Entry): void {
    const line = `${JSON.stringify({ k: entry.kind === 'packet' ? 'p' : 'l', at: entry.at, v: entry.value })}\n`;
    entry.bytes = Buffer.byteLength(line);
    let current = this.segments.at(-1);
    if (!current || current.bytes >= this.segmentBytes) {
      current = { name: `segment-${String(this.nextNumber++).padStart(10, '0')}.jsonl`, bytes: 0, entries: [] };
      this.segments.push(current);
    }
    appendFileSync(join(this.dir, current.name), line, { mode: 0o600 });
    current.bytes += entry.bytes;
    current.entries.push(entry);
    this.enforceSize();
  }

  /** The oldest unacknowledged packets and logs, at most so many of each (older than 24 h dropped first). */
  take(maxPackets = 1000, maxLogs = 1000): { packets: AgentPacket[]; logs: AgentLogEntry[] } {
    this.enforceAge();
    const packets: AgentPacket[] = [];
    const logs: AgentLogEntry[] = [];
    for (const segment of this.segments) {
      for (const entry of segment.entries) {
        if (this.acked.has(entry.id)) continue;
        if (entry.kind === 'packet' && packets.length < maxPackets) packets.push(entry.value);
        if (entry.kind === 'log' && logs.length < maxLogs) logs.push(entry.value);
      }
    }
    return { packets, logs };
  }

  /** The portal acknowledged these (stored now or already had them): they are not sent again. */
  ack(ids: Iterable<string>): void {
    const fresh = [...ids].filter((id) => !this.acked.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) this.acked.add(id);
    appendFileSync(join(this.dir, ACKED), `${fresh.join('\n')}\n`, { mode: 0o600 });
    this.compact();
  }

  get pendingCount(): number {
    let count = 0;
    for (const segment of this.segments) for (const entry of segment.entries) if (!this.acked.has(entry.id)) count += 1;
    return count;
  }

  get sizeBytes(): number {
    return this.segments.reduce((sum, segment) => sum + segment.bytes, 0);
  }

  private enforceAge(): void {
    const oldest = this.now() - this.maxAgeMs;
    const dropped: string[] = [];
    for (const segment of this.segments) for (const entry of segment.entries) if (entry.at < oldest && !this.acked.has(entry.id)) dropped.push(entry.id);
    if (dropped.length === 0) return;
    this.onDrop(`The buffer dropped ${dropped.length} unsent packets and logs older than ${Math.round(this.maxAgeMs / 3600_000)} h.`);
    this.ack(dropped);
  }

  private enforceSize(): void {
    let dropped = 0;
    while (this.sizeBytes > this.maxBytes && this.segments.length > 1) {
      const oldest = this.segments.shift()!;
      dropped += oldest.entries.filter((entry) => !this.acked.has(entry.id)).length;
      rmSync(join(this.dir, oldest.name), { force: true });
    }
    if (dropped > 0) this.onDrop(`The buffer is past ${formatBytes(this.maxBytes)}: it dropped its ${dropped} oldest unsent packets and logs.`);
  }

  /** Deletes fully acknowledged segments; keeps the acknowledgement file to the ids still on disk. */
  private compact(): void {
    const before = this.segments.length;
    this.segments = this.segments.filter((segment) => {
      if (!segment.entries.every((entry) => this.acked.has(entry.id))) return true;
      rmSync(join(this.dir, segment.name), { force: true });
      return false;
    });
    if (this.segments.length === before && this.acked.size < 10_000) return;
    const onDisk = new Set(this.segments.flatMap((segment) => segment.entries.map((entry) => entry.id)));
    this.acked = new Set([...this.acked].filter((id) => onDisk.has(id)));
    writeAtomic(join(this.dir, ACKED), this.acked.size ? `${[...this.acked].join('\n')}\n` : '', 0o600);
  }
}
