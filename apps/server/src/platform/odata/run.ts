import type { Db } from '../../db/client.ts';
import { buildListStatement } from './build.ts';
import { assertExpandAllowed } from './expand-access.ts';
import type { RowShape } from './projection.ts';
import { type Statement, cachedStatement, runStatement } from './statements.ts';
import type { EntityDef, ListOptions, ListResult, ODataQuery } from './types.ts';

type Row = Record<string, unknown>;

/** The one statement of a list page and its count (see buildListStatement), rendered once per query shape. */
export function listStatement(entity: EntityDef, query: ODataQuery, options: ListOptions = {}): Statement {
  const statement = cachedStatement('list', entity, query, options, (built) => buildListStatement(entity, query, built));
  assertExpandAllowed(entity, statement.shape, options);
  return statement;
}

/** The one row of a list statement: the count when asked (an int's text), and the page's rows as JSON text. */
async function runPage(db: Db, statement: Statement): Promise<{ count?: number; value: string }> {
  const { fields, rows: [row] } = await runStatement(db.$client, statement);
  const count = row?.[fields.indexOf('count')];
  const value = row?.[fields.indexOf('value')];
  if (typeof value !== 'string') throw new Error('a list statement answered no page');
  return { count: typeof count === 'string' ? Number(count) : undefined, value };
}

function pageOf(count: number | undefined, value: string): ListResult {
  const rows = JSON.parse(value) as Row[];
  return count === undefined ? { value: rows } : { '@odata.count': count, value: rows };
}

/** A list page: `{ '@odata.count'?, value }`. */
export async function runList(db: Db, entity: EntityDef, query: ODataQuery, options: ListOptions = {}): Promise<ListResult> {
  const { count, value } = await runPage(db, listStatement(entity, query, options));
  return pageOf(count, value);
}

/**
 * `{"@odata.count":count,"value":rows}` as UTF-8 bytes, written straight from the rows' text: as a
 * joined string it was copied twice more on the way out (flattened to measure it for
 * content-length, then joined to the headers), a third of each request's garbage.
 */
export function pageBytes(count: number | undefined, rowsJson: string): Buffer {
  const head = count === undefined ? '{"value":' : `{"@odata.count":${count},"value":`;
  const bytes = Buffer.allocUnsafe(head.length + Buffer.byteLength(rowsJson) + 1);
  let at = bytes.write(head, 0, 'latin1');
  at += bytes.write(rowsJson, at, 'utf8');
  bytes[at] = 0x7d; // }
  return bytes;
}

/**
 * The same page, as the JSON of the response body just as PostgreSQL wrote it when `fits` says
 * its rows are what the route's response schema would give back anyway (see fitsSchema): nothing
 * parses and re-serialises them. Otherwise the parsed page, for the route's schema to present.
 */
export async function runListJson(
  db: Db, entity: EntityDef, query: ODataQuery, options: ListOptions, fits: (shape: RowShape | undefined) => boolean,
): Promise<Buffer | ListResult> {
  const statement = listStatement(entity, query, options);
  const { count, value } = await runPage(db, statement);
  return fits(statement.shape) ? pageBytes(count, value) : pageOf(count, value);
}

/** first row matching where, with $select/$expand honoured; undefined if none */
export async function runGet(db: Db, entity: EntityDef, query: ODataQuery, options: ListOptions): Promise<Record<string, unknown> | undefined> {
  const { $top: _top, $skip: _skip, $count: _count, ...rest } = query;
  const statement = cachedStatement('get', entity, rest, options, (built) => buildListStatement(entity, { ...rest, $top: '1' }, { ...built, maxTop: 1 }));
  assertExpandAllowed(entity, statement.shape, options);
  const { value } = await runPage(db, statement);
  return (JSON.parse(value) as Row[])[0];
}
