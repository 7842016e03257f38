import {
  COMPLIANCE_MAX_ROWS, type ComplianceWeekSummary, type ControlEvidence, type ControlResponse, type ControlSetExportBody,
  type ControlSetImportBody, type ControlSetListResponse, type ControlSetResponse, type ControlSetsQuery, type ControlStatusCreateBody,
  type ControlStatusPatchBody, type ControlStatusResponse, ControlStatusValue, type EvidenceSource, type Permission, addComplianceWeeks,
  complianceMessages, complianceWeekEnd, complianceWeekKey, complianceWeekStart, controlStatusValues, multiLine,
} from '@portal/contracts';
import { and, asc, between, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../db/errors.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors/index.ts';
import { assertTenantAccess, findScoped, holdsInEveryTenant, tenantScope } from '../../platform/tenancy/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { applyPatch } from '../workunits/index.ts';
import { evidenceOf, fleetCounts } from './compliance.evidence.ts';
import { type ImportedControlSet, controlSetFromCsv, controlSetFromOscal } from './compliance.import.ts';
import { controlSets, controlStatuses, controls } from './compliance.table.ts';

type StatusRow = typeof controlStatuses.$inferSelect;
type Action = 'view' | 'create' | 'edit' | 'delete';
const permission = (action: Action) => `Compliance:${action}` as Permission;

export function presentStatus(row: StatusRow): ControlStatusResponse {
  return {
    id: row.controlStatusId,
    checkDate: `${row.weekStart}T00:00:00.000Z`,
    status: row.status as ControlStatusValue,
    notes: row.notes,
    tenantId: row.tenantId,
    controlId: row.controlId,
    modified: toIso(row.modified),
    modifiedBy: row.modifiedBy,
  };
}

const PatchedStatus = z.object({
  status: ControlStatusValue,
  notes: z.string().max(4000, 'notes: At most 4000 characters are allowed.').check(multiLine()).nullable(),
});

/** The week a date of a request names (validated by the contracts already). */
const weekOf = (date: string) => complianceWeekStart(new Date(date.length === 10 ? `${date}T00:00:00Z` : date));

/**
 * Control sets (shared catalogs) and each tenant's weekly statuses of their controls (docs/areas/compliance.md).
 * A status is kept per tenant, control and compliance week; another tenant's status is a 404.
 */
export function createComplianceService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  async function assertTenantExists(tenantId: string) {
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, tenantId));
    if (!tenant) throw notFound('The tenant');
  }

  /** The evidence of each source for the tenant, measured now: only for the current week (a past week's fleet is not kept). */
  async function evidenceFor(tenantId: string, week: Date, sources: Set<EvidenceSource>) {
    const out = new Map<EvidenceSource, ControlEvidence>();
    const now = clock();
    if (!sources.size || complianceWeekKey(now) !== complianceWeekKey(week)) return out;
    const counts = await fleetCounts(db, tenantId, now);
    for (const source of sources) out.set(source, evidenceOf(source, counts));
    return out;
  }

  async function list(actor: Actor, query: ControlSetsQuery): Promise<ControlSetListResponse> {
    const tenantId = query.tenantId.toLowerCase();
    assertTenantAccess(actor, permission('view'), tenantId);
    await assertTenantExists(tenantId);
    const week = weekOf(query.startDate);
    const sets = await db.select().from(controlSets)
      .where(query.controlSetId ? eq(controlSets.controlSetId, query.controlSetId) : undefined).orderBy(asc(controlSets.name));
    if (query.controlSetId && !sets.length) throw notFound('The control set');
    const rows = sets.length ? await db.select().from(controls)
      .where(inArray(controls.controlSetId, sets.map((s) => s.controlSetId)))
      .orderBy(asc(controls.controlSetId), asc(controls.position)).limit(query.$top ?? COMPLIANCE_MAX_ROWS) : [];
    const statuses = rows.length ? await db.select().from(controlStatuses).where(and(
      eq(controlStatuses.tenantId, tenantId), eq(controlStatuses.weekStart, complianceWeekKey(week)),
      inArray(controlStatuses.controlId, rows.map((r) => r.controlId)),
    )) : [];
    const byControl = new Map(statuses.map((s) => [s.controlId, s]));
    const evidence = await evidenceFor(tenantId, week, new Set(rows.flatMap((r) => (r.evidenceSource ? [r.evidenceSource as EvidenceSource] : []))));
    const value: ControlSetResponse[] = sets.map((set) => ({
      id: set.controlSetId, name: set.name, description: set.description, source: set.source,
      controls: rows.filter((r) => r.controlSetId === set.controlSetId).map((r): ControlResponse => {
        const status = byControl.get(r.controlId);
        return {
          id: r.controlId, name: r.name, title: r.title, description: r.description,
          evidenceSource: (r.evidenceSource as EvidenceSource | null) ?? null,
          controlStatuses: status ? [presentStatus(status)] : [],
          evidence: r.evidenceSource ? evidence.get(r.evidenceSource as EvidenceSource) ?? null : null,
        };
      }),
    }));
    return { weekStart: week.toISOString(), weekEnd: complianceWeekEnd(week).toISOString(), value };
  }

  /** Counts per status of one control set for `weeks` weeks ending with the asked one; controls without a record are Notset. */
  async function summary(actor: Actor, query: { tenantId: string; startDate: string; weeks: number; controlSetId: string }): Promise<ComplianceWeekSummary[]> {
    const tenantId = query.tenantId.toLowerCase();
    assertTenantAccess(actor, permission('view'), tenantId);
    await assertTenantExists(tenantId);
    const [set] = await db.select({ controls: count(controls.controlId) }).from(controlSets)
      .leftJoin(controls, eq(controls.controlSetId, controlSets.controlSetId))
      .where(eq(controlSets.controlSetId, query.controlSetId)).groupBy(controlSets.controlSetId);
    if (!set) throw notFound('The control set');
    const last = weekOf(query.startDate);
    const first = addComplianceWeeks(last, -(query.weeks - 1));
    const counted = await db.select({ weekStart: controlStatuses.weekStart, status: controlStatuses.status, n: count() })
      .from(controlStatuses).innerJoin(controls, eq(controls.controlId, controlStatuses.controlId))
      .where(and(eq(controlStatuses.tenantId, tenantId), eq(controls.controlSetId, query.controlSetId),
        between(controlStatuses.weekStart, complianceWeekKey(first), complianceWeekKey(last))))
      .groupBy(controlStatuses.weekStart, controlStatuses.status);
    return Array.from({ length: query.weeks }, (_, i) => {
      const key = complianceWeekKey(addComplianceWeeks(first, i));
      const counts = Object.fromEntries(controlStatusValues.map((s) => [s, 0])) as ComplianceWeekSummary['counts'];
      for (const row of counted.filter((c) => c.weekStart === key)) counts[row.status as ControlStatusValue] += row.n;
      counts.Notset += set.controls - Object.values(counts).reduce((a, b) => a + b, 0);
      return { weekStart: `${key}T00:00:00.000Z`, controls: set.controls, counts, compliantShare: set.controls ? counts.Compliant / set.controls : 0 };
    });
  }

  async function selectStatus(actor: Actor, scope: Permission, id: string) {
    const [row] = await db.select().from(controlStatuses)
      .where(and(eq(controlStatuses.controlStatusId, id), tenantScope(actor, scope, controlStatuses.tenantId)));
    return row;
  }
  const findStatus = (actor: Actor, action: Action, id: string) =>
    findScoped((scope) => selectStatus(actor, scope, id), permission(action), permission('view'), 'The control status');

  /** Creates the week's status of the control, or updates the one that exists (Compliance:create, or :edit to change one). */
  async function save(actor: Actor, body: ControlStatusCreateBody): Promise<ControlStatusResponse> {
    const tenantId = body.tenantId.toLowerCase();
    assertTenantAccess(actor, permission('view'), tenantId);
    await assertTenantExists(tenantId);
    const [control] = await db.select({ controlId: controls.controlId }).from(controls).where(eq(controls.controlId, body.controlId));
    if (!control) throw notFound('The control');
    const weekStart = complianceWeekKey(weekOf(body.checkDate));
    const notes = body.notes === undefined ? undefined : body.notes?.trim() ? body.notes : null;
    const [existing] = await db.select().from(controlStatuses).where(and(
      eq(controlStatuses.tenantId, tenantId), eq(controlStatuses.controlId, control.controlId), eq(controlStatuses.weekStart, weekStart)));
    if (existing) {
      assertTenantAccess(actor, permission('edit'), tenantId);
      const [row] = await db.update(controlStatuses)
        .set({ status: body.status, ...(notes !== undefined ? { notes } : {}), modified: new Date(), modifiedBy: actor.name })
        .where(eq(controlStatuses.controlStatusId, existing.controlStatusId)).returning();
      return presentStatus(row!);
    }
    assertTenantAccess(actor, permission('create'), tenantId);
    try {
      const [row] = await db.insert(controlStatuses).values({
        tenantId, controlId: control.controlId, weekStart, status: body.status, notes: notes ?? null, modifiedBy: actor.name,
      }).returning();
      return presentStatus(row!);
    } catch (err) {
      // Someone else created it between the read and the insert: their record stands; update it instead.
      if (postgresErrorCode(err) === UNIQUE_VIOLATION) return save(actor, body);
      throw err;
    }
  }

  async function patch(actor: Actor, id: string, operations: ControlStatusPatchBody): Promise<ControlStatusResponse> {
    const row = await findStatus(actor, 'edit', id);
    const current = presentStatus(row);
    const patched = applyPatch(current, operations, {
      writable: ['status', 'notes'], readable: Object.keys(current), dateFields: ['checkDate', 'modified'],
    });
    const parsed = PatchedStatus.safeParse({ status: patched.status, notes: patched.notes ?? null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badRequest(issue.path[0] === 'status' ? `status: ${ControlStatusValue.options.join(', ')} are the statuses.` : issue.message);
    }
    const notes = parsed.data.notes?.trim() ? parsed.data.notes : null;
    const [updated] = await db.update(controlStatuses).set({ status: parsed.data.status, notes, modified: new Date(), modifiedBy: actor.name })
      .where(and(eq(controlStatuses.tenantId, row.tenantId), eq(controlStatuses.controlStatusId, id))).returning();
    return presentStatus(updated!);
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    const row = await findStatus(actor, 'delete', id);
    await db.delete(controlStatuses).where(and(eq(controlStatuses.tenantId, row.tenantId), eq(controlStatuses.controlStatusId, id)));
  }

  /** Rows of a week's export: every control (up to 1000) with the tenant's status, notes and evidence. */
  async function exportRows(actor: Actor, body: ControlSetExportBody) {
    const result = await list(actor, { ...body, $top: COMPLIANCE_MAX_ROWS });
    return { ...result, rows: result.value.flatMap((set) => set.controls.map((c) => ({ set, control: c, status: c.controlStatuses[0] ?? null }))) };
  }

  /** Stores an imported set in one transaction: all its controls or nothing. */
  async function store(imported: ImportedControlSet & { name: string }) {
    try {
      return await db.transaction(async (tx) => {
        const [set] = await tx.insert(controlSets).values({ name: imported.name, description: imported.description, source: imported.source }).returning();
        for (let i = 0; i < imported.controls.length; i += 500) {
          await tx.insert(controls).values(imported.controls.slice(i, i + 500).map((c, j) => ({ ...c, controlSetId: set!.controlSetId, position: i + j + 1 })));
        }
        return { id: set!.controlSetId, name: set!.name, controls: imported.controls.length };
      });
    } catch (err) {
      if (postgresErrorCode(err) === UNIQUE_VIOLATION) throw conflict(complianceMessages.importDuplicateName(imported.name));
      throw err;
    }
  }

  /** An administrator's new control set from a CSV file or an OSCAL catalog; a bad file is a 400 and stores nothing. */
  async function importSet(actor: Actor, body: ControlSetImportBody) {
    if (!holdsInEveryTenant(actor, permission('create'))) throw forbidden(complianceMessages.importNeedsAllTenants);
    const parsed = body.format === 'csv' ? controlSetFromCsv(body.content) : controlSetFromOscal(body.content);
    const name = body.name?.trim() || parsed.name;
    if (!name) throw badRequest(complianceMessages.importNeedsName);
    return store({ ...parsed, name, description: body.description?.trim() || parsed.description });
  }

  /** The built-in catalogs, each stored once (by name); run by the seed and safe to run again. */
  async function ensureCatalog(set: ImportedControlSet & { name: string }): Promise<boolean> {
    const [found] = await db.select({ id: controlSets.controlSetId }).from(controlSets).where(eq(controlSets.name, set.name));
    if (found) return false;
    await store(set).catch((err: unknown) => {
      if (!(err instanceof Error && 'statusCode' in err && err.statusCode === 409)) throw err;
    });
    return true;
  }

  return { list, summary, save, patch, remove, exportRows, importSet, ensureCatalog };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
