import {
  DEFAULT_TIMER_INTERVAL, ProtocolActionBody, ProtocolBody, protocolMessages, type Protocol, type ProtocolAction, type WorkUnitEventTypeId,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * The protocol form validates with the contracts' body, so it shows the server's own messages ('Timer
 * Interval is required', the 00:10:00 minimum); a new protocol also needs its tenant, which an update
 * leaves out (it cannot change).
 */
export const ProtocolForm = ProtocolBody.superRefine((body, context) => {
  if (!body.tenantId) context.addIssue({ code: 'custom', path: ['tenantId'], message: protocolMessages.tenantRequired });
});
export type ProtocolFormValues = z.input<typeof ProtocolForm>;

export const protocolFieldLabels: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  tenantId: 'Tenant',
  owningGroup: 'Owning Group',
  timerInverval: 'Timer Interval',
  manualActions: 'Manual Actions',
};

export function newProtocolValues(tenantId: string | undefined): ProtocolFormValues {
  return { name: '', description: null, tenantId: tenantId ?? null, owningGroup: null, timerInverval: DEFAULT_TIMER_INTERVAL, manualActions: null };
}

export function protocolToForm(protocol: Protocol): ProtocolFormValues {
  return {
    name: protocol.name,
    description: protocol.description,
    tenantId: protocol.tenantId,
    owningGroup: protocol.owningGroup,
    timerInverval: protocol.timerInverval,
    manualActions: protocol.manualActions,
  };
}

/** The protocol action form: the body less the protocol, which the panel adds. */
export const ProtocolActionForm = ProtocolActionBody;
export type ProtocolActionFormValues = z.input<typeof ProtocolActionForm>;

export const protocolActionFieldLabels: Record<string, string> = {
  actionDefinitionId: 'Action',
  workUnitEventTypeId: 'Work Unit Event',
  sequence: 'Sequence',
  parameters: 'Parameters',
  summary: 'Summary',
};

/** A new action of `event`, numbered after the event's last one. */
export function newProtocolActionValues(protocolId: string, event: WorkUnitEventTypeId | undefined, nextSequence: number): ProtocolActionFormValues {
  return {
    protocolId,
    actionDefinitionId: '',
    workUnitEventTypeId: event ?? (null as unknown as number),
    parameters: {},
    sequence: nextSequence,
    runAutomatically: true,
    repeatable: false,
    summary: null,
  };
}

export function protocolActionToForm(action: Partial<ProtocolAction>): ProtocolActionFormValues {
  return {
    protocolId: action.protocolId ?? '',
    actionDefinitionId: action.actionDefinitionId ?? '',
    workUnitEventTypeId: action.workUnitEventTypeId ?? (null as unknown as number),
    parameters: { ...(action.parameters ?? {}) },
    sequence: action.sequence ?? 0,
    runAutomatically: action.runAutomatically ?? true,
    repeatable: action.repeatable ?? false,
    summary: action.summary ?? null,
  };
}

/** The sequence a new action of `event` gets: one past the event's highest (sequences run in order). */
export function nextSequenceOf(actions: readonly Partial<ProtocolAction>[], event: number | undefined): number {
  const taken = actions.filter((a) => a.workUnitEventTypeId === event).map((a) => a.sequence ?? 0);
  return taken.length === 0 ? 1 : Math.max(...taken) + 1;
}
