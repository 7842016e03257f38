import {
  type Permission, type Protocol, type ProtocolBody, type ProtocolMatchedRule, sameIdentity, splitAssignmentGroups, protocolMessages,
} from '@portal/contracts';
import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, badRequest, conflict, notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, findScoped, hasTenantAccess, tenantScope } from '../../platform/tenancy/index.ts';
import { actionDefinitions } from '../actiondefinitions/actiondefinitions.table.ts';
import { countRulesUsingProtocol, rulesUsingProtocol } from '../rules/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { workUnits } from '../workunits/workunits.table.ts';
import { protocolEntity } from './protocols.entity.ts';
import { protocolActions, protocols } from './protocols.table.ts';

export type ProtocolRow = typeof protocols.$inferSelect;
export type ProtocolVerb = 'view' | 'create' | 'edit' | 'delete';
export const protocolPermission = (verb: ProtocolVerb) => `WorkUnits.Protocols:${verb}` as Permission;

export function presentProtocol(row: ProtocolRow, tenantName: string | null): Protocol {
  return {
    protocolId: row.protocolId,
    name: row.name,
    description: row.description,
    tenantId: row.tenantId,
    owningGroup: row.owningGroup,
    timerInverval: row.timerInverval,
    manualActions: row.manualActions,
    created: toIso(row.created),
    modified: toIso(row.modified),
    modifiedBy: row.modifiedBy,
    tenant: tenantName !== null ? { tenantId: row.tenantId, name: tenantName } : null,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Protocols of the tenants the actor holds WorkUnits.Protocols permissions in (docs/areas/protocols.md). A
 * protocol always has a tenant; another tenant's protocol is not found (404). Every write goes through here.
 */
export function createProtocolsService({ db }: { db: Db }) {
  async function select(actor: Actor, scope: Permission, protocolId: string) {
    const [row] = await db.select({ protocol: getTableColumns(protocols), tenantName: tenants.name })
      .from(protocols)
      .leftJoin(tenants, eq(tenants.tenantId, protocols.tenantId))
      .where(and(eq(protocols.protocolId, protocolId.toLowerCase()), tenantScope(actor, scope, protocols.tenantId)));
    return row;
  }

  /** The protocol if the actor may `verb` it: not visible, 404; visible but not `verb`, 403. */
  async function find(actor: Actor, verb: ProtocolVerb, protocolId: string) {
    return findScoped((scope) => select(actor, scope, protocolId), protocolPermission(verb), protocolPermission('view'), 'The protocol');
  }

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, protocolEntity, query, { where: (ref) => tenantScope(actor, protocolPermission('view'), ref(protocols.tenantId)) });
  }

  async function get(actor: Actor, protocolId: string): Promise<Protocol> {
    const { protocol, tenantName } = await find(actor, 'view', protocolId);
    return presentProtocol(protocol, tenantName);
  }

  /** The tenant's spelling of the owning group, which must be one of its assignment groups; null for none. */
  async function owningGroupOf(tenantId: string, owningGroup: string | null | undefined): Promise<string | null> {
    const wanted = owningGroup?.trim();
    if (!wanted) return null;
    const [tenant] = await db.select({ groups: tenants.assignmentGroups }).from(tenants).where(eq(tenants.tenantId, tenantId));
    const match = splitAssignmentGroups(tenant?.groups).find((g) => sameIdentity(g, wanted));
    if (!match) throw badRequest(`owningGroup: ${protocolMessages.owningGroupUnknown}`);
    return match;
  }

  async function columnsOf(actor: Actor, tenantId: string, body: ProtocolBody) {
    return {
      name: body.name,
      description: body.description?.trim() || null,
      owningGroup: await owningGroupOf(tenantId, body.owningGroup),
      timerInverval: body.timerInverval,
      manualActions: body.manualActions?.trim() || null,
      modifiedBy: actor.userName,
    };
  }

  async function create(actor: Actor, body: ProtocolBody): Promise<Protocol> {
    if (!body.tenantId) throw badRequest(`tenantId: ${protocolMessages.tenantRequired}`);
    const tenantId = body.tenantId.toLowerCase();
    assertTenantAccess(actor, protocolPermission('create'), tenantId);
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, tenantId));
    if (!tenant) throw notFound('The tenant');
    const [row] = await db.insert(protocols).values({ tenantId, ...(await columnsOf(actor, tenantId, body)) })
      .returning({ protocolId: protocols.protocolId });
    if (!row) throw new Error('insert returned no row');
    return get(actor, row.protocolId);
  }

  async function update(actor: Actor, protocolId: string, body: ProtocolBody): Promise<Protocol> {
    const { protocol } = await find(actor, 'edit', protocolId);
    assertTenantUnchanged('A protocol', protocol.tenantId, body.tenantId);
    await db.update(protocols).set({ ...(await columnsOf(actor, protocol.tenantId, body)), modified: new Date() })
      .where(and(eq(protocols.tenantId, protocol.tenantId), eq(protocols.protocolId, protocol.protocolId)));
    return get(actor, protocol.protocolId);
  }

  /**
   * What names the protocol: work units (any state: closed ones keep their history's meaning) and rules'
   * create-work-unit actions, e.g. "2 rules and 5 work units"; empty when nothing does.
   */
  async function uses(protocol: ProtocolRow): Promise<string[]> {
    const [units] = await db.select({ n: count() }).from(workUnits)
      .where(and(eq(workUnits.tenantId, protocol.tenantId), eq(workUnits.protocolId, protocol.protocolId)));
    const ruleCount = await countRulesUsingProtocol(db, protocol.protocolId);
    const found: string[] = [];
    if (ruleCount > 0) found.push(plural(ruleCount, 'rule', 'rules'));
    if (units && units.n > 0) found.push(plural(units.n, 'work unit', 'work units'));
    return found;
  }

  /** Refused (409) while rules or work units name it, with how many; its actions go with it. */
  async function remove(actor: Actor, protocolId: string): Promise<{ message: string }> {
    const { protocol } = await find(actor, 'delete', protocolId);
    const used = await uses(protocol);
    if (used.length > 0) throw conflict(protocolMessages.inUse(used.join(' and ')));
    await db.delete(protocols).where(and(eq(protocols.tenantId, protocol.tenantId), eq(protocols.protocolId, protocol.protocolId)));
    return { message: protocolMessages.deleted };
  }

  /** GetMatchedRules: the protocol's tenant's rules whose create-work-unit action names it (the Assigned Rules tab). */
  async function matchedRules(actor: Actor, protocolId: string): Promise<{ '@odata.count': number; value: ProtocolMatchedRule[] }> {
    const { protocol } = await find(actor, 'view', protocolId);
    const value = await rulesUsingProtocol(db, protocol.tenantId, protocol.protocolId);
    return { '@odata.count': value.length, value };
  }

  /**
   * GetProtocolsForAction: the protocols (of the actor's tenants) with an action of this definition. A
   * definition of a tenant the actor cannot see is not found (404), as its protocols would be.
   */
  async function forAction(actor: Actor, actionDefinitionId: string) {
    const [definition] = await db.select({ tenantId: actionDefinitions.tenantId }).from(actionDefinitions)
      .where(eq(actionDefinitions.actionDefinitionId, actionDefinitionId));
    if (!definition || (definition.tenantId !== null && !hasTenantAccess(actor, protocolPermission('view'), definition.tenantId))) {
      throw notFound('The action definition');
    }
    const value = await db.selectDistinct({ protocolId: protocols.protocolId, name: protocols.name, tenantId: protocols.tenantId })
      .from(protocols)
      .innerJoin(protocolActions, and(eq(protocolActions.tenantId, protocols.tenantId), eq(protocolActions.protocolId, protocols.protocolId)))
      .where(and(eq(protocolActions.actionDefinitionId, actionDefinitionId), tenantScope(actor, protocolPermission('view'), protocols.tenantId)))
      .orderBy(asc(protocols.name), asc(protocols.protocolId));
    return { '@odata.count': value.length, value };
  }

  /** The dropdown of the work unit and rule forms: the protocols of the actor's tenants (or of one), by tenant then name. */
  async function lookup(actor: Actor, tenantId?: string) {
    const value = await db.select({ protocolId: protocols.protocolId, name: protocols.name, tenantId: protocols.tenantId, tenantName: tenants.name })
      .from(protocols)
      .innerJoin(tenants, eq(tenants.tenantId, protocols.tenantId))
      .where(and(tenantScope(actor, protocolPermission('view'), protocols.tenantId), tenantId ? eq(protocols.tenantId, tenantId.toLowerCase()) : undefined))
      .orderBy(asc(tenants.name), asc(protocols.name))
      .limit(1000);
    return { value };
  }

  return { find, list, get, create, update, remove, matchedRules, forAction, lookup };
}

export type ProtocolsService = ReturnType<typeof createProtocolsService>;

/** Every protocol (any tenant) with an action of the definition: the action catalog refuses its delete then. */
export async function protocolsUsingAction(db: Db, actionDefinitionId: string): Promise<Array<{ protocolId: string; name: string }>> {
  return db.selectDistinct({ protocolId: protocols.protocolId, name: protocols.name }).from(protocols)
    .innerJoin(protocolActions, and(eq(protocolActions.tenantId, protocols.tenantId), eq(protocolActions.protocolId, protocols.protocolId)))
    .where(eq(protocolActions.actionDefinitionId, actionDefinitionId))
    .orderBy(asc(protocols.name), asc(protocols.protocolId)).limit(50);
}
