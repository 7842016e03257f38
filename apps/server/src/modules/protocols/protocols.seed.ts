import {
  BUILT_IN_ACTION_IDS, ProtocolActionBody, type ProtocolActionBodyInput, ProtocolBody, WorkUnitEventType, isBuiltInActionDefinitionType,
  parseInputParameters,
} from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { createActionDefinitionsService } from '../actiondefinitions/index.ts';
import { protocolServices } from './index.ts';
import { DEMO_PROTOCOL_NAME } from './protocols.read.ts';

const email = (template: string) => ({ actionDefinitionId: BUILT_IN_ACTION_IDS.email, parameters: { IsImportant: 'false', Template: template, ExtraParameters: '' } });

/**
 * Every demo tenant's protocol, made through the services as the API makes them (`cli:seed`): on OnNew an
 * automatic email to the tenant's internal notification address (the closed loop of issue 31 item 7) and a
 * manual page; on OnAcknowledged a manual, repeatable email; on OnTimer (every 30 minutes while open) a post
 * to the demo receiver, or an email where no protocol webhook is usable.
 */
export async function seedProtocols({ db, tenants }: SeedContext): Promise<void> {
  const actor = operatorActor('seed');
  const { protocols: service, actions } = protocolServices(db);
  const definitions = createActionDefinitionsService({ db });
  for (const tenant of tenants) {
    const protocol = await service.create(actor, ProtocolBody.parse({
      name: DEMO_PROTOCOL_NAME, tenantId: tenant.tenantId, owningGroup: 'Service Desk', timerInverval: '00:30:00',
      description: 'What the demo rules\' work units run: tell the team at once, page on demand, remind while open.',
      manualActions: 'Acknowledge within 15 minutes.\nPage the on-call engineer if the customer is affected.\nEmail the customer once the team is on it.',
    }));
    const usable = await definitions.forUse(actor, 'protocols', tenant.tenantId);
    const webhook = usable.value.find((d) => !isBuiltInActionDefinitionType(d.actionDefinitionTypeId) && d.tenantId === null);
    const timer = webhook
      ? { actionDefinitionId: webhook.actionDefinitionId, parameters: Object.fromEntries(parseInputParameters(webhook.inputParameters).map((n) => [n, n === 'Severity' ? 'Low' : ''])) }
      : email('Simple');
    const steps: Array<Omit<ProtocolActionBodyInput, 'protocolId'>> = [
      { ...email('Detailed'), workUnitEventTypeId: WorkUnitEventType.OnNew, sequence: 1, runAutomatically: true, summary: 'Email the service desk the new work unit' },
      { ...email('SOCAlert'), workUnitEventTypeId: WorkUnitEventType.OnNew, sequence: 2, runAutomatically: false, repeatable: false, summary: 'Page the on-call engineer' },
      { ...email('Simple'), workUnitEventTypeId: WorkUnitEventType.OnAcknowledged, sequence: 1, runAutomatically: false, repeatable: true, summary: 'Email the customer that the team is on it' },
      { ...timer, workUnitEventTypeId: WorkUnitEventType.OnTimer, sequence: 1, runAutomatically: true, summary: 'Remind while the work unit is open' },
    ];
    for (const step of steps) await actions.create(actor, ProtocolActionBody.parse({ ...step, protocolId: protocol.protocolId }));
  }
}
