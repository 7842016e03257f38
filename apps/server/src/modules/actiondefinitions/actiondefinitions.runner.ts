import { type ActionAttempt, ActionResultStatus, BUILT_IN_ACTION_IDS, parseHeaderLines } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createBatcher } from '../../db/batcher.ts';
import type { Db } from '../../db/client.ts';
import { OutboundNetworkError, OutboundRefusedError, type OutboundClient } from '../../platform/outbound/index.ts';
import { completionWanted, runCompletionHooks } from './actiondefinitions.completion.ts';
import type { SigningSecrets } from './actiondefinitions.signing.ts';
import { webhookHeaders } from './actiondefinitions.signing.ts';
import { actionDefinitions, actionHistories } from './actiondefinitions.table.ts';
import { MASK, escapeHeader, escapeJson, escapeNone, escapeUrl, maskIfSecret, replaceTokens, runValues, scrub } from './actiondefinitions.tokens.ts';

export type HistoryRow = typeof actionHistories.$inferSelect;
type DefinitionRow = typeof actionDefinitions.$inferSelect;

/** What one attempt came to. `retry`: worth another attempt (5xx, 429, network); else final. */
export interface AttemptOutcome {
  ok: boolean;
  retry: boolean;
  detail: string;
  status?: number | null;
  durationMs?: number | null;
  response?: string | null;
}

/** A built-in action's body: runs one attempt of `row` (never throws for an expected failure). */
export type BuiltInRunner = (row: HistoryRow, values: Record<string, string>) => Promise<AttemptOutcome>;

export interface RunnerDeps {
  db: Db;
  signing: SigningSecrets;
  /** platform/outbound's client; absent: HTTP actions fail with a message saying so. */
  http: () => OutboundClient | undefined;
  builtIns: Record<string, BuiltInRunner>;
  /** Seconds to wait before the 2nd, 3rd… attempt (ACTION_RETRY_SCHEDULE); its length is the number of retries. */
  schedule: readonly number[];
  /** Asks for the runner to run again in `seconds` (a delayed job); the minute sweep is the fallback. */
  wake?: (seconds: number) => Promise<void>;
  log?: { warn(obj: object, msg?: string): void };
  /** 0..1; tests pin it. */
  random?: () => number;
}

/** One outcome for the batched write, in the column names of its statement. */
interface OutcomeWrite {
  tenant_id: string; action_history_id: string; lease_token: string; entry: ActionAttempt;
  attempt_count: number; status: number; detail: string; retry_in: number | null;
}

export const HTTP_TIMEOUT_MS = 15_000;
/** A claim outlives the timeout: a node that died mid-attempt leaves the run due again after this. */
const LEASE_SECONDS = 60;
const RESPONSE_MAX = 2_000;

const truncate = (text: string, max = RESPONSE_MAX) => (text.length > max ? `${text.slice(0, max)}… (truncated)` : text);

/** ±20 % around the scheduled delay, so retries of many runs failing together do not arrive together. */
export function jittered(seconds: number, random: () => number): number {
  return Math.max(0, seconds * (0.8 + 0.4 * random()));
}

export function createActionRunner(deps: RunnerDeps) {
  const { db, schedule } = deps;
  const random = deps.random ?? Math.random;

  /**
   * Claims up to `limit` due runs (SKIP LOCKED: nodes share the work, none takes a run twice at once), whole
   * rows in the claiming statement itself. A step of a sequence is due only once the run it waits for has
   * finished (or no longer exists). Built once and named: the runner claims many times a second under load,
   * and planning the statement cost PostgreSQL more than running it (docs/performance.md).
   */
  const claimDueStatement = db.update(actionHistories)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, leaseToken: sql`gen_random_uuid()` })
    .where(sql`(${actionHistories.tenantId}, ${actionHistories.actionHistoryId}) in (
      select h.tenant_id, h.action_history_id from action_histories h
      where h.next_attempt_at <= now() and (h.lease_until is null or h.lease_until < now())
        and (h.after_action_history_id is null or not exists (
          select 1 from action_histories p where p.action_history_id = h.after_action_history_id and p.action_processed is null))
      order by h.next_attempt_at limit ${sql.placeholder('limit')} for update of h skip locked)`)
    .returning().prepare('actions.claimDue');
  const claimDue = (limit: number): Promise<HistoryRow[]> => claimDueStatement.execute({ limit });

  /** The action definitions of claimed runs, read once per claim (a run's own read cost a round trip each). */
  async function definitionsOf(rows: readonly HistoryRow[]): Promise<Map<string, DefinitionRow>> {
    const ids = [...new Set(rows.map((r) => r.actionDefinitionId))];
    if (ids.length === 0) return new Map();
    const found = await db.select().from(actionDefinitions).where(inArray(actionDefinitions.actionDefinitionId, ids));
    return new Map(found.map((d) => [d.actionDefinitionId, d]));
  }

  async function httpAttempt(row: HistoryRow, definition: DefinitionRow, values: Record<string, string>): Promise<AttemptOutcome> {
    const http = deps.http();
    if (!http) return { ok: false, retry: false, detail: 'Outgoing HTTP is not available on this server.' };
    const parsed = parseHeaderLines(definition.headers);
    const pairs = parsed.ok ? parsed.headers : [];
    const headers: Record<string, string> = {};
    for (const [name, value] of pairs) headers[name] = replaceTokens(value, values, escapeHeader);
    const contentType = Object.entries(headers).find(([n]) => n.toLowerCase() === 'content-type')?.[1];
    const json = !contentType || /json/i.test(contentType);
    const method = (definition.httpMethod ?? 'POST').toUpperCase();
    const sendsBody = method !== 'GET' && method !== 'HEAD';
    const body = sendsBody ? replaceTokens(definition.body ?? '', values, json ? escapeJson : escapeNone) : '';
    if (sendsBody && !contentType) headers['Content-Type'] = 'application/json';
    const url = replaceTokens(definition.endpointUrl ?? '', values, escapeUrl);
    const secrets = await deps.signing.signingSecrets(row.tenantId);
    Object.assign(headers, webhookHeaders(secrets, row.messageId, Math.floor(Date.now() / 1000), body));
    // Whatever the receiver echoes back: never a header value or parameter that looks secret, nor our secrets.
    const hidden = [...secrets, ...pairs.filter(([n]) => maskIfSecret(n, 'x') === MASK).map(([, v]) => replaceTokens(v, values))];
    try {
      const response = await http({ method, url, headers, body: sendsBody ? body : undefined, timeoutMs: HTTP_TIMEOUT_MS });
      const text = truncate(scrub(response.body, hidden));
      const ok = response.status >= 200 && response.status < 300;
      const retry = !ok && (response.status >= 500 || response.status === 429 || response.status === 408);
      const gone = response.status === 410 ? ' The receiver answered 410 Gone: no more attempts.' : '';
      return { ok, retry, status: response.status, durationMs: response.durationMs, response: text, detail: `${method} ${scrub(url, hidden)} answered ${response.status}.${gone}` };
    } catch (error) {
      if (error instanceof OutboundRefusedError) return { ok: false, retry: false, detail: scrub(error.message, hidden) };
      if (error instanceof OutboundNetworkError) return { ok: false, retry: true, detail: scrub(error.message, hidden) };
      throw error;
    }
  }

  async function attempt(row: HistoryRow, definition: DefinitionRow | undefined): Promise<AttemptOutcome> {
    if (!definition) return { ok: false, retry: false, detail: `The action definition ${row.actionDefinitionId} no longer exists.` };
    const values = { ...runValues(row.request.parameters, row.request.tokens), 'Action.MessageId': row.messageId, 'Tenant.Id': row.tenantId };
    const builtIn = deps.builtIns[definition.actionDefinitionId];
    if (builtIn) return builtIn(row, values);
    if (definition.actionDefinitionId === BUILT_IN_ACTION_IDS.email || definition.actionDefinitionId === BUILT_IN_ACTION_IDS.createWorkUnit) {
      return { ok: false, retry: true, detail: `The built-in action ${definition.actionDefinitionId} is not available on this server yet.` };
    }
    return httpAttempt(row, definition, values);
  }

  /**
   * Outcomes that want no completion hook, recorded together: the runs that finish while one such write is in
   * flight share the next statement (db/batcher.ts), so a burst of runs costs a few round trips, not one each.
   * A row whose claim is no longer ours (its lease token changed) is left alone.
   */
  const writeOutcomes = createBatcher(async (outcomes: OutcomeWrite[]) => {
    await db.execute(sql`
      update action_histories h set
        attempts = h.attempts || jsonb_build_array(v.entry), attempt_count = v.attempt_count,
        result_status_id = v.status, result_detail = v.detail,
        next_attempt_at = case when v.retry_in is null then null else now() + make_interval(secs => v.retry_in) end,
        action_processed = case when v.retry_in is null then now() end,
        lease_until = null, lease_token = null
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(tenant_id uuid, action_history_id uuid, lease_token uuid,
        entry jsonb, attempt_count int, status smallint, detail text, retry_in float8)
      where h.tenant_id = v.tenant_id and h.action_history_id = v.action_history_id and h.lease_token = v.lease_token`);
    return outcomes.map(() => undefined);
  }, { concurrency: 2 });

  /** Appends the attempt and decides what follows, if the claim is still ours. Answers the delay of a retry. */
  async function record(row: HistoryRow, outcome: AttemptOutcome, started: Date): Promise<number | undefined> {
    const number = row.attemptCount + 1;
    const entry: ActionAttempt = {
      attempt: number, at: started.toISOString(), status: outcome.status ?? null, durationMs: outcome.durationMs ?? null,
      error: outcome.ok ? null : outcome.detail, response: outcome.response ?? null,
    };
    const retryIn = !outcome.ok && outcome.retry && number <= schedule.length ? jittered(schedule[number - 1]!, random) : undefined;
    const status = outcome.ok ? ActionResultStatus.Success : retryIn !== undefined ? ActionResultStatus.EnqueueSuccess : ActionResultStatus.Failure;
    const detail = truncate(retryIn !== undefined
      ? `Attempt ${number} failed: ${outcome.detail} Next attempt in ${Math.round(retryIn)} s.`
      : outcome.ok || number === 1 ? outcome.detail : `Attempt ${number}: ${outcome.detail}`, 4_000);
    const finished = { ...row, resultStatusId: status, resultDetail: detail };
    if (retryIn !== undefined || !completionWanted(finished)) {
      await writeOutcomes({
        tenant_id: row.tenantId, action_history_id: row.actionHistoryId, lease_token: row.leaseToken!,
        entry, attempt_count: number, status, detail, retry_in: retryIn ?? null,
      });
      return retryIn;
    }
    // One transaction: a finished run's hooks (protocols' work unit history) are written exactly with its outcome.
    await db.transaction(async (tx) => {
      const [updated] = await tx.update(actionHistories).set({
        attempts: sql`${actionHistories.attempts} || ${JSON.stringify([entry])}::jsonb`,
        attemptCount: number, resultStatusId: status, resultDetail: detail,
        nextAttemptAt: null, actionProcessed: sql`now()`, leaseUntil: null, leaseToken: null,
      }).where(and(eq(actionHistories.tenantId, row.tenantId), eq(actionHistories.actionHistoryId, row.actionHistoryId),
        eq(actionHistories.leaseToken, row.leaseToken!))).returning();
      if (updated) await runCompletionHooks(tx, updated, deps.log);
    });
    return retryIn;
  }

  async function runOne(row: HistoryRow, definition?: DefinitionRow): Promise<void> {
    const started = new Date();
    let outcome: AttemptOutcome;
    try {
      outcome = await attempt(row, definition ?? (await definitionsOf([row])).get(row.actionDefinitionId));
    } catch (error) {
      deps.log?.warn({ err: error, actionHistoryId: row.actionHistoryId }, 'an action attempt failed unexpectedly');
      outcome = { ok: false, retry: true, detail: 'The attempt failed on the server; it is tried again.' };
    }
    const retryIn = await record(row, outcome, started);
    if (retryIn !== undefined) await deps.wake?.(retryIn).catch(() => {});
  }

  /**
   * Runs every due run until none is due or `budgetMs` has passed (the sweep or the next kick takes the
   * rest), or `signal` aborts (the node is stopping). Up to `concurrency` runs are in flight; more are
   * claimed, at most `batch` at a time, as soon as a tenth of the slots are free, so a slow run (a receiver
   * taking seconds) never holds back the ones behind it. A stopping node finishes the runs it holds: 32 keep
   * that to about a second under load, where 100 took 6.6 s (docs/performance.md). Answers how many attempts were made.
   */
  async function runDue({ batch = 32, concurrency = 32, budgetMs = 60_000, signal }: { batch?: number; concurrency?: number; budgetMs?: number; signal?: AbortSignal } = {}): Promise<number> {
    const until = Date.now() + budgetMs;
    const inFlight = new Set<Promise<void>>();
    const refillAt = Math.max(1, Math.floor(concurrency / 10));
    let attempts = 0;
    for (;;) {
      if (Date.now() >= until || signal?.aborted) break;
      const free = concurrency - inFlight.size;
      if (free < refillAt && inFlight.size > 0) {
        await Promise.race(inFlight);
        continue;
      }
      const rows = await claimDue(Math.min(batch, free));
      if (rows.length === 0) {
        if (inFlight.size === 0) break;
        // Nothing due now: what finishes may free a sequence's next step, so look again after it.
        await Promise.race(inFlight);
        continue;
      }
      const definitions = await definitionsOf(rows);
      for (const row of rows) {
        const running: Promise<void> = runOne(row, definitions.get(row.actionDefinitionId))
          // An outcome that could not be recorded: the claim lapses and the sweep attempts the run again.
          .catch((error: unknown) => deps.log?.warn({ err: error, actionHistoryId: row.actionHistoryId }, 'an action outcome could not be recorded'))
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      attempts += rows.length;
    }
    await Promise.all(inFlight);
    return attempts;
  }

  return { runDue, claimDue, runOne };
}

export type ActionRunner = ReturnType<typeof createActionRunner>;
