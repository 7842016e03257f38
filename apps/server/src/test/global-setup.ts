import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from '../db/embedded-postgres.ts';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { upsertBuiltInRoles } from '../platform/permissions/roles.service.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export const TEMPLATE_DB = 'portal_template';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL, or an embedded one in a temporary folder. A
 * migrated template database is made once; each test file clones it (see test/context.ts).
 */
export async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-pg-'));
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir: dir, user: 'portal', password: 'portal', port, persistent: false, createPostgresUser: true,
      onLog: () => {}, onError: () => {},
      postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    });
    await server.initialise();
    await server.start();
    serverUrl = `postgres://portal:portal@127.0.0.1:${port}/postgres`;
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const { db, pool } = createDb(withDatabase(serverUrl, TEMPLATE_DB));
  await runMigrations(db);
  await upsertBuiltInRoles(db);
  // No identity keys here: each test file's app makes its own, sealed with that file's SECRETS_KEY.
  await pool.end();

  project.provide('databaseUrl', serverUrl);
  return stop;
}
