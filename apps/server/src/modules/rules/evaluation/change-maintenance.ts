import { ConditionType, LeftOperandId, OperatorId, RuleBody, RuleTypeId, WorkUnitTypeId } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/types.ts';
import { type ChangeWindow, type WorkUnitEvent, readChangeWindow, writeHistory } from '../../workunits/index.ts';
import { normalizeRule } from '../rules.service.ts';
import { rules } from '../rules.table.ts';

/** Who the work unit's history names for these entries. */
export const CHANGE_MAINTENANCE_ACTOR = 'portal (maintenance from change)';

/** The fields whose change can start, move or end an approved change's window. */
const WINDOW_FIELDS = new Set([
  'approver1', 'approver2', 'approved1By', 'approved2By', 'declined1By', 'declined2By', 'plannedStartTime', 'plannedFinishTime', 'stateId',
]);

const concernsWindow = (event: WorkUnitEvent) => event.workUnit.workUnitTypeId === WorkUnitTypeId.ChangeRequest
  && (event.kind === 'created' || event.changed.some((field) => WINDOW_FIELDS.has(field)));

export const changeRuleName = (workUnitId: number) => `Change #${workUnitId} maintenance window`;

/** The Maintenance rule for an approved window: those devices and blocks, from start to finish (UTC instants). */
function maintenanceBody(window: ChangeWindow & { start: Date; finish: Date }): RuleBody {
  const kinds = [...new Set(window.subjects.map((s) => s.kind.toLowerCase()))].join(' and ');
  return RuleBody.parse({
    name: changeRuleName(window.workUnitId),
    description: `Made by the portal when change #${window.workUnitId} was approved: the ${kinds} it names are in maintenance during its planned window.`,
    ruleTypeId: RuleTypeId.Maintenance,
    tenantId: window.tenantId,
    matchLifetime: '00:05:00',
    timeConditions: { timeZoneId: 'UTC', startRange: window.start.toISOString(), endRange: window.finish.toISOString() },
    // Read left to right after the tenant condition: this entity, or that one, or...
    conditions: window.subjects.map((subject, index) => ({
      type: index === 0 ? ConditionType.And : ConditionType.Or, leftOperand: LeftOperandId.EntityId, operator: OperatorId.Equals, rightOperand: subject.id,
    })),
  });
}

const describeWindow = (w: { start: Date; finish: Date; subjects: ChangeWindow['subjects'] }) =>
  `${w.start.toISOString()} to ${w.finish.toISOString()} (UTC) for ${w.subjects.map((s) => `${s.kind} ${s.id}`).join(', ')}`;

/**
 * An approved change silences its own alarms (issue 31 item 6): for each change request among `events` whose
 * approval, window or state changed, makes, moves or removes the Maintenance rule of its window, in the
 * evaluation's transaction, and says so in the work unit's history. Matches of the related devices and blocks
 * made inside the window are then marked inMaintenance and their actions Suppressed (evaluate.ts).
 */
export async function syncChangeMaintenance(tx: DbOrTx, events: readonly WorkUnitEvent[], now: Date): Promise<void> {
  const workUnitIds = [...new Set(events.filter(concernsWindow).map((e) => e.workUnitId))];
  for (const workUnitId of workUnitIds) await syncOne(tx, workUnitId, now);
}

async function syncOne(tx: DbOrTx, workUnitId: number, now: Date): Promise<void> {
  const window = await readChangeWindow(tx, workUnitId);
  if (!window) return;
  const [existing] = await tx.select({ ruleId: rules.ruleId, timeConditions: rules.timeConditions, conditions: rules.conditions })
    .from(rules).where(and(eq(rules.tenantId, window.tenantId), eq(rules.changeWorkUnitId, workUnitId)));
  const { start, finish } = window;
  const history = (detail: string) => writeHistory(tx, window, CHANGE_MAINTENANCE_ACTOR, [{ historyType: 'WorkUnitEvent', detail }], now);

  if (!(window.approved && window.open && start && finish && finish > now && window.subjects.length > 0)) {
    if (!existing) return;
    await tx.delete(rules).where(and(eq(rules.tenantId, window.tenantId), eq(rules.ruleId, existing.ruleId)));
    await history(`The maintenance rule '${changeRuleName(workUnitId)}' was removed: the change is ${window.open ? 'no longer approved with a window ahead' : 'done'}.`);
    return;
  }
  const values = normalizeRule(window.tenantId, maintenanceBody({ ...window, start, finish }));
  if (existing) {
    const same = JSON.stringify(existing.timeConditions) === JSON.stringify(values.timeConditions)
      && JSON.stringify(existing.conditions) === JSON.stringify(values.conditions);
    if (same) return;
    await tx.update(rules).set({ ...values, modified: now }).where(and(eq(rules.tenantId, window.tenantId), eq(rules.ruleId, existing.ruleId)));
    await history(`The maintenance rule '${values.name}' now covers ${describeWindow({ start, finish, subjects: window.subjects })}.`);
    return;
  }
  await tx.insert(rules).values({ ...values, changeWorkUnitId: workUnitId });
  await history(`Approved with a planned window: the maintenance rule '${values.name}' silences ${describeWindow({ start, finish, subjects: window.subjects })}; `
    + 'their rule matches in that window are marked in maintenance and their actions suppressed.');
}
