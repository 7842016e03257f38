/**
 * Values read from the database and kept until their time is up or an invalidation hint names their key
 * (on every node: invalidation.ts). For reads so frequent that the statement costs more than the work
 * in it, e.g. each agent's credential and configuration version, read on every check-in and held request.
 */
export interface HintedCache<V> {
  /** The kept value of `key`, if fresh. */
  get(key: string): V | undefined;
  /**
   * Reads `key` with `read` and keeps what it answers (undefined is not kept). A hint for any key that
   * arrives while `read` runs leaves its answer unkept: it may predate the change the hint announces.
   */
  load(key: string, read: () => Promise<V | undefined>): Promise<V | undefined>;
  /** The key's hint: forgets it; `*` forgets every key. */
  forget(key: string): void;
}

export function createHintedCache<V>({ ttlMs, maxEntries = 100_000, now = Date.now }: { ttlMs: number; maxEntries?: number; now?: () => number }): HintedCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  let hints = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    async load(key, read) {
      const [started, hintsBefore] = [now(), hints];
      const value = await read();
      if (value !== undefined && hints === hintsBefore) {
        entries.delete(key);
        // The oldest entry makes room (a Map iterates in insertion order).
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: started + ttlMs });
      }
      return value;
    },
    forget(key) {
      hints += 1;
      if (key === '*') entries.clear();
      else entries.delete(key);
    },
  };
}
