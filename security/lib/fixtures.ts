// Records of one tenant, found or made through the API as the administrator, by route parameter name.
import { randomUUID } from 'node:crypto';
import { call, getJson, suite } from './suite.ts';

export type Ids = Record<string, string>;

interface List<T> { value: T[] }

async function first<T>(path: string, token: string): Promise<T> {
  const list = await getJson<List<T>>(path, token);
  const row = list.value[0];
  if (!row) throw new Error(`no record for ${path}`);
  return row;
}

async function put<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await call('PUT', path, { token, body });
  if (res.status !== 200 && res.status !== 201) throw new Error(`PUT ${path}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.json as T;
}

/** One record of each kind in the tenant (made when the demo data has none). */
export async function tenantRecords(adminToken: string, tenantId: string): Promise<Ids> {
  const inTenant = `$filter=${encodeURIComponent(`tenantId eq ${tenantId}`)}&$top=1`;
  const workUnit = await first<{ workUnitId: number }>(`/v1/workunits?${inTenant}&$select=workUnitId,tenantId`, adminToken);
  const relation = await put<{ workUnitRelationId: number }>(`/v1/workunits/${workUnit.workUnitId}/relations`, adminToken, { referenceId: `security-${randomUUID()}`, referenceType: 'Packet' });
  const location = await first<{ locationId: string }>(`/v1/locations?${inTenant}`, adminToken);
  const subscription = await first<{ subscriptionId: string }>(`/v1/subscriptions?${inTenant}`, adminToken);
  const device = await first<{ deviceId: string }>(`/v1/devices?${inTenant}&$select=deviceId,tenantId`, adminToken);
  const devices = await getJson<{ value: Array<{ deviceId: string }> }>(`/v1/devices?$filter=${encodeURIComponent(`tenantId eq ${tenantId}`)}&$select=deviceId&$top=2`, adminToken);
  const deviceOperation = await first<{ deviceOperationId: string; deviceId: string; operationId: string }>(`/v1/deviceOperations?${inTenant}&$select=deviceOperationId,deviceId,operationId`, adminToken);
  const packet = await first<{ packetId: string }>(`/v1/packets?${inTenant}&$select=packetId,tenantId`, adminToken);
  const category = await first<{ workUnitCategoryId: number }>(`/v1/workunitcategories?${inTenant}`, adminToken);
  const subcategory = await put<{ workUnitSubcategoryId: number }>('/v1/workunitsubcategories', adminToken, { name: `Security ${Date.now()}`, workUnitCategoryId: category.workUnitCategoryId });
  const secrets = await getJson<Array<{ secretId: string }>>(`/v1/tenants/${tenantId}/secrets`, adminToken);
  const token = await put<{ tokenGrantId: string }>('/v1/tokens', adminToken, { tenantId, name: `security-${Date.now()}`, lifetimeYears: 1 });
  const pendingDevice = await first<{ pendingDeviceId: string }>(`/v1/pendingdevices?${inTenant}`, adminToken);
  const packageVersion = await packageWithVersion(adminToken, tenantId);
  const rule = await first<{ ruleId: string }>(`/v1/rules?${inTenant}&showDisabled=true`, adminToken);
  // The demo protocol and one of its actions (protocols/protocols.seed.ts).
  const protocolAction = await first<{ protocolActionId: string; protocolId: string }>(`/v1/protocolActions?${inTenant}`, adminToken);
  const block = await first<{ blockId: string }>(`/v1/blocks?tenantId=${tenantId}`, adminToken);
  const communication = await communicationOf(adminToken, tenantId);
  const compliance = await controlStatusOf(adminToken, tenantId);
  const ruleAction = await put<{ actionDefinitionId: string }>('/v1/actionDefinitions', adminToken, {
    name: `Security hook ${randomUUID().slice(0, 8)}`, actionDefinitionTypeId: 3, tenantId, endpointUrl: 'https://hooks.example.com/security', httpMethod: 'POST',
  });
  // A run of the email built-in (the tenant has no notification address, so it fails without sending anything).
  const actionRun = await call('POST', '/v1/actionDefinitions/email/test', { token: adminToken, body: { tenantId, parameters: { Template: 'Simple' } } });
  if (actionRun.status !== 200) throw new Error(`POST /v1/actionDefinitions/email/test: ${actionRun.status} ${actionRun.text.slice(0, 300)}`);
  return {
    tenantId,
    tenant: tenantId,
    workUnitId: String(workUnit.workUnitId),
    workUnitRelationId: String(relation.workUnitRelationId),
    locationId: location.locationId,
    subscriptionId: subscription.subscriptionId,
    deviceId: device.deviceId,
    deviceOperationId: deviceOperation.deviceOperationId,
    operationId: deviceOperation.operationId,
    operationDeviceId: deviceOperation.deviceId,
    otherDeviceId: devices.value.find((d) => d.deviceId !== deviceOperation.deviceId)?.deviceId ?? randomUUID(),
    pendingDeviceId: pendingDevice.pendingDeviceId,
    packageId: packageVersion.packageId,
    packageVersionId: packageVersion.packageVersionId,
    call: `GetAvailableOperationsForDevice(tenantId=${tenantId},operatingSystemId=4)`,
    packetId: packet.packetId,
    workUnitCategoryId: String(category.workUnitCategoryId),
    workUnitSubcategoryId: String(subcategory.workUnitSubcategoryId),
    tokenGrantId: token.tokenGrantId,
    // Tenant B has no secret in the demo data: then the tenant part of the path is what must not match.
    secretId: secrets[0]?.secretId ?? randomUUID(),
    feature: 'I3ERequestForm',
    ruleId: rule.ruleId,
    protocolId: protocolAction.protocolId,
    // GetMatchedRules(id={id}): the only route whose parameter is spelled `id`.
    id: protocolAction.protocolId,
    protocolActionId: protocolAction.protocolActionId,
    blockId: block.blockId,
    ...communication,
    ...compliance,
    urlTenantId: tenantId,
    leftOperandType: 'number',
    actionDefinitionId: ruleAction.actionDefinitionId,
    actionHistoryId: (actionRun.json as { actionHistoryId: string }).actionHistoryId,
  };
}

/** Ids that are not a tenant's: a grant (the partner's, harmless if a call wrongly succeeded) and a role. */
export async function globalRecords(adminToken: string): Promise<Ids> {
  const grants = await getJson<List<{ roleGrantId: string; principal: string; userId: string }>>('/v1/grants?$top=100', adminToken);
  const partner = grants.value.find((g) => g.principal === 'partner');
  const roles = await getJson<Array<{ roleId: string; name: string }>>('/v1/grants/roles', adminToken);
  const administrator = roles.find((r) => r.name === 'Administrator');
  if (!partner || !administrator) throw new Error('the demo grants or roles are missing');
  return { roleGrantId: partner.roleGrantId, roleId: administrator.roleId, partnerUserId: partner.userId };
}

/** A package of the tenant with one uploaded version (the demo packages are shared or of one tenant only). */
async function packageWithVersion(adminToken: string, tenantId: string): Promise<{ packageId: string; packageVersionId: string }> {
  const form = new FormData();
  form.append('label', 'Security probe');
  form.append('tenantId', tenantId);
  form.append('file-0', new Blob(['security probe bundle']), `security-probe-${randomUUID().slice(0, 8)}-1.0.0.zip`);
  const res = await fetch(new URL('/v1/packages/upload', suite().base), { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST /v1/packages/upload: ${res.status} ${text.slice(0, 200)}`);
  const answer = JSON.parse(text) as { versions: Array<{ packageId: string; packageVersionId: string }> };
  return answer.versions[0]!;
}

/** A control status of the tenant this week (the seeded control sets are shared; statuses are the tenant's). */
async function controlStatusOf(adminToken: string, tenantId: string): Promise<Ids> {
  const checkDate = new Date().toISOString().slice(0, 10);
  const sets = await getJson<{ value: Array<{ id: string; controls: Array<{ id: string }> }> }>(`/v1/controlsets?tenantId=${tenantId}&startDate=${checkDate}`, adminToken);
  const set = sets.value.find((s) => s.controls.length);
  if (!set) throw new Error('no control set with controls');
  const controlId = set.controls[0]!.id;
  const res = await call('POST', '/v1/controlstatuses', { token: adminToken, body: { tenantId, controlId, checkDate, status: 'Compliant' } });
  if (res.status !== 200) throw new Error(`POST /v1/controlstatuses: ${res.status} ${res.text.slice(0, 300)}`);
  return { controlSetId: set.id, controlId, controlStatusId: (res.json as { id: string }).id };
}

/**
 * A communication of the tenant relating one of its incidents, with one step. The incident's id becomes
 * `workUnitId`: the Resolution Center's routes (its communications) show incidents only.
 */
async function communicationOf(adminToken: string, tenantId: string): Promise<Ids> {
  const incidents = `$filter=${encodeURIComponent(`tenantId eq ${tenantId} and workUnitTypeId eq 3`)}&$top=1&$select=workUnitId,tenantId`;
  const { workUnitId } = await first<{ workUnitId: number }>(`/v1/workunits?${incidents}`, adminToken);
  const communication = await put<{ workUnitCommunicationId: number }>('/v1/workunitcommunications', adminToken, {
    title: `Security ${randomUUID().slice(0, 8)}`, tenantId, serviceManager: 'manager',
    eventStarted: new Date(Date.now() - 3_600_000).toISOString(), eventEngaged: new Date().toISOString(), nextUpdate: '2099-01-01T00:00:00Z',
  });
  const id = communication.workUnitCommunicationId;
  const related = await call('POST', `/v1/workunitcommunications/${id}/workUnits`, { token: adminToken, body: { workunitIds: [workUnitId] } });
  if (related.status !== 200) throw new Error(`POST /v1/workunitcommunications/${id}/workUnits: ${related.status} ${related.text.slice(0, 300)}`);
  const activity = await put<{ workUnitCommunicationActivityId: number }>('/v1/workunitcommunicationactivities', adminToken, {
    workUnitCommunicationId: id, details: 'Security probe step', isCustomerFacing: true,
  });
  return { workUnitId: String(workUnitId), workUnitCommunicationId: String(id), workUnitCommunicationActivityId: String(activity.workUnitCommunicationActivityId) };
}

/** The OpenAPI path with its parameters filled in. */
export function fillPath(path: string, ids: Ids): string {
  return path
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const id = ids[name];
      if (id === undefined) throw new Error(`no fixture id for {${name}} in ${path}`);
      return encodeURIComponent(id);
    });
}
