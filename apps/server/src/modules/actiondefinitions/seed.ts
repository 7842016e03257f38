import { DEMO_RECEIVER_HOST } from '../../platform/outbound/index.ts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { createActionDefinitionsService } from './actiondefinitions.service.ts';

/** The demo receiver's path on the portal's own listener (served by the egress side while DEMO_FEED is on). */
export const DEMO_RECEIVER_PATH = '/v1/demoreceiver/hooks';

/**
 * The demo's action definitions, made through the service as the API makes them (`cli:seed`): a shared HTTP
 * action aimed at the demo receiver (reached through its reserved host name, so the allow-list stays empty),
 * and a tenant's own webhook for the first demo tenant. The email and create-work-unit built-ins come with
 * the migration and need no seed.
 */
export default async function seedActionDefinitions({ db, tenants }: SeedContext): Promise<void> {
  const service = createActionDefinitionsService({ db });
  const actor = operatorActor('seed');
  const url = `http://${DEMO_RECEIVER_HOST}${DEMO_RECEIVER_PATH}`;
  await service.create(actor, {
    name: 'Demo receiver webhook',
    description: 'Posts the match to the portal\'s demo receiver, signed per Standard Webhooks.',
    actionDefinitionTypeId: 4,
    tenantId: null,
    inputParameters: 'Severity',
    endpointUrl: url,
    httpMethod: 'POST',
    headers: 'X-Portal-Rule:{Rule.Name}',
    body: '{"rule":"{Rule.Name}","entity":"{Packet.EntityId}","value":"{Packet.Value}","matchCount":"{Match.Count}","severity":"{Severity}"}',
  });
  const [first] = tenants;
  if (first) {
    await service.create(actor, {
      name: `${first.name} ticket bridge`,
      description: 'Opens a ticket in the tenant\'s own system (the demo receiver stands in for it).',
      actionDefinitionTypeId: 2,
      tenantId: first.tenantId,
      inputParameters: 'Queue,Summary',
      endpointUrl: `${url}?queue={Queue}`,
      httpMethod: 'PUT',
      headers: 'X-Queue:{Queue}',
      body: '{"summary":"{Summary}","workUnit":"{WorkUnit.Id}"}',
    });
  }
}
