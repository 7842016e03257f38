import { randomBytes } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, closeDb, createDb } from '../db/client.ts';
import { loadIdentityKeys } from '../platform/identity/keys.ts';
import { createFactories } from './factories.ts';

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

/** A fresh database cloned from the migrated template, and the real app built over it. */
export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const serverUrl = inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template portal_template`);
  await admin.end();

  const databaseUrl = withDatabase(serverUrl, name);
  const { db, pool } = createDb(databaseUrl);
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...env });
  const app = await buildApp({ config, db });
  const keys = await loadIdentityKeys(db);
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
    factories: createFactories(db),
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
