import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadConfig } from '../config.ts';
import { closeDb, createDb } from './client.ts';
import { openDatabase } from './database.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

/** DATABASE_URL as written by an operator, against the test run's PostgreSQL; each mistake is one line. */
async function open(databaseUrl: string) {
  return openDatabase(loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }), 2);
}

describe('a DATABASE_URL that cannot be used', () => {
  const server = new URL(inject('databaseUrl'));
  const where = `${server.hostname}:${server.port}`;
  const variant = (change: (url: URL) => void) => {
    const url = new URL(server);
    change(url);
    return url.toString();
  };

  it('names a wrong password, an unknown user or database, and a port nothing answers on', async () => {
    await expect(open(variant((u) => void (u.password = 'wrong')))).rejects.toThrow(new ConfigurationError(
      `DATABASE_URL: PostgreSQL at ${where} refused the password of user '${server.username}': correct the password in DATABASE_URL.`,
    ));
    await expect(open(variant((u) => void (u.pathname = '/no_such_database')))).rejects.toThrow(new ConfigurationError(
      `DATABASE_URL: database 'no_such_database' does not exist at ${where}: create it, or correct the database name in DATABASE_URL.`,
    ));
    await expect(open('postgres://portal:portal@127.0.0.1:1/portal')).rejects.toThrow(new ConfigurationError(
      'DATABASE_URL: nothing answers at 127.0.0.1:1: start PostgreSQL there, or correct the host and port in DATABASE_URL.',
    ));
  });

  it('names a value that is no URL at all', async () => {
    await expect(open('localhost:5432')).rejects.toThrow(new ConfigurationError(
      'DATABASE_URL is not a URL: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE.',
    ));
  });
});

describe('the migrations', () => {
  it('are logged one line each as they are applied, and not again', { timeout: 60_000 }, async () => {
    const server = inject('databaseUrl');
    const name = `t_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const { db, pool } = createDb(url.toString(), 2);
    try {
      const tags = (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map((e) => e.tag);
      const messages: string[] = [];
      await runMigrations(db, (message) => messages.push(message));
      expect(messages).toEqual(tags.map((tag) => `Applied migration ${tag}.`));
      await runMigrations(db, (message) => messages.push(message));
      expect(messages).toHaveLength(tags.length);
    } finally {
      await closeDb(pool);
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
  });
});
