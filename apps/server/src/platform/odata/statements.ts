import { createHash } from 'node:crypto';
import { Param, Placeholder, type SQL, is, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { readPipeline } from '../../db/pipeline.ts';
import type { TextRows } from '../../db/text-query.ts';
import type { RowShape } from './projection.ts';
import { Aliases, Scope } from './scope.ts';
import type { EntityDef, ListOptions, ODataQuery } from './types.ts';

/** Rendered like the database client renders (db/client.ts uses snake_case too). */
const dialect = new PgDialect({ casing: 'snake_case' });

/** What goes to pg: `name` makes it a named prepared statement, parsed once per connection. */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
  /** The keys of the rows it answers, where the builder says. */
  shape?: RowShape;
}

/** What a builder makes: the SQL, and what it knows of the rows' keys. */
export interface Built {
  sql: SQL;
  shape?: RowShape;
}

/** A bind value: fixed by the cache key (the caller's options), or the n-th value of the request's scope. */
type Slot = { value: unknown } | { scope: number };

interface Template {
  name: string;
  text: string;
  slots: Slot[];
  shape?: RowShape;
}

/** A map that forgets its least recently used entry beyond `max`. */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }

  clear(): void {
    this.map.clear();
  }
}

/** Query shapes kept; each is one statement text and a few hundred bytes of key. */
const templates = new Lru<string, Template>(500);

const entityIds = new WeakMap<EntityDef, number>();
let nextEntityId = 0;
function entityId(entity: EntityDef): number {
  let id = entityIds.get(entity);
  if (id === undefined) {
    id = nextEntityId++;
    entityIds.set(entity, id);
  }
  return id;
}

/** The route's fixed conditions (tenancy), rendered: text with $1.. on the root alias t0, and their values. */
interface RenderedWhere {
  text: string;
  values: unknown[];
  /** The same conditions with placeholders for the values (see placeheld); undefined: not cacheable. */
  fixed: SQL | undefined;
  /** The statements made with these conditions, by the rest of their cache key. */
  statements: Lru<string, Statement>;
}

/** A `where` seen before gives the same SQL (ListOptions.where must): its rendering, per entity, by its identity. */
let renderedWheres = new WeakMap<NonNullable<ListOptions['where']>, WeakMap<EntityDef, RenderedWhere | null>>();

/** Statements whose route adds no conditions: they have no scope values, so one per key serves everyone. */
const unscopedStatements = new Lru<string, Statement>(500);

function renderWhere(entity: EntityDef, where: NonNullable<ListOptions['where']>): RenderedWhere | null {
  let byEntity = renderedWheres.get(where);
  if (!byEntity) renderedWheres.set(where, (byEntity = new WeakMap()));
  const known = byEntity.get(entity);
  if (known !== undefined) return known;
  const aliases = new Aliases();
  const root = new Scope(entity, aliases.next(), aliases);
  const conditions = where((column) => root.ref(column));
  let rendered: RenderedWhere | null = null;
  if (conditions) {
    const { sql: text, params: values } = dialect.sqlToQuery(conditions);
    rendered = { text, values, fixed: placeheld(text, values.length), statements: new Lru(32) };
  }
  byEntity.set(entity, rendered);
  return rendered;
}

/**
 * The rendered conditions again as SQL whose values are placeholders `s0, s1, ...`, so that the
 * statement built around them is rendered once and takes each request's values. Undefined when the
 * text has more `$n` than values (one inside a literal), which such a statement then does without.
 */
function placeheld(text: string, valueCount: number): SQL | undefined {
  const parts = text.split(/\$(\d+)/);
  if ((parts.length - 1) / 2 !== valueCount) return undefined;
  const chunks: SQL[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else if (Number(part) === (index + 1) / 2) chunks.push(sql`${sql.placeholder(`s${Number(part) - 1}`)}`);
    else return undefined;
  }
  return sql.join(chunks);
}

/**
 * The part of the cache key the caller's options make: every `$` option, which alone shapes the SQL,
 * each with its length so that no two queries give one key. Options in another order give another
 * key for the same SQL, which then shares its prepared statement (named by its text).
 */
function optionsKey(query: ODataQuery): string | undefined {
  let key = '';
  for (const name in query) {
    if (name.charCodeAt(0) !== 36 /* $ */) continue;
    const value = query[name];
    if (value === undefined) continue;
    // Anything but text is left to the translator to refuse, uncached.
    if (typeof value !== 'string') return undefined;
    key += `${name.length}:${name}${value.length}:${value}`;
  }
  return key;
}

/** A value as a quoted literal of unknown type, as pg would send it as text; undefined for other kinds. */
function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint' || typeof value === 'boolean') return `'${String(value)}'`;
  return undefined;
}

/**
 * Writes the values the cache key fixes (the options' literals, the page size) into the text, and
 * leaves only the scope's values as parameters. A statement without parameters is planned once per
 * connection, with its real values, and PostgreSQL keeps that plan; with parameters it planned again
 * on every execution (a generic plan's estimate of `stateId eq 1` is poor, so it chooses custom
 * plans), and planning was a third of the grid query's cost. A quoted literal has an unknown type
 * that PostgreSQL resolves from its context as it resolves an untyped parameter, so the statement
 * means the same. Text whose `$n` markers are not exactly the values in order keeps them all bound.
 */
function inlineFixedValues(text: string, params: unknown[]): { text: string; slots: Slot[] } {
  const slotOf = (param: unknown): Slot => {
    const placeholder = is(param, Placeholder) ? param : is(param, Param) && is(param.value, Placeholder) ? param.value : undefined;
    return placeholder ? { scope: Number(placeholder.name.slice(1)) } : { value: param };
  };
  const parts = text.split(/\$(\d+)/);
  const ordered = (parts.length - 1) / 2 === params.length && parts.every((part, i) => i % 2 === 0 || Number(part) === (i + 1) / 2);
  if (!ordered) return { text, slots: params.map(slotOf) };
  const slots: Slot[] = [];
  const chunks = parts.map((part, i) => {
    if (i % 2 === 0) return part;
    const slot = slotOf(params[(i - 1) / 2]);
    const inlined = 'value' in slot ? literal(slot.value) : undefined;
    if (inlined !== undefined) return inlined;
    slots.push(slot);
    return `$${slots.length}`;
  });
  return { text: chunks.join(''), slots };
}

function compile({ sql: statement, shape }: Built): Template {
  const rendered = dialect.sqlToQuery(statement);
  const { text, slots } = inlineFixedValues(rendered.sql, rendered.params);
  const name = `odata_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  return { name, text, slots, shape };
}

/**
 * The statement that `build` makes for this query, rendered once per query shape and reused with
 * the request's values. The shape is the entity, the kind of statement, the limits, every `$`
 * option as written (only the translator knows which text makes which SQL, so different literals
 * are different shapes), and the text of the route's conditions; the values of those conditions
 * (the caller's tenants) are bound per request, so one caller's values never reach another's
 * statement. A `where` the cache has seen (the same function, see whereFor) is not rendered again,
 * and its statements are kept with it, ready to send.
 */
export function cachedStatement(
  kind: string,
  entity: EntityDef,
  query: ODataQuery,
  options: ListOptions,
  build: (options: ListOptions) => Built,
): Statement {
  const optionText = optionsKey(query);
  const where = options.where ? renderWhere(entity, options.where) : null;
  if (optionText === undefined || (where && !where.fixed)) {
    const built = build(options);
    const { sql: text, params } = dialect.sqlToQuery(built.sql);
    return { text, values: params, shape: built.shape };
  }
  const key = `${kind}\u0000${entityId(entity)}\u0000${options.maxTop ?? ''}\u0000${options.defaultTop ?? ''}\u0000${optionText}`;
  const ready = where ? where.statements : unscopedStatements;
  let statement = ready.get(key);
  if (!statement) {
    const templateKey = `${key}\u0000${where?.text ?? ''}`;
    let template = templates.get(templateKey);
    if (!template) {
      const fixed = where?.fixed;
      template = compile(build({ ...options, where: fixed ? () => fixed : undefined }));
      templates.set(templateKey, template);
    }
    const scope = where?.values ?? [];
    const values = template.slots.map((slot) => ('scope' in slot ? scope[slot.scope] : slot.value));
    // Shared by every request that asks the same: nothing may change it.
    statement = Object.freeze({ name: template.name, text: template.text, values: Object.freeze(values) as unknown[], shape: template.shape });
    ready.set(key, statement);
  }
  return statement;
}

/**
 * Runs a read statement on the pipelined connections to `pool`'s database and answers its rows as
 * text (TextQuery), as a named prepared statement when it has a name: PostgreSQL parses it once per
 * connection and plans it once it has seen it a few times.
 */
export function runStatement(pool: pg.Pool, statement: Statement): Promise<TextRows> {
  return readPipeline(pool).run(statement);
}

/** For tests: forget every rendered shape. */
export function clearStatementCache(): void {
  templates.clear();
  unscopedStatements.clear();
  renderedWheres = new WeakMap();
}

export const statementCacheSize = (): number => templates.size;
