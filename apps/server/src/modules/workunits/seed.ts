import {
  SeverityId,
  WorkUnitStateId,
  WorkUnitTypeId,
  impactScopes,
  isDoneState,
  parseCustomField,
  severityForImpact,
  workUnitStateNames,
  type WorkUnitStateId as StateId,
} from '@portal/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { users } from '../../platform/identity/users.table.ts';
import { roleGrants, roles } from '../../platform/permissions/roles.table.ts';
import type { SeedContext } from '../../platform/module.ts';
import { tenants as tenantsTable } from '../tenants/tenants.table.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { workUnitSubcategories } from '../workunitsubcategories/workunitsubcategories.table.ts';
import { workUnitHistory, workUnitNotes, workUnitRelations, workUnits } from './workunits.table.ts';

const PER_TENANT = 120;
const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator, so every fresh install shows the same demo data. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    let r = next() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, weight] of items) if ((r -= weight) < 0) return item;
    return items[0]![0];
  };
  return { next, pick, weighted };
}

const states: ReadonlyArray<readonly [StateId, number]> = [
  [WorkUnitStateId.New, 22], [WorkUnitStateId.Acknowledged, 10], [WorkUnitStateId.InProgress, 15], [WorkUnitStateId.OnHold, 5],
  [WorkUnitStateId.Mitigated, 5], [WorkUnitStateId.Resolved, 18], [WorkUnitStateId.Closed, 18], [WorkUnitStateId.Canceled, 7],
];
const types = [[WorkUnitTypeId.Incident, 50], [WorkUnitTypeId.ChangeRequest, 25], [WorkUnitTypeId.Intake, 15], [WorkUnitTypeId.Request, 10]] as const;
const incidentTitles = ['Email not syncing on mobile', 'VPN drops every few minutes', 'Printer on floor 3 offline', 'Website returns 502', 'Disk almost full on app server', 'Login page slow', 'Backup job failed', 'Certificate expires soon', 'CPU alert on database host', 'Users cannot reach file share'];
const changeTitles = ['Patch web servers', 'Upgrade database to the next major version', 'Rotate TLS certificates', 'Add storage to file server', 'Replace core switch', 'Deploy monitoring agent 2.4'];
const intakeTitles = ['Caller reports outage', 'Password reset by phone', 'VIP cannot print', 'Whole office offline', 'Question about invoice'];
const requestTitles = ['New Account: Jordan Smith', 'Password Reset: Alex Lee', 'New Account: Morgan Diaz'];
const people = ['agent', 'manager', 'admin'];
const stakeholders = ['Robin Hart', 'Kim Novak', 'Lee Chan', 'Ava Stone', 'Noah Park'];

/** Accounts holding the built-in Customer role, with the tenants of that grant (null: every tenant). */
async function customerAccounts(db: SeedContext['db']) {
  const rows = await db.select({ displayName: users.displayName, email: users.email, tenantIds: roleGrants.tenantIds })
    .from(users)
    .innerJoin(roleGrants, eq(roleGrants.userId, users.userId))
    .innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
    .where(and(eq(roles.name, 'Customer'), isNotNull(users.email)))
    .orderBy(users.userName);
  return rows.filter((r): r is typeof r & { email: string } => !!r.email);
}

/** A few hundred work units of every type and state in the demo tenants, with notes, history and relations. */
/** Work units pick a category and one of its subcategories. */
export const seedAfter = ['workunitcategories', 'workunitsubcategories'];

export default async function seedWorkUnits({ db, tenants }: SeedContext): Promise<void> {
  if (tenants.length === 0) return;
  const rnd = random(20240601);
  const now = Date.now();
  const tenantRows = await db.select().from(tenantsTable).where(inArray(tenantsTable.tenantId, tenants.map((t) => t.tenantId)));
  const categories = await db.select().from(workUnitCategories).where(inArray(workUnitCategories.tenantId, tenants.map((t) => t.tenantId)));
  const subcategories = categories.length
    ? await db.select().from(workUnitSubcategories).where(inArray(workUnitSubcategories.workUnitCategoryId, categories.map((c) => c.workUnitCategoryId)))
    : [];

  const customers = await customerAccounts(db);
  // People fields hold user names (docs/areas/workunits.md), and each approver slot its account.
  const accounts = new Map((await db.select({ userId: users.userId, userName: users.userName }).from(users)
    .where(inArray(users.userName, people))).map((u) => [u.userName, u.userId]));
  const values: Array<typeof workUnits.$inferInsert> = [];
  for (const tenant of tenantRows) {
    // The customers of the tenant report some of its incidents, so the Resolution Center shows them theirs.
    const reporters = customers.filter((c) => c.tenantIds === null || c.tenantIds.includes(tenant.tenantId));
    let incidents = 0;
    const groups = tenant.assignmentGroups.split(',').map((g) => g.trim()).filter(Boolean);
    // Dropdown custom fields get one of their options, so the panel shows them filled in.
    const customValues: Record<string, string> = {};
    for (let i = 1; i <= 15; i++) {
      const text = tenant[`workUnitFieldDef${i}` as keyof typeof tenant];
      const parsed = typeof text === 'string' && text ? parseCustomField(text) : undefined;
      if (parsed?.ok && i !== 13) customValues[`customValue${i}`] = parsed.value.Options?.[0] ?? 'Demo value';
    }
    for (let n = 0; n < PER_TENANT; n++) {
      // Every type meets every state in the first 32 rows; the rest follow a realistic mix.
      const typeId = n < 32 ? ([1, 2, 3, 4] as const)[n % 4]! : rnd.weighted(types);
      const stateId = n < 32 ? ((Math.floor(n / 4) % 8) + 1) as StateId : rnd.weighted(states);
      const created = new Date(now - Math.floor(rnd.next() * 90 * DAY));
      const modified = new Date(Math.min(now, created.getTime() + Math.floor(rnd.next() * 5 * DAY)));
      const category = rnd.pick([undefined, ...categories.filter((c) => c.tenantId === tenant.tenantId && c.workUnitTypeId === typeId)]);
      const subcategory = category ? rnd.pick(subcategories.filter((s) => s.workUnitCategoryId === category.workUnitCategoryId)) : undefined;
      const active = stateId !== WorkUnitStateId.New;
      const row: typeof workUnits.$inferInsert = {
        tenantId: tenant.tenantId,
        workUnitTypeId: typeId,
        stateId,
        severityId: rnd.weighted([[SeverityId.Sev0, 3], [SeverityId.Sev1, 10], [SeverityId.Sev2, 25], [SeverityId.Sev3, 35], [SeverityId.Sev4, 27]] as const),
        title: rnd.pick(typeId === 1 ? changeTitles : typeId === 2 ? intakeTitles : typeId === 4 ? requestTitles : incidentTitles),
        description: 'Seeded demo work unit. Details as the reporter gave them.',
        workUnitCategoryId: category?.workUnitCategoryId ?? null,
        workUnitSubcategoryId: subcategory?.workUnitSubcategoryId ?? null,
        effort: rnd.pick([null, 1, 2, 3, 5, 8, 13]),
        created,
        modified,
        resolved: isDoneState(stateId) ? modified : null,
        createdBy: rnd.pick(people),
        modifiedBy: rnd.pick(people),
        assignedTo: active ? rnd.pick(people) : null,
        assignmentGroup: groups.length ? rnd.pick(groups) : null,
        source: rnd.pick(['Email', 'Phone', 'Chat', 'Other']),
        referenceId: rnd.next() < 0.3 ? `EXT-${10000 + n}` : null,
        resolution: isDoneState(stateId) || typeId === 1 ? 'Resolved by the on-call engineer.' : null,
        stakeHolderFullName: rnd.pick(stakeholders),
        stakeholderPhoneNumber: `555-01${String(n % 100).padStart(2, '0')}`,
        stakeHolderEmailAddress: 'reporter@example.test',
        stakeholderExperienceScore: isDoneState(stateId) ? rnd.pick(['Great', 'Average', 'Poor', null]) : null,
        ...customValues,
      };
      if (typeId === WorkUnitTypeId.Incident && reporters.length > 0 && incidents++ % 3 === 0) {
        const reporter = reporters[Math.floor(incidents / 3) % reporters.length]!;
        Object.assign(row, { stakeHolderFullName: reporter.displayName, stakeHolderEmailAddress: reporter.email });
      }
      if (typeId === WorkUnitTypeId.ChangeRequest) {
        const start = new Date(created.getTime() + 7 * DAY);
        Object.assign(row, {
          implementationPlan: '1. Announce the window. 2. Apply the change. 3. Verify.',
          rollbackPlan: 'Restore from the snapshot taken before the change.',
          affectedResources: 'app01, app02', environment: 'Production', expectedCFSAlerts: 'Availability alerts during the window',
          plannedStartTime: start, plannedFinishTime: new Date(start.getTime() + 2 * 60 * 60 * 1000),
          approver1: 'manager', approver2: 'admin',
          approver1UserId: accounts.get('manager') ?? null, approver2UserId: accounts.get('admin') ?? null,
          approved1By: stateId !== WorkUnitStateId.New && stateId !== WorkUnitStateId.Canceled ? 'manager' : null,
          declined2By: stateId === WorkUnitStateId.Canceled ? 'admin' : null,
          decision2Notes: stateId === WorkUnitStateId.Canceled ? 'Conflicts with the release freeze.' : null,
        });
      }
      if (typeId === WorkUnitTypeId.Intake) {
        const scope = rnd.pick([...impactScopes, 'Other']);
        Object.assign(row, { customValue13: scope, severityId: severityForImpact(scope) });
      }
      values.push(row);
    }
  }

  const inserted: Array<{ workUnitId: number; tenantId: string; stateId: number; created: Date; createdBy: string; assignmentGroup: string | null }> = [];
  for (let i = 0; i < values.length; i += 200) {
    inserted.push(...await db.insert(workUnits).values(values.slice(i, i + 200)).returning({
      workUnitId: workUnits.workUnitId, tenantId: workUnits.tenantId, stateId: workUnits.stateId,
      created: workUnits.created, createdBy: workUnits.createdBy, assignmentGroup: workUnits.assignmentGroup,
    }));
  }

  const history: Array<typeof workUnitHistory.$inferInsert> = [];
  const notes: Array<typeof workUnitNotes.$inferInsert> = [];
  const relations: Array<typeof workUnitRelations.$inferInsert> = [];
  for (const [index, wu] of inserted.entries()) {
    const at = (hours: number) => new Date(wu.created.getTime() + hours * 60 * 60 * 1000);
    const base = { workUnitId: wu.workUnitId, tenantId: wu.tenantId };
    history.push({ ...base, historyType: 'WorkUnitEvent', detail: 'Work Unit created by the demo data.', created: wu.created, createdBy: wu.createdBy });
    if (wu.stateId !== WorkUnitStateId.New) {
      history.push({ ...base, historyType: 'WorkUnitStateChange', detail: `State changed from New to ${workUnitStateNames[wu.stateId as StateId]}.`, field: 'stateId', oldValue: 'New', newValue: workUnitStateNames[wu.stateId as StateId], created: at(1), createdBy: 'agent' });
      history.push({ ...base, historyType: 'FieldChange', detail: "Assigned To changed from (empty) to 'agent'.", field: 'assignedTo', oldValue: null, newValue: 'agent', created: at(1), createdBy: 'agent' });
      notes.push({ ...base, detail: 'Looking into it now.', isExternalNote: true, created: at(2), createdBy: 'agent' });
    }
    if (index % 7 === 0 && wu.assignmentGroup) {
      history.push({ ...base, historyType: 'AssignmentGroupEscalation', detail: `Escalated from 'Service Desk' to '${wu.assignmentGroup}'. Reason: Needs specialist.`, field: 'assignmentGroup', oldValue: 'Service Desk', newValue: wu.assignmentGroup, created: at(3), createdBy: 'agent' });
    }
    notes.push({ ...base, detail: 'Checked the monitoring dashboards; no other tenant affected.', isExternalNote: false, created: at(4), createdBy: 'agent' });
    const previous = inserted[index - 1];
    if (index % 10 === 0 && previous && previous.tenantId === wu.tenantId) {
      relations.push({ ...base, referenceId: String(previous.workUnitId), referenceType: 'WorkUnit', created: at(5), createdBy: 'agent' });
      history.push({ ...base, historyType: 'WorkUnitRelationCreated', detail: `Related WorkUnit ${previous.workUnitId} added.`, historyUrl: `/workunitsv2?workUnitId=${previous.workUnitId}`, created: at(5), createdBy: 'agent' });
    }
  }
  for (let i = 0; i < history.length; i += 1000) await db.insert(workUnitHistory).values(history.slice(i, i + 1000));
  for (let i = 0; i < notes.length; i += 1000) await db.insert(workUnitNotes).values(notes.slice(i, i + 1000));
  if (relations.length) await db.insert(workUnitRelations).values(relations);
}
