/** Work unit enums with the spec's ids, the states' order and transitions, and the field limits. */

/**
 * Work unit types. The spec gives ChangeRequest 1, Intake 2, Incident 3; Request (4) is the type the
 * public access request creates, shown as 'User Request'. The Legacy type is never offered.
 */
export const WorkUnitTypeId = { ChangeRequest: 1, Intake: 2, Incident: 3, Request: 4 } as const;
export type WorkUnitTypeId = (typeof WorkUnitTypeId)[keyof typeof WorkUnitTypeId];
export const workUnitTypeIds = [1, 2, 3, 4] as const satisfies readonly WorkUnitTypeId[];
export const workUnitTypeNames: Record<WorkUnitTypeId, string> = {
  1: 'Change Request',
  2: 'Intake',
  3: 'Incident',
  4: 'User Request',
};

/** States, in the order the spec lists them (the reading that includes Mitigated). */
export const WorkUnitStateId = {
  New: 1, Acknowledged: 2, InProgress: 3, OnHold: 4, Mitigated: 5, Resolved: 6, Closed: 7, Canceled: 8,
} as const;
export type WorkUnitStateId = (typeof WorkUnitStateId)[keyof typeof WorkUnitStateId];
export const workUnitStateIds = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly WorkUnitStateId[];
export const workUnitStateNames: Record<WorkUnitStateId, string> = {
  1: 'New', 2: 'Acknowledged', 3: 'In Progress', 4: 'On Hold', 5: 'Mitigated', 6: 'Resolved', 7: 'Closed', 8: 'Canceled',
};

/** Severities Sev0 (most severe) to Sev4 (lowest); the id is the number in the name. */
export const SeverityId = { Sev0: 0, Sev1: 1, Sev2: 2, Sev3: 3, Sev4: 4 } as const;
export type SeverityId = (typeof SeverityId)[keyof typeof SeverityId];
export const severityIds = [0, 1, 2, 3, 4] as const satisfies readonly SeverityId[];
export const severityNames: Record<SeverityId, string> = { 0: 'Sev0', 1: 'Sev1', 2: 'Sev2', 3: 'Sev3', 4: 'Sev4' };
export const LOWEST_SEVERITY: SeverityId = SeverityId.Sev4;

export const efforts = [1, 2, 3, 5, 8, 13] as const;
export type Effort = (typeof efforts)[number];

export const workUnitSources = ['Email', 'Phone', 'Chat', 'Other', 'Spam'] as const;
export type WorkUnitSource = (typeof workUnitSources)[number];
/** Spam is set only by the spam-call flag, never chosen. */
export const selectableWorkUnitSources = ['Email', 'Phone', 'Chat', 'Other'] as const;
export const DEFAULT_INTAKE_SOURCE: WorkUnitSource = 'Phone';

export const experienceScores = ['Great', 'Average', 'Poor'] as const;
export type ExperienceScore = (typeof experienceScores)[number];

/** Intake impact scope, held in customValue13. */
export const impactScopes = ['SystemWide', 'VIPUser', 'SingleUser', 'ManyUsers'] as const;
export type ImpactScope = (typeof impactScopes)[number];
export const impactScopeLabels: Record<ImpactScope, string> = {
  SingleUser: 'Single User', ManyUsers: 'Many Users', SystemWide: 'System Wide', VIPUser: 'VIP',
};
export const IMPACT_SCOPE_FIELD = 'customValue13';

/** Intake impact to severity (§4): SystemWide/VIPUser Sev1, ManyUsers Sev2, SingleUser Sev3, else Sev4. */
export function severityForImpact(scope: string | null | undefined): SeverityId {
  switch (scope) {
    case 'SystemWide':
    case 'VIPUser':
      return SeverityId.Sev1;
    case 'ManyUsers':
      return SeverityId.Sev2;
    case 'SingleUser':
      return SeverityId.Sev3;
    default:
      return SeverityId.Sev4;
  }
}

export const historyTypes = [
  'General', 'FieldChange', 'ProtocolActionActivity', 'ProtocolActionFailure', 'WorkUnitEvent',
  'WorkUnitStateChange', 'WorkUnitRelationCreated', 'WorkUnitRelationDeleted', 'AssignmentGroupEscalation',
] as const;
export type HistoryType = (typeof historyTypes)[number];

/** States the Resolution Center shows as Done; every other state is Active. */
export const doneStateIds: readonly WorkUnitStateId[] = [WorkUnitStateId.Resolved, WorkUnitStateId.Closed, WorkUnitStateId.Canceled];
export function isDoneState(stateId: number): boolean {
  return (doneStateIds as readonly number[]).includes(stateId);
}
export function resolutionCenterStatus(stateId: number): 'Done' | 'Active' {
  return isDoneState(stateId) ? 'Done' : 'Active';
}

/**
 * The states a work unit may be given (§4): a record not yet created only New; an existing record in
 * New only New, Acknowledged or Canceled; any other state any state.
 */
export function allowedNextStates(current: number | null): readonly WorkUnitStateId[] {
  if (current === null) return [WorkUnitStateId.New];
  if (current === WorkUnitStateId.New) return [WorkUnitStateId.New, WorkUnitStateId.Acknowledged, WorkUnitStateId.Canceled];
  return workUnitStateIds;
}

export const DESCRIPTION_MAX = 4000;
export const NOTE_MAX = 4000;
export const TITLE_MIN = 3;
export const INTAKE_TITLE_MAX = 50;
export const CUSTOM_VALUE_MAX = 4000;
export const RESOLUTION_CENTER_PAGE_SIZE = 50;
export const CALL_BACK_MINUTES = 15;
