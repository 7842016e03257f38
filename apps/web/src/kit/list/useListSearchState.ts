import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../toast.ts';
import {
  PAGE_SIZE_OPTIONS,
  SEARCH_PARAM,
  applyListUpdate,
  parseListState,
  serializeListState,
  type ListDefaults,
  type ListSearchState,
} from './listState.ts';

export const URL_REQUEST_FAILED = 'URL request failed';

export type ListStateUpdate = Partial<ListSearchState> | ((state: ListSearchState) => ListSearchState);

export interface ListUpdateOptions {
  /**
   * Replace the current history entry instead of adding one. Changes a person makes add an entry, so
   * Back returns to the previous page, sort or filter; corrections the page makes itself replace.
   */
  replace?: boolean;
}

/**
 * The list state held in the URL parameter `search`. Unreadable JSON shows 'URL request failed' with
 * the path once and falls back to the defaults (the bad parameter is dropped from the address).
 *
 * The returned `sort` and `filters` keep their identity while their value is unchanged (a page change
 * parses the URL afresh, but hands back the same arrays): the data grid treats a new sort model object as
 * a new sort and answers it by going back to the first page. Updates go through `applyListUpdate`, which
 * returns to the first page only when the rows asked for change.
 */
export function useListSearchState(
  defaults: ListDefaults = {},
  pageSizeOptions: readonly number[] = PAGE_SIZE_OPTIONS,
): [ListSearchState, (update: ListStateUpdate, options?: ListUpdateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const raw = searchParams.get(SEARCH_PARAM);
  // Defaults come from the screen as literals; compare them by value so each render is not a new state.
  const defaultsKey = JSON.stringify(defaults);
  const parsed = useMemo(
    () => parseListState(raw, JSON.parse(defaultsKey) as ListDefaults, pageSizeOptions),
    [raw, defaultsKey, pageSizeOptions],
  );

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (parsed.ok || raw === null || reported.current === raw) return;
    reported.current = raw;
    toast.error(`${URL_REQUEST_FAILED}: ${location.pathname}`);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [parsed.ok, raw, location.pathname, setSearchParams]);

  const sortKey = JSON.stringify(parsed.state.sort);
  const filtersKey = JSON.stringify(parsed.state.filters);
  const sort = useMemo(() => JSON.parse(sortKey) as ListSearchState['sort'], [sortKey]);
  const filters = useMemo(() => JSON.parse(filtersKey) as ListSearchState['filters'], [filtersKey]);
  const state = useMemo(() => ({ ...parsed.state, sort, filters }), [parsed.state, sort, filters]);

  const update = useCallback(
    (change: ListStateUpdate, options: ListUpdateOptions = {}) => {
      const serialized = serializeListState(applyListUpdate(state, change));
      // Nothing to record: a change to what is shown already would only add a history entry Back must skip.
      if (serialized === serializeListState(state)) return;
      const next = new URLSearchParams(searchParams);
      next.set(SEARCH_PARAM, serialized);
      // flushSync: the router applies navigations as transitions, so the grid would still hold the old
      // page when a quick second click on "Go to next page" came, and that click would be lost.
      setSearchParams(next, { replace: options.replace ?? false, flushSync: true });
    },
    [state, searchParams, setSearchParams],
  );

  return [state, update];
}
