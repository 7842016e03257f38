import { describe, expect, it } from 'vitest';
import { applyListUpdate, defaultListState, parseListState, sameRowQuery, serializeListState, type ListSearchState } from './listState.ts';

describe('list URL state', () => {
  it('round-trips every field through the URL parameter', () => {
    const state: ListSearchState = {
      pageNumber: 3,
      pageSize: 50,
      sort: [
        { field: 'name', sort: 'asc' },
        { field: 'created', sort: 'desc' },
      ],
      filters: [{ field: 'enabled', operator: 'is', value: 'true' }],
      searchText: "O'Brien & co",
      exactMatch: true,
    };
    const raw = serializeListState(state);
    const url = new URLSearchParams({ search: raw }).toString();
    expect(parseListState(new URLSearchParams(url).get('search'))).toEqual({ ok: true, state });
  });

  it('uses the defaults when the parameter is missing', () => {
    const sort = [{ field: 'name', sort: 'asc' as const }, { field: 'tenantId', sort: 'desc' as const }];
    expect(parseListState(null, { sort, pageSize: 25 })).toEqual({ ok: true, state: { ...defaultListState(), pageSize: 25, sort } });
  });

  it('fills keys a hand-written link leaves out', () => {
    const parsed = parseListState('{"searchText":"abc"}');
    expect(parsed).toEqual({ ok: true, state: { ...defaultListState(), searchText: 'abc' } });
  });

  it('refuses unreadable JSON and JSON of the wrong shape', () => {
    expect(parseListState('{not json').ok).toBe(false);
    expect(parseListState('[1,2]').ok).toBe(false);
    expect(parseListState('{"pageNumber":"x"}').ok).toBe(false);
    expect(parseListState('{not json').state).toEqual(defaultListState());
  });

  it('falls back to the default page size when the URL names one the page does not offer', () => {
    expect(parseListState('{"pageSize":7}').state.pageSize).toBe(10);
    expect(parseListState('{"pageSize":50}', {}, [25, 50, 100]).state.pageSize).toBe(50);
  });
});

describe('list state changes', () => {
  const onPage3: ListSearchState = {
    ...defaultListState({ sort: [{ field: 'name', sort: 'asc' }] }),
    pageNumber: 3,
    filters: [{ field: 'city', operator: 'contains', value: 'Bern' }],
  };

  it('keeps the page when a change repeats the sort or filters by value (fresh arrays of the same items)', () => {
    expect(applyListUpdate(onPage3, { sort: [{ field: 'name', sort: 'asc' }] }).pageNumber).toBe(3);
    expect(applyListUpdate(onPage3, { filters: [{ field: 'city', operator: 'contains', value: 'Bern' }] }).pageNumber).toBe(3);
    expect(applyListUpdate(onPage3, (state) => ({ ...state, sort: [...state.sort] })).pageNumber).toBe(3);
  });

  it('goes back to the first page when the sort, filters, search or page size change', () => {
    expect(applyListUpdate(onPage3, { sort: [{ field: 'name', sort: 'desc' }] }).pageNumber).toBe(0);
    expect(applyListUpdate(onPage3, { filters: [] }).pageNumber).toBe(0);
    expect(applyListUpdate(onPage3, { searchText: 'x' }).pageNumber).toBe(0);
    expect(applyListUpdate(onPage3, { exactMatch: true }).pageNumber).toBe(0);
    expect(applyListUpdate(onPage3, { pageSize: 25 })).toMatchObject({ pageNumber: 0, pageSize: 25 });
  });

  it('moves to the page a change names', () => {
    expect(applyListUpdate(onPage3, { pageNumber: 4 }).pageNumber).toBe(4);
    expect(applyListUpdate(onPage3, { pageNumber: 2, searchText: 'x' })).toMatchObject({ pageNumber: 2, searchText: 'x' });
    expect(applyListUpdate(onPage3, (state) => ({ ...state, pageNumber: 1 })).pageNumber).toBe(1);
  });

  it('compares the rows asked for, not the page', () => {
    expect(sameRowQuery(onPage3, { ...onPage3, pageNumber: 0, sort: [{ field: 'name', sort: 'asc' }] })).toBe(true);
    expect(sameRowQuery(onPage3, { ...onPage3, filters: [{ field: 'city', operator: 'contains', value: 'Basel' }] })).toBe(false);
  });
});
