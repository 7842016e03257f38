import type { TestContext } from '../../test/context.ts';
import { enqueueRuns } from './actiondefinitions.enqueue.ts';
import { actionDefinitions } from './actiondefinitions.table.ts';

/** Route parameters of the action catalog: `actionDefinitionId`, `actionHistoryId` (and `tenantId` for the signing secrets). */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const actionDefinitionId = crypto.randomUUID();
  await ctx.db.insert(actionDefinitions).values({
    actionDefinitionId, tenantId, name: 'Foreign hook', actionDefinitionTypeId: 3, endpointUrl: 'https://hooks.example.com/x', httpMethod: 'POST',
  });
  const key = crypto.randomUUID();
  // A failed run, so that a replay of it would be allowed if the tenant were not foreign.
  const [run] = await ctx.db.transaction((tx) => enqueueRuns(tx, [{
    tenantId, actionDefinitionId: 'no-such-definition', parameters: {}, tokens: {}, correlationId: key, trigger: 'test', idempotencyKey: key,
  }]));
  return { actionDefinitionId, actionHistoryId: run!.actionHistoryId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  const body = { name: 'Foreign', actionDefinitionTypeId: 3, endpointUrl: 'https://hooks.example.com/y', httpMethod: 'POST' };
  return {
    'PUT /v1/actionDefinitions': { ...body, tenantId: ids.tenantId },
    'POST /v1/actionDefinitions/:actionDefinitionId': body,
    'POST /v1/actionDefinitions/:actionDefinitionId/test': { parameters: {}, extra: [] },
    'POST /v1/actionHistories/:actionHistoryId/replay': {},
    'POST /v1/actionSigningSecrets/:tenantId/rotate': {},
  };
}
