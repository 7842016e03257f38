import pg from 'pg';

/**
 * "Forget X" hints between every server process of every node, through PostgreSQL only.
 *
 * A change that others cache is followed, after it commits, by `publish(topic, key)`: the hint is
 * delivered to this process's subscribers at once and sent to every other with NOTIFY, numbered by
 * the `invalidation_version` sequence. A listener keeps the highest number below which it has
 * received every hint; a check every `checkIntervalMs` reads the sequence, and a number that stays
 * missing for a whole interval (a lost hint, a dropped listener connection) makes it forget
 * everything of every topic (key `*`). A hint can be lost; an answer is never wrong for longer than
 * about two check intervals, well inside the cached actor's life.
 */
export interface Invalidation {
  /** Forget `key` of `topic` here and on every node; `*` forgets the whole topic. Never throws. */
  publish(topic: string, key: string): Promise<void>;
  /** Calls `handler(key)` for each hint on `topic`, and with `*` when hints may have been lost. */
  subscribe(topic: string, handler: (key: string) => void): () => void;
  /** Whether the listener is connected (for readiness and metrics). */
  listening(): boolean;
  stop(): Promise<void>;
}

export const INVALIDATION_CHANNEL = 'portal_invalidate';
export const ALL_KEYS = '*';
/** The listener's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'portal-invalidation';

export interface InvalidationOptions {
  /** The database every node shares; none: this process only (tests, the CLI without a portal). */
  connectionString?: string;
  /** How often the sequence is read to find lost hints. */
  checkIntervalMs?: number;
  /** First wait before reconnecting a dropped listener; doubles up to 10 s. */
  reconnectMs?: number;
  warn?: (message: string) => void;
}

interface Hint { v: number; t: string; k: string }

const parseHint = (payload: string | undefined): Hint | undefined => {
  try {
    const hint = JSON.parse(payload ?? '') as Partial<Hint>;
    return typeof hint.v === 'number' && typeof hint.t === 'string' && typeof hint.k === 'string' ? hint as Hint : undefined;
  } catch {
    return undefined;
  }
};

/** Publishes a hint through any connection (the CLI's too); answers its number, from the sequence. */
export async function notifyInvalidation(client: Pick<pg.ClientBase, 'query'>, topic: string, key: string): Promise<number> {
  const { rows } = await client.query<{ v: string }>(
    `select v, pg_notify($1, json_build_object('v', v, 't', $2::text, 'k', $3::text)::text)
       from (select nextval('invalidation_version') as v) as hint`,
    [INVALIDATION_CHANNEL, topic, key],
  );
  return Number(rows[0]?.v);
}

/** How long `publish` waits for its own hint to come back through its listener. */
const ECHO_WAIT_MS = 1_000;

export async function createInvalidation(options: InvalidationOptions = {}): Promise<Invalidation> {
  const { connectionString, checkIntervalMs = 5_000, reconnectMs = 500, warn = () => {} } = options;
  const handlers = new Map<string, Set<(key: string) => void>>();
  const deliver = (topic: string, key: string) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(key);
      } catch (error) {
        warn(`An invalidation handler of ${topic} failed: ${(error as Error).message}`);
      }
    }
  };
  const forgetEverything = () => {
    for (const topic of handlers.keys()) deliver(topic, ALL_KEYS);
  };
  const subscribe = (topic: string, handler: (key: string) => void) => {
    let set = handlers.get(topic);
    if (!set) handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  };

  if (!connectionString) {
    return { publish: async (topic, key) => deliver(topic, key), subscribe, listening: () => false, stop: async () => {} };
  }

  const publisher = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: 5_000, query_timeout: 5_000 });
  publisher.on('error', () => {});
  let listener: pg.Client | undefined;
  let connected = false;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let wait = reconnectMs;
  // Every hint numbered up to `complete` was received (or forgotten for); `received` holds those above it.
  let complete = 0;
  const received = new Set<number>();
  // The newest number a check found not yet received; still missing at the next check, it is lost.
  let missingUpTo: number | undefined;

  // Publishers waiting for their own hint to come back: PostgreSQL has then sent it to every listener.
  const echoes = new Map<number, () => void>();
  const advance = () => {
    while (received.delete(complete + 1)) complete++;
  };
  const receive = (payload: string | undefined) => {
    const hint = parseHint(payload);
    if (!hint) return;
    if (hint.v > complete) {
      received.add(hint.v);
      advance();
    }
    deliver(hint.t, hint.k);
    echoes.get(hint.v)?.();
  };
  const published = async (): Promise<number> => {
    const { rows } = await publisher.query<{ last: string }>(
      `select case when is_called then last_value else 0 end as last from invalidation_version`);
    return Number(rows[0]?.last ?? 0);
  };
  /** Forgets everything when a hint numbered at most `last` is missing (at once after a reconnect). */
  const check = async (afterReconnect: boolean) => {
    const last = await published();
    if (last <= complete) {
      missingUpTo = undefined;
      return;
    }
    if (afterReconnect || (missingUpTo !== undefined && complete < missingUpTo)) {
      warn(`Invalidation hints ${complete + 1} to ${last} were not all received: every cache is emptied.`);
      forgetEverything();
      complete = last;
      for (const v of received) if (v <= complete) received.delete(v);
      advance();
      missingUpTo = undefined;
    } else {
      missingUpTo = last;
    }
  };

  const connect = async (reconnecting: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000, application_name: LISTENER_NAME });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      connected = false;
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('notification', (message) => receive(message.payload));
    client.on('error', (error) => {
      if (!stopped) warn(`The invalidation listener lost its connection: ${error.message}`);
      lost();
    });
    client.on('end', lost);
    listener = client;
    await client.connect();
    await client.query(`listen ${INVALIDATION_CHANNEL}`);
    connected = true;
    wait = reconnectMs;
    // Hints sent while no one listened are gone: find out now rather than at the next check.
    if (reconnecting) await check(true).catch(() => {});
  };
  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect(true).catch((error: Error) => {
        warn(`The invalidation listener could not reconnect: ${error.message}`);
        listener = undefined;
        wait = Math.min(wait * 2, 10_000);
        scheduleReconnect();
      });
    }, wait);
    reconnectTimer.unref();
  };

  complete = await published();
  await connect(false);
  const checker = setInterval(() => void check(false).catch(() => {}), checkIntervalMs);
  checker.unref();

  return {
    /**
     * Resolves once this process's listener has heard the hint back (at most a second): PostgreSQL
     * hands a notification to every listener at once, so the other processes have it then too, and the
     * caller's next request finds the change whichever process answers it.
     */
    async publish(topic, key) {
      deliver(topic, key);
      try {
        let heard = () => {};
        const echo = new Promise<void>((resolve) => (heard = resolve));
        const number = await notifyInvalidation(publisher, topic, key);
        if (connected && number > complete && !received.has(number)) {
          echoes.set(number, heard);
          const timer = setTimeout(heard, ECHO_WAIT_MS);
          await echo;
          clearTimeout(timer);
          echoes.delete(number);
        }
      } catch (error) {
        warn(`Could not tell the other nodes to forget ${topic} ${key}: ${(error as Error).message}; they will within the cache life.`);
      }
    },
    subscribe,
    listening: () => connected,
    async stop() {
      stopped = true;
      clearInterval(checker);
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
