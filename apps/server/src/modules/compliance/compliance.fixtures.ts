import { complianceWeekKey } from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { TestContext } from '../../test/context.ts';
import { createComplianceService } from './compliance.service.ts';

/** Route parameter of the compliance module: `controlStatusId`. Control sets are shared catalogs. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const service = createComplianceService({ db: ctx.db });
  const name = `Fixture controls ${tenantId}`;
  await service.ensureCatalog({ name, description: null, source: null, controls: [{ name: 'FX-1', title: 'Fixture control', description: null, evidenceSource: null }] });
  const [set] = (await service.list(operatorActor('fixture'), { tenantId, startDate: complianceWeekKey(new Date()) })).value.filter((s) => s.name === name);
  const controlId = set!.controls[0]!.id;
  const status = await service.save(operatorActor('fixture'), { tenantId, controlId, checkDate: complianceWeekKey(new Date()), status: 'Compliant' });
  return { controlStatusId: status.id, controlId, controlSetId: set!.id };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  const week = complianceWeekKey(new Date());
  return {
    'POST /v1/controlsets/Export()': { tenantId: ids.tenantId, startDate: week },
    'POST /v1/controlsets/ExportAssessmentResults()': { tenantId: ids.tenantId, startDate: week },
    'POST /v1/controlstatuses': { tenantId: ids.tenantId, controlId: ids.controlId, checkDate: week, status: 'Compliant' },
    'PATCH /v1/controlstatuses/:controlStatusId': [{ op: 'replace', path: '/status', value: 'Exempt' }],
  };
}

export const notTenantScoped = {
  'POST /v1/controlsets/import': 'control sets are shared catalogs; importing one needs Compliance:create in every tenant',
};
