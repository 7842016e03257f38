import type { FilterItem, ListSearchState } from './listState.ts';

/** How a grid column maps onto the server's OData field. */
export interface ODataField {
  /** The server's field path when it differs from the grid field, e.g. `tenant/name`. */
  odataField?: string;
  /** The grid column type (`string`, `number`, `boolean`, `date`, `dateTime`, `singleSelect`) or `guid`; decides how values are written. */
  type?: string;
}

export interface ODataOptions {
  fields?: Record<string, ODataField>;
  /** Fields compared with `eq` when Exact Match is on; without them the search goes to `$search`. */
  searchFields?: readonly string[];
  /** A filter the screen always applies (e.g. the tenant of the tokens page), and-ed with the rest. */
  baseFilter?: string;
  expand?: string;
  select?: string;
}

export type ODataQuery = Record<string, string | number | boolean | undefined>;

/** Turns a list page's URL state into the server's OData query options. Pure, so it is unit-tested. */
export function toODataQuery(state: ListSearchState, options: ODataOptions = {}): ODataQuery {
  const fields = options.fields ?? {};
  const fieldName = (field: string) => fields[field]?.odataField ?? field;

  const filterParts: string[] = [];
  if (options.baseFilter) filterParts.push(options.baseFilter);
  for (const item of state.filters) {
    const expression = filterExpression(fieldName(item.field), fields[item.field]?.type ?? 'string', item);
    if (expression) filterParts.push(expression);
  }

  const searchText = state.searchText.trim();
  let search: string | undefined;
  if (searchText) {
    const searchFields = options.searchFields ?? [];
    if (state.exactMatch && searchFields.length > 0) {
      // A field the text cannot be a value of (a number field for a word) is left out of the comparison.
      const ors = searchFields.flatMap((field) => {
        const value = literal(searchText, fields[field]?.type ?? 'string');
        return value === undefined ? [] : [`${fieldName(field)} eq ${value}`];
      });
      filterParts.push(ors.length === 0 ? 'false' : ors.length === 1 ? (ors[0] ?? '') : `(${ors.join(' or ')})`);
    } else {
      search = searchText;
    }
  }

  const orderby = state.sort.map((item) => `${fieldName(item.field)} ${item.sort}`).join(',');
  return {
    $top: state.pageSize,
    $skip: state.pageNumber * state.pageSize,
    $count: true,
    $orderby: orderby || undefined,
    $filter: joinAnd(filterParts),
    $search: search,
    $expand: options.expand,
    $select: options.select,
  };
}

function joinAnd(parts: string[]): string | undefined {
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  return parts.map((part) => `(${part})`).join(' and ');
}

/** Quotes a value as an OData literal of the column's type; undefined when it cannot be one. */
export function literal(value: unknown, type: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (type) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? String(n) : undefined;
    }
    case 'boolean':
      if (value === true || value === 'true') return 'true';
      if (value === false || value === 'false') return 'false';
      return undefined;
    case 'date':
    case 'dateTime': {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
    }
    case 'guid':
      return /^[0-9a-f-]{36}$/i.test(String(value)) ? String(value) : undefined;
    default:
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return `'${String(value).replace(/'/g, "''")}'`;
  }
}

/** The grid's dateTime filters pick whole minutes, so After and OnOrBefore include the whole minute. */
const REST_OF_MINUTE_MS = 59_999;

function filterExpression(field: string, type: string, item: FilterItem): string | undefined {
  const { operator, value } = item;
  if (operator === 'isEmpty') return `${field} eq null`;
  if (operator === 'isNotEmpty') return `${field} ne null`;
  if (operator === 'isAnyOf') {
    const values = (Array.isArray(value) ? value : []).map((v) => literal(v, type)).filter((v) => v !== undefined);
    if (values.length === 0) return undefined;
    return `(${values.map((v) => `${field} eq ${v}`).join(' or ')})`;
  }

  let effective = value;
  if (type === 'dateTime' && (operator === 'after' || operator === 'onOrBefore')) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (!Number.isNaN(date.getTime())) effective = new Date(date.getTime() + REST_OF_MINUTE_MS);
  }
  const v = literal(effective, type);
  if (v === undefined) return undefined;

  switch (operator) {
    case 'contains':
      return `contains(${field},${v})`;
    case 'doesNotContain':
      return `not contains(${field},${v})`;
    case 'startsWith':
      return `startswith(${field},${v})`;
    case 'endsWith':
      return `endswith(${field},${v})`;
    case 'equals':
    case 'is':
    case '=':
      return `${field} eq ${v}`;
    case 'doesNotEqual':
    case 'not':
    case '!=':
      return `${field} ne ${v}`;
    case '>':
    case 'after':
      return `${field} gt ${v}`;
    case '>=':
    case 'onOrAfter':
      return `${field} ge ${v}`;
    case '<':
    case 'before':
      return `${field} lt ${v}`;
    case '<=':
    case 'onOrBefore':
      return `${field} le ${v}`;
    default:
      return undefined;
  }
}
