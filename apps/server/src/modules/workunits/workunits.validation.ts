import {
  CustomFieldType,
  IMPACT_SCOPE_FIELD,
  WorkUnitFields,
  type WorkUnitIssue,
  WorkUnitStateId,
  WorkUnitTypeId,
  customValueFields,
  isDoneState,
  isInt4Id,
  protocolMessages,
  parseCustomField,
  severityForImpact,
  spamCallValues,
  splitAssignmentGroups,
  splitEscalationReasons,
  workUnitIssues,
  workUnitMessages,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { badRequest, notFound } from '../../platform/errors/index.ts';
import { protocols } from '../protocols/protocols.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { workUnitSubcategories } from '../workunitsubcategories/workunitsubcategories.table.ts';
import { approverIdentityIssues } from './approvals.ts';
import type { WorkUnitDocument } from './workunits.document.ts';

export type TenantRow = typeof tenants.$inferSelect;

export async function loadTenant(db: DbOrTx, tenantId: string): Promise<TenantRow> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.tenantId, tenantId));
  if (!tenant) throw notFound('The tenant');
  return tenant;
}

export interface ValidationOptions {
  isNew: boolean;
  currentStateId?: number;
  /** The AssignmentGroupRequired feature flag. */
  assignmentGroupFlag: boolean;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Custom values against the tenant's definitions: undefined fields stay empty, dropdowns take one of their options. */
function customValueIssues(doc: WorkUnitDocument, tenant: TenantRow): WorkUnitIssue[] {
  const issues: WorkUnitIssue[] = [];
  for (const [index, field] of customValueFields.entries()) {
    const value = doc[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    // customValue13 holds an intake's impact scope (§3), whatever the tenant defines for it.
    if (field === IMPACT_SCOPE_FIELD && doc.workUnitTypeId === WorkUnitTypeId.Intake) continue;
    const text = tenant[`workUnitFieldDef${index + 1}` as keyof TenantRow];
    const parsed = typeof text === 'string' && text.trim() ? parseCustomField(text) : undefined;
    if (!parsed?.ok) {
      issues.push({ path: field, message: fill(workUnitMessages.customValueNotDefined, { n: String(index + 1) }) });
      continue;
    }
    const definition = parsed.value;
    if (definition.Type === CustomFieldType.Dropdown && !(definition.Options ?? []).includes(value)) {
      issues.push({ path: field, message: fill(workUnitMessages.customValueNotAnOption, { value, name: definition.Name }) });
    }
  }
  return issues;
}

async function categoryIssues(db: DbOrTx, doc: WorkUnitDocument): Promise<WorkUnitIssue[]> {
  const categoryId = doc.workUnitCategoryId;
  const subcategoryId = doc.workUnitSubcategoryId;
  const issues: WorkUnitIssue[] = [];
  // An id no integer column can hold names no row; the schema already says so, and SQL must not see it.
  if (typeof categoryId === 'number' && isInt4Id(categoryId)) {
    const [category] = await db.select().from(workUnitCategories).where(eq(workUnitCategories.workUnitCategoryId, categoryId));
    const fits = category && (category.tenantId === null || category.tenantId === doc.tenantId) && category.workUnitTypeId === doc.workUnitTypeId;
    if (!fits) issues.push({ path: 'workUnitCategoryId', message: workUnitMessages.categoryUnknown });
  }
  if (typeof subcategoryId === 'number' && isInt4Id(subcategoryId)) {
    const [subcategory] = typeof categoryId === 'number' && isInt4Id(categoryId)
      ? await db.select({ id: workUnitSubcategories.workUnitSubcategoryId }).from(workUnitSubcategories)
        .where(and(eq(workUnitSubcategories.workUnitSubcategoryId, subcategoryId), eq(workUnitSubcategories.workUnitCategoryId, categoryId)))
      : [];
    if (!subcategory) issues.push({ path: 'workUnitSubcategoryId', message: workUnitMessages.subcategoryUnknown });
  }
  return issues;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The protocol must be one of the work unit's tenant (read from protocols' table, not its index: protocols
 * reaches work units through rules and actions, so the index would close a circle). `$expand=protocol` joins
 * on the protocol id alone and relies on this.
 */
async function protocolIssues(db: DbOrTx, doc: WorkUnitDocument): Promise<WorkUnitIssue[]> {
  const protocolId = doc.protocolId;
  if (typeof protocolId !== 'string' || !GUID.test(protocolId) || typeof doc.tenantId !== 'string') return [];
  const [protocol] = await db.select({ id: protocols.protocolId }).from(protocols)
    .where(and(eq(protocols.tenantId, doc.tenantId.toLowerCase()), eq(protocols.protocolId, protocolId.toLowerCase())));
  return protocol ? [] : [{ path: 'protocolId', message: protocolMessages.notInTenant }];
}

/** A tenant with a list of escalation reasons takes only those (part 3 §4); without one, any text. */
export function escalationReasonIssue(reason: unknown, tenant: TenantRow): WorkUnitIssue | undefined {
  const reasons = splitEscalationReasons(tenant.escalationReasons);
  if (typeof reason !== 'string' || !reason.trim() || reasons.length === 0) return undefined;
  if (reasons.some((r) => r.toLowerCase() === reason.trim().toLowerCase())) return undefined;
  return { path: 'escalationReason', message: fill(workUnitMessages.escalationReasonUnknown, { reason: reason.trim() }) };
}

/** Every problem of a document: field types, the §4/§5 rules, and what depends on the tenant. */
export async function documentIssues(db: DbOrTx, doc: WorkUnitDocument, tenant: TenantRow, options: ValidationOptions): Promise<WorkUnitIssue[]> {
  const issues: WorkUnitIssue[] = [];
  const parsed = WorkUnitFields.safeParse(doc);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.push({ path: issue.path.map(String).join('.'), message: issue.message });
  }
  const groups = splitAssignmentGroups(tenant.assignmentGroups);
  issues.push(...workUnitIssues(doc, {
    isNew: options.isNew,
    currentStateId: options.currentStateId,
    assignmentGroupRequired: options.assignmentGroupFlag && groups.length > 0,
  }));
  const group = doc.assignmentGroup;
  if (typeof group === 'string' && group.trim() && groups.length > 0 && !groups.some((g) => g.toLowerCase() === group.trim().toLowerCase())) {
    issues.push({ path: 'assignmentGroup', message: fill(workUnitMessages.assignmentGroupUnknown, { group }) });
  }
  const reasonIssue = escalationReasonIssue(doc.escalationReason, tenant);
  if (reasonIssue) issues.push(reasonIssue);
  issues.push(...customValueIssues(doc, tenant));
  issues.push(...(await categoryIssues(db, doc)));
  issues.push(...(await protocolIssues(db, doc)));
  issues.push(...(await approverIdentityIssues(db, doc)));
  return issues;
}

const keyOf = (issue: WorkUnitIssue) => `${issue.path}\u0000${issue.message}`;

/** Issues of `after` that `before` did not have: an edit may not make a record worse, and need not fix old faults. */
export function newIssues(before: WorkUnitIssue[], after: WorkUnitIssue[]): WorkUnitIssue[] {
  const old = new Set(before.map(keyOf));
  return after.filter((issue) => !old.has(keyOf(issue)));
}

/** 400 naming each problem as `field: message`, the same form as schema validation errors. */
export function rejectIssues(issues: WorkUnitIssue[]): void {
  if (issues.length === 0) return;
  const unique = [...new Map(issues.map((i) => [keyOf(i), i])).values()];
  throw badRequest(unique.map((i) => `${i.path}: ${i.message}`).join('; '));
}

/**
 * The values the server decides (§4) once the caller's values are accepted: a spam call is resolved
 * with source Spam, title 'Spam Call' and the lowest severity; an intake's severity follows its impact
 * scope; `resolved` is stamped on entering a done state and cleared on leaving it.
 */
export function applyServerRules(before: WorkUnitDocument | null, after: WorkUnitDocument, now: Date): WorkUnitDocument {
  const out = { ...after };
  const becameSpam = out.isSpamCall === true && before?.isSpamCall !== true;
  if (becameSpam) Object.assign(out, spamCallValues);
  else if (out.workUnitTypeId === WorkUnitTypeId.Intake && out.isSpamCall !== true) {
    const impactChanged = !before || before[IMPACT_SCOPE_FIELD] !== out[IMPACT_SCOPE_FIELD] || before.workUnitTypeId !== out.workUnitTypeId;
    if (impactChanged) out.severityId = severityForImpact(out[IMPACT_SCOPE_FIELD] as string | null | undefined);
  }
  const wasDone = before ? isDoneState(Number(before.stateId)) : false;
  const isDone = isDoneState(Number(out.stateId ?? WorkUnitStateId.New));
  if (isDone && !wasDone) out.resolved = now.toISOString();
  if (!isDone && wasDone) out.resolved = null;
  return out;
}

/** Only an Incident may become a Change Request (§4); no other type change is offered. */
export function checkTypeChange(before: WorkUnitDocument, after: WorkUnitDocument): void {
  if (before.workUnitTypeId === after.workUnitTypeId) return;
  if (before.workUnitTypeId === WorkUnitTypeId.ChangeRequest) throw badRequest(workUnitMessages.alreadyChangeRequest);
  if (before.workUnitTypeId !== WorkUnitTypeId.Incident || after.workUnitTypeId !== WorkUnitTypeId.ChangeRequest) {
    throw badRequest(workUnitMessages.onlyIncidentToChangeRequest);
  }
}
