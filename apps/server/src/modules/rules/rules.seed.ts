import {
  BUILT_IN_ACTION_IDS, ConditionType, LeftOperandId, OccurrencePatternId, OperatorId, type RuleAction, RuleBody, type RuleBodyInput, RuleTypeId,
  isBuiltInActionDefinitionType, parseInputParameters,
} from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { createActionDefinitionsService } from '../actiondefinitions/index.ts';
import { demoBlockId } from '../blocks/index.ts';
import { demoProtocolId } from '../protocols/index.ts';
import { openCommunicationOf } from '../workunitcommunications/index.ts';
import { actionDefinitionsFinder } from './index.ts';
import { createRulesService } from './rules.service.ts';

type Condition = RuleBodyInput['conditions'][number];
const and = (c: Omit<Condition, 'type'>): Condition => ({ type: ConditionType.And, ...c });
const blockIs = (tenantId: string, name: string) => and({ leftOperand: LeftOperandId.EntityId, operator: OperatorId.Equals, rightOperand: demoBlockId(tenantId, name) });
const value = (operator: number, rightOperand: string) => and({ leftOperand: LeftOperandId.Value, operator, rightOperand });
const cpu = (operator: number, rightOperand: string, occurrencePattern?: number) =>
  and({ leftOperand: LeftOperandId.Metric, leftOperandFieldName: 'DeviceCpu', operator, rightOperand, occurrencePattern });
const isDevice = and({ leftOperand: LeftOperandId.EntityKind, operator: OperatorId.Equals, rightOperand: 'device' });

/**
 * The demo rules of one tenant: several types over the demo blocks (blocks/blocks.demo.ts: their values make
 * these match now and then) and the devices' heartbeats, acting through the seeded action definitions.
 */
export function demoRules(tenantId: string, actions: { http?: RuleAction; protocolId?: string; communicationId?: number }): RuleBodyInput[] {
  const email = (template: string): RuleAction => ({ actionDefinitionId: BUILT_IN_ACTION_IDS.email, parameters: { IsImportant: 'false', Template: template, ExtraParameters: '' } });
  const workUnit: RuleAction = {
    actionDefinitionId: BUILT_IN_ACTION_IDS.createWorkUnit,
    parameters: {
      TenantId: tenantId, ProtocolId: actions.protocolId ?? '', SeverityId: '2', AssignmentGroup: 'Service Desk',
      CommunicationId: actions.communicationId === undefined ? '' : String(actions.communicationId),
    },
  };
  const http: RuleAction[] = actions.http ? [actions.http] : [];
  const base = { tenantId, matchLifetime: '00:05:00' };
  return [
    {
      ...base, name: 'Server room too warm', ruleTypeId: RuleTypeId.Ingestion, description: 'The rack sensor reads above 24 °C.',
      conditions: [blockIs(tenantId, 'Server room temperature'), value(OperatorId.GreaterThan, '24')],
      matchActions: http.length ? http : [email('GeneralAlert')], expirationActions: [email('AllClear')],
    },
    {
      ...base, name: 'Disk space low', ruleTypeId: RuleTypeId.Ingestion, description: 'Under 20 GB free on the shared volume.', matchLifetime: '00:10:00',
      conditions: [blockIs(tenantId, 'Disk free (GB)'), value(OperatorId.LessThan, '20')], matchActions: [email('Rule')],
    },
    {
      ...base, name: 'Backup failed', ruleTypeId: RuleTypeId.Ingestion, description: 'The nightly backup reports Failed: one work unit per failure.',
      matchLifetime: '01:00:00', conditions: [blockIs(tenantId, 'Backup status'), value(OperatorId.Equals, 'Failed')], matchActions: [workUnit],
    },
    {
      ...base, name: 'Device CPU above 80%', ruleTypeId: RuleTypeId.Ingestion, description: 'A heartbeat reports Metrics.DeviceCpu over 80.',
      useSlidingExpiration: true, conditions: [isDevice, cpu(OperatorId.GreaterThan, '80')], matchActions: [email('Detailed')],
    },
    {
      ...base, name: 'Device CPU averages above 70% for 15 minutes', ruleTypeId: RuleTypeId.History, matchLifetime: '00:15:00',
      description: 'The average of a device\'s heartbeats over the last 15 minutes.',
      conditions: [isDevice, cpu(OperatorId.GreaterThan, '70', OccurrencePatternId.Average)], matchActions: [workUnit],
    },
    {
      ...base, name: 'Three devices above 90% CPU', ruleTypeId: RuleTypeId.Aggregation, description: 'Three or more devices run hot within 5 minutes.',
      conditions: [isDevice, cpu(OperatorId.GreaterThan, '90'), and({ leftOperand: LeftOperandId.EntityCount, operator: OperatorId.GreaterThanOrEqual, rightOperand: '3' })],
      matchActions: [email('SOCAlert')],
    },
    {
      ...base, name: 'Nightly maintenance window', ruleTypeId: RuleTypeId.Maintenance,
      description: 'Patching from 02:00 to 04:00 New York time: matches are marked in maintenance and their actions suppressed.',
      timeConditions: { timeZoneId: 'America/New_York', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], dailyStartTime: '02:00', dailyEndTime: '04:00' },
      conditions: [isDevice],
    },
    {
      ...base, name: 'Orders stalled (disabled example)', ruleTypeId: RuleTypeId.Ingestion, enabled: false,
      description: 'Shown with Show Disabled Rules: fewer than 5 orders a minute.',
      conditions: [blockIs(tenantId, 'Orders per minute'), value(OperatorId.LessThan, '5')], matchActions: [email('GeneralAlert')],
    },
  ];
}

/** Every demo tenant's rules, made through the rules service as the API makes them (`cli:seed`). */
export async function seedRules({ db, tenants }: SeedContext): Promise<void> {
  const actor = operatorActor('seed');
  const rules = createRulesService({ db, findActionDefinitions: actionDefinitionsFinder(db) });
  const definitions = createActionDefinitionsService({ db });
  for (const tenant of tenants) {
    // The first HTTP rule action the tenant can use (the actions seed aims one at the demo receiver).
    const usable = await definitions.forUse(actor, 'rules', tenant.tenantId);
    const definition = usable.value.find((d) => !isBuiltInActionDefinitionType(d.actionDefinitionTypeId) && d.actionDefinitionId !== BUILT_IN_ACTION_IDS.email);
    // Its declared inputs filled in (the demo webhook takes a Severity).
    const http = definition && {
      actionDefinitionId: definition.actionDefinitionId,
      parameters: Object.fromEntries(parseInputParameters(definition.inputParameters).map((name) => [name, name === 'Severity' ? 'High' : ''])),
    };
    // The work units the demo rules open run the tenant's demo protocol (protocols/protocols.seed.ts): the closed loop.
    const protocolId = await demoProtocolId(db, tenant.tenantId);
    // ...and join the tenant's ongoing outage communication, which the demo customers read in the Resolution Center.
    const communicationId = await openCommunicationOf(db, tenant.tenantId);
    for (const rule of demoRules(tenant.tenantId, { http, protocolId, communicationId })) await rules.create(actor, RuleBody.parse(rule));
  }
}
