import type { Config } from '../config.ts';
import { type Db, closeDb, createDb, serverPoolSize } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface Database {
  db: Db;
  url: string;
  close(): Promise<void>;
}

const EMBEDDED_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);

/** Opens DATABASE_URL, or starts the embedded PostgreSQL, and applies the migrations. */
export async function openDatabase(config: Config, poolSize = serverPoolSize()): Promise<Database> {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.dataDir, EMBEDDED_PORT);
  const url = config.DATABASE_URL ?? embedded!.url;
  const { db, pool } = createDb(url, poolSize);
  try {
    await runMigrations(db);
  } catch (err) {
    await closeDb(pool);
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    url,
    async close() {
      await closeDb(pool);
      await embedded?.stop();
    },
  };
}
