import { type SQL, and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from './oidc.table.ts';

/** Rows whose lifetime ended; oidc-provider checks expiry itself, this only keeps the table small. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<number> {
  const gone = await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`)).returning({ id: oidcPayloads.id });
  return gone.length;
}

/**
 * oidc-provider's storage contract over one PostgreSQL table, keyed by (id, model name), so every
 * process on the database sees the same sessions, interactions, grants and tokens.
 */
export function createOidcAdapter(db: Db): AdapterFactory {
  return (type: string): Adapter => {
    const row = (id: string) => and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, type));
    const live = or(isNull(oidcPayloads.expiresAt), sql`${oidcPayloads.expiresAt} > now()`);

    async function findWhere(where: SQL | undefined): Promise<AdapterPayload | undefined> {
      const [found] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(where, live))
        .limit(1);
      if (!found) return undefined;
      const payload = found.payload as AdapterPayload;
      return found.consumedAt ? { ...payload, consumed: Math.floor(found.consumedAt.getTime() / 1000) } : payload;
    }

    return {
      async upsert(id, payload, expiresIn) {
        const values = {
          id,
          type,
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
        };
        await db.insert(oidcPayloads).values(values).onConflictDoUpdate({
          target: [oidcPayloads.id, oidcPayloads.type],
          set: { payload: values.payload, grantId: values.grantId, userCode: values.userCode, uid: values.uid, expiresAt: values.expiresAt },
        });
      },
      find: (id) => findWhere(row(id)),
      findByUid: (uid) => findWhere(and(eq(oidcPayloads.type, type), eq(oidcPayloads.uid, uid))),
      findByUserCode: (userCode) => findWhere(and(eq(oidcPayloads.type, type), eq(oidcPayloads.userCode, userCode))),
      async consume(id) {
        await db.update(oidcPayloads).set({ consumedAt: sql`now()` }).where(row(id));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(row(id));
      },
      async revokeByGrantId(grantId) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
}
