import { describe, expect, it } from 'vitest';
import { defaultListState } from '../../kit/list/listState.ts';
import { toODataQuery } from '../../kit/list/odata.ts';
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  FILTER_FIELDS,
  GRID_EXPAND,
  applyFilterForm,
  emptyFilterForm,
  filterChipLabel,
  filtersFromForm,
  formFromFilters,
  hasMyApprovalFilter,
  toggleMyApproval,
} from './gridFilters.ts';

const odata = (filters = DEFAULT_FILTERS) =>
  toODataQuery({ ...defaultListState({ sort: DEFAULT_SORT }), filters }, { fields: FILTER_FIELDS, expand: GRID_EXPAND });

describe('the grid’s default query', () => {
  it('asks for New incidents, severity first then newest, one page of 10 with a count', () => {
    expect(odata()).toEqual({
      $top: 10,
      $skip: 0,
      $count: true,
      $orderby: 'severityId asc,created desc',
      $filter: '(stateId eq 1) and (workUnitTypeId eq 3)',
      $search: undefined,
      $expand: 'tenant',
      $select: undefined,
    });
  });

  it('writes every panel field as OData: several values with or, text with contains, days as instants', () => {
    const filters = filtersFromForm({
      ...emptyFilterForm,
      stateId: [1, 2],
      severityId: [0],
      tenantId: '11111111-1111-4111-8111-111111111111',
      assignedTo: 'agent',
      assignmentGroup: 'Service Desk',
      approverEmail: "o'neil@example.com",
      createdAfter: '2025-03-01',
      modifiedBefore: '2025-03-31',
    });
    const filter = odata(filters).$filter ?? '';
    expect(filter).toContain('((stateId eq 1 or stateId eq 2))');
    expect(filter).toContain('(severityId eq 0)');
    expect(filter).toContain('(tenantId eq 11111111-1111-4111-8111-111111111111)');
    expect(filter).toContain("(contains(assignedTo,'agent'))");
    expect(filter).toContain("(contains(assignmentGroup,'Service Desk'))");
    expect(filter).toContain("(approverEmail eq 'o''neil@example.com')");
    expect(filter).toContain(`(created ge ${new Date('2025-03-01T00:00:00').toISOString()})`);
    expect(filter).toContain(`(modified le ${new Date('2025-03-31T23:59:59.999').toISOString()})`);
  });

  it('round-trips the panel and keeps filters it does not edit', () => {
    const form = { ...emptyFilterForm, workUnitTypeId: [1], approverEmail: 'a@x.test, b@x.test', createdBefore: '2025-01-31' };
    expect(formFromFilters(filtersFromForm(form))).toEqual({ ...emptyFilterForm, ...form, stateId: [], severityId: [] });
    const kept = { field: 'protocolId', operator: 'is', value: 'x' };
    expect(applyFilterForm([kept, ...DEFAULT_FILTERS], { ...emptyFilterForm, severityId: [3] })).toEqual([
      kept,
      { field: 'severityId', operator: 'is', value: 3 },
    ]);
  });
});

describe('Requires My Approval', () => {
  it('asks for change requests awaiting my decision in any state, dropping the State: New chip', () => {
    const tenantId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    const tenant = { field: 'tenantId', operator: 'is', value: tenantId };
    const filters = toggleMyApproval([...DEFAULT_FILTERS, tenant], true);
    expect(filters).toEqual([
      tenant,
      { field: 'requiresMyApproval', operator: 'is', value: true },
      { field: 'workUnitTypeId', operator: 'is', value: 1 },
    ]);
    expect(filters.map((f) => filterChipLabel(f, new Map([[tenantId, 'Contoso']])))).toEqual(['Tenant: Contoso', 'Requires My Approval', 'Type: Change Request']);
    expect(odata(filters).$filter).toBe(`(tenantId eq ${tenantId}) and (requiresMyApproval eq true) and (workUnitTypeId eq 1)`);
    expect(hasMyApprovalFilter(filters)).toBe(true);
    expect(toggleMyApproval(filters, false)).toEqual([tenant]);
    expect(hasMyApprovalFilter(DEFAULT_FILTERS)).toBe(false);
  });
});

describe('filter chips', () => {
  it('name the field and its values', () => {
    expect(DEFAULT_FILTERS.map((f) => filterChipLabel(f))).toEqual(['State: New', 'Type: Incident']);
    expect(filterChipLabel({ field: 'stateId', operator: 'isAnyOf', value: [5, 8] })).toBe('State: Mitigated, Canceled');
    expect(filterChipLabel({ field: 'tenantId', operator: 'is', value: 't1' }, new Map([['t1', 'Contoso']]))).toBe('Tenant: Contoso');
    expect(filterChipLabel({ field: 'assignedTo', operator: 'contains', value: 'sam' })).toBe('Assigned To contains sam');
    expect(filterChipLabel({ field: 'created', operator: 'onOrAfter', value: new Date(2025, 2, 7).toISOString() })).toBe('Created After: 7/Mar/2025');
  });
});
