// Run by faults.test.ts as a process of its own: a transaction's connection is terminated while the
// transaction waits; the process must live on (pg emits 'error' on the checked-out client).
import pg from 'pg';
import { closeDb, createDb } from './client.ts';

const url = process.argv[2]!;
const { db, pool } = createDb(url, 2, { warn: (message) => console.log(`warned: ${message}`) });
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const outcome = await db.transaction(async (tx) => {
  const { rows } = await tx.execute<{ pid: number }>('select pg_backend_pid() as pid');
  await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await tx.execute('select 1');
}).then(() => 'committed', (error: Error) => `failed: ${error.message}`);
console.log(outcome);
const after = await db.execute<{ one: number }>('select 1 as one');
console.log(`alive, serving: ${after.rows[0]!.one}`);
await admin.end();
await closeDb(pool);
