import { type TokenCreateBody, type TokenCreatedResponse, type TokenResponse, type TokenUpdateBody, tokenMessages } from '@portal/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { tokenActor } from '../../platform/auth/token-actor.ts';
import { assertTenantUnchanged, badRequest, notFound } from '../../platform/errors/index.ts';
import { type ColumnRef, type ODataQuery, runList } from '../../platform/odata/index.ts';
import { builtInRoles } from '../../platform/permissions/builtin-roles.ts';
import { assertTenantAccess, findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { toIso } from '../../db/timestamps.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { tokenEntity } from './tokens.entity.ts';
import { generateToken, hashToken, looksLikeToken } from './token-secret.ts';
import { tokenGrants } from './tokens.table.ts';

type TokenRow = typeof tokenGrants.$inferSelect;

export function presentToken(row: TokenRow): TokenResponse {
  return {
    tokenGrantId: row.tokenGrantId,
    tenantId: row.tenantId,
    name: row.name,
    description: row.description,
    lifetimeYears: row.lifetimeYears,
    createdBy: row.createdBy,
    created: toIso(row.created),
    expiresOn: toIso(row.expiresOn),
    revokedOn: toIso(row.revokedOn),
    lastUsed: toIso(row.lastUsed),
  };
}

/** `created` plus whole years (UTC calendar), or null for forever. */
export function expiryOf(created: Date, lifetimeYears: number): Date | null {
  if (lifetimeYears === 0) return null;
  const expires = new Date(created);
  expires.setUTCFullYear(expires.getUTCFullYear() + lifetimeYears);
  return expires;
}

const LAST_USED_INTERVAL_MS = 60_000;

export interface TokensDeps {
  db: Db;
  clock?: () => Date;
}

export function createTokensService({ db, clock = () => new Date() }: TokensDeps) {
  /** When this process last wrote lastUsed per token; the SQL condition covers other processes. */
  const lastUsedWrites = new Map<string, number>();

  async function list(actor: Actor, query: ODataQuery, tenantId?: string) {
    return runList(db, tokenEntity, query, {
      where: (ref: ColumnRef) => and(
        tenantScope(actor, 'Tokens:view', ref(tokenGrants.tenantId)),
        tenantId ? sql`${ref(tokenGrants.tenantId)} = ${tenantId}` : undefined,
      ),
    });
  }

  function find(actor: Actor, permission: 'Tokens:view' | 'Tokens:edit', tokenGrantId: string): Promise<TokenRow> {
    return findScoped(async (scope) => {
      const [row] = await db.select().from(tokenGrants)
        .where(and(eq(tokenGrants.tokenGrantId, tokenGrantId), tenantScope(actor, scope, tokenGrants.tenantId)));
      return row;
    }, permission, 'Tokens:view', 'The token');
  }

  async function get(actor: Actor, tokenGrantId: string): Promise<TokenResponse> {
    return presentToken(await find(actor, 'Tokens:view', tokenGrantId));
  }

  /** Makes the token; its text is in this answer only, the database keeps the hash. */
  async function create(actor: Actor, body: TokenCreateBody): Promise<TokenCreatedResponse> {
    assertTenantAccess(actor, 'Tokens:create', body.tenantId);
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, body.tenantId));
    if (!tenant) throw notFound('The tenant');
    const generatedToken = generateToken();
    const created = clock();
    const [row] = await db.insert(tokenGrants).values({
      tenantId: body.tenantId,
      name: body.name,
      description: body.description?.trim() || null,
      lifetimeYears: body.lifetimeYears,
      tokenHash: hashToken(generatedToken),
      createdBy: actor.userName,
      created,
      modified: created,
      expiresOn: expiryOf(created, body.lifetimeYears),
    }).returning();
    if (!row) throw new Error('insert returned no row');
    return { ...presentToken(row), generatedToken };
  }

  async function update(actor: Actor, tokenGrantId: string, body: TokenUpdateBody): Promise<TokenResponse> {
    const current = await find(actor, 'Tokens:edit', tokenGrantId);
    assertTenantUnchanged('A token', current.tenantId, body.tenantId);
    const [row] = await db.update(tokenGrants).set({ name: body.name, description: body.description?.trim() || null, modified: clock() })
      .where(eq(tokenGrants.tokenGrantId, tokenGrantId)).returning();
    if (!row) throw notFound('The token');
    return presentToken(row);
  }

  /** One way: a revoked token stays revoked, and stops authenticating at once. */
  async function revoke(actor: Actor, tokenGrantId: string): Promise<TokenResponse> {
    await find(actor, 'Tokens:edit', tokenGrantId);
    const now = clock();
    const [row] = await db.update(tokenGrants).set({ revokedOn: now, modified: now })
      .where(and(eq(tokenGrants.tokenGrantId, tokenGrantId), isNull(tokenGrants.revokedOn))).returning();
    if (!row) throw badRequest(tokenMessages.alreadyRevoked);
    return presentToken(row);
  }

  /** Built once and named: every call of an integration looks its token up. */
  const tokenByHash = db.select({ token: tokenGrants, tenantEnabled: tenants.enabled }).from(tokenGrants)
    .innerJoin(tenants, eq(tenants.tenantId, tokenGrants.tenantId))
    .where(eq(tokenGrants.tokenHash, sql.placeholder('hash'))).prepare('tokens.authenticate');

  /**
   * The actor behind a bearer token: its tenant's integration identity, holding the built-in
   * Integration role in that tenant only. Unknown, revoked or expired tokens, and tokens of a disabled
   * tenant, give null (401).
   */
  async function authenticate(credential: string): Promise<Actor | null> {
    if (!looksLikeToken(credential)) return null;
    const now = clock();
    const [row] = await tokenByHash.execute({ hash: hashToken(credential) });
    if (!row || !row.tenantEnabled) return null;
    const { token } = row;
    if (token.revokedOn || (token.expiresOn && token.expiresOn <= now)) return null;
    await recordUse(token.tokenGrantId, now);
    // Its own identity (token:{id}), never the person the token may be named after.
    return tokenActor({
      tokenGrantId: token.tokenGrantId,
      name: token.name,
      tenantId: token.tenantId,
      permissions: builtInRoles.Integration?.permissions ?? [],
    });
  }

  async function recordUse(tokenGrantId: string, now: Date): Promise<void> {
    const last = lastUsedWrites.get(tokenGrantId);
    if (last !== undefined && now.getTime() - last < LAST_USED_INTERVAL_MS) return;
    lastUsedWrites.set(tokenGrantId, now.getTime());
    const minuteAgo = new Date(now.getTime() - LAST_USED_INTERVAL_MS);
    await db.update(tokenGrants).set({ lastUsed: now })
      .where(and(eq(tokenGrants.tokenGrantId, tokenGrantId), or(isNull(tokenGrants.lastUsed), lt(tokenGrants.lastUsed, minuteAgo))));
  }

  return { list, get, create, update, revoke, authenticate };
}

export type TokensService = ReturnType<typeof createTokensService>;
