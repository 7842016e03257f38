// What the security suite expects of every operation in the OpenAPI document. A route the document
// lists and this table does not fails the suite: a new route needs its expectation written down here.
import { randomUUID } from 'node:crypto';
import type { Ids } from './lib/fixtures.ts';

/** public: anyone; signedIn: any account; permission: a named permission (403 without it). */
export type Access = 'public' | 'signedIn' | 'permission';

/**
 * What an administrator of tenant A (only) gets with tenant B's records:
 * notFound: 404 (the path or the body names tenant B);
 * noLeak: an answer below 500 that contains none of tenant B's ids (lists, lookups);
 * a list of statuses with the reason the route is not tenant-scoped.
 */
export type CrossTenant = 'notFound' | 'noLeak' | { status: number[]; why: string };

export interface RouteExpectation {
  access: Access;
  cross: CrossTenant;
  /** Query string added for every caller (lists that take the tenant as a parameter). */
  query?: (ids: Ids) => string;
  /** The body sent by every caller: a valid one, aimed at tenant B's records. */
  body?: (ids: Ids) => unknown;
  /** Lists taking OData options: the OData fuzzing runs on these. */
  odata?: boolean;
  /** Creates and updates the mass-assignment check runs on. */
  write?: 'create' | 'update';
}

const tenantQuery = (ids: Ids) => `tenantId=${ids.tenantId}`;
/** A valid device operation of the built-in Metric operation, on tenant B's device. */
const deviceOperationBody = (ids: Ids) => ({
  deviceId: ids.deviceId, operationId: ids.operationId, label: 'Taken over', frequencyTypeId: 2, interval: '00:01:00',
  parameters: [{ name: 'metric', source: 1, value: 'cpu' }],
});
/** A valid protocol of tenant B. */
const protocolBody = (ids: Ids) => ({ name: 'Security probe', tenantId: ids.tenantId, timerInverval: '00:30:00' });
/** A valid protocol action on tenant B's protocol (the email built-in; a sequence no seeded action uses). */
const protocolActionBody = (ids: Ids) => ({
  protocolId: ids.protocolId, actionDefinitionId: 'email', workUnitEventTypeId: 8, sequence: 9001, parameters: { Template: 'Simple' },
});
/** A valid Ingestion rule of tenant B (the tenant condition is added by the server). */
const ruleBody = (ids: Ids) => ({
  name: 'Security probe', ruleTypeId: 1, tenantId: ids.tenantId, matchLifetime: '00:05:00',
  conditions: [{ type: 0, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '80' }],
});
const grantsOnly = { status: [403], why: 'grants hold in every tenant: only an all-tenant grant manager may touch them' };
/** A valid communication of tenant B (the demo's program manager; the next update well ahead). */
const communicationBody = (ids: Ids) => ({
  title: 'Security probe', tenantId: ids.tenantId, serviceManager: 'manager',
  eventStarted: '2026-01-01T10:00:00Z', eventEngaged: '2026-01-01T10:05:00Z', nextUpdate: '2099-01-01T00:00:00Z',
});
const workUnitCreate = (ids: Ids) => ({ workUnitId: -1, title: 'Security probe', workUnitTypeId: 3, severityId: 2, tenantId: ids.tenantId });

export const routes: Record<string, RouteExpectation> = {
  'GET /v1/grants': { access: 'permission', cross: grantsOnly, odata: true },
  'PUT /v1/grants': { access: 'permission', cross: grantsOnly, body: (ids) => ({ principalKind: 'user', userId: ids.partnerUserId, roleId: ids.roleId, tenantIds: null }) },
  'GET /v1/grants/audit': { access: 'permission', cross: grantsOnly, odata: true },
  'GET /v1/grants/roles': { access: 'permission', cross: grantsOnly },
  'GET /v1/grants/users': { access: 'permission', cross: grantsOnly, query: () => 'searchTerm=a' },
  'GET /v1/grants/{roleGrantId}': { access: 'permission', cross: grantsOnly },
  'POST /v1/grants/{roleGrantId}': { access: 'permission', cross: grantsOnly, body: (ids) => ({ roleId: ids.roleId, tenantIds: null }) },
  'DELETE /v1/grants/{roleGrantId}': { access: 'permission', cross: grantsOnly },
  'GET /v1/rules': { access: 'permission', cross: 'noLeak', odata: true, query: () => 'showDisabled=true' },
  'PUT /v1/rules': { access: 'permission', cross: 'notFound', write: 'create', body: ruleBody },
  'POST /v1/rules/dryRun': { access: 'permission', cross: 'notFound', body: (ids) => ({ rule: ruleBody(ids) }) },
  'GET /v1/rules/GetRulesForAction(actionDefinitionId={actionDefinitionId})': { access: 'permission', cross: 'notFound' },
  'GET /v1/protocols': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/protocols/lookup': { access: 'permission', cross: 'noLeak', query: tenantQuery },
  'GET /v1/protocols/GetMatchedRules(id={id})': { access: 'permission', cross: 'notFound' },
  'GET /v1/protocols/GetProtocolsForAction(actionDefinitionId={actionDefinitionId})': { access: 'permission', cross: 'notFound' },
  'GET /v1/protocols/{protocolId}': { access: 'permission', cross: 'notFound' },
  'PUT /v1/protocols': { access: 'permission', cross: 'notFound', write: 'create', body: protocolBody },
  'POST /v1/protocols/{protocolId}': { access: 'permission', cross: 'notFound', write: 'update', body: (ids) => ({ ...protocolBody(ids), name: 'Taken over' }) },
  'DELETE /v1/protocols/{protocolId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/protocolActions': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/protocolActions/{protocolActionId}': { access: 'permission', cross: 'notFound' },
  'PUT /v1/protocolActions': { access: 'permission', cross: 'notFound', write: 'create', body: protocolActionBody },
  'POST /v1/protocolActions/{protocolActionId}': { access: 'permission', cross: 'notFound', write: 'update', body: (ids) => ({ ...protocolActionBody(ids), summary: 'Taken over' }) },
  'DELETE /v1/protocolActions/{protocolActionId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/workunits/{workUnitId}/protocolActions/{protocolActionId}/trigger': { access: 'permission', cross: 'notFound', body: () => ({ reject: true }) },
  'GET /v1/workunits/{workUnitId}/protocolActionRuns': { access: 'permission', cross: 'notFound' },
  'POST /v1/emailtemplates/render': { access: 'permission', cross: 'notFound', body: (ids) => ({ workUnitId: Number(ids.workUnitId), protocolActionId: ids.protocolActionId }) },
  'GET /v1/rules/{ruleId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/rules/{ruleId}': { access: 'permission', cross: 'notFound', write: 'update', body: (ids) => ({ ...ruleBody(ids), name: 'Taken over' }) },
  'POST /v1/rules/toggledisabled/{ruleId}': { access: 'permission', cross: 'notFound' },
  'DELETE /v1/rules/{ruleId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/rulematches': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /api/generalLookup/ruletypes': { access: 'permission', cross: { status: [200], why: 'the rule engine\'s definitions, the same for every tenant' } },
  'GET /api/generalLookup/timezones': { access: 'permission', cross: { status: [200], why: 'the time zones the engine knows, the same for every tenant' } },
  'GET /api/generalLookup/occuranceoptions': { access: 'permission', cross: { status: [200], why: 'the rule engine\'s definitions, the same for every tenant' } },
  'GET /api/generalLookup/operators': { access: 'permission', cross: { status: [200], why: 'the rule engine\'s definitions, the same for every tenant' } },
  'GET /api/generalLookup/ruleleftoperands': { access: 'permission', cross: 'notFound', query: (ids) => `ruleType=1&tenantId=${ids.tenantId}` },
  'GET /api/{urlTenantId}/rulelookup/conditionInputOptions/{leftOperandType}': { access: 'permission', cross: 'notFound' },
  'GET /v1/blocks': { access: 'permission', cross: 'noLeak', query: tenantQuery },
  'PUT /v1/blocks': { access: 'permission', cross: 'notFound', body: (ids) => ({ blockId: randomUUID(), name: 'Security probe', blockTypeId: 1, tenantId: ids.tenantId, subscriptionId: ids.subscriptionId }) },
  'GET /v1/blocks/{blockId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/blocks/{blockId}': { access: 'permission', cross: 'notFound', body: () => ({ name: 'Taken over', description: 'Taken over' }) },
  'DELETE /v1/blocks/{blockId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/blocks/{blockId}/history': { access: 'permission', cross: 'notFound', query: () => 'pageNumber=1&rowCount=10' },
  'GET /v1/blocks/{blockId}/logs': { access: 'permission', cross: 'notFound' },
  'POST /v1/blocks/{blockId}/test': { access: 'permission', cross: 'notFound', body: () => ({ value: 1 }) },
  'GET /v1/actionDefinitions': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/actionDefinitions': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ name: 'Security probe', actionDefinitionTypeId: 3, tenantId: ids.tenantId, endpointUrl: 'https://hooks.example.com/probe', httpMethod: 'POST' }) },
  'GET /v1/actionDefinitions/grouped': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/actionDefinitions/GetActionDefinitionsForProtocols(tenantId={tenantId})': { access: 'permission', cross: 'notFound' },
  'GET /v1/actionDefinitions/GetActionDefinitionsForRules(tenantId={tenantId})': { access: 'permission', cross: 'notFound' },
  'GET /v1/actionDefinitions/{actionDefinitionId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/actionDefinitions/{actionDefinitionId}': { access: 'permission', cross: 'notFound', write: 'update', body: (ids) => ({ name: 'Security probe', actionDefinitionTypeId: 3, tenantId: ids.tenantId, endpointUrl: 'https://hooks.example.com/probe', httpMethod: 'POST' }) },
  'DELETE /v1/actionDefinitions/{actionDefinitionId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/actionDefinitions/{actionDefinitionId}/test': { access: 'permission', cross: 'notFound', body: () => ({ parameters: {}, extra: [] }) },
  'GET /v1/actionHistories': { access: 'permission', cross: 'noLeak', odata: true },
  'POST /v1/actionHistories/{actionHistoryId}/replay': { access: 'permission', cross: 'notFound' },
  'GET /v1/actionSigningSecrets/{tenantId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/actionSigningSecrets/{tenantId}/rotate': { access: 'permission', cross: 'notFound' },
  'GET /api/generalLookup/oidcclientconfig': { access: 'public', cross: { status: [200], why: 'public configuration' } },
  'GET /v1/locations': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/locations': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ name: 'Security probe', tenantId: ids.tenantId }) },
  'GET /v1/locations/export': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/locations/grouped': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/locations/{locationId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/locations/{locationId}': { access: 'permission', cross: 'notFound', write: 'update', body: () => ({ name: 'Taken over' }) },
  'DELETE /v1/locations/{locationId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/mailoutbox': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/demoreceiver/hooks': { access: 'public', cross: { status: [400, 401, 404], why: 'the demo receiver: signed webhook deliveries, not signed-in callers; the signature names the tenant' } },
  'POST /v1/demoreceiver/hooks': { access: 'public', cross: { status: [400, 401, 404], why: 'the demo receiver: signed webhook deliveries, not signed-in callers; the signature names the tenant' } },
  'PUT /v1/demoreceiver/hooks': { access: 'public', cross: { status: [400, 401, 404], why: 'the demo receiver: signed webhook deliveries, not signed-in callers; the signature names the tenant' } },
  'PATCH /v1/demoreceiver/hooks': { access: 'public', cross: { status: [400, 401, 404], why: 'the demo receiver: signed webhook deliveries, not signed-in callers; the signature names the tenant' } },
  'DELETE /v1/demoreceiver/hooks': { access: 'public', cross: { status: [400, 401, 404], why: 'the demo receiver: signed webhook deliveries, not signed-in callers; the signature names the tenant' } },
  'GET /v1/demoreceiver/deliveries': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/packets': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/packets/{packetId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/packets': {
    access: 'permission',
    cross: { status: [200], why: "ingestion refuses another tenant's entity per packet, by its id, in a 200, and stores the caller's own packets of the same call" },
    body: (ids) => [{ entityId: ids.deviceId, timestamp: new Date().toISOString(), message: { probe: true } }],
  },
  'GET /v1/devices': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/devices/export': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/devices/{deviceId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/devices/{deviceId}': { access: 'permission', cross: 'notFound', body: (ids) => ({ name: 'Taken over', tenantId: ids.tenantId, subscriptionId: ids.subscriptionId, heartbeatInterval: 60 }) },
  'DELETE /v1/devices/{deviceId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/devices/{deviceId}/tracing': { access: 'permission', cross: 'notFound', body: () => ({ traceMinutes: 10 }) },
  'POST /v1/devices/{deviceId}/restart': { access: 'permission', cross: 'notFound' },
  'GET /v1/devices/{deviceId}/logs': { access: 'permission', cross: 'notFound' },
  'GET /v1/devices/{deviceId}/installations': { access: 'permission', cross: 'notFound' },
  'POST /v1/devices/{deviceId}/installations': { access: 'permission', cross: 'notFound', body: () => [] },
  'GET /v1/devices/{deviceId}/metrics': { access: 'permission', cross: 'notFound' },
  'GET /v1/compliancereport': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/compliancereport/grouped': { access: 'permission', cross: 'noLeak', odata: true, query: () => 'column=packageName' },
  'GET /v1/compliancereport/counts': { access: 'permission', cross: 'noLeak', odata: true, query: () => 'view=device' },
  'GET /v1/compliancereport/export': { access: 'permission', cross: 'noLeak', odata: true },
  'POST /v1/compliancereport/Export()': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/controlsets': { access: 'permission', cross: 'notFound', query: (ids) => `tenantId=${ids.tenantId}&startDate=${new Date().toISOString().slice(0, 10)}` },
  'GET /v1/controlsets/summary': { access: 'permission', cross: 'notFound', query: (ids) => `tenantId=${ids.tenantId}&controlSetId=${ids.controlSetId}&startDate=${new Date().toISOString().slice(0, 10)}` },
  'POST /v1/controlsets/Export()': { access: 'permission', cross: 'notFound', body: (ids) => ({ tenantId: ids.tenantId, startDate: new Date().toISOString().slice(0, 10) }) },
  'POST /v1/controlsets/ExportAssessmentResults()': { access: 'permission', cross: 'notFound', body: (ids) => ({ tenantId: ids.tenantId, startDate: new Date().toISOString().slice(0, 10) }) },
  'POST /v1/controlsets/import': {
    access: 'permission',
    cross: { status: [403], why: 'control sets are shared catalogs: only a holder of Compliance:create in every tenant adds one' },
    body: () => ({ format: 'csv', name: `Security probe ${randomUUID().slice(0, 8)}`, content: 'control,title\nSEC-1,Probe\n' }),
  },
  // A create-or-update by POST (part 1 §7), not the PUT creates the mass-assignment walk makes; its body schema keeps
  // tenantId, controlId, checkDate, status and notes only (compliance.test.ts).
  'POST /v1/controlstatuses': {
    access: 'permission', cross: 'notFound',
    body: (ids) => ({ tenantId: ids.tenantId, controlId: ids.controlId, checkDate: new Date().toISOString().slice(0, 10), status: 'Compliant' }),
  },
  'PATCH /v1/controlstatuses/{controlStatusId}': { access: 'permission', cross: 'notFound', body: () => [{ op: 'replace', path: '/status', value: 'Exempt' }] },
  'DELETE /v1/controlstatuses/{controlStatusId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/deviceOperations': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/deviceOperations/active(deviceId={deviceId})': { access: 'permission', cross: 'notFound' },
  'GET /v1/deviceOperations/{deviceOperationId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/deviceOperations/{deviceOperationId}/logs': { access: 'permission', cross: 'notFound', odata: true },
  'POST /v1/deviceOperations/{deviceOperationId}/enqueueOnDemand': { access: 'permission', cross: 'notFound' },
  'POST /v1/deviceOperations/{deviceOperationId}/dequeueOnDemand': { access: 'permission', cross: 'notFound' },
  'PUT /v1/deviceOperations': { access: 'permission', cross: 'notFound', body: (ids) => deviceOperationBody(ids) },
  'POST /v1/deviceOperations/{deviceOperationId}': { access: 'permission', cross: 'notFound', body: (ids) => deviceOperationBody(ids) },
  'DELETE /v1/deviceOperations/{deviceOperationId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/deviceOperations/clone': { access: 'permission', cross: 'notFound',
    body: (ids) => ({ fromDeviceId: ids.operationDeviceId, toDeviceId: ids.otherDeviceId, deviceOperationIdsToClone: ids.deviceOperationId }) },
  'GET /api/generalLookup/version': { access: 'public', cross: { status: [200], why: 'public' } },
  'GET /api/generalLookup/environment': { access: 'public', cross: { status: [200], why: 'public' } },
  'GET /api/generalLookup/environmentcolor': { access: 'public', cross: { status: [200], why: 'public' } },
  'GET /v1/features/{feature}/enabled': { access: 'public', cross: { status: [200], why: 'public' } },
  'GET /v1/packages': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/packages': { access: 'permission', cross: 'notFound',
    body: (ids) => ({ name: `Security probe ${Date.now()}`, tenantId: ids.tenantId, packageTypeId: 1, operatingSystemRidsId: 4, parameterDefinitions: [] }) },
  'GET /v1/packages/export': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/packages/grouped': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/packages/{packageId}': { access: 'permission', cross: 'notFound', odata: true },
  'POST /v1/packages/{packageId}': { access: 'permission', cross: 'notFound', body: () => ({ name: 'Renamed probe', packageTypeId: 1 }) },
  'DELETE /v1/packages/{packageId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/packages/upload': { access: 'permission', cross: { status: [400, 406, 415], why: 'multipart only: a JSON probe is refused before a tenant is read; packages.test.ts uploads into a foreign tenant (404)' } },
  'DELETE /v1/packages/{packageId}/versions/{packageVersionId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/operations/{call}': { access: 'permission', cross: 'notFound', odata: true },
  'GET /v1/pendingdevices': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/pendingdevices/export': { access: 'permission', cross: 'noLeak', odata: true },
  'POST /v1/pendingdevices/batchpromote': { access: 'permission', cross: 'notFound', body: (ids) => ({ pendingDeviceIds: [ids.pendingDeviceId] }) },
  'DELETE /v1/pendingdevices/batchdelete': { access: 'permission', cross: 'notFound', body: (ids) => ({ pendingDeviceIds: [ids.pendingDeviceId] }) },
  // The agent API: only an agent with its device credential (enroll: an API token) gets past the handler.
  'POST /agent/v1/enroll': { access: 'permission', cross: { status: [403], why: 'agents enroll with an API token of their tenant; people are refused' },
    body: () => ({ agentId: '00000000-0000-4000-8000-000000000001', machineName: 'probe', operatingSystem: 'linux', operatingSystemId: 4, architecture: 'x64', agentVersion: '1', fingerprint: 'a'.repeat(64) }) },
  'POST /agent/v1/checkin': { access: 'permission', cross: { status: [403], why: 'only a device credential may check in' },
    body: () => ({ sequence: 1, configVersion: 0, fingerprint: 'a'.repeat(64), agentVersion: '1' }) },
  'GET /agent/v1/commands': { access: 'permission', cross: { status: [403], why: 'only a device credential may wait for commands' }, query: () => 'configVersion=0' },
  'GET /agent/v1/packages/{packageVersionId}': { access: 'permission', cross: { status: [403], why: 'only a device credential may download what it installs' } },
  'GET /downloads/agent.mjs': { access: 'public', cross: { status: [200, 404], why: 'the public download of the reference agent (404 until npm run build made it)' } },
  'GET /api/generalLookup/licenseexpiration': { access: 'signedIn', cross: 'noLeak' },
  'GET /api/{tenantId}/settings': { access: 'signedIn', cross: 'notFound' },
  'GET /api/generalLookup/tenants': { access: 'signedIn', cross: 'noLeak' },
  'GET /api/generalLookup/subscriptions': { access: 'signedIn', cross: 'noLeak', query: tenantQuery },
  'GET /api/generalLookup/locations': { access: 'signedIn', cross: 'noLeak', query: tenantQuery },
  'GET /api/people': { access: 'permission', cross: { status: [200], why: 'people are accounts of the install, not of a tenant' }, query: () => 'searchTerm=a' },
  'GET /api/peopleandgroups': { access: 'permission', cross: { status: [200], why: 'people are accounts of the install, not of a tenant' }, query: () => 'searchTerm=a' },
  'GET /v1/currentUser': { access: 'signedIn', cross: 'noLeak' },
  'GET /v1/permissions': { access: 'signedIn', cross: 'noLeak' },
  'POST /v1/tenantSubscriptionContext/{tenant}': { access: 'signedIn', cross: 'notFound', body: (ids) => ({ subscriptionId: ids.subscriptionId }) },
  'GET /api/auth/currentUserPhoto': { access: 'signedIn', cross: { status: [200, 204, 404], why: "the caller's own photo" } },
  'GET /v1/subscriptions': { access: 'permission', cross: 'noLeak', odata: true, query: tenantQuery },
  'PUT /v1/subscriptions': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ tenantId: ids.tenantId, name: 'Security probe' }) },
  'GET /v1/subscriptions/export': { access: 'permission', cross: 'noLeak', odata: true, query: tenantQuery },
  'GET /v1/subscriptions/grouped': { access: 'permission', cross: 'noLeak', odata: true, query: tenantQuery },
  'GET /v1/subscriptions/{subscriptionId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/subscriptions/{subscriptionId}': { access: 'permission', cross: 'notFound', write: 'update', body: () => ({ name: 'Taken over' }) },
  'GET /v1/tenants': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/tenants': { access: 'permission', cross: { status: [200, 403], why: 'a new tenant belongs to no one yet: creating one is not reaching into tenant B' }, write: 'create', body: () => ({ name: `Security probe ${Date.now()}-${Math.random()}` }) },
  'GET /v1/tenants/export': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/tenants/{tenantId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/tenants/{tenantId}': { access: 'permission', cross: 'notFound', write: 'update', body: () => ({ name: 'Taken over' }) },
  'GET /v1/tenants/{tenantId}/secrets': { access: 'permission', cross: 'notFound' },
  'GET /v1/tenants/{tenantId}/secrets/{secretId}/versions/latest': { access: 'permission', cross: 'notFound' },
  'GET /v1/tenants/{tenantId}/assignmentGroups': { access: 'permission', cross: 'notFound' },
  'GET /v1/tenants/{tenantId}/escalationReasons': { access: 'permission', cross: 'notFound' },
  'POST /v1/tenants/toggledisabled/{tenantId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/tokens': { access: 'permission', cross: 'noLeak', odata: true, query: tenantQuery },
  'PUT /v1/tokens': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ tenantId: ids.tenantId, name: 'Security probe', lifetimeYears: 1 }) },
  'GET /v1/tokens/export': { access: 'permission', cross: 'noLeak', odata: true, query: tenantQuery },
  'GET /v1/tokens/{tokenGrantId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/tokens/{tokenGrantId}': { access: 'permission', cross: 'notFound', write: 'update', body: () => ({ name: 'Taken over' }) },
  'PUT /v1/tokens/{tokenGrantId}/revoke': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunitcategories': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/workunitcategories': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ name: 'Security probe', tenantId: ids.tenantId, workUnitTypeId: 3 }) },
  'GET /v1/workunitcategories/grouped': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/workunitcategories/{workUnitCategoryId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/workunitcategories/{workUnitCategoryId}': { access: 'permission', cross: 'notFound', write: 'update', body: () => ({ name: 'Taken over', workUnitTypeId: 3 }) },
  'GET /api/generallookup/workunitcatgories': { access: 'permission', cross: 'noLeak', query: tenantQuery },
  'GET /v1/workunits': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/workunits': { access: 'permission', cross: 'notFound', write: 'create', body: workUnitCreate },
  'GET /v1/workunits/Export()': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/workunits/export': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/workunits/rc': { access: 'permission', cross: 'noLeak', odata: true, query: tenantQuery },
  'PUT /api/v1/rc/workunits': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ title: 'Security probe', description: 'x', stakeholderPhoneNumber: '555-0100', tenantId: ids.tenantId }) },
  'GET /v1/workunits/GetWorkUnitHistoryRecords(workUnitId={workUnitId})': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunits/{workUnitId}/history': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunits/{workUnitId}/externalNotes': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunits/{workUnitId}': { access: 'permission', cross: 'notFound' },
  'PATCH /v1/workunits/{workUnitId}': { access: 'permission', cross: 'notFound', write: 'update', body: () => [{ op: 'replace', path: '/title', value: 'Taken over' }] },
  'PUT /api/v1/workunits': { access: 'permission', cross: 'notFound', write: 'create', body: workUnitCreate },
  'POST /v1/workunits/{workUnitId}/migrateToChangeRequest': { access: 'permission', cross: 'notFound' },
  'POST /v1/workunits/{workUnitId}/approve': { access: 'permission', cross: 'notFound', body: () => ({ notes: 'ok' }) },
  'POST /v1/workunits/{workUnitId}/decline': { access: 'permission', cross: 'notFound', body: () => ({ notes: 'no' }) },
  'PUT /v1/workunits/{workUnitId}/relations': { access: 'permission', cross: 'notFound', body: () => ({ referenceId: 'packet-9', referenceType: 'Packet' }) },
  'DELETE /v1/workunits/{workUnitId}/relations/{workUnitRelationId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunits/rc/{workUnitId}/communications': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunits/{workUnitId}/communications': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunitcommunications': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/workunitcommunications': { access: 'permission', cross: 'notFound', write: 'create', body: communicationBody },
  'GET /v1/workunitcommunications/export': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/workunitcommunications/{workUnitCommunicationId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/workunitcommunications/{workUnitCommunicationId}': { access: 'permission', cross: 'notFound', write: 'update', body: (ids) => ({ ...communicationBody(ids), tenantId: undefined, title: 'Taken over' }) },
  'DELETE /v1/workunitcommunications/{workUnitCommunicationId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/workunitcommunications/{workUnitCommunicationId}/workUnits': { access: 'permission', cross: 'notFound', body: (ids) => ({ workunitIds: [Number(ids.workUnitId)] }) },
  'DELETE /v1/workunitcommunications/{workUnitCommunicationId}/workUnits/{workUnitId}': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunitcommunications/{workUnitCommunicationId}/sendInternalNotification': { access: 'permission', cross: 'notFound' },
  'GET /v1/workunitcommunicationactivities': { access: 'permission', cross: 'noLeak', odata: true },
  'GET /v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}': { access: 'permission', cross: 'notFound' },
  'PUT /v1/workunitcommunicationactivities': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ workUnitCommunicationId: Number(ids.workUnitCommunicationId), details: 'Security probe' }) },
  'POST /v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}': { access: 'permission', cross: 'notFound', write: 'update', body: () => ({ details: 'Taken over', isComplete: true }) },
  'DELETE /v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}': { access: 'permission', cross: 'notFound' },
  'PUT /v1/workunitnotes': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ workUnitId: Number(ids.workUnitId), detail: 'A note' }) },
  'POST /v1/workunitnotes/callme/{workUnitId}': { access: 'permission', cross: 'notFound' },
  'GET /api/generallookup/workunittypes': { access: 'signedIn', cross: 'noLeak' },
  'GET /api/generallookup/approval': { access: 'signedIn', cross: 'noLeak', query: () => 'approverId=someone@example.test' },
  'POST /api/v1/accessrequest': {
    access: 'public',
    cross: { status: [200, 201, 204, 429], why: 'public form, filed in the configured tenant' },
    body: () => ({ requestType: 'Password Reset', firstName: 'Sec', lastName: 'Probe', email: 'probe@example.test', targetAccountName: 'probe@example.test', phone: '555-555-5555', acknowledgeUsage: true, acknowledgeCredentials: true }),
  },
  'GET /v1/workunitsubcategories': { access: 'permission', cross: 'noLeak', odata: true },
  'PUT /v1/workunitsubcategories': { access: 'permission', cross: 'notFound', write: 'create', body: (ids) => ({ name: 'Security probe', workUnitCategoryId: Number(ids.workUnitCategoryId) }) },
  'GET /v1/workunitsubcategories/{workUnitSubcategoryId}': { access: 'permission', cross: 'notFound' },
  'POST /v1/workunitsubcategories/{workUnitSubcategoryId}': { access: 'permission', cross: 'notFound', write: 'update', body: (ids) => ({ name: 'Taken over', workUnitCategoryId: Number(ids.workUnitCategoryId) }) },
  'GET /api/generallookup/workunitsubcatgories': { access: 'permission', cross: 'noLeak', query: (ids) => `workUnitCategoryId=${ids.workUnitCategoryId}` },
};

export interface Operation {
  key: string;
  method: string;
  path: string;
  /** Query parameter names the document lists. */
  query: string[];
}

export interface OpenApi { paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: unknown }>> }

export function operationsOf(document: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'put', 'post', 'patch', 'delete'].includes(method)) continue;
      const upper = method.toUpperCase();
      operations.push({ key: `${upper} ${path}`, method: upper, path, query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name) });
    }
  }
  return operations;
}
