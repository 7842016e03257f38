import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * A backup file: gzip around a sequence of frames, each a type byte, a 4-byte big-endian length and
 * that many bytes. The header comes first; each table is a T frame (what it is), D frames (its rows
 * in COPY's text format, as PostgreSQL wrote them) and an E frame (how many rows); then the
 * sequences, and Z last, so a file cut short is noticed and nothing of it is kept.
 */
export const FORMAT = 'portal-backup';
export const FORMAT_VERSION = 1;
/** The schema pg-boss keeps its jobs in (its default). */
export const PG_BOSS_SCHEMA = 'pgboss';

export type FrameType = 'H' | 'T' | 'D' | 'E' | 'S' | 'Z';

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** PostgreSQL's version of the database backed up (server_version). */
  server: string;
  /** The newest migration applied to it (a tag of db/migrations/meta/_journal.json). */
  migration: { tag: string; when: number };
  schemas: string[];
  /** pg-boss' schema and its version, when the database had one. */
  pgBoss?: { schema: string; version: number };
}

export interface TableFrame {
  schema: string;
  name: string;
  columns: string[];
  /** A partitioned table's partitions (packets by day): made again before its rows are restored. */
  partitions?: Array<{ name: string; bound: string }>;
}

export interface SequenceValue {
  schema: string;
  name: string;
  lastValue: string;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;

/** Writes frames to a stream, waiting when it asks to. */
export class FrameWriter {
  private readonly out: Writable;

  constructor(out: Writable) {
    this.out = out;
  }

  async write(type: FrameType, payload: Buffer | string): Promise<void> {
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const head = Buffer.allocUnsafe(5);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(body.length, 1);
    this.out.write(head);
    if (!this.out.write(body)) await once(this.out, 'drain');
  }

  json(type: FrameType, value: unknown): Promise<void> {
    return this.write(type, JSON.stringify(value));
  }
}

export interface Frame {
  type: FrameType;
  payload: Buffer;
}

/** The frames of a stream (the gunzipped file), in order; an incomplete last frame is an error. */
export async function* readFrames(input: Readable): AsyncGenerator<Frame> {
  // Chunks are joined only once a whole frame is there: a large row may span many of them.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let needed = 5;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes < needed) continue;
    let buffered = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    let offset = 0;
    needed = 5;
    while (buffered.length - offset >= 5) {
      const length = buffered.readUInt32BE(offset + 1);
      if (buffered.length - offset - 5 < length) {
        needed = 5 + length;
        break;
      }
      const type = String.fromCharCode(buffered[offset]!) as FrameType;
      yield { type, payload: buffered.subarray(offset + 5, offset + 5 + length) };
      offset += 5 + length;
    }
    buffered = buffered.subarray(offset);
    pending = buffered.length ? [buffered] : [];
    pendingBytes = buffered.length;
  }
  if (pendingBytes) throw new Error('The backup file ends in the middle of its data: it is incomplete.');
}
