/**
 * History windows kept in the evaluating process, so a History rule's packets are not read back from their
 * partition for every batch (docs/performance.md, "Rule evaluation"). A window holds an entity's stored
 * packets from some time on, and knows the number of the last one it has (latest_packets.last_sequence):
 * a batch whose packets of that entity continue the numbers without a gap extends it; any gap (another
 * process or node claimed some of them, a restart, rows stored before the numbers) drops it, and the
 * evaluation reads the table as before and seeds a new window from what it read. Packets claimed from the
 * outbox are facts whether or not the evaluating transaction commits, so a window is extended as soon as a
 * batch is claimed; packets judged in their storing transaction are not until it commits, so a store that
 * rolls back forgets their entities' windows (their numbers will be taken again by other packets).
 */
/** A stored packet as History rules read it. */
export type HistoryPacket = { timestamp: Date; message: Record<string, unknown> };

/** A packet of the batch being evaluated, with its number among its entity's. */
export interface NumberedPacket { entitySequence: number | null; timestamp: Date; message: Record<string, unknown> }

/** What the table read for an entity, in one statement: its packets from `from` on, newest first, and its latest_packets number. */
export interface EntityRead {
  packets: HistoryPacket[];
  /** latest_packets.last_sequence in the read's snapshot (null: no row). */
  lastSequence: number | null;
}

interface Window {
  /** The number of the entity's last packet this window holds: it holds every packet up to it from `from` on. */
  through: number;
  /** Epoch ms from which the window is complete. */
  from: number;
  /** By timestamp, oldest first. */
  packets: HistoryPacket[];
}

/** Packets kept in all windows of a process; the least recently used entities go first past it. */
export const DEFAULT_MAX_WINDOW_PACKETS = 200_000;

const at = (p: HistoryPacket) => p.timestamp.getTime();

/** Where a packet at `t` goes in packets sorted by time (after its equals). */
function insertionPoint(packets: readonly HistoryPacket[], t: number): number {
  let lo = 0;
  let hi = packets.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(packets[mid]!) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class HistoryWindows {
  private readonly windows = new Map<string, Window>();
  private size = 0;
  private readonly maxPackets: number;

  constructor(maxPackets = DEFAULT_MAX_WINDOW_PACKETS) {
    this.maxPackets = maxPackets;
  }

  /** Packets held, for tests and metrics. */
  get packetCount(): number {
    return this.size;
  }

  /** Drops the entity's window: the next batch reads the table. */
  forget(key: string): void {
    this.drop(key);
  }

  private drop(key: string): void {
    const window = this.windows.get(key);
    if (!window) return;
    this.size -= window.packets.length;
    this.windows.delete(key);
  }

  /**
   * Extends the entity's window with the batch's packets of it (by number) and answers its packets with
   * timestamps in [from, to], newest first, at most `limit` (what the table read would answer); undefined
   * when the window is missing, has a gap before these packets, or does not reach back to `from`.
   */
  take(key: string, batch: readonly NumberedPacket[], from: Date, to: Date, limit: number): HistoryPacket[] | undefined {
    const window = this.windows.get(key);
    if (!window) return undefined;
    const numbered = [...batch].sort((a, b) => (a.entitySequence ?? 0) - (b.entitySequence ?? 0));
    for (const packet of numbered) {
      const n = packet.entitySequence;
      if (n === null || n > window.through + 1) {
        this.drop(key);
        return undefined;
      }
      if (n <= window.through) continue; // already held (seeded, or claimed again after a rollback)
      window.packets.splice(insertionPoint(window.packets, packet.timestamp.getTime()), 0, { timestamp: packet.timestamp, message: packet.message });
      window.through = n;
      this.size++;
    }
    // Most recently used last, for the eviction.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (from.getTime() < window.from) return undefined;
    const end = insertionPoint(window.packets, to.getTime());
    const start = Math.max(insertionPoint(window.packets, from.getTime() - 1), end - limit);
    return window.packets.slice(start, end).reverse();
  }

  /**
   * Starts the entity's window from a table read (historyOf), which holds every stored packet of the entity
   * from `from` on up to its newest, unless it was cut at `limit`. A window already further along is kept,
   * and one as far along that reaches back as far (a read for a longer window, or an older packet, replaces it).
   */
  seed(key: string, read: EntityRead, from: Date, limit: number): void {
    if (read.lastSequence === null || read.packets.length >= limit) return;
    const held = this.windows.get(key);
    if (held && (held.through > read.lastSequence || (held.through === read.lastSequence && held.from <= from.getTime()))) return;
    this.drop(key);
    this.windows.set(key, { through: read.lastSequence, from: from.getTime(), packets: [...read.packets].reverse() });
    this.size += read.packets.length;
  }

  /** Forgets the entity's packets older than `before` (no rule's window reaches them), then the least recently used windows past the limit. */
  prune(key: string, before: Date): void {
    const window = this.windows.get(key);
    if (window && before.getTime() > window.from) {
      const cut = insertionPoint(window.packets, before.getTime() - 1);
      window.packets.splice(0, cut);
      this.size -= cut;
      window.from = before.getTime();
    }
    for (const oldest of this.windows.keys()) {
      if (this.size <= this.maxPackets) break;
      this.drop(oldest);
    }
  }
}
