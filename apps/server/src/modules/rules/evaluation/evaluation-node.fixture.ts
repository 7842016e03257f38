/**
 * One portal node of the evaluation's fault test: `node evaluation-node.fixture.ts <databaseUrl> <port> <secretsKey>`.
 * The app every serving process runs (cluster/node-app.ts: the whole app, its job runner and its
 * invalidation listener) on the test's database, listening on `port`; prints "ready".
 */
import { buildNodeApp } from '../../../cluster/node-app.ts';
import { loadConfig } from '../../../config.ts';
import { createDb } from '../../../db/client.ts';

// The test's SECRETS_KEY (random per test process), which sealed the identity keys in its database.
const [databaseUrl = '', port = '0', secretsKey = ''] = process.argv.slice(2);
const config = loadConfig({
  PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', DEMO_FEED: 'false',
  SECRETS_KEY: secretsKey, DATABASE_URL: databaseUrl, PORT: port, HOST: '127.0.0.1',
});
const { db } = createDb(databaseUrl, 6);
const app = await buildNodeApp(config, db, databaseUrl);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
