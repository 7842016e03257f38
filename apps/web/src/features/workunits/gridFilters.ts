import {
  WorkUnitStateId,
  WorkUnitTypeId,
  severityNames,
  workUnitStateNames,
  workUnitTypeNames,
} from '@portal/contracts';
import { formatDay } from '../../kit/dates.ts';
import type { FilterItem, SortItem } from '../../kit/list/listState.ts';
import type { ODataField } from '../../kit/list/odata.ts';

/**
 * The staff grid's query defaults and filters (part 3 §2.3): pure, so the OData they produce is
 * unit-tested. Filters live in the list's URL state as FilterItems; the create-filter panel edits
 * them as a form and the chips show them.
 */

/** severityId ascending, then created descending; both keys go to the server. */
export const DEFAULT_SORT: SortItem[] = [
  { field: 'severityId', sort: 'asc' },
  { field: 'created', sort: 'desc' },
];

/** First load: state New and the Incident type. */
export const DEFAULT_FILTERS: FilterItem[] = [
  { field: 'stateId', operator: 'is', value: WorkUnitStateId.New },
  { field: 'workUnitTypeId', operator: 'is', value: WorkUnitTypeId.Incident },
];

/** What the grid expands: the tenant's name for the Tenant column. */
export const GRID_EXPAND = 'tenant';

/**
 * The fields the search covers (part 3 §2.3), the same with and without Exact Match: without it the
 * text goes to `$search`, which the server runs over these same fields; with it each is compared with
 * `eq` (`tenant` is the Tenant column, tenant/name; workUnitId only when the text is a number).
 */
export const SEARCH_FIELDS = [
  'workUnitId', 'title', 'referenceId', 'description', 'tenant', 'assignedTo', 'stakeHolderFullName', 'stakeholderPhoneNumber', 'stakeHolderEmailAddress',
] as const;

/** Filterable fields and how their values are written. */
export const FILTER_FIELDS: Record<string, ODataField> = {
  stateId: { type: 'number' },
  workUnitTypeId: { type: 'number' },
  severityId: { type: 'number' },
  tenantId: { type: 'guid' },
  assignedTo: { type: 'string' },
  assignmentGroup: { type: 'string' },
  approverEmail: { type: 'string' },
  /** 'Requires My Approval': the server matches the caller's account (approver-filter.ts). */
  requiresMyApproval: { type: 'boolean' },
  created: { type: 'date' },
  modified: { type: 'date' },
  protocolId: { type: 'guid' },
};

/** The create-filter panel's values; dates are `YYYY-MM-DD` days in the browser's zone. */
export interface WorkUnitFilterForm {
  stateId: number[];
  workUnitTypeId: number[];
  severityId: number[];
  tenantId: string | null;
  assignedTo: string;
  assignmentGroup: string;
  /** One address, or several separated by commas (matched as approver 1 or 2). */
  approverEmail: string;
  createdAfter: string;
  createdBefore: string;
  modifiedAfter: string;
  modifiedBefore: string;
}

export const emptyFilterForm: WorkUnitFilterForm = {
  stateId: [],
  workUnitTypeId: [],
  severityId: [],
  tenantId: null,
  assignedTo: '',
  assignmentGroup: '',
  approverEmail: '',
  createdAfter: '',
  createdBefore: '',
  modifiedAfter: '',
  modifiedBefore: '',
};

/** The fields the panel edits; applying it replaces every filter on them and keeps the rest. */
export const PANEL_FIELDS = ['stateId', 'workUnitTypeId', 'severityId', 'tenantId', 'assignedTo', 'assignmentGroup', 'approverEmail', 'created', 'modified'];

const MULTI_FIELDS = ['stateId', 'workUnitTypeId', 'severityId'] as const;
const TEXT_FIELDS = ['assignedTo', 'assignmentGroup'] as const;
const DATE_FIELDS = [
  ['created', 'createdAfter', 'createdBefore'],
  ['modified', 'modifiedAfter', 'modifiedBefore'],
] as const;

function dayStart(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function dayEnd(day: string): string | undefined {
  const date = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function localDay(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function listOf(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

function valuesOf(item: FilterItem): unknown[] {
  if (item.operator === 'isAnyOf') return Array.isArray(item.value) ? item.value : [];
  return item.value === undefined || item.value === null || item.value === '' ? [] : [item.value];
}

/** One value compares with `eq`, several with `or`. */
function oneOrAny(field: string, values: unknown[]): FilterItem | undefined {
  if (values.length === 0) return undefined;
  if (values.length === 1) return { field, operator: 'is', value: values[0] };
  return { field, operator: 'isAnyOf', value: values };
}

/** The filters a filled-in panel stands for. */
export function filtersFromForm(form: WorkUnitFilterForm): FilterItem[] {
  const out: FilterItem[] = [];
  for (const field of MULTI_FIELDS) {
    const item = oneOrAny(field, form[field]);
    if (item) out.push(item);
  }
  if (form.tenantId) out.push({ field: 'tenantId', operator: 'is', value: form.tenantId });
  for (const field of TEXT_FIELDS) {
    const text = form[field].trim();
    if (text) out.push({ field, operator: 'contains', value: text });
  }
  const approver = oneOrAny('approverEmail', listOf(form.approverEmail));
  if (approver) out.push(approver);
  for (const [field, after, before] of DATE_FIELDS) {
    const from = form[after] ? dayStart(form[after]) : undefined;
    const to = form[before] ? dayEnd(form[before]) : undefined;
    if (from) out.push({ field, operator: 'onOrAfter', value: from });
    if (to) out.push({ field, operator: 'onOrBefore', value: to });
  }
  return out;
}

/** The panel's values for the current filters (what the panel cannot show is left alone). */
export function formFromFilters(filters: readonly FilterItem[]): WorkUnitFilterForm {
  const form: WorkUnitFilterForm = { ...emptyFilterForm, stateId: [], workUnitTypeId: [], severityId: [] };
  for (const item of filters) {
    const values = valuesOf(item);
    switch (item.field) {
      case 'stateId':
      case 'workUnitTypeId':
      case 'severityId':
        form[item.field] = values.map(Number).filter((n) => Number.isFinite(n));
        break;
      case 'tenantId':
        form.tenantId = typeof values[0] === 'string' ? values[0] : null;
        break;
      case 'assignedTo':
      case 'assignmentGroup':
        form[item.field] = values.map(String).join(', ');
        break;
      case 'approverEmail':
        form.approverEmail = values.map(String).join(', ');
        break;
      case 'created':
      case 'modified': {
        const key = item.operator === 'onOrAfter' || item.operator === 'after' ? `${item.field}After` : `${item.field}Before`;
        form[key as 'createdAfter'] = localDay(values[0]);
        break;
      }
      default:
        break;
    }
  }
  return form;
}

/** Applies the panel: its fields' filters replaced, other filters (e.g. a protocol's) kept. */
export function applyFilterForm(current: readonly FilterItem[], form: WorkUnitFilterForm): FilterItem[] {
  return [...current.filter((item) => !PANEL_FIELDS.includes(item.field)), ...filtersFromForm(form)];
}

// ---------------------------------------------------------------------------------------------------
// Requires My Approval

/**
 * Change requests awaiting the signed-in user's decision, in whatever state approval is still open:
 * the server decides by the user's account which approver slots are theirs (never by a name).
 */
export const myApprovalFilters: readonly FilterItem[] = [
  { field: 'requiresMyApproval', operator: 'is', value: true },
  { field: 'workUnitTypeId', operator: 'is', value: WorkUnitTypeId.ChangeRequest },
];

export function hasMyApprovalFilter(filters: readonly FilterItem[]): boolean {
  return filters.some((item) => item.field === 'requiresMyApproval' && valuesOf(item).includes(true));
}

/**
 * Turns the quick filter on (replacing the type and state filters: a change request awaits approval
 * in any open state) or off (removing it and its type filter).
 */
export function toggleMyApproval(filters: readonly FilterItem[], on: boolean): FilterItem[] {
  const dropped = on ? ['requiresMyApproval', 'workUnitTypeId', 'stateId'] : ['requiresMyApproval', 'workUnitTypeId'];
  const rest = filters.filter((item) => !dropped.includes(item.field));
  return on ? [...rest, ...myApprovalFilters] : rest;
}

// ---------------------------------------------------------------------------------------------------
// Chips

const fieldLabels: Record<string, string> = {
  stateId: 'State',
  workUnitTypeId: 'Type',
  severityId: 'Severity',
  tenantId: 'Tenant',
  assignedTo: 'Assigned To',
  assignmentGroup: 'Assignment Group',
  approverEmail: 'Approver',
  requiresMyApproval: 'Requires My Approval',
  created: 'Created',
  modified: 'Modified',
  protocolId: 'Protocol',
};

const enumLabels: Record<string, Record<number, string>> = {
  stateId: workUnitStateNames,
  workUnitTypeId: workUnitTypeNames,
  severityId: severityNames,
};

/** The chip's text, e.g. 'State: New', 'Created After: 7/Mar/2025', 'Tenant: Contoso'. */
export function filterChipLabel(item: FilterItem, tenantNames: ReadonlyMap<string, string> = new Map()): string {
  const label = fieldLabels[item.field] ?? item.field;
  const values = valuesOf(item);
  const names = enumLabels[item.field];
  if (names) return `${label}: ${values.map((v) => names[Number(v)] ?? String(v)).join(', ')}`;
  if (item.field === 'tenantId') return `${label}: ${values.map((v) => tenantNames.get(String(v)) ?? String(v)).join(', ')}`;
  if (item.field === 'created' || item.field === 'modified') {
    const after = item.operator === 'onOrAfter' || item.operator === 'after';
    return `${label} ${after ? 'After' : 'Before'}: ${formatDay(String(values[0] ?? ''))}`;
  }
  if (item.field === 'requiresMyApproval') return label;
  if (item.operator === 'isEmpty') return `${label}: (empty)`;
  if (item.operator === 'isNotEmpty') return `${label}: (any)`;
  const op = item.operator === 'contains' ? ' contains' : ':';
  return `${label}${op} ${values.map(String).join(', ')}`;
}
