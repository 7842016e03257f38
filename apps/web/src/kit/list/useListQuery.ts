import type { GridValidRowModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { fetchListPage } from '../api.ts';
import type { ListPageProps } from './ListPage.types.ts';
import { PAGE_SIZE_OPTIONS, type ListSearchState } from './listState.ts';
import { toODataQuery, type ODataField, type ODataQuery } from './odata.ts';
import { useListSearchState, type ListStateUpdate, type ListUpdateOptions } from './useListSearchState.ts';

/** What a screen's own toolbar or header content may read and change: the list state and the last answer. */
export interface ListContext {
  state: ListSearchState;
  update: (update: ListStateUpdate, options?: ListUpdateOptions) => void;
  /** The OData options of the current page. */
  query: ODataQuery;
  /** When the current page was last fetched (ms since the epoch; 0 before the first answer). */
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => void;
}

export const ListStateContext = createContext<ListContext | null>(null);

/** The list's state and last answer, for content a screen puts into the list page's toolbar or header. */
export function useListContext(): ListContext {
  const value = useContext(ListStateContext);
  if (!value) throw new Error('useListContext is only available inside a ListPage.');
  return value;
}

/** The last page that has rows (0 when there are none). */
function lastPageOf(rowCount: number, pageSize: number): number {
  return Math.max(0, Math.ceil(rowCount / pageSize) - 1);
}

export type ListQueryOptions<R extends GridValidRowModel> = Pick<
  ListPageProps<R>,
  | 'path' | 'queryKey' | 'columns' | 'filterFields' | 'searchFields' | 'defaultSort' | 'defaultFilters' | 'pageSizeOptions'
  | 'defaultPageSize' | 'baseFilter' | 'extraQuery' | 'expand' | 'select' | 'refetchInterval'
>;

/**
 * The list's data: its state in the URL (search, filters, sort, page), the OData query made from it, the
 * page fetched from `path`, and the paging the grid and the cards share.
 */
export function useListQuery<R extends GridValidRowModel>(props: ListQueryOptions<R>) {
  const pageSizeOptions = props.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const [state, update] = useListSearchState(
    { pageSize: props.defaultPageSize, sort: props.defaultSort, filters: props.defaultFilters },
    pageSizeOptions,
  );

  const fields = useMemo(() => {
    const map: Record<string, ODataField> = { ...props.filterFields };
    for (const column of props.columns) {
      map[column.field] = { odataField: column.odataField, type: column.odataType ?? column.type ?? 'string' };
    }
    return map;
  }, [props.columns, props.filterFields]);

  const extraQueryKey = JSON.stringify(props.extraQuery ?? {});
  const query = useMemo(
    () => ({
      ...(JSON.parse(extraQueryKey) as ODataQuery),
      ...toODataQuery(state, {
        fields,
        searchFields: props.searchFields,
        baseFilter: props.baseFilter,
        expand: props.expand,
        select: props.select,
      }),
    }),
    [state, fields, props.searchFields, props.baseFilter, props.expand, props.select, extraQueryKey],
  );

  const result = useQuery({
    queryKey: props.queryKey(query),
    queryFn: ({ signal }) => fetchListPage<R>(props.path, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: props.refetchInterval,
  });

  const rows = result.data?.value ?? [];
  const rowCount = result.data?.['@odata.count'] ?? rows.length;
  const onPageChange = (page: number, pageSize: number) => {
    // The grid moves a page past the end (a link to page 9 of 3, rows deleted) to the last one: a correction
    // of the address, not a step Back should return to.
    const correction = result.data !== undefined && pageSize === state.pageSize && state.pageNumber > lastPageOf(rowCount, pageSize);
    update({ pageNumber: page, pageSize }, { replace: correction });
  };

  const listContext: ListContext = {
    state,
    update,
    query,
    dataUpdatedAt: result.dataUpdatedAt,
    isFetching: result.isFetching,
    refetch: () => void result.refetch(),
  };

  return { state, update, query, result, rows, rowCount, pageSizeOptions, onPageChange, listContext };
}
