import { describe, expect, it } from 'vitest';
import { defaultListState, parseListState, serializeListState, type ListSearchState } from './listState.ts';

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
