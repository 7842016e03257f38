/**
 * Errors as they go into the log, without the data of the request that caused them.
 *
 * A failed query carries the values it was sent: drizzle's DrizzleQueryError puts them into its
 * message ("params: …") and `params`, and PostgreSQL's error puts the conflicting row into `detail`
 * ("Key (email)=(ann@example.com) already exists.") and quotes the refused value in some messages
 * ('invalid input syntax for type uuid: "…"'). Those are people's form data, so a log line keeps
 * what finds the fault (the SQL state, constraint, table and column, the statement's text, whose
 * values are all parameters, and the stack) and drops the values.
 */

/** The fields of PostgreSQL's error (pg's DatabaseError) that name schema objects, never values. */
const DATABASE_FIELDS = ['severity', 'code', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/** What a logged error keeps besides its database fields. */
const PLAIN_FIELDS = ['code', 'errno', 'syscall', 'statusCode'] as const;

const MAX_CAUSES = 5;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SafeError;
  errors?: SafeError[];
  [field: string]: unknown;
}

/** True for PostgreSQL's error as node-postgres gives it: a five-character SQLSTATE and a severity. */
export function isDatabaseError(error: unknown): error is Error & Partial<Record<(typeof DATABASE_FIELDS)[number], string>> {
  const e = error as { code?: unknown; severity?: unknown } | null;
  return error instanceof Error && typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/** The SQLSTATE of the first PostgreSQL error in an error's cause chain (drizzle wraps pg's). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth <= MAX_CAUSES; e = e.cause, depth++) {
    if (isDatabaseError(e)) return e.code;
  }
  return undefined;
}

/** A query error's statement (drizzle's `query`), whose values are parameters, never inlined. */
function queryOf(error: Error): string | undefined {
  const { query, params } = error as { query?: unknown; params?: unknown };
  return typeof query === 'string' && Array.isArray(params) ? query : undefined;
}

/** The message without values: a failed query's statement only; PostgreSQL's with quoted values replaced. */
function safeMessage(error: Error): string {
  const query = queryOf(error);
  if (query !== undefined) return `Failed query: ${query}`;
  if (isDatabaseError(error)) {
    const names = new Set(DATABASE_FIELDS.map((f) => error[f]).filter((v): v is string => typeof v === 'string'));
    return error.message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
  }
  return error.message;
}

function serialize(error: unknown, depth: number): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: depth === 0 ? String(error) : '(not an Error)' };
  const message = safeMessage(error);
  const out: SafeError = { type: error.constructor?.name || error.name, message };
  // The stack starts with the message: replaced, so the values in the message do not come back this way.
  if (error.stack) out.stack = error.stack.includes(error.message) ? error.stack.replace(error.message, message) : error.stack;
  const query = queryOf(error);
  if (query !== undefined) out.query = query;
  for (const field of isDatabaseError(error) ? DATABASE_FIELDS : PLAIN_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serialize(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < MAX_CAUSES) out.errors = error.errors.slice(0, 10).map((e) => serialize(e, depth + 1));
  return out;
}

/** pino's `err` serializer for the portal: type, message, stack and cause, without request values. */
export function safeError(error: unknown): SafeError {
  return serialize(error, 0);
}
