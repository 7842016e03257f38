import { type LocationResponse, type LocationSaveBody, type Permission, locationMessages } from '@portal/contracts';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, conflict, forbidden } from '../../platform/errors/index.ts';
import { type ODataQuery, runGrouped, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, findScoped, holdsInEveryTenant, tenantScope } from '../../platform/tenancy/index.ts';
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from '../../db/errors.ts';
import { toIso } from '../../db/timestamps.ts';
import { assertTenantExists } from '../tenants/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { locationEntity } from './locations.entity.ts';
import { locations } from './locations.table.ts';
import { locationUses } from './locations.usage.ts';

type LocationRow = typeof locations.$inferSelect;
type Action = 'view' | 'create' | 'edit' | 'delete';

function present(row: LocationRow, tenantName: string | null): LocationResponse {
  return {
    locationId: row.locationId,
    tenantId: row.tenantId,
    name: row.name,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    country: row.country,
    postalCode: row.postalCode,
    coordinates: row.coordinates,
    tenant: row.tenantId && tenantName !== null ? { tenantId: row.tenantId, name: tenantName } : null,
    created: toIso(row.created),
    modified: toIso(row.modified),
  };
}

const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

function columnsOf(body: LocationSaveBody) {
  return {
    name: body.name,
    address1: blank(body.address1),
    address2: blank(body.address2),
    city: blank(body.city),
    state: blank(body.state),
    country: blank(body.country),
    postalCode: blank(body.postalCode),
    coordinates: blank(body.coordinates),
  };
}

/**
 * Locations of a tenant, and shared ones (no tenant) that every tenant sees. Shared locations are
 * visible to anyone with Locations:view but written only by holders of the permission for all tenants.
 */
export function createLocationsService({ db }: { db: Db }) {
  const permission = (action: Action) => `Locations:${action}` as Permission;

  /** Writing into `tenantId` (null = shared) needs `action` there; shared needs it for all tenants. */
  function assertWritable(actor: Actor, action: Action, tenantId: string | null): void {
    if (tenantId === null) {
      if (!holdsInEveryTenant(actor, permission(action))) throw forbidden(locationMessages.sharedNeedsAllTenants);
      return;
    }
    assertTenantAccess(actor, permission(action), tenantId);
  }

  async function select(actor: Actor, scope: Permission, locationId: string) {
    const [row] = await db.select({ location: getTableColumns(locations), tenantName: tenants.name }).from(locations)
      .leftJoin(tenants, eq(tenants.tenantId, locations.tenantId))
      .where(and(eq(locations.locationId, locationId), tenantScope(actor, scope, locations.tenantId, 'shared')));
    return row;
  }

  /**
   * The location if the actor may `action` it. Not visible at all: 404. Visible but not writable (a
   * shared location without the permission for all tenants, or a tenant where they only view): 403.
   */
  async function find(actor: Actor, action: Action, locationId: string) {
    const row = await findScoped((scope) => select(actor, scope, locationId), permission(action), permission('view'), 'The location');
    if (action !== 'view' && row.location.tenantId === null && !holdsInEveryTenant(actor, permission(action))) {
      throw forbidden(locationMessages.sharedNeedsAllTenants);
    }
    return row;
  }

  const tenantExists = (tenantId: string | null) => assertTenantExists(db, tenantId);

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, locationEntity, query, { where: (ref) => tenantScope(actor, 'Locations:view', ref(locations.tenantId), 'shared') });
  }

  async function grouped(actor: Actor, query: ODataQuery) {
    return runGrouped(db, locationEntity, query, {
      where: (ref) => tenantScope(actor, 'Locations:view', ref(locations.tenantId), 'shared'),
      groupBy: 'tenant', groupLabel: 'name', valueField: 'locationId', labelField: 'name',
    });
  }

  async function get(actor: Actor, locationId: string): Promise<LocationResponse> {
    const { location, tenantName } = await find(actor, 'view', locationId);
    return present(location, tenantName);
  }

  async function create(actor: Actor, body: LocationSaveBody): Promise<LocationResponse> {
    const tenantId = body.tenantId?.toLowerCase() ?? null;
    assertWritable(actor, 'create', tenantId);
    await tenantExists(tenantId);
    const [row] = await db.insert(locations).values({ ...columnsOf(body), tenantId }).returning();
    if (!row) throw new Error('insert returned no row');
    return get(actor, row.locationId);
  }

  async function update(actor: Actor, locationId: string, body: LocationSaveBody): Promise<LocationResponse> {
    const { location } = await find(actor, 'edit', locationId);
    assertTenantUnchanged('A location', location.tenantId, body.tenantId);
    await db.update(locations).set({ ...columnsOf(body), modified: new Date() }).where(eq(locations.locationId, locationId));
    return get(actor, locationId);
  }

  async function remove(actor: Actor, locationId: string): Promise<void> {
    await find(actor, 'delete', locationId);
    const uses = await locationUses(db, locationId);
    if (uses.length > 0) throw conflict(locationMessages.usedBy(uses.join(' and ')));
    try {
      await db.delete(locations).where(eq(locations.locationId, locationId));
    } catch (err) {
      if (postgresErrorCode(err) === FOREIGN_KEY_VIOLATION) throw conflict(locationMessages.inUse);
      throw err;
    }
  }

  return { list, grouped, get, create, update, remove };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
