import { communicationStatusLabels, communicationStatuses, type CommunicationStatus } from '@portal/contracts';
import { formatDay } from '../../kit/dates.ts';
import type { FilterItem, SortItem } from '../../kit/list/listState.ts';
import type { ODataField } from '../../kit/list/odata.ts';

/**
 * The communications grid's filters (part 3 §2.10: tenantId, status, created, next update and resolved date
 * ranges, search) as the list's URL FilterItems, the filter panel's form and the chips. Pure, so unit-tested.
 */

/** §2.10, §9: created descending. */
export const DEFAULT_SORT: SortItem[] = [{ field: 'created', sort: 'desc' }];
export const SEARCH_FIELDS = ['title', 'details', 'impactedServices', 'serviceManager'] as const;

export const FILTER_FIELDS: Record<string, ODataField> = {
  tenantId: { type: 'guid' },
  status: { type: 'string' },
  created: { type: 'date' },
  nextUpdate: { type: 'date' },
  eventResolved: { type: 'date' },
};

/** First visit: the communications of the address's tenant (a chip; removing it shows every tenant's). */
export const defaultFilters = (tenantId: string): FilterItem[] => [{ field: 'tenantId', operator: 'is', value: tenantId }];

export const DATE_RANGES = [
  { field: 'created', label: 'Created' },
  { field: 'nextUpdate', label: 'Next Customer Update' },
  { field: 'eventResolved', label: 'Resolved Date' },
] as const;
export type DateRangeField = (typeof DATE_RANGES)[number]['field'];

/** The panel's values; days are `YYYY-MM-DD` in the browser's zone. */
export interface WuCommFilterForm {
  tenantId: string | null;
  status: CommunicationStatus[];
  ranges: Record<DateRangeField, { from: string; to: string }>;
}

export function emptyFilterForm(): WuCommFilterForm {
  return { tenantId: null, status: [], ranges: { created: { from: '', to: '' }, nextUpdate: { from: '', to: '' }, eventResolved: { from: '', to: '' } } };
}

const PANEL_FIELDS = Object.keys(FILTER_FIELDS);

const dayBound = (day: string, end: boolean) => {
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

function localDay(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const valuesOf = (item: FilterItem): unknown[] =>
  item.operator === 'isAnyOf' ? (Array.isArray(item.value) ? item.value : []) : item.value === undefined || item.value === null || item.value === '' ? [] : [item.value];

/** Whether the panel holds any filter at all: applying an empty one asks for a selection (§5 'Please make a selection'). */
export function hasSelection(form: WuCommFilterForm): boolean {
  return Boolean(form.tenantId) || form.status.length > 0 || Object.values(form.ranges).some((r) => r.from || r.to);
}

export function filtersFromForm(form: WuCommFilterForm): FilterItem[] {
  const out: FilterItem[] = [];
  if (form.tenantId) out.push({ field: 'tenantId', operator: 'is', value: form.tenantId });
  if (form.status.length === 1) out.push({ field: 'status', operator: 'is', value: form.status[0] });
  if (form.status.length > 1) out.push({ field: 'status', operator: 'isAnyOf', value: [...form.status] });
  for (const { field } of DATE_RANGES) {
    const { from, to } = form.ranges[field];
    const start = from ? dayBound(from, false) : undefined;
    const end = to ? dayBound(to, true) : undefined;
    if (start) out.push({ field, operator: 'onOrAfter', value: start });
    if (end) out.push({ field, operator: 'onOrBefore', value: end });
  }
  return out;
}

export function formFromFilters(filters: readonly FilterItem[]): WuCommFilterForm {
  const form = emptyFilterForm();
  for (const item of filters) {
    const values = valuesOf(item);
    if (item.field === 'tenantId') form.tenantId = typeof values[0] === 'string' ? values[0] : null;
    else if (item.field === 'status') form.status = values.filter((v): v is CommunicationStatus => communicationStatuses.includes(v as CommunicationStatus));
    else if (item.field in form.ranges) {
      const range = form.ranges[item.field as DateRangeField];
      if (item.operator === 'onOrAfter' || item.operator === 'after') range.from = localDay(values[0]);
      else range.to = localDay(values[0]);
    }
  }
  return form;
}

/** Applies the panel: its fields' filters replaced, any other kept. */
export function applyFilterForm(current: readonly FilterItem[], form: WuCommFilterForm): FilterItem[] {
  return [...current.filter((item) => !PANEL_FIELDS.includes(item.field)), ...filtersFromForm(form)];
}

/** A chip's text: 'Status: Open - Investigating', 'Created After: 7/Mar/2025', 'Tenant: Contoso'. */
export function filterChipLabel(item: FilterItem, tenantNames: ReadonlyMap<string, string> = new Map()): string {
  const values = valuesOf(item);
  if (item.field === 'tenantId') return `Tenant: ${values.map((v) => tenantNames.get(String(v)) ?? String(v)).join(', ')}`;
  if (item.field === 'status') return `Status: ${values.map((v) => communicationStatusLabels[v as CommunicationStatus] ?? String(v)).join(', ')}`;
  const range = DATE_RANGES.find((r) => r.field === item.field);
  if (range) {
    const after = item.operator === 'onOrAfter' || item.operator === 'after';
    return `${range.label} ${after ? 'After' : 'Before'}: ${formatDay(String(values[0] ?? ''))}`;
  }
  return `${item.field}: ${values.map(String).join(', ')}`;
}
