import { ActionResultStatus, BUILT_IN_ACTION_IDS } from '@portal/contracts';
import { type FinishedRun, actionActor, registerRunCompletion, workUnitOfCorrelation } from '../actiondefinitions/index.ts';
import type { WorkUnitCommunicationsService } from './workunitcommunications.service.ts';

/** A create-work-unit run that succeeded with a CommunicationId: its work unit is to be related. */
export const relatesOpenedWorkUnit = (run: FinishedRun) =>
  run.actionDefinitionId === BUILT_IN_ACTION_IDS.createWorkUnit && run.resultStatusId === ActionResultStatus.Success
  && Boolean(run.request.parameters.CommunicationId?.trim());

/**
 * Relates the work unit a create-work-unit run opened (or noted) to the communication its CommunicationId
 * names, in the transaction that records the run (docs/areas/workunitcommunications.md, "Automation"). So the
 * demo loop's work units join the tenant's ongoing outage communication. A refusal (no such open
 * communication of the tenant) is logged by the runner; the run's outcome stands.
 */
export function registerCommunicationAutomation(service: Pick<WorkUnitCommunicationsService, 'relateOpenedWorkUnit'>): void {
  registerRunCompletion('workunitcommunications', async (tx, run) => {
    const workUnitId = await workUnitOfCorrelation(tx, run.tenantId, run.correlationId);
    if (workUnitId === undefined) return;
    const communicationId = Number(run.request.parameters.CommunicationId!.trim());
    await service.relateOpenedWorkUnit(tx, actionActor(), run.tenantId, communicationId, workUnitId);
  }, relatesOpenedWorkUnit);
}
