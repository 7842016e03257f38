/**
 * What the API document says of each operation that its route does not declare itself: summaries and
 * operation ids the path alone cannot give, where a conflict (409) can happen, and parameters that
 * the router names differently from the document. Keyed by `METHOD url` as the route is registered.
 */
export interface OperationOverride {
  summary?: string;
  operationId?: string;
  /** The operation can answer 409 (a duplicate, a record in use, a decided approval, a failed JSON Patch test). */
  conflict?: boolean;
  /** JSON schemas of path parameters, replacing what the route's schema gives. */
  params?: Record<string, Record<string, unknown>>;
}

const conflict = { conflict: true } as const;

export const operationOverrides: Record<string, OperationOverride> = {
  'GET /v1/grants/audit': { summary: 'List the audit trail of role grants' },
  'GET /v1/grants/roles': { summary: 'List the roles that can be granted' },
  'GET /v1/grants/users': { summary: 'List the users that hold role grants' },
  'PUT /v1/grants': conflict,
  'POST /v1/grants/:roleGrantId': conflict,
  'DELETE /v1/grants/:roleGrantId': conflict,
  'DELETE /v1/locations/:locationId': conflict,
  'PUT /v1/tenants': conflict,
  'POST /v1/tenants/:tenantId': conflict,
  'PUT /v1/workunitcategories': conflict,
  'POST /v1/workunitcategories/:workUnitCategoryId': conflict,
  'PUT /v1/workunitsubcategories': conflict,
  'POST /v1/workunitsubcategories/:workUnitSubcategoryId': conflict,

  'GET /api/generalLookup/oidcclientconfig': { summary: 'Get the sign-in client configuration' },
  'GET /api/generalLookup/version': { summary: 'Get the portal version' },
  'GET /api/generalLookup/environment': { summary: 'Get the environment name' },
  'GET /api/generalLookup/environmentcolor': { summary: 'Get the environment colour' },
  'GET /api/generalLookup/licenseexpiration': { summary: 'Get the licence expiry date' },
  'GET /api/generalLookup/tenants': { summary: 'Look up the tenants the caller may see' },
  'GET /api/generalLookup/subscriptions': { summary: 'Look up the subscriptions the caller may see' },
  'GET /api/generalLookup/locations': { summary: 'Look up the locations the caller may see' },
  'GET /api/generallookup/workunitcatgories': { summary: 'Look up work unit categories' },
  'GET /api/generallookup/workunitsubcatgories': { summary: 'Look up work unit subcategories' },
  'GET /api/generallookup/workunittypes': { summary: 'Look up work unit types' },
  'GET /api/generallookup/approval': { summary: 'Look up approvers' },
  'GET /v1/features/:feature/enabled': { summary: 'Tell whether a feature is enabled' },
  'GET /api/:tenantId/settings': { summary: 'Get the settings of a tenant' },
  'GET /api/people': { summary: 'Search people' },
  'GET /api/peopleandgroups': { summary: 'Search people and groups' },

  'GET /v1/currentUser': { summary: 'Get the signed-in user' },
  'GET /v1/permissions': { summary: 'List the signed-in user\'s permissions' },
  'POST /v1/tenantSubscriptionContext/:tenant': { summary: 'Choose the tenant the user works in' },
  'GET /api/auth/currentUserPhoto': { summary: 'Get the signed-in user\'s photo' },

  'GET /v1/tenants/:tenantId/secrets': { summary: 'List the secrets of a tenant' },
  'GET /v1/tenants/:tenantId/secrets/:secretId/versions/latest': { summary: 'Get the latest version of a tenant secret' },
  'GET /v1/tenants/:tenantId/assignmentGroups': { summary: 'List the assignment groups of a tenant' },
  'GET /v1/tenants/:tenantId/escalationReasons': { summary: 'List the escalation reasons of a tenant (empty: free text)' },
  'POST /v1/tenants/toggledisabled/:tenantId': { summary: 'Disable or enable a tenant' },
  'PUT /v1/tokens/:tokenGrantId/revoke': { summary: 'Revoke an API token' },

  'GET /v1/workunits/Export()': { summary: 'Export work units as CSV (OData function form)', operationId: 'exportWorkUnitsFunction' },
  'GET /v1/workunits/rc': { summary: 'List the Resolution Center\'s work units' },
  'PUT /api/v1/rc/workunits': { summary: 'Create a work unit from the Resolution Center' },
  'PUT /api/v1/workunits': { summary: 'Create a work unit (integration form)' },
  'GET /v1/workunits/GetWorkUnitHistoryRecords(workUnitId=:workUnitId)': {
    summary: 'Get the history of a work unit (OData function form)',
    operationId: 'getWorkUnitHistoryRecords',
    params: { workUnitId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The work unit id' } },
  },
  'GET /v1/workunits/:workUnitId/history': { summary: 'Get the history of a work unit' },
  'GET /v1/workunits/:workUnitId/externalNotes': { summary: 'List the external notes of a work unit' },
  'PATCH /v1/workunits/:workUnitId': { summary: 'Change a work unit with a JSON Patch document', ...conflict },
  'POST /v1/workunits/:workUnitId/migrateToChangeRequest': { summary: 'Turn a work unit into a change request' },
  'POST /v1/workunits/:workUnitId/approve': { summary: 'Approve a work unit', ...conflict },
  'POST /v1/workunits/:workUnitId/decline': { summary: 'Decline a work unit', ...conflict },
  'PUT /v1/workunits/:workUnitId/relations': { summary: 'Relate a work unit to another', ...conflict },
  'DELETE /v1/workunits/:workUnitId/relations/:workUnitRelationId': { summary: 'Remove a relation of a work unit' },
  'PUT /v1/workunitnotes': { summary: 'Add a note to a work unit' },
  'POST /v1/workunitnotes/callme/:workUnitId': { summary: 'Ask to be called about a work unit' },
  'POST /api/v1/accessrequest': { summary: 'Request access to the portal' },

  'GET /v1/rules/GetRulesForAction(actionDefinitionId=:actionDefinitionId)': {
    summary: 'List the rules that use an action definition (OData function form)',
    operationId: 'getRulesForAction',
    params: { actionDefinitionId: { type: 'string', minLength: 1, maxLength: 100, description: 'The action definition id: a GUID, or a built-in id such as email' } },
  },
  'POST /v1/rules/toggledisabled/:ruleId': { summary: 'Disable or enable a rule' },
  'POST /v1/rules/dryRun': { summary: 'Dry-run an unsaved rule over the last stored packets of its scope' },
};

/** Names of each collection in summaries: [plural, singular]. */
export const collectionNames: Record<string, [string, string]> = {
  grants: ['role grants', 'role grant'],
  locations: ['locations', 'location'],
  rules: ['rules', 'rule'],
  subscriptions: ['subscriptions', 'subscription'],
  tenants: ['tenants', 'tenant'],
  tokens: ['API tokens', 'API token'],
  workunitcategories: ['work unit categories', 'work unit category'],
  workunitsubcategories: ['work unit subcategories', 'work unit subcategory'],
  workunits: ['work units', 'work unit'],
  workunitnotes: ['work unit notes', 'work unit note'],
};

/** The tags of the document, each with what it holds. */
export const tagDescriptions: Record<string, string> = {
  accessrequest: 'Requests for access from people who have no account yet.',
  downloads: 'Files handed out without a sign-in: the reference agent.',
  grants: 'Role grants: who holds which role in which tenants.',
  identity: 'The sign-in configuration clients need.',
  locations: 'Locations of a tenant.',
  lookups: 'Small lists and settings for forms and the shell.',
  rules: 'Rules: what each stored packet or work unit event is checked against, and the dry run.',
  session: 'The signed-in user, their permissions and their working tenant.',
  subscriptions: 'Subscriptions of the tenants.',
  tenants: 'Tenants, their secrets and assignment groups.',
  tokens: 'API tokens for agents and scripts.',
  workunitcategories: 'Categories of work units.',
  workunits: 'Work units (incidents, requests, changes), their notes, relations, approvals and history.',
  workunitsubcategories: 'Subcategories of work units.',
};
