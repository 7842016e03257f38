/**
 * Agents waiting on `GET /agent/v1/commands` on this node, by device. A `device-config` hint (from any
 * node, platform/invalidation) wakes the device's waiters, which then read the version again. Held
 * requests cost a closure each, no database connection.
 */
export interface CommandWaiters {
  /** Resolves true when woken, false when `ms` pass or `cancel` is called. Register before reading. */
  wait(deviceId: string, ms: number): { promise: Promise<boolean>; cancel(): void };
  /** Wake one device's waiters, or everyone's with `*`. */
  wake(deviceId: string): void;
  /** Let every waiter go at once (shutdown): they answer as if their time were up. */
  release(): void;
  count(): number;
}

export function createCommandWaiters(): CommandWaiters {
  const waiting = new Map<string, Set<(woken: boolean) => void>>();

  function wait(deviceId: string, ms: number) {
    let settle: (woken: boolean) => void = () => {};
    const promise = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), ms);
      settle = (woken) => {
        clearTimeout(timer);
        const set = waiting.get(deviceId);
        set?.delete(settle);
        if (set?.size === 0) waiting.delete(deviceId);
        resolve(woken);
      };
    });
    const set = waiting.get(deviceId) ?? new Set();
    set.add(settle);
    waiting.set(deviceId, set);
    return { promise, cancel: () => settle(false) };
  }

  function settleAll(deviceId: string | undefined, woken: boolean) {
    const sets = deviceId === undefined ? [...waiting.values()] : [waiting.get(deviceId)];
    for (const set of sets) for (const settle of [...(set ?? [])]) settle(woken);
  }

  return {
    wait,
    wake: (deviceId) => settleAll(deviceId === '*' ? undefined : deviceId, true),
    release: () => settleAll(undefined, false),
    count: () => [...waiting.values()].reduce((n, s) => n + s.size, 0),
  };
}
