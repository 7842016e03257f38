import { appendFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AgentPacket } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { SpoolBuffer } from './buffer.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'agent-buffer-'));
const packet = (value = 1): AgentPacket => ({
  packetId: randomUUID(), entityId: randomUUID(), timestamp: new Date().toISOString(), message: { Value: value },
});
const log = () => ({ logEntryId: randomUUID(), created: new Date().toISOString(), entryType: 'Error' as const, detail: 'boom', deviceOperationId: null });

describe('the on-disk buffer', () => {
  it('gives back what was appended, oldest first, until acknowledged', () => {
    const buffer = new SpoolBuffer(tempDir());
    const [a, b, c] = [packet(1), packet(2), packet(3)];
    const entry = log();
    for (const p of [a, b, c]) buffer.appendPacket(p);
    buffer.appendLog(entry);
    expect(buffer.take(2, 10)).toEqual({ packets: [a, b], logs: [entry] });
    buffer.ack([a.packetId, entry.logEntryId]);
    expect(buffer.take()).toEqual({ packets: [b, c], logs: [] });
  });

  it('survives a restart of the process with the same ids and timestamps, and forgets what was acknowledged', () => {
    const dir = tempDir();
    const first = new SpoolBuffer(dir);
    const [a, b] = [packet(1), packet(2)];
    first.appendPacket(a);
    first.appendPacket(b);
    first.ack([a.packetId]);
    const second = new SpoolBuffer(dir);
    expect(second.take().packets).toEqual([b]);
    second.ack([b.packetId]);
    expect(new SpoolBuffer(dir).pendingCount).toBe(0);
    // Fully acknowledged segments are deleted.
    expect(readdirSync(dir).filter((name) => name.startsWith('segment-'))).toEqual([]);
  });

  it('keeps the entries of a segment whose last line was torn by a crash', () => {
    const dir = tempDir();
    const buffer = new SpoolBuffer(dir);
    const a = packet();
    buffer.appendPacket(a);
    const segment = readdirSync(dir).find((name) => name.startsWith('segment-'))!;
    appendFileSync(join(dir, segment), '{"k":"p","at":1,"v":{"packetId"');
    expect(new SpoolBuffer(dir).take().packets).toEqual([a]);
  });

  it('drops what is older than 24 h, saying so', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const said: string[] = [];
    const dir = tempDir();
    const buffer = new SpoolBuffer(dir, { now: () => now, onDrop: (message) => said.push(message) });
    const old = packet(1);
    buffer.appendPacket(old);
    now += 23 * 3600_000;
    const recent = packet(2);
    buffer.appendPacket(recent);
    now += 2 * 3600_000;
    expect(buffer.take().packets).toEqual([recent]);
    expect(said).toEqual(['The buffer dropped 1 unsent packets and logs older than 24 h.']);
    expect(new SpoolBuffer(dir, { now: () => now }).take().packets).toEqual([recent]);
  });

  it('stays within its size bound by dropping the oldest segments, saying so', () => {
    const said: string[] = [];
    const dir = tempDir();
    const buffer = new SpoolBuffer(dir, { maxBytes: 20_000, segmentBytes: 4096, onDrop: (message) => said.push(message) });
    const all = Array.from({ length: 200 }, (_, i) => packet(i));
    for (const p of all) buffer.appendPacket(p);
    expect(buffer.sizeBytes).toBeLessThanOrEqual(20_000 + 4096);
    const kept = buffer.take(1000).packets;
    expect(kept.length).toBeLessThan(200);
    // The newest are kept, in order.
    expect(kept).toEqual(all.slice(200 - kept.length));
    expect(said.length).toBeGreaterThan(0);
    expect(said[0]).toMatch(/^The buffer is past 20 kB: it dropped its \d+ oldest unsent packets and logs\.$/);
  });
});
