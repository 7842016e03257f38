import type { ExpandItem, FilterNode, OrderItem, SelectItem } from './ast.ts';
import { ODataError, quote } from './errors.ts';
import { limits } from './limits.ts';
import { parseExpand, parseFilter, parseOrderBy, parseSelect } from './parser.ts';
import type { ODataQuery } from './types.ts';

export interface ParsedQuery {
  filter?: FilterNode;
  orderby?: OrderItem[];
  top: number;
  skip: number;
  count: boolean;
  expand?: ExpandItem[];
  select?: SelectItem[];
  search?: string[];
}

const known = new Set(['$filter', '$orderby', '$top', '$skip', '$count', '$expand', '$select', '$search']);

/** An option's text; absent or blank is undefined, a repeated option is a 400. */
function text(query: ODataQuery, key: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) throw new ODataError(`${key} is given more than once`);
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw new ODataError(`${key} must be text`);
  const result = String(value);
  return result.trim() === '' ? undefined : result;
}

function integer(query: ODataQuery, key: string, max: number): number | undefined {
  const value = text(query, key);
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed) || Number(trimmed) > max) throw new ODataError(`${key} must be an integer between 0 and ${max}`);
  return Number(trimmed);
}

/** Words, and "quoted phrases", each looked up on its own; every one must match some searchable field. */
export function parseSearch(value: string): string[] {
  if (value.length > limits.optionLength) {
    throw new ODataError(`$search is too long (${value.length} characters; the limit is ${limits.optionLength})`);
  }
  if (value.includes('\u0000')) throw new ODataError('$search: the NUL character is not allowed');
  const terms: string[] = [];
  for (const match of value.matchAll(/"([^"]*)"|(\S+)/g)) {
    const term = (match[1] ?? match[2] ?? '').trim();
    if (term === '') continue;
    if (terms.length >= limits.searchTerms) throw new ODataError(`$search has more than ${limits.searchTerms} words`);
    terms.push(term);
  }
  return terms;
}

export interface QueryLimits {
  maxTop?: number;
  defaultTop?: number;
}

/** Checks and parses every system query option; other keys (a route's own parameters) are left alone. */
export function parseQuery(query: ODataQuery, options: QueryLimits = {}): ParsedQuery {
  for (const key of Object.keys(query)) {
    if (key.startsWith('$') && !known.has(key)) {
      throw new ODataError(`unknown query option ${quote(key)}; use $filter, $orderby, $top, $skip, $count, $expand, $select or $search`);
    }
  }
  const maxTop = options.maxTop ?? limits.maxTop;
  const count = text(query, '$count');
  if (count !== undefined && !/^(true|false)$/i.test(count.trim())) throw new ODataError('$count must be true or false');
  const filter = text(query, '$filter');
  const orderby = text(query, '$orderby');
  const expand = text(query, '$expand');
  const select = text(query, '$select');
  const search = text(query, '$search');
  const terms = search === undefined ? undefined : parseSearch(search);
  return {
    top: integer(query, '$top', maxTop) ?? Math.min(options.defaultTop ?? maxTop, maxTop),
    skip: integer(query, '$skip', limits.maxSkip) ?? 0,
    count: count?.trim().toLowerCase() === 'true',
    filter: filter === undefined ? undefined : parseFilter(filter),
    orderby: orderby === undefined ? undefined : parseOrderBy(orderby),
    expand: expand === undefined ? undefined : parseExpand(expand),
    select: select === undefined ? undefined : parseSelect(select),
    search: terms && terms.length > 0 ? terms : undefined,
  };
}
