/**
 * One portal node of the protocol engine's fault test: `node protocols.engine-node.fixture.ts <databaseUrl> <port> <secretsKey>`.
 * The app every serving process runs (cluster/node-app.ts: the whole app, its job runner and its
 * invalidation listener) on the test's database, with HTTP actions allowed to the test's local receiver.
 */
import { buildNodeApp } from '../../cluster/node-app.ts';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/client.ts';

const [databaseUrl = '', port = '0', secretsKey = ''] = process.argv.slice(2);
const config = loadConfig({
  PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', DEMO_FEED: 'false',
  SECRETS_KEY: secretsKey, DATABASE_URL: databaseUrl, PORT: port, HOST: '127.0.0.1',
  ACTION_ALLOWED_HOSTS: '127.0.0.1', ACTION_RETRY_SCHEDULE: '1s,1s,1s',
});
const { db } = createDb(databaseUrl, 6);
const app = await buildNodeApp(config, db, databaseUrl);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
