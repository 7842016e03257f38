import pg from 'pg';
import { type TextRows, TextQuery } from './text-query.ts';

/** What a lane is asked to run: see Statement (platform/odata/statements.ts). */
interface Job {
  name?: string;
  text: string;
  values: readonly unknown[];
  resolve: (rows: TextRows) => void;
  reject: (error: Error) => void;
  /** performance.now() when it was queued. */
  queuedAt: number;
}

/** One pipelined connection and what it has in flight and prepared. */
interface Lane {
  client: pg.Client;
  inFlight: number;
  names: Set<string>;
  /** Takes no more statements; closed once its last one answers. */
  retiring: boolean;
  idleTimer?: NodeJS.Timeout;
  /** When each statement in flight was queued, oldest first (a lane answers in order). */
  queuedAt: number[];
}

/** The lane's socket (pg keeps it as its connection's stream). */
const socketOf = (lane: Lane) => (lane.client as unknown as { connection?: { stream?: { ref?: () => void; unref?: () => void } } }).connection?.stream as
  { ref: () => void; unref: () => void } | undefined;

/** Statements one lane has sent and not yet had answered: one running, the next already waiting. */
const DEPTH = 2;
/** A lane idle this long is closed, as the pool closes idle connections. */
const IDLE_MS = 10_000;
/** How often waiting statements and lanes are checked against the timeouts, at most (less with short timeouts). */
const SWEEP_MS = 1_000;

/** A statement that could not be run because PostgreSQL did not answer in time (a 503, not a 500). */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DATABASE_TIMEOUT';
}

/**
 * The read statements' own connections, in pg's pipeline mode: a lane sends its next statement
 * while PostgreSQL still runs the one before, so the backend finds it waiting instead of sleeping
 * until the server gets round to it (on the 2-core benchmark machine, a backend that sleeps between
 * statements spent about a tenth more CPU a statement). At most DEPTH statements wait on a lane;
 * the rest queue here in arrival order, as in a pool. Each statement has its own Sync, so one that
 * fails fails alone; its lane then takes no more (as the pool drops a connection whose statement
 * failed) and closes when it is done. Only statements that read (lists, gets) come here: a
 * transaction needs a connection of its own, which the pool gives.
 */
export class StatementPipeline {
  private readonly lanes: Lane[] = [];
  private readonly waiting: Job[] = [];
  private readonly config: pg.ClientConfig;
  private readonly size: number;
  private readonly statementsPerLane: number;
  /** A statement waits at most this long for a lane (the pool's connection timeout). */
  private readonly waitMs: number;
  /**
   * A lane whose oldest statement has had no answer this long after it was queued is taken for lost
   * and closed: the statement timeout plus the connect timeout in all, as a pooled query's (db/client.ts).
   */
  private readonly answerMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(config: pg.ClientConfig, size: number, statementsPerLane: number) {
    // The pool's client-side query timer is not for lanes: their own sweep bounds a statement's wait.
    this.config = { ...config, query_timeout: undefined };
    this.size = Math.max(1, size);
    this.statementsPerLane = statementsPerLane;
    this.waitMs = config.connectionTimeoutMillis || 5_000;
    this.answerMs = (Number(config.statement_timeout) || 30_000) + this.waitMs;
    this.sweeper = setInterval(() => this.sweep(), Math.min(SWEEP_MS, Math.max(50, this.waitMs / 5))).unref();
  }

  run(statement: { name?: string; text: string; values: readonly unknown[] }): Promise<TextRows> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ name: statement.name, text: statement.text, values: statement.values, resolve, reject, queuedAt: performance.now() });
      this.pump();
    });
  }

  /**
   * Fails statements that waited too long for a lane, and closes lanes that stopped answering (a
   * frozen or partitioned server, which PostgreSQL's own statement_timeout cannot report).
   */
  private sweep(): void {
    const now = performance.now();
    while (this.waiting.length > 0 && now - this.waiting[0]!.queuedAt > this.waitMs) {
      this.waiting.shift()!.reject(new DatabaseTimeoutError(`No database connection was free within ${this.waitMs} ms.`));
    }
    for (const lane of [...this.lanes]) {
      if (lane.queuedAt.length > 0 && now - lane.queuedAt[0]! > this.answerMs) {
        this.drop(lane);
        // Destroying the socket fails what the lane has in flight, each with pg's error.
        (lane.client as unknown as { connection?: { stream?: { destroy?: () => void } } }).connection?.stream?.destroy?.();
      }
    }
  }

  /** Lanes open and statements in flight, for tests. */
  get stats(): { lanes: number; inFlight: number; waiting: number } {
    return { lanes: this.lanes.length, inFlight: this.lanes.reduce((n, lane) => n + lane.inFlight, 0), waiting: this.waiting.length };
  }

  private pump(): void {
    for (let lane = this.pick(); lane && this.waiting.length > 0; lane = this.pick()) this.send(lane, this.waiting.shift()!);
  }

  /** The lane with the fewest in flight below DEPTH; a new one while there is room and none is idle. */
  private pick(): Lane | undefined {
    let best: Lane | undefined;
    let open = 0;
    for (const lane of this.lanes) {
      if (lane.retiring) continue;
      open++;
      if (lane.inFlight < DEPTH && (!best || lane.inFlight < best.inFlight)) best = lane;
    }
    if ((!best || best.inFlight > 0) && open < this.size) return this.open();
    return best;
  }

  private open(): Lane {
    const client = new pg.Client({ ...this.config, pipeline: true });
    const lane: Lane = { client, inFlight: 0, names: new Set(), retiring: false, queuedAt: [] };
    // A lost connection fails what it had in flight (pg answers them with the error); the lane goes.
    client.on('error', () => this.drop(lane));
    client.on('end', () => this.drop(lane));
    this.lanes.push(lane);
    // pg sends what is queued once connected; a failed connect fails it (pg ends the client).
    client.connect().catch(() => this.drop(lane));
    return lane;
  }

  private send(lane: Lane, job: Job): void {
    clearTimeout(lane.idleTimer);
    if (lane.inFlight++ === 0) socketOf(lane)?.ref();
    lane.queuedAt.push(job.queuedAt);
    let name = job.name ?? '';
    if (name && !lane.names.has(name)) {
      // A lane that has prepared many shapes runs the new one unnamed and is then replaced, so no
      // backend keeps an unbounded set of statements (someone sending endless distinct filters).
      if (lane.names.size >= this.statementsPerLane) {
        name = '';
        lane.retiring = true;
      } else lane.names.add(name);
    }
    lane.client.query(new TextQuery(name, job.text, job.values, (error, rows) => {
      lane.inFlight--;
      lane.queuedAt.shift();
      if (error) lane.retiring = true;
      this.settle(lane);
      if (error) job.reject(error);
      else job.resolve(rows!);
      this.pump();
    }));
  }

  /** Closes a retiring lane once it is done; lets an idle one close after IDLE_MS. */
  private settle(lane: Lane): void {
    if (lane.inFlight > 0) return;
    if (lane.retiring) return void this.close(lane);
    // An idle lane holds no process open (as a pool's idle connections do not keep one waiting on them).
    socketOf(lane)?.unref();
    lane.idleTimer = setTimeout(() => void this.close(lane), IDLE_MS).unref();
  }

  private close(lane: Lane): Promise<void> {
    this.drop(lane);
    return lane.client.end().catch(() => {});
  }

  private drop(lane: Lane): void {
    clearTimeout(lane.idleTimer);
    lane.retiring = true;
    const at = this.lanes.indexOf(lane);
    if (at >= 0) this.lanes.splice(at, 1);
  }

  /** Closes every lane; statements in flight still answer. */
  async end(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.lanes].map((lane) => this.close(lane)));
  }
}

/**
 * Named statements one connection keeps at most; past it the connection is replaced. Each keeps its
 * plan on the server: the grid's statement (45 fields, the tenant expanded) takes about 175 KB, so
 * a connection holds under 20 MB of them.
 */
export const statementsPerConnection = 100;

const pipelines = new WeakMap<pg.Pool, StatementPipeline>();

/**
 * The read statements' pipelined connections to `pool`'s database: made on first use with
 * `connections` of them (createDb gives its share; a bare pool, as many as it has), the same after.
 */
export function readPipeline(pool: pg.Pool, connections = pool.options.max): StatementPipeline {
  let pipeline = pipelines.get(pool);
  if (!pipeline) {
    pipeline = new StatementPipeline(pool.options, connections, statementsPerConnection);
    pipelines.set(pool, pipeline);
  }
  return pipeline;
}

/** Closes the read statements' connections to `pool`'s database, if it has any (closeDb). */
export async function endReadPipeline(pool: pg.Pool): Promise<void> {
  await pipelines.get(pool)?.end();
}
