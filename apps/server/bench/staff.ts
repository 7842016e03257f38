/**
 * What the benchmarks that act as a signed-in person share: a staff user with a built-in role over every
 * tenant, a bearer token for them signed with the portal's own identity key (as sign-in would give), and
 * the load generator of loader.ts run in a worker thread.
 */
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { SignJWT, importJWK } from 'jose';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { loadIdentityKeys } from '../src/platform/identity/keys.ts';
import { users } from '../src/platform/identity/users.table.ts';
import { upsertBuiltInRoles } from '../src/platform/permissions/roles.service.ts';
import { roleGrants } from '../src/platform/permissions/roles.table.ts';
import { secretsFor } from '../src/platform/secrets/index.ts';
import type { LoaderJob, LoaderResult } from './loader.ts';

/** The user `userName`, made with `role` over every tenant the first time. */
export async function benchUser(db: Db, userName: string, role: string) {
  const [found] = await db.select().from(users).where(eq(users.userName, userName));
  if (found) return found;
  const roleId = (await upsertBuiltInRoles(db)).get(role);
  const [made] = await db.insert(users).values({ userName, displayName: userName, email: `${userName}@bench.test` }).returning();
  if (!made || !roleId) throw new Error(`could not create the bench user ${userName}`);
  await db.insert(roleGrants).values({ roleId, userId: made.userId, tenantIds: null });
  return made;
}

/** An hour's access token for `userId`. Call after the portal's first start, which makes the key that seals the identity keys. */
export async function benchToken(db: Db, config: Config, userId: string): Promise<string> {
  const keys = await loadIdentityKeys(db, secretsFor(config), config);
  const signingKey = await importJWK(keys.privateJwks[0]!, 'RS256');
  return new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: keys.privateJwks[0]!.kid })
    .setIssuer(config.issuer).setAudience(config.audience).setSubject(userId).setIssuedAt().setExpirationTime('1h').sign(signingKey);
}

/** One run of the load generator (loader.ts) in its own thread, so it does not share this event loop. */
export function runLoader(job: LoaderJob): Promise<LoaderResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./loader.ts', import.meta.url), { workerData: job });
    worker.once('message', (message: LoaderResult | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}
