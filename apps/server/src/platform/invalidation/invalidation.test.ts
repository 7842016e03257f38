import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { ALL_KEYS, type Invalidation, createInvalidation } from './invalidation.ts';

const context = await createTestContext();
const nodes: Invalidation[] = [];
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
});

async function node(checkIntervalMs = 100): Promise<Invalidation> {
  const made = await createInvalidation({ connectionString: context.databaseUrl, checkIntervalMs, reconnectMs: 50 });
  nodes.push(made);
  return made;
}

function recorder(invalidation: Invalidation, topic: string) {
  const keys: string[] = [];
  invalidation.subscribe(topic, (key) => keys.push(key));
  return keys;
}

async function until(condition: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function sql(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: context.databaseUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('invalidation across nodes', () => {
  it('tells this process at once and another node within a second', async () => {
    const a = await node(60_000);
    const b = await node(60_000);
    const onA = recorder(a, 'actor');
    const onB = recorder(b, 'actor');
    const started = Date.now();
    await a.publish('actor', 'user-1');
    expect(onA).toContain('user-1');
    await until(() => onB.includes('user-1'), 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(onB).not.toContain(ALL_KEYS);
  });

  it('forgets everything when a hint was lost (numbered but never received)', async () => {
    const b = await node(100);
    const onB = recorder(b, 'actor');
    // A hint whose NOTIFY never arrived: the number is taken, nothing is sent.
    await sql(`select nextval('invalidation_version')`);
    await until(() => onB.includes(ALL_KEYS));
    expect(onB).toEqual([ALL_KEYS]);
  });

  it('reconnects a killed listener and forgets what it may have missed meanwhile', async () => {
    const a = await node(60_000);
    const b = await node(60_000);
    const onB = recorder(b, 'grants');
    expect(b.listening()).toBe(true);
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    await until(() => !b.listening());
    await a.publish('grants', 'group-x');
    await until(() => b.listening());
    await until(() => onB.includes(ALL_KEYS) || onB.includes('group-x'));
    // Whichever came first, a later hint arrives as usual.
    await a.publish('grants', 'group-y');
    await until(() => onB.includes('group-y'), 1_000);
  });

  it('without a database tells this process only', async () => {
    const local = await createInvalidation();
    const keys = recorder(local, 'actor');
    await local.publish('actor', 'u');
    expect(keys).toEqual(['u']);
    expect(local.listening()).toBe(false);
  });
});
