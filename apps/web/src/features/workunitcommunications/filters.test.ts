import { describe, expect, it } from 'vitest';
import { toODataQuery } from '../../kit/list/odata.ts';
import { applyFilterForm, defaultFilters, emptyFilterForm, FILTER_FIELDS, filterChipLabel, filtersFromForm, formFromFilters, hasSelection } from './filters.ts';

const TENANT = '11111111-1111-4111-8111-111111111111';
const state = (filters: ReturnType<typeof filtersFromForm>) => ({ pageNumber: 0, pageSize: 10, sort: [{ field: 'created', sort: 'desc' as const }], filters, searchText: '', exactMatch: false });

describe('communication filters', () => {
  it('asks for a selection when nothing is chosen', () => {
    expect(hasSelection(emptyFilterForm())).toBe(false);
    expect(hasSelection({ ...emptyFilterForm(), status: ['Resolved'] })).toBe(true);
  });

  it('writes tenant, statuses and date ranges as OData, and reads them back', () => {
    const form = { ...emptyFilterForm(), tenantId: TENANT, status: ['Investigating' as const, 'ConfirmedImpact' as const] };
    form.ranges.nextUpdate = { from: '2026-03-01', to: '2026-03-02' };
    const filters = filtersFromForm(form);
    const query = toODataQuery(state(filters), { fields: FILTER_FIELDS });
    expect(query.$filter).toContain(`tenantId eq ${TENANT}`);
    expect(query.$filter).toContain("(status eq 'Investigating' or status eq 'ConfirmedImpact')");
    expect(query.$filter).toMatch(/nextUpdate ge \d{4}-/);
    expect(query.$filter).toMatch(/nextUpdate le \d{4}-/);
    expect(query.$orderby).toBe('created desc');
    expect(formFromFilters(filters)).toEqual(form);
  });

  it("starts on the address's tenant and labels the chips", () => {
    expect(defaultFilters(TENANT)).toEqual([{ field: 'tenantId', operator: 'is', value: TENANT }]);
    expect(filterChipLabel(defaultFilters(TENANT)[0]!, new Map([[TENANT, 'Contoso']]))).toBe('Tenant: Contoso');
    expect(filterChipLabel({ field: 'status', operator: 'is', value: 'Resolved' })).toBe('Status: Closed - Resolved');
    expect(applyFilterForm(defaultFilters(TENANT), { ...emptyFilterForm(), status: ['Cancelled'] })).toEqual([{ field: 'status', operator: 'is', value: 'Cancelled' }]);
  });
});
