import type { TestContext } from '../../test/context.ts';
import { distinctId } from './distinct-id.ts';
import { workUnitRelations } from './workunits.table.ts';

/**
 * Route parameters of the work units module: `workUnitId` (also inside the OData function form
 * `GetWorkUnitHistoryRecords(workUnitId=:workUnitId)`) and `workUnitRelationId`.
 */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const workUnit = await ctx.factories.workUnit({ workUnitId: distinctId(), tenantId, workUnitTypeId: 1, approver1: 'someone@example.test' });
  const [relation] = await ctx.db.insert(workUnitRelations)
    .values({ workUnitRelationId: distinctId(), workUnitId: workUnit.workUnitId, tenantId, referenceId: 'packet-1', referenceType: 'Packet', createdBy: 'fixture' })
    .returning();
  return { workUnitId: String(workUnit.workUnitId), workUnitRelationId: String(relation?.workUnitRelationId) };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  const create = { workUnitId: -1, title: 'Foreign incident', workUnitTypeId: 3, severityId: 2, tenantId: ids.tenantId };
  return {
    'PUT /v1/workunits': create,
    'PUT /api/v1/workunits': create,
    'PUT /api/v1/rc/workunits': { title: 'Foreign request', description: 'x', stakeholderPhoneNumber: '555-0100', tenantId: ids.tenantId },
    'PUT /v1/workunitnotes': { workUnitId: Number(ids.workUnitId), detail: 'A note' },
    'PATCH /v1/workunits/:workUnitId': [{ op: 'replace', path: '/title', value: 'Taken over' }],
    'PUT /v1/workunits/:workUnitId/relations': { referenceId: 'packet-2', referenceType: 'Packet' },
  };
}
