import { type AccessRequestBody, SeverityId, WorkUnitStateId, WorkUnitTypeId } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import type { WorkUnitsService } from './workunits.service.ts';

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** Who creates an access request's work unit: the form itself, holding no permission. */
const accessRequestActor: Actor = {
  kind: 'user', id: 'access-request', name: 'Access Request Form', userName: 'access-request', email: null,
  homeTenantId: null, contextTenantId: null, contextSubscriptionId: null, grants: [],
};

const labels: Array<[keyof AccessRequestBody, string]> = [
  ['requestType', 'Request type'], ['firstName', 'First name'], ['middleInitial', 'Middle initial'], ['lastName', 'Last name'],
  ['suffix', 'Suffix'], ['email', 'Email'], ['phone', 'Phone'], ['targetAccountName', 'Target account name'],
  ['environment', 'Environment'], ['citizenship', 'Citizenship'], ['designation', 'Designation'], ['grade', 'Grade'],
  ['company', 'Company'], ['organization', 'Organization'], ['specifyOrganization', 'Specified organization'],
];

/**
 * The public access request (part 2 §3): a User Request work unit planned from now to two days
 * later at Sev3, in the tenant ACCESS_REQUEST_TENANT_ID names, else the first enabled tenant by name.
 */
export function createAccessRequestService({ db, workUnits, tenantId, clock = () => new Date() }: {
  db: Db; workUnits: WorkUnitsService; tenantId?: string; clock?: () => Date;
}) {
  async function targetTenant(): Promise<string> {
    if (tenantId) return tenantId;
    const [first] = await db.select({ tenantId: tenants.tenantId }).from(tenants)
      .where(eq(tenants.enabled, true)).orderBy(asc(tenants.name)).limit(1);
    if (!first) throw new Error('No tenant exists to receive access requests.');
    return first.tenantId;
  }

  async function create(body: AccessRequestBody): Promise<{ workUnitId: number }> {
    const now = clock();
    const fullName = [body.firstName, body.middleInitial && `${body.middleInitial}.`, body.lastName, body.suffix].filter(Boolean).join(' ');
    const description = labels
      .filter(([key]) => body[key] !== undefined && body[key] !== '')
      .map(([key, label]) => `${label}: ${String(body[key])}`)
      .join('\n');
    // Resolved before the transaction: a pool query inside it would hold one connection while waiting for another.
    const target = await targetTenant();
    const row = await db.transaction(async (tx) => workUnits.insertWorkUnit(tx, accessRequestActor, {
      title: `${body.requestType}: ${fullName}`.slice(0, 200),
      description,
      workUnitTypeId: WorkUnitTypeId.Request,
      severityId: SeverityId.Sev3,
      stateId: WorkUnitStateId.New,
      source: 'Other',
      tenantId: target,
      plannedStartTime: now.toISOString(),
      plannedFinishTime: new Date(now.getTime() + TWO_DAYS_MS).toISOString(),
      stakeHolderFullName: fullName,
      stakeHolderEmailAddress: body.email,
      stakeholderPhoneNumber: body.phone,
      environment: body.environment ?? null,
      properties: JSON.stringify(body),
    }));
    return { workUnitId: row.workUnitId };
  }

  return { create };
}
