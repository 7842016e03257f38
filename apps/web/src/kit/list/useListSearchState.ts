import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../toast.ts';
import {
  PAGE_SIZE_OPTIONS,
  SEARCH_PARAM,
  parseListState,
  serializeListState,
  type ListDefaults,
  type ListSearchState,
} from './listState.ts';

export const URL_REQUEST_FAILED = 'URL request failed';

export type ListStateUpdate = Partial<ListSearchState> | ((state: ListSearchState) => ListSearchState);

/**
 * The list state held in the URL parameter `search`. Unreadable JSON shows 'URL request failed' with
 * the path once and falls back to the defaults (the bad parameter is dropped from the address).
 */
export function useListSearchState(
  defaults: ListDefaults = {},
  pageSizeOptions: readonly number[] = PAGE_SIZE_OPTIONS,
): [ListSearchState, (update: ListStateUpdate) => void] {
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

  const state = parsed.state;
  const update = useCallback(
    (change: ListStateUpdate) => {
      setSearchParams(
        (previous) => {
          const current = parseListState(previous.get(SEARCH_PARAM), JSON.parse(defaultsKey) as ListDefaults, pageSizeOptions).state;
          const nextState = typeof change === 'function' ? change(current) : { ...current, ...change };
          const next = new URLSearchParams(previous);
          next.set(SEARCH_PARAM, serializeListState(nextState));
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, defaultsKey, pageSizeOptions],
  );

  return [state, update];
}
