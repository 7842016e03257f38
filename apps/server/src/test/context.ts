import { randomBytes } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, closeDb, createDb } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { loadIdentityKeys } from '../platform/identity/keys.ts';
import type { JobRunner } from '../platform/jobs/runner.ts';
import { upsertBuiltInRoles } from '../platform/permissions/roles.service.ts';
import { secretsFor } from '../platform/secrets/index.ts';
import { TEST_SECRETS_KEY, createFactories } from './factories.ts';

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  databaseUrl: string;
  factories: ReturnType<typeof createFactories>;
  /** A signed access token for the user, as the built-in provider would issue it. */
  tokenFor(userId: string, claims?: Record<string, unknown>): Promise<string>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Connections a test app gets: TEST_DB_POOL_SIZE (CI runs the suite once with 1, so a request that
 * needs two connections at once cannot pass), else 10.
 */
export const testPoolSize = (): number => Number(process.env.TEST_DB_POOL_SIZE) || 10;

export interface TestContextOptions {
  poolSize?: number;
  /** A PostgreSQL server of the test's own (to stop and start it), instead of the run's: migrated here. */
  serverUrl?: string;
  /** Database timeouts (db/client.ts), e.g. a short connectMs for tests of an unreachable server. */
  connectMs?: number;
  statementMs?: number;
  /** The app's job runner (buildApp's default: jobs registered, never run). */
  jobs?: JobRunner;
}

/** A fresh database cloned from the migrated template, and the real app built over it. */
export async function createTestContext(env: Record<string, string> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const { poolSize = testPoolSize(), connectMs, statementMs } = options;
  const serverUrl = options.serverUrl ?? inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(options.serverUrl ? `create database ${name}` : `create database ${name} template portal_template`);
  await admin.end();

  const databaseUrl = withDatabase(serverUrl, name);
  // Strict: a query through the pool inside a transaction throws, so the suite finds every one.
  const { db, pool } = createDb(databaseUrl, poolSize, { strictTransactions: true, connectMs, statementMs, warn: () => {} });
  if (options.serverUrl) {
    await runMigrations(db);
    await upsertBuiltInRoles(db);
  }
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', SECRETS_KEY: TEST_SECRETS_KEY, ...env });
  const app = await buildApp({ config, db, jobs: options.jobs });
  // Sealed with the context's SECRETS_KEY: the template holds none (global-setup.ts).
  const keys = await loadIdentityKeys(db, secretsFor(config), config);
  const signingKey = await importJWK(keys.privateJwks[0]!, 'RS256');

  afterAll(async () => {
    await app.close();
    await closeDb(pool);
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });

  return {
    app,
    db,
    config,
    databaseUrl,
    factories: createFactories(db, secretsFor(config)),
    tokenFor: (userId, claims = {}) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwks[0]!.kid })
        .setIssuer(config.issuer)
        .setAudience(config.audience)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(signingKey),
  };
}
