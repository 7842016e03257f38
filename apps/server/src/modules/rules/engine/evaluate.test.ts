import { LeftOperandId as L, OperatorId as O, RuleTypeId } from '@portal/contracts';
import type { Condition } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateRule, stateNeeded } from './evaluate.ts';
import type { EngineRule, PacketInput, WorkUnitEventInput } from './evaluate.ts';
import { ruleProblems } from './problems.ts';

const tenantId = '11111111-1111-4111-8111-111111111111';
const otherTenant = '22222222-2222-4222-8222-222222222222';
const deviceA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const deviceB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const cond = (leftOperand: number, operator: number, rightOperand?: string, more: Partial<Condition> = {}): Condition =>
  ({ type: 0, leftOperand, operator, rightOperand, ...more });
const rule = (ruleTypeId: number, conditions: Condition[], more: Partial<EngineRule> = {}): EngineRule =>
  ({ ruleTypeId, matchLifetime: '00:10:00', conditions, ...more });
const packet = (message: Record<string, unknown>, more: Partial<PacketInput> = {}): PacketInput => ({
  packetId: crypto.randomUUID(), tenantId, entityId: deviceA, entityKind: 'device',
  timestamp: '2026-01-15T12:00:00Z', received: '2026-01-15T12:00:01Z', message, ...more,
});
const cpuAbove = (n: number) => cond(L.Metric, O.GreaterThan, String(n), { leftOperandFieldName: 'DeviceCpu' });

describe('evaluateRule', () => {
  it('Ingestion: each packet on its own, subject the entity, the deciding condition named', () => {
    const r = rule(RuleTypeId.Ingestion, [cond(L.Tenant, O.Equals, tenantId), cpuAbove(90)], { tenantId });
    const hot = evaluateRule(r, packet({ Metrics: { DeviceCpu: 93 } }));
    expect(hot).toMatchObject({ matched: true, subjectId: deviceA, decidedBy: { conditionIndex: 1 } });
    expect(hot.decidedBy.reason).toContain('DeviceCpu 93 GreaterThan "90": true');
    expect(evaluateRule(r, packet({ Metrics: { DeviceCpu: 50 } })).matched).toBe(false);
    expect(evaluateRule(r, packet({ Metrics: { DeviceCpu: 99 } }, { tenantId: otherTenant }))).toMatchObject({ matched: false, decidedBy: { conditionIndex: null } });
  });

  it('without explain, a verdict that is no match has no reason written; a match has the same as with it', () => {
    const r = rule(RuleTypeId.Ingestion, [cpuAbove(90)], { tenantId });
    const quiet = { explain: false };
    expect(evaluateRule(r, packet({ Metrics: { DeviceCpu: 50 } }), {}, quiet)).toMatchObject({ matched: false, label: '', decidedBy: { conditionIndex: 0, reason: '' } });
    const hot = packet({ Metrics: { DeviceCpu: 93 } });
    expect(evaluateRule(r, hot, {}, quiet)).toEqual(evaluateRule(r, hot));
    const correlation = rule(RuleTypeId.Correlation, [cpuAbove(90), { ...cpuAbove(95), type: 1 }], { tenantId });
    expect(evaluateRule(correlation, packet({ Metrics: { DeviceCpu: 50 } }), {}, quiet).label).toBe('');
    expect(evaluateRule(correlation, packet({ Metrics: { DeviceCpu: 50 } })).label).toContain('meets none of the correlated conditions');
  });

  it('And/Or fold left to right: (a OR b) AND c, not a OR (b AND c)', () => {
    const a = cond(L.Value, O.Equals, 'a');
    const b = cond(L.State, O.Equals, 'down', { type: 1, leftOperandFieldName: 'Service' });
    const c = cond(L.EntityKind, O.Equals, 'block', { type: 0 });
    const r = rule(RuleTypeId.Ingestion, [a, b, c]);
    // a true, c false: left to right gives false; "And binds tighter" would give true.
    expect(evaluateRule(r, packet({ Value: 'a' })).matched).toBe(false);
    expect(evaluateRule(r, packet({ Value: 'a' }, { entityKind: 'block' }))).toMatchObject({ matched: true, decidedBy: { conditionIndex: 2 } });
    // b skipped when a is already true: the decider is c.
    expect(evaluateRule(r, packet({ States: { Service: 'down' } }, { entityKind: 'block' })).matched).toBe(true);
  });

  it('Correlation: conditions met by packets of different entities within the lifetime; subject the tenant', () => {
    const r = rule(RuleTypeId.Correlation, [cond(L.State, O.Equals, 'down', { leftOperandFieldName: 'Link' }), cpuAbove(90)]);
    const first = evaluateRule(r, packet({ States: { Link: 'down' } }), { hits: [] });
    expect(first).toMatchObject({ matched: false, subjectId: tenantId });
    expect(first.hits).toEqual([{ conditionIndex: 0, entityId: deviceA, at: new Date('2026-01-15T12:00:00Z') }]);
    const second = evaluateRule(r, packet({ Metrics: { DeviceCpu: 95 } }, { entityId: deviceB, timestamp: '2026-01-15T12:05:00Z' }), { hits: first.hits });
    expect(second).toMatchObject({ matched: true, subjectId: tenantId });
    // The earlier hit has left the 10-minute lifetime.
    const late = evaluateRule(r, packet({ Metrics: { DeviceCpu: 95 } }, { entityId: deviceB, timestamp: '2026-01-15T12:10:01Z' }), { hits: first.hits });
    expect(late.matched).toBe(false);
    // A packet meeting no condition makes no hit and no match.
    expect(evaluateRule(r, packet({ Metrics: { DeviceCpu: 5 } }), { hits: [...first.hits, ...second.hits] })).toMatchObject({ matched: false, hits: [] });
    expect(stateNeeded(r)).toEqual({ history: null, hits: { windowMs: 600_000 } });
  });

  it('History: average, count, minimum, maximum, all and any over the entity\'s values within the lifetime', () => {
    const history = [55, 70, 100].map((v, i) => ({ timestamp: `2026-01-15T11:5${i}:00Z`, message: { Metrics: { DeviceCpu: v } } }));
    const old = { timestamp: '2026-01-15T11:40:00Z', message: { Metrics: { DeviceCpu: 1000 } } };
    const state = { history: [...history, old] };
    const now = packet({ Metrics: { DeviceCpu: 75 } });
    const on = (occurrencePattern: number, operator: number, right: string) =>
      evaluateRule(rule(RuleTypeId.History, [cond(L.Metric, operator, right, { leftOperandFieldName: 'DeviceCpu', occurrencePattern })]), now, state);
    expect(on(1, O.Equals, '75').matched).toBe(true); // (55+70+100+75)/4, the 11:40 value is outside the lifetime
    expect(on(4, O.Equals, '4').matched).toBe(true);
    expect(on(2, O.Equals, '55').matched).toBe(true);
    expect(on(3, O.Equals, '100').matched).toBe(true);
    expect(on(5, O.GreaterThan, '50').matched).toBe(true);
    expect(on(5, O.GreaterThan, '60').matched).toBe(false);
    expect(on(6, O.GreaterThanOrEqual, '100').matched).toBe(true);
    expect(on(0, O.Equals, '75').subjectId).toBe(deviceA);
    expect(stateNeeded(rule(RuleTypeId.History, [cond(L.Metric, O.Equals, '1', { leftOperandFieldName: 'X', occurrencePattern: 1 })])).history)
      .toEqual({ windowMs: 600_000, maxPackets: 1000 });
  });

  it('WorkUnit: work unit events, subject the work unit; packets are not its input', () => {
    const r = rule(RuleTypeId.WorkUnit, [cond(L.WorkUnitEvent, O.Equals, 'stateChanged'), cond(L.WorkUnitSeverity, O.LessThanOrEqual, '1')]);
    const event: WorkUnitEventInput = { workUnitId: 'wu-1', tenantId, event: 'stateChanged', timestamp: '2026-01-15T12:00:00Z', fields: { severityId: 1, stateId: 2 } };
    expect(evaluateRule(r, event)).toMatchObject({ matched: true, subjectId: 'wu-1' });
    expect(evaluateRule(r, { ...event, fields: { severityId: 3 } }).matched).toBe(false);
    expect(evaluateRule(r, packet({})).matched).toBe(false);
    expect(evaluateRule(rule(RuleTypeId.Ingestion, [cond(L.Value, O.IsEmpty)]), event).matched).toBe(false);
  });

  it('Maintenance: matches only inside its time window', () => {
    const r = rule(RuleTypeId.Maintenance, [cond(L.EntityId, O.Equals, deviceA)], {
      timeConditions: { timeZoneId: 'America/New_York', daysOfWeek: [4], daysOfMonth: [], dailyStartTime: '06:00', dailyEndTime: '08:00' },
    });
    expect(evaluateRule(r, packet({}, { timestamp: '2026-01-15T12:00:00Z' })).matched).toBe(true); // Thursday 07:00
    const outside = evaluateRule(r, packet({}, { timestamp: '2026-01-15T14:00:00Z' }));
    expect(outside).toMatchObject({ matched: false, decidedBy: { conditionIndex: null } });
    expect(outside.decidedBy.reason).toContain('daily window');
  });

  it('Aggregation: counts entities that met the filter within the lifetime; subject the tenant', () => {
    const r = rule(RuleTypeId.Aggregation, [cond(L.State, O.Equals, 'down', { leftOperandFieldName: 'Link' }), cond(L.EntityCount, O.GreaterThanOrEqual, '2')]);
    const first = evaluateRule(r, packet({ States: { Link: 'down' } }), { hits: [] });
    expect(first).toMatchObject({ matched: false, subjectId: tenantId, decidedBy: { conditionIndex: 1 } });
    expect(first.hits).toHaveLength(1);
    const again = evaluateRule(r, packet({ States: { Link: 'down' } }), { hits: first.hits });
    expect(again.matched).toBe(false); // the same entity twice is still one entity
    const other = evaluateRule(r, packet({ States: { Link: 'down' } }, { entityId: deviceB }), { hits: first.hits });
    expect(other.matched).toBe(true);
    expect(evaluateRule(r, packet({ States: { Link: 'up' } }, { entityId: deviceB }), { hits: first.hits })).toMatchObject({ matched: false, hits: [] });
  });

  it('Packet Delay compares received minus timestamp with a time span', () => {
    const r = rule(RuleTypeId.Ingestion, [cond(L.PacketDelay, O.GreaterThan, '00:00:30')]);
    expect(evaluateRule(r, packet({}, { received: '2026-01-15T12:01:00Z' })).matched).toBe(true);
    expect(evaluateRule(r, packet({})).matched).toBe(false);
  });
});

describe('ruleProblems', () => {
  it('refuses what the engine cannot evaluate', () => {
    const problems = ruleProblems({
      ruleTypeId: RuleTypeId.Aggregation, tenantId: null,
      conditions: [cond(L.WorkUnitEvent, O.Equals, 'created'), cond(L.Metric, O.Contains, 'x', { leftOperandFieldName: 'Cpu' }), cond(L.Metric, O.GreaterThan, 'high')],
      timeConditions: { timeZoneId: 'Nowhere/Else', daysOfWeek: [], daysOfMonth: [], startRange: null, endRange: null, dailyStartTime: null, dailyEndTime: null },
    }).map((p) => `${p.path.join('.')}: ${p.message}`);
    expect(problems).toEqual([
      'timeConditions.timeZoneId: This timezone is not known; pick one from the list.',
      'conditions.0.leftOperand: This left operand cannot be used with this rule type; pick another one.',
      'conditions.1.operator: This operator cannot be used with this left operand; pick another one.',
      'conditions.2.leftOperandFieldName: Please enter the field name this condition reads, for example DeviceCpu.',
      'conditions.2.rightOperand: Please enter a number to compare with.',
      'conditions: An Aggregation rule needs a condition on Entity Count or Packet Count.',
    ]);
    expect(ruleProblems({ ruleTypeId: 1, tenantId, conditions: [cond(L.Tenant, O.Equals, tenantId), cpuAbove(1)], timeConditions: null })).toEqual([]);
  });
});
