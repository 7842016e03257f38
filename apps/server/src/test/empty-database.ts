import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A new, empty database (no migrations) on the run's PostgreSQL: for tests of what a first start does. */
export async function createEmptyDatabase(prefix = 't'): Promise<string> {
  const serverUrl = inject('databaseUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
