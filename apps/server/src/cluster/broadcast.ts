import cluster, { type Worker } from 'node:cluster';

/**
 * Messages one server process sends to all the others through the primary (node:cluster's IPC), for
 * the few in-memory caches that must not outlive a change: `broadcast` resolves once every other
 * process has handled the message, so the answer of the request that made the change never reaches
 * the client before another process has forgotten the old state. Without a cluster (one process,
 * the tests) there is nobody to tell and it resolves at once.
 */

type Envelope =
  | { portal: 'broadcast'; id: number; topic: string; data: unknown }
  | { portal: 'broadcast-done'; id: number }
  | { portal: 'deliver'; id: number; topic: string; data: unknown }
  | { portal: 'delivered'; id: number };

const isEnvelope = (message: unknown): message is Envelope =>
  typeof message === 'object' && message !== null && typeof (message as { portal?: unknown }).portal === 'string';

/** How long a process waits for the others before it goes on: a process that died cannot answer. */
export const BROADCAST_TIMEOUT_MS = 2_000;

const handlers = new Map<string, Set<(data: unknown) => void>>();
const waiting = new Map<number, () => void>();
let nextId = 0;
let listening = false;

function listenToPrimary(): void {
  if (listening) return;
  listening = true;
  process.on('message', (message: unknown) => {
    if (!isEnvelope(message)) return;
    if (message.portal === 'broadcast-done') {
      waiting.get(message.id)?.();
    } else if (message.portal === 'deliver') {
      for (const handler of handlers.get(message.topic) ?? []) handler(message.data);
      process.send?.({ portal: 'delivered', id: message.id } satisfies Envelope);
    }
  });
}

/** Calls `handler` with what other processes broadcast on `topic`; returns the way to stop. */
export function onBroadcast<T>(topic: string, handler: (data: T) => void): () => void {
  if (cluster.isWorker) listenToPrimary();
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  const wrapped = handler as (data: unknown) => void;
  set.add(wrapped);
  return () => void set.delete(wrapped);
}

/** Tells every other server process; resolves when they all have handled it (or after the timeout). */
export function broadcast(topic: string, data: unknown): Promise<void> {
  if (!cluster.isWorker || !process.send) return Promise.resolve();
  listenToPrimary();
  const id = ++nextId;
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve();
    };
    const timer = setTimeout(finish, BROADCAST_TIMEOUT_MS);
    waiting.set(id, finish);
    process.send!({ portal: 'broadcast', id, topic, data } satisfies Envelope);
  });
}

/** The primary's half: hands each broadcast to the other workers and answers once they all handled it. */
export function relayBroadcasts(): void {
  let nextDelivery = 0;
  const deliveries = new Map<number, { remaining: number; done: () => void }>();
  cluster.on('message', (sender: Worker, message: unknown) => {
    if (!isEnvelope(message)) return;
    if (message.portal === 'delivered') {
      const delivery = deliveries.get(message.id);
      if (delivery && --delivery.remaining === 0) delivery.done();
      return;
    }
    if (message.portal !== 'broadcast') return;
    const others = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w !== sender && w.isConnected());
    const id = ++nextDelivery;
    const done = () => {
      clearTimeout(timer);
      deliveries.delete(id);
      if (sender.isConnected()) sender.send({ portal: 'broadcast-done', id: message.id } satisfies Envelope);
    };
    const timer = setTimeout(done, BROADCAST_TIMEOUT_MS);
    if (others.length === 0) return done();
    deliveries.set(id, { remaining: others.length, done });
    for (const worker of others) worker.send({ portal: 'deliver', id, topic: message.topic, data: message.data } satisfies Envelope);
  });
}
