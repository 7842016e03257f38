import { describe, expect, it } from 'vitest';
import { defaultListState } from './listState.ts';
import { literal, toODataQuery } from './odata.ts';

const base = defaultListState();

describe('toODataQuery', () => {
  it('pages with $top and $skip and always counts', () => {
    expect(toODataQuery({ ...base, pageNumber: 2, pageSize: 25 })).toEqual({
      $top: 25,
      $skip: 50,
      $count: true,
      $orderby: undefined,
      $filter: undefined,
      $search: undefined,
      $expand: undefined,
      $select: undefined,
    });
  });

  it('sends every sort key, mapped to the server field', () => {
    const query = toODataQuery(
      { ...base, sort: [{ field: 'tenantName', sort: 'asc' }, { field: 'created', sort: 'desc' }] },
      { fields: { tenantName: { odataField: 'tenant/name' } } },
    );
    expect(query.$orderby).toBe('tenant/name asc,created desc');
  });

  it('searches with $search unless Exact Match is on', () => {
    const options = { searchFields: ['name', 'internalNotificationEmailAddress'] };
    expect(toODataQuery({ ...base, searchText: '  acme ' }, options)).toMatchObject({ $search: 'acme', $filter: undefined });
    expect(toODataQuery({ ...base, searchText: "O'Neil", exactMatch: true }, options)).toMatchObject({
      $search: undefined,
      $filter: "(name eq 'O''Neil' or internalNotificationEmailAddress eq 'O''Neil')",
    });
  });

  it('leaves out of Exact Match the fields the text cannot be a value of', () => {
    const options = { searchFields: ['id', 'name'], fields: { id: { type: 'number' } } };
    expect(toODataQuery({ ...base, searchText: '84', exactMatch: true }, options).$filter).toBe("(id eq 84 or name eq '84')");
    expect(toODataQuery({ ...base, searchText: 'abc', exactMatch: true }, options).$filter).toBe("name eq 'abc'");
    expect(toODataQuery({ ...base, searchText: 'abc', exactMatch: true }, { searchFields: ['id'], fields: { id: { type: 'number' } } }).$filter).toBe('false');
  });

  it('and-s the base filter, the grid filter and the exact search', () => {
    const query = toODataQuery(
      { ...base, filters: [{ field: 'enabled', operator: 'is', value: 'true' }], searchText: 'x', exactMatch: true },
      { baseFilter: 'tenantId eq 5ef7c7a2-0000-4000-8000-000000000001', searchFields: ['name'], fields: { enabled: { type: 'boolean' } } },
    );
    expect(query.$filter).toBe("(tenantId eq 5ef7c7a2-0000-4000-8000-000000000001) and (enabled eq true) and (name eq 'x')");
  });

  it('writes each grid operator as OData', () => {
    const filter = (field: string, operator: string, value: unknown, type = 'string') =>
      toODataQuery({ ...base, filters: [{ field, operator, value }] }, { fields: { [field]: { type } } }).$filter;
    expect(filter('name', 'contains', 'a')).toBe("contains(name,'a')");
    expect(filter('name', 'doesNotContain', 'a')).toBe("not contains(name,'a')");
    expect(filter('name', 'startsWith', 'a')).toBe("startswith(name,'a')");
    expect(filter('name', 'endsWith', 'a')).toBe("endswith(name,'a')");
    expect(filter('name', 'equals', 'a')).toBe("name eq 'a'");
    expect(filter('name', 'doesNotEqual', 'a')).toBe("name ne 'a'");
    expect(filter('name', 'isEmpty', undefined)).toBe('name eq null');
    expect(filter('name', 'isNotEmpty', undefined)).toBe('name ne null');
    expect(filter('name', 'isAnyOf', ['a', 'b'])).toBe("(name eq 'a' or name eq 'b')");
    expect(filter('count', '>=', '3', 'number')).toBe('count ge 3');
    expect(filter('count', '<', 3, 'number')).toBe('count lt 3');
    expect(filter('count', '=', 'abc', 'number')).toBeUndefined();
    expect(filter('name', 'contains', '')).toBeUndefined();
    expect(filter('created', 'onOrAfter', '2025-03-07T10:00:00.000Z', 'dateTime')).toBe('created ge 2025-03-07T10:00:00.000Z');
    // Whole minutes: After and OnOrBefore take in the rest of the minute.
    expect(filter('created', 'after', '2025-03-07T10:00:00.000Z', 'dateTime')).toBe('created gt 2025-03-07T10:00:59.999Z');
    expect(filter('created', 'onOrBefore', '2025-03-07T10:00:00.000Z', 'dateTime')).toBe('created le 2025-03-07T10:00:59.999Z');
  });

  it('passes $expand and $select through', () => {
    expect(toODataQuery(base, { expand: 'tenant', select: 'name' })).toMatchObject({ $expand: 'tenant', $select: 'name' });
  });
});

describe('literal', () => {
  it('quotes strings and leaves numbers, booleans and GUIDs bare', () => {
    expect(literal("it's", 'string')).toBe("'it''s'");
    expect(literal(4, 'singleSelect')).toBe('4');
    expect(literal('false', 'boolean')).toBe('false');
    expect(literal('5ef7c7a2-0000-4000-8000-000000000001', 'guid')).toBe('5ef7c7a2-0000-4000-8000-000000000001');
    expect(literal('not-a-guid', 'guid')).toBeUndefined();
  });
});
