import {
  LeftOperandId, OccurrencePatternId, OperatorId, RuleTypeId, packetEntityKinds, ruleTypeIds, ruleTypeNames, severityIds, severityNames,
  workUnitEventNames, workUnitStateIds, workUnitStateNames, workUnitTypeIds, workUnitTypeNames,
} from '@portal/contracts';
import type { ConditionInputKind, LeftOperandType } from '@portal/contracts';

/**
 * The engine's definition tables. The lookups answer from these, so the editor can only offer what the engine
 * evaluates. docs/areas/rules.md explains each entry.
 */

export interface RuleTypeDefinition { id: RuleTypeId; name: string; description: string; input: 'packet' | 'workUnitEvent' }
export const ruleTypes: readonly RuleTypeDefinition[] = [
  { id: 1, name: ruleTypeNames[1], input: 'packet', description: 'Each packet is checked on its own; the subject is the packet\'s entity.' },
  { id: 2, name: ruleTypeNames[2], input: 'packet', description: 'Several conditions, each met by some packet (of any entities) within the match lifetime; the subject is the tenant.' },
  { id: 3, name: ruleTypeNames[3], input: 'packet', description: 'Conditions over an entity\'s recent values (average, minimum, maximum, count, all, any) within the match lifetime; the subject is the entity.' },
  { id: 4, name: ruleTypeNames[4], input: 'workUnitEvent', description: 'Work unit events (created, changed, state changed); the subject is the work unit.' },
  { id: 5, name: ruleTypeNames[5], input: 'packet', description: 'Packets within the time window mark matches in maintenance; their actions are recorded as Suppressed. The subject is the entity.' },
  { id: 6, name: ruleTypeNames[6], input: 'packet', description: 'Counts across entities: how many entities (or packets) met the filter conditions within the match lifetime; the subject is the tenant.' },
];

export interface OperatorDefinition { id: OperatorId; name: string; description: string; needsRightOperand: boolean }
export const operators: readonly OperatorDefinition[] = [
  { id: 1, name: 'Equals', needsRightOperand: true, description: 'Numbers compare as numbers, everything else as text ignoring case.' },
  { id: 2, name: 'NotEquals', needsRightOperand: true, description: 'The opposite of Equals.' },
  { id: 3, name: 'GreaterThan', needsRightOperand: true, description: 'Numbers as numbers, text by code point ignoring case; a missing value is never greater.' },
  { id: 4, name: 'LessThan', needsRightOperand: true, description: 'Numbers as numbers, text by code point ignoring case; a missing value is never less.' },
  { id: 5, name: 'Contains', needsRightOperand: true, description: 'The text contains the value, ignoring case.' },
  { id: 6, name: 'GreaterThanOrEqual', needsRightOperand: true, description: 'GreaterThan or Equals.' },
  { id: 7, name: 'LessThanOrEqual', needsRightOperand: true, description: 'LessThan or Equals.' },
  { id: 8, name: 'Matches', needsRightOperand: true, description: 'The text matches the regular expression, ignoring case (safe patterns only, first 4096 characters).' },
  { id: 9, name: 'StartsWith', needsRightOperand: true, description: 'The text starts with the value, ignoring case.' },
  { id: 10, name: 'EndsWith', needsRightOperand: true, description: 'The text ends with the value, ignoring case.' },
  { id: 11, name: 'NotContains', needsRightOperand: true, description: 'The opposite of Contains.' },
  { id: 12, name: 'NotMatches', needsRightOperand: true, description: 'The opposite of Matches (a refused pattern makes both false).' },
  { id: 13, name: 'IsEmpty', needsRightOperand: false, description: 'Missing, null, blank text, an empty list or object.' },
  { id: 14, name: 'IsNotEmpty', needsRightOperand: false, description: 'The opposite of IsEmpty.' },
];

export interface OccurrencePatternDefinition { id: OccurrencePatternId; name: string; description: string }
export const occurrencePatterns: readonly OccurrencePatternDefinition[] = [
  { id: 0, name: 'Current', description: 'The value in this packet.' },
  { id: 1, name: 'Average', description: 'The average of the numeric values within the match lifetime, this packet included.' },
  { id: 2, name: 'Minimum', description: 'The smallest numeric value within the match lifetime.' },
  { id: 3, name: 'Maximum', description: 'The largest numeric value within the match lifetime.' },
  { id: 4, name: 'Count', description: 'How many packets within the match lifetime carry the value.' },
  { id: 5, name: 'All', description: 'Every value within the match lifetime meets the condition.' },
  { id: 6, name: 'Any', description: 'At least one value within the match lifetime meets the condition.' },
];

const textOperators: OperatorId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const numberOperators: OperatorId[] = [1, 2, 3, 4, 6, 7, 13, 14];
const guidOperators: OperatorId[] = [1, 2, 5, 8, 9, 10, 11, 12, 13, 14];
const choiceOperators: OperatorId[] = [1, 2];

/** Where a left operand reads its value (evaluate.ts implements each source). */
export type OperandSource =
  | { from: 'packet'; field: 'entityId' | 'entityKind' | 'subscriptionId' | 'tenantId' | 'delay' }
  | { from: 'message'; prefix: readonly string[] }
  | { from: 'hits'; count: 'entities' | 'packets' }
  | { from: 'workUnit'; field: 'event' | 'tenantId' }
  | { from: 'workUnitFields'; prefix: readonly string[] };

export interface LeftOperandDefinition {
  id: LeftOperandId;
  name: string;
  description: string;
  type: LeftOperandType;
  source: OperandSource;
  requiresFieldName: boolean;
  operators: readonly OperatorId[];
  ruleTypes: readonly RuleTypeId[];
  /** Takes occurrence patterns in History rules. */
  historical: boolean;
  fixed: boolean;
}

const packetRules: RuleTypeId[] = [1, 2, 3, 5, 6];
const operand = (d: Omit<LeftOperandDefinition, 'historical' | 'fixed' | 'requiresFieldName'> & Partial<LeftOperandDefinition>): LeftOperandDefinition =>
  ({ historical: false, fixed: false, requiresFieldName: false, ...d });

export const leftOperands: readonly LeftOperandDefinition[] = [
  operand({ id: 1, name: 'Entity Id', description: 'The id of the device, operation or block that sent the packet.', type: 'guid', source: { from: 'packet', field: 'entityId' }, operators: guidOperators, ruleTypes: packetRules }),
  operand({ id: 2, name: 'Entity Kind', description: 'device, deviceOperation or block.', type: 'entityKind', source: { from: 'packet', field: 'entityKind' }, operators: choiceOperators, ruleTypes: packetRules }),
  operand({ id: 3, name: 'Value', description: 'The packet message\'s Value (a block\'s value).', type: 'text', source: { from: 'message', prefix: ['Value'] }, operators: textOperators, ruleTypes: packetRules, historical: true }),
  operand({ id: 4, name: 'Metric', description: 'A number under Metrics, e.g. field name DeviceCpu reads Metrics.DeviceCpu.', type: 'number', source: { from: 'message', prefix: ['Metrics'] }, operators: numberOperators, ruleTypes: packetRules, historical: true, requiresFieldName: true }),
  operand({ id: 5, name: 'State', description: 'A value under States, e.g. field name Service reads States.Service.', type: 'text', source: { from: 'message', prefix: ['States'] }, operators: textOperators, ruleTypes: packetRules, historical: true, requiresFieldName: true }),
  operand({ id: 6, name: 'Message Field', description: 'Any value of the message by its dotted path, e.g. Metrics.DeviceCpu.', type: 'text', source: { from: 'message', prefix: [] }, operators: textOperators, ruleTypes: packetRules, historical: true, requiresFieldName: true }),
  operand({ id: 7, name: 'Subscription Id', description: 'The subscription of the packet\'s entity.', type: 'guid', source: { from: 'packet', field: 'subscriptionId' }, operators: guidOperators, ruleTypes: packetRules }),
  operand({ id: 8, name: 'Packet Delay', description: 'How long after its timestamp the portal received the packet (HH:mm:ss).', type: 'timeSpan', source: { from: 'packet', field: 'delay' }, operators: [1, 2, 3, 4, 6, 7], ruleTypes: packetRules }),
  operand({ id: 20, name: 'Tenant', description: 'The automatic first condition of a rule with a tenant: the packet or work unit belongs to it.', type: 'tenant', source: { from: 'packet', field: 'tenantId' }, operators: [1], ruleTypes: ruleTypeIds, fixed: true }),
  operand({ id: 30, name: 'Entity Count', description: 'How many different entities met the filter conditions within the match lifetime.', type: 'number', source: { from: 'hits', count: 'entities' }, operators: [1, 2, 3, 4, 6, 7], ruleTypes: [6] }),
  operand({ id: 31, name: 'Packet Count', description: 'How many packets met the filter conditions within the match lifetime.', type: 'number', source: { from: 'hits', count: 'packets' }, operators: [1, 2, 3, 4, 6, 7], ruleTypes: [6] }),
  operand({ id: 40, name: 'Work Unit Event', description: 'What happened to the work unit.', type: 'workUnitEvent', source: { from: 'workUnit', field: 'event' }, operators: choiceOperators, ruleTypes: [4] }),
  operand({ id: 41, name: 'Work Unit Field', description: 'A field of the work unit by name, e.g. title or assignmentGroup.', type: 'text', source: { from: 'workUnitFields', prefix: [] }, operators: textOperators, ruleTypes: [4], requiresFieldName: true }),
  operand({ id: 42, name: 'Work Unit State', description: 'The work unit\'s state.', type: 'workUnitState', source: { from: 'workUnitFields', prefix: ['stateId'] }, operators: choiceOperators, ruleTypes: [4] }),
  operand({ id: 43, name: 'Work Unit Severity', description: 'The work unit\'s severity (0 is the most severe).', type: 'severity', source: { from: 'workUnitFields', prefix: ['severityId'] }, operators: numberOperators.filter((o) => o < 13), ruleTypes: [4] }),
  operand({ id: 44, name: 'Work Unit Type', description: 'The work unit\'s type.', type: 'workUnitType', source: { from: 'workUnitFields', prefix: ['workUnitTypeId'] }, operators: choiceOperators, ruleTypes: [4] }),
];
export const leftOperandById = new Map<number, LeftOperandDefinition>(leftOperands.map((d) => [d.id, d]));
export const operatorById = new Map<number, OperatorDefinition>(operators.map((d) => [d.id, d]));
export const occurrencePatternById = new Map<number, OccurrencePatternDefinition>(occurrencePatterns.map((d) => [d.id, d]));
export const ruleTypeById = new Map<number, RuleTypeDefinition>(ruleTypes.map((d) => [d.id, d]));

/** Occurrence patterns a left operand takes in a rule type (empty: the selector is hidden). */
export function occurrencePatternsFor(definition: LeftOperandDefinition, ruleTypeId: number | undefined): OccurrencePatternId[] {
  return definition.historical && ruleTypeId === RuleTypeId.History ? occurrencePatterns.map((p) => p.id) : [];
}

export interface ConditionInputOptions { leftOperandType: LeftOperandType; input: ConditionInputKind; options: { value: string; label: string }[] }
const choices = (values: readonly (string | number)[], label: (v: never) => string = (v) => String(v)) =>
  values.map((v) => ({ value: String(v), label: label(v as never) }));

/** The right operand's input per left operand type. */
export const conditionInputOptions: Readonly<Record<LeftOperandType, ConditionInputOptions>> = {
  text: { leftOperandType: 'text', input: 'text', options: [] },
  number: { leftOperandType: 'number', input: 'number', options: [] },
  guid: { leftOperandType: 'guid', input: 'text', options: [] },
  timeSpan: { leftOperandType: 'timeSpan', input: 'timeSpan', options: [] },
  tenant: { leftOperandType: 'tenant', input: 'fixed', options: [] },
  entityKind: { leftOperandType: 'entityKind', input: 'choice', options: choices(packetEntityKinds) },
  workUnitEvent: { leftOperandType: 'workUnitEvent', input: 'choice', options: choices(workUnitEventNames) },
  workUnitState: { leftOperandType: 'workUnitState', input: 'choice', options: choices(workUnitStateIds, (id: keyof typeof workUnitStateNames) => workUnitStateNames[id]) },
  severity: { leftOperandType: 'severity', input: 'choice', options: choices(severityIds, (id: keyof typeof severityNames) => severityNames[id]) },
  workUnitType: { leftOperandType: 'workUnitType', input: 'choice', options: choices(workUnitTypeIds, (id: keyof typeof workUnitTypeNames) => workUnitTypeNames[id]) },
};
