import { z } from 'zod';

/**
 * The state of a server list page, kept in the URL query parameter `search` as JSON so that a link
 * or a reload shows the same page, sort, filters and search.
 */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_PARAM = 'search';
/** Export All asks the server for at most this many rows (part 1 §9). */
export const EXPORT_ALL_LIMIT = 1000;

export type SortDirection = 'asc' | 'desc';
export interface SortItem {
  field: string;
  sort: SortDirection;
}

/** One filter as the grid's filter panel produces it (operator names are the grid's). */
export interface FilterItem {
  field: string;
  operator: string;
  value?: unknown;
}

export interface ListSearchState {
  pageNumber: number;
  pageSize: number;
  sort: SortItem[];
  filters: FilterItem[];
  searchText: string;
  exactMatch: boolean;
}

export interface ListDefaults {
  pageSize?: number;
  sort?: SortItem[];
  /** Filters of a first visit (no `search` in the URL); a user who removes them keeps none. */
  filters?: FilterItem[];
}

export function defaultListState(defaults: ListDefaults = {}): ListSearchState {
  return {
    pageNumber: 0,
    pageSize: defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: defaults.sort ?? [],
    filters: defaults.filters ?? [],
    searchText: '',
    exactMatch: false,
  };
}

const SortItemSchema = z.object({ field: z.string().min(1), sort: z.enum(['asc', 'desc']) });
const FilterItemSchema = z.object({ field: z.string().min(1), operator: z.string().min(1), value: z.unknown().optional() });

/** Every key is optional in the URL: a hand-written link may give only `{"searchText":"x"}`. */
const StoredStateSchema = z.object({
  pageNumber: z.number().int().min(0).optional(),
  pageSize: z.number().int().positive().optional(),
  sort: z.array(SortItemSchema).optional(),
  filters: z.array(FilterItemSchema).optional(),
  searchText: z.string().optional(),
  exactMatch: z.boolean().optional(),
});

export type ParsedListState = { ok: true; state: ListSearchState } | { ok: false; state: ListSearchState };

/**
 * Reads the `search` parameter. Missing means defaults; unreadable JSON (or JSON of the wrong shape)
 * answers `ok: false` with the defaults, so the page still works and can tell the user.
 */
export function parseListState(
  raw: string | null,
  defaults: ListDefaults = {},
  pageSizeOptions: readonly number[] = PAGE_SIZE_OPTIONS,
): ParsedListState {
  const fallback = defaultListState(defaults);
  if (raw === null || raw === '') return { ok: true, state: fallback };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, state: fallback };
  }
  const parsed = StoredStateSchema.safeParse(json);
  if (!parsed.success) return { ok: false, state: fallback };
  const stored = parsed.data;
  const pageSize = stored.pageSize !== undefined && pageSizeOptions.includes(stored.pageSize) ? stored.pageSize : fallback.pageSize;
  return {
    ok: true,
    state: {
      pageNumber: stored.pageNumber ?? fallback.pageNumber,
      pageSize,
      sort: stored.sort ?? fallback.sort,
      filters: stored.filters ?? fallback.filters,
      searchText: stored.searchText ?? fallback.searchText,
      exactMatch: stored.exactMatch ?? fallback.exactMatch,
    },
  };
}

export function serializeListState(state: ListSearchState): string {
  // A fixed key order keeps URLs stable, so equal states give equal links.
  return JSON.stringify({
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    sort: state.sort,
    filters: state.filters,
    searchText: state.searchText,
    exactMatch: state.exactMatch,
  });
}

/**
 * Whether two states ask for the same rows in the same order, page aside: same page size, sort, filters
 * and search. Compared by value, because each URL change parses fresh arrays.
 */
export function sameRowQuery(a: ListSearchState, b: ListSearchState): boolean {
  const { pageNumber: _a, ...queryA } = a;
  const { pageNumber: _b, ...queryB } = b;
  return serializeListState({ ...queryA, pageNumber: 0 }) === serializeListState({ ...queryB, pageNumber: 0 });
}

/**
 * The state after a change. Unless the change sets the page itself, the page goes back to the first one
 * when, and only when, the change asks for other rows (page size, sort, filters, search); a change that
 * repeats the current sort or filters keeps the page, so the grid re-announcing its models cannot move
 * the user.
 */
export function applyListUpdate(
  current: ListSearchState,
  change: Partial<ListSearchState> | ((state: ListSearchState) => ListSearchState),
): ListSearchState {
  const next = typeof change === 'function' ? change(current) : { ...current, ...change };
  const setsPage = typeof change === 'function' ? next.pageNumber !== current.pageNumber : change.pageNumber !== undefined;
  return setsPage || sameRowQuery(current, next) ? next : { ...next, pageNumber: 0 };
}
