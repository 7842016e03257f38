import { randomBytes } from 'node:crypto';
import type { Permission } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { subscriptions } from '../modules/subscriptions/subscriptions.table.ts';
import { tenants } from '../modules/tenants/tenants.table.ts';
import { locations } from '../modules/locations/locations.table.ts';
import { sealedVersion } from '../modules/tenants/tenant-secrets.ts';
import { tenantSecretVersions, tenantSecrets } from '../modules/tenants/tenant-secrets.table.ts';
import { type SecretsBox, secretsFor } from '../platform/secrets/index.ts';
import { generateToken, hashToken } from '../modules/tokens/token-secret.ts';
import { tokenGrants } from '../modules/tokens/tokens.table.ts';
import { users } from '../platform/identity/users.table.ts';
import { roleGrants, roles } from '../platform/permissions/roles.table.ts';
import { workUnitCategories } from '../modules/workunitcategories/workunitcategories.table.ts';
import { workUnitSubcategories } from '../modules/workunitsubcategories/workunitsubcategories.table.ts';
import { workUnits } from '../modules/workunits/workunits.table.ts';

const unique = () => randomBytes(4).toString('hex');

/** Test data that makes its own parents unless given them. */
/** The tests' key of secrets at rest (createTestContext's SECRETS_KEY), so that no test makes a key file in DATA_DIR. */
export const TEST_SECRETS_KEY = randomBytes(32).toString('base64');

/** `secrets` seals tenant secrets; by default under TEST_SECRETS_KEY, as the test app does. */
export function createFactories(db: Db, secrets: SecretsBox = secretsFor({ SECRETS_KEY: TEST_SECRETS_KEY, dataDir: '.' })) {
  async function tenant(values: Partial<typeof tenants.$inferInsert> = {}) {
    const [row] = await db.insert(tenants).values({ name: `Tenant ${unique()}`, ...values }).returning();
    return row!;
  }
  async function subscription(values: Partial<typeof subscriptions.$inferInsert> = {}) {
    const tenantId = values.tenantId ?? (await tenant()).tenantId;
    const [row] = await db.insert(subscriptions).values({ name: `Subscription ${unique()}`, ...values, tenantId }).returning();
    return row!;
  }
  async function role(permissions: Permission[], name = `Role ${unique()}`) {
    const [row] = await db.insert(roles).values({ name, permissions }).returning();
    return row!;
  }
  /**
   * A user holding `permissions` (or a built-in role by name) in all tenants, or only in `tenantIds`.
   */
  async function user(options: { permissions?: Permission[]; role?: string; tenantIds?: string[]; values?: Partial<typeof users.$inferInsert> } = {}) {
    const name = unique();
    const [row] = await db.insert(users).values({ userName: `user-${name}`, displayName: `User ${name}`, email: `user-${name}@example.test`, ...options.values }).returning();
    let roleId: string | undefined;
    if (options.role) [{ roleId } = { roleId: undefined }] = await db.select({ roleId: roles.roleId }).from(roles).where(eq(roles.name, options.role));
    else if (options.permissions) roleId = (await role(options.permissions)).roleId;
    if (roleId) await db.insert(roleGrants).values({ roleId, userId: row!.userId, tenantIds: options.tenantIds ?? null });
    return row!;
  }
  /** One more role grant for an existing user: `permissions` in `tenantIds`, or in all tenants. */
  async function grant(options: { userId: string; permissions: Permission[]; tenantIds?: string[] }) {
    const { roleId } = await role(options.permissions);
    await db.insert(roleGrants).values({ roleId, userId: options.userId, tenantIds: options.tenantIds ?? null });
  }
  /** A location of a tenant (made unless given), or shared when `tenantId` is null. */
  async function location(values: Partial<typeof locations.$inferInsert> = {}) {
    const tenantId = values.tenantId === null ? null : (values.tenantId ?? (await tenant()).tenantId);
    const [row] = await db.insert(locations).values({ name: `Location ${unique()}`, ...values, tenantId }).returning();
    return row!;
  }
  /** An API token of a tenant (made unless given); `token` is its text, which the database never holds. */
  async function tokenGrant(values: Partial<typeof tokenGrants.$inferInsert> = {}) {
    const tenantId = values.tenantId ?? (await tenant()).tenantId;
    const token = generateToken();
    const [row] = await db.insert(tokenGrants).values({ name: `Token ${unique()}`, lifetimeYears: 1, tokenHash: hashToken(token), ...values, tenantId }).returning();
    return { ...row!, token };
  }
  /** A tenant secret with one version holding `value`, sealed as the server seals it. */
  async function tenantSecret(values: { tenantId?: string; name?: string; value?: string } = {}) {
    const tenantId = values.tenantId ?? (await tenant()).tenantId;
    const [row] = await db.insert(tenantSecrets).values({ tenantId, name: values.name ?? `Secret ${unique()}` }).returning();
    await db.insert(tenantSecretVersions).values(sealedVersion(secrets, row!.secretId, 1, values.value ?? `value-${unique()}`));
    return row!;
  }
  /** A work unit row as stored (no rules applied): an Incident in New at Sev2 of a new tenant unless given. */
  async function workUnit(values: Partial<typeof workUnits.$inferInsert> = {}) {
    const tenantId = values.tenantId ?? (await tenant()).tenantId;
    const [row] = await db.insert(workUnits).values({
      title: `Work unit ${unique()}`, workUnitTypeId: 3, severityId: 2, stateId: 1, createdBy: 'factory', ...values, tenantId,
    }).returning();
    return row!;
  }
  /** A work unit category of a tenant (made unless given; null makes it shared), Incident type by default. */
  async function workUnitCategory(values: Partial<typeof workUnitCategories.$inferInsert> = {}) {
    const tenantId = values.tenantId === null ? null : (values.tenantId ?? (await tenant()).tenantId);
    const [row] = await db.insert(workUnitCategories).values({ name: `Category ${unique()}`, workUnitTypeId: 3, ...values, tenantId }).returning();
    return row!;
  }
  async function workUnitSubcategory(values: Partial<typeof workUnitSubcategories.$inferInsert> = {}) {
    const workUnitCategoryId = values.workUnitCategoryId ?? (await workUnitCategory()).workUnitCategoryId;
    const [row] = await db.insert(workUnitSubcategories).values({ name: `Subcategory ${unique()}`, ...values, workUnitCategoryId }).returning();
    return row!;
  }
  return { tenant, subscription, role, user, grant, location, tokenGrant, tenantSecret, workUnit, workUnitCategory, workUnitSubcategory };
}
