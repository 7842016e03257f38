import {
  type ActionDefinitionBody, type ActionDefinitionResponse, type HttpMethod, type Permission, BUILT_IN_ACTION_IDS, actionMessages,
  isBuiltInActionDefinitionType, isBuiltInActionId, isHttpUrl, protocolActionDefinitionTypes, ruleActionDefinitionTypes,
} from '@portal/contracts';
import { and, asc, eq, getTableColumns, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, badRequest, conflict, forbidden } from '../../platform/errors/index.ts';
import { type ODataQuery, runGrouped, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, findScoped, holdsInEveryTenant, tenantScope } from '../../platform/tenancy/index.ts';
import { assertTenantExists } from '../tenants/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { actionDefinitionEntity } from './actiondefinitions.entity.ts';
import { actionDefinitions } from './actiondefinitions.table.ts';
import { actionUses } from './actiondefinitions.usage.ts';

type Row = typeof actionDefinitions.$inferSelect;
type Action = 'view' | 'create' | 'edit' | 'delete';
const sharedNeedsAllTenants = 'Only administrators of all tenants can manage shared action definitions.';

function present(row: Row, tenantName: string | null): ActionDefinitionResponse {
  return {
    actionDefinitionId: row.actionDefinitionId,
    name: row.name,
    description: row.description,
    actionDefinitionTypeId: row.actionDefinitionTypeId,
    tenantId: row.tenantId,
    tenant: row.tenantId && tenantName !== null ? { tenantId: row.tenantId, name: tenantName } : null,
    inputParameters: row.inputParameters,
    endpointUrl: row.endpointUrl,
    httpMethod: (row.httpMethod as HttpMethod | null) ?? null,
    headers: row.headers,
    body: row.body,
    builtIn: isBuiltInActionId(row.actionDefinitionId) || isBuiltInActionDefinitionType(row.actionDefinitionTypeId),
    created: toIso(row.created),
    modified: toIso(row.modified),
  };
}

const blank = (v: string | null | undefined) => v?.trim() || null;

/** The body's columns after the checks no field schema can make alone (an HTTP action needs a URL). */
function columnsOf(body: ActionDefinitionBody) {
  if (isBuiltInActionDefinitionType(body.actionDefinitionTypeId)) throw badRequest(`actionDefinitionTypeId: ${actionMessages.builtInTypeNotAllowed}`);
  const endpointUrl = blank(body.endpointUrl);
  if (!endpointUrl) throw badRequest(`endpointUrl: ${actionMessages.endpointRequired}`);
  // Tokens ({Name}) may stand anywhere; the address must be http(s) once they are filled in.
  if (!isHttpUrl(endpointUrl.replace(/\{[^}]*\}/g, 'x'))) {
    throw badRequest('endpointUrl: Please enter a web address starting with http:// or https://, for example https://example.com/hooks/alert.');
  }
  return {
    name: body.name,
    description: blank(body.description),
    actionDefinitionTypeId: body.actionDefinitionTypeId,
    inputParameters: body.inputParameters?.split(',').map((p) => p.trim()).filter(Boolean).join(',') || null,
    endpointUrl,
    httpMethod: body.httpMethod ?? 'POST',
    headers: blank(body.headers),
    body: body.body?.length ? body.body : null,
  };
}

/**
 * Action definitions of a tenant, and shared ones (no tenant) every tenant sees and uses. Shared ones are
 * written only by holders of the permission for all tenants; the built-ins are read-only for everyone.
 */
export function createActionDefinitionsService({ db }: { db: Db }) {
  const permission = (action: Action) => `ActionDefinitions:${action}` as Permission;

  function assertWritable(actor: Actor, action: Action, tenantId: string | null): void {
    if (tenantId === null) {
      if (!holdsInEveryTenant(actor, permission(action))) throw forbidden(sharedNeedsAllTenants);
      return;
    }
    assertTenantAccess(actor, permission(action), tenantId);
  }

  async function select(actor: Actor, scope: Permission, actionDefinitionId: string) {
    const [row] = await db.select({ definition: getTableColumns(actionDefinitions), tenantName: tenants.name }).from(actionDefinitions)
      .leftJoin(tenants, eq(tenants.tenantId, actionDefinitions.tenantId))
      .where(and(eq(actionDefinitions.actionDefinitionId, actionDefinitionId), tenantScope(actor, scope, actionDefinitions.tenantId, 'shared')));
    return row;
  }

  /** The definition if the actor may `action` it; built-ins may only be viewed (and tested). */
  async function find(actor: Actor, action: Action, actionDefinitionId: string) {
    const row = await findScoped((scope) => select(actor, scope, actionDefinitionId), permission(action), permission('view'), 'The action definition');
    const builtIn = present(row.definition, null).builtIn;
    if ((action === 'edit' || action === 'delete') && builtIn) throw forbidden(actionMessages.builtInReadOnly);
    if (action !== 'view' && row.definition.tenantId === null && !builtIn && !holdsInEveryTenant(actor, permission(action))) {
      throw forbidden(sharedNeedsAllTenants);
    }
    return row;
  }

  const tenantExists = (tenantId: string | null) => assertTenantExists(db, tenantId);

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, actionDefinitionEntity, query, { where: (ref) => tenantScope(actor, 'ActionDefinitions:view', ref(actionDefinitions.tenantId), 'shared') });
  }

  async function grouped(actor: Actor, query: ODataQuery) {
    return runGrouped(db, actionDefinitionEntity, query, {
      where: (ref) => tenantScope(actor, 'ActionDefinitions:view', ref(actionDefinitions.tenantId), 'shared'),
      groupBy: 'tenant', groupLabel: 'name', valueField: 'actionDefinitionId', labelField: 'name',
    });
  }

  /**
   * GetActionDefinitionsForProtocols / ForRules: the tenant's and the shared definitions of the types
   * that side can use (protocols 1, 2, 4, 5; rules 3, 4, 6); the email built-in is offered to both.
   */
  async function forUse(actor: Actor, use: 'protocols' | 'rules', tenantId: string | null) {
    if (tenantId) assertTenantAccess(actor, 'ActionDefinitions:view', tenantId);
    const types = [...(use === 'rules' ? ruleActionDefinitionTypes : protocolActionDefinitionTypes)];
    const rows = await db.select({
      actionDefinitionId: actionDefinitions.actionDefinitionId, name: actionDefinitions.name,
      actionDefinitionTypeId: actionDefinitions.actionDefinitionTypeId, tenantId: actionDefinitions.tenantId, inputParameters: actionDefinitions.inputParameters,
    }).from(actionDefinitions).where(and(
      or(inArray(actionDefinitions.actionDefinitionTypeId, types), eq(actionDefinitions.actionDefinitionId, BUILT_IN_ACTION_IDS.email)),
      tenantId ? or(isNull(actionDefinitions.tenantId), eq(actionDefinitions.tenantId, tenantId)) : undefined,
      tenantScope(actor, 'ActionDefinitions:view', actionDefinitions.tenantId, 'shared'),
    )).orderBy(asc(actionDefinitions.name));
    return { value: rows };
  }

  async function get(actor: Actor, actionDefinitionId: string): Promise<ActionDefinitionResponse> {
    const { definition, tenantName } = await find(actor, 'view', actionDefinitionId);
    return present(definition, tenantName);
  }

  async function create(actor: Actor, body: ActionDefinitionBody): Promise<ActionDefinitionResponse> {
    const tenantId = body.tenantId?.toLowerCase() ?? null;
    assertWritable(actor, 'create', tenantId);
    await tenantExists(tenantId);
    const [row] = await db.insert(actionDefinitions).values({ ...columnsOf(body), actionDefinitionId: crypto.randomUUID(), tenantId }).returning();
    if (!row) throw new Error('insert returned no row');
    return get(actor, row.actionDefinitionId);
  }

  async function update(actor: Actor, actionDefinitionId: string, body: ActionDefinitionBody): Promise<ActionDefinitionResponse> {
    const { definition } = await find(actor, 'edit', actionDefinitionId);
    assertTenantUnchanged('An action definition', definition.tenantId, body.tenantId);
    await db.update(actionDefinitions).set({ ...columnsOf(body), modified: new Date() }).where(eq(actionDefinitions.actionDefinitionId, actionDefinitionId));
    return get(actor, actionDefinitionId);
  }

  /** Refused (409) while a rule or protocol uses it, naming them: the caller removes the uses first. */
  async function remove(actor: Actor, actionDefinitionId: string): Promise<void> {
    await find(actor, 'delete', actionDefinitionId);
    const uses = await actionUses(db, actionDefinitionId);
    if (uses.length > 0) {
      const names = uses.slice(0, 10).map(({ noun, use }) => `${noun} "${use.name}"`);
      if (uses.length > 10) names.push(`${uses.length - 10} more`);
      throw conflict(actionMessages.inUse(names));
    }
    await db.delete(actionDefinitions).where(eq(actionDefinitions.actionDefinitionId, actionDefinitionId));
  }

  /** For the runner: the definition by id, whoever asks (the run was authorised when it was enqueued). */
  async function load(actionDefinitionId: string): Promise<Row | undefined> {
    const [row] = await db.select().from(actionDefinitions).where(eq(actionDefinitions.actionDefinitionId, actionDefinitionId));
    return row;
  }

  return { list, grouped, forUse, get, create, update, remove, load, find };
}

export type ActionDefinitionsService = ReturnType<typeof createActionDefinitionsService>;
