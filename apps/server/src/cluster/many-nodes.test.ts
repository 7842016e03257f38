/**
 * Two portal nodes on one PostgreSQL, as an operator runs them behind a load balancer (issue 28):
 * two `scripts/start.mjs` processes with their own PORT and DATA_DIR and the same DATABASE_URL and
 * SECRETS_KEY, started at the same moment on an empty database. CI runs this file against Debian's
 * PostgreSQL 15 too (scripts/with-pg15.sh).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../platform/invalidation/invalidation.ts';
import { signInThroughProvider } from '../platform/identity/sign-in.fixture.ts';
import { TEST_SECRETS_KEY } from '../test/factories.ts';
import { createEmptyDatabase } from '../test/empty-database.ts';
import { freePorts } from '../test/free-port.ts';
import { FREE_ATTEMPTS } from '../platform/sign-in/sign-in-throttle.ts';
import { createHash } from 'node:crypto';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const folders: string[] = [];
const children: ChildProcess[] = [];

interface Node { base: string; child: ChildProcess; output: () => string }

let databaseUrl = '';
let nodes: Node[] = [];
let query: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

function start(port: number, publicUrl: string): Node {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-node-'));
  folders.push(dataDir);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, DATABASE_URL: databaseUrl, SECRETS_KEY: TEST_SECRETS_KEY, PUBLIC_URL: publicUrl, PORT: String(port), DATA_DIR: dataDir,
      SERVER_PROCESSES: '1', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  return { base: `http://127.0.0.1:${port}`, child, output: () => output };
}

async function ready(node: Node, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (node.child.exitCode !== null) throw new Error(`A node exited (${node.child.exitCode}):\n${node.output()}`);
    const answer = await fetch(`${node.base}/api/health/ready`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`A node was not ready within ${ms} ms:\n${node.output()}`);
}

async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

const get = (node: Node, path: string, token: string) => fetch(`${node.base}${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  databaseUrl = await createEmptyDatabase('nodes');
  query = async (text, values) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  const [portA, portB] = await freePorts(2);
  // One PUBLIC_URL, as behind a load balancer: the issuer is the same for both.
  const publicUrl = `http://127.0.0.1:${portA}`;
  nodes = [start(portA!, publicUrl), start(portB!, publicUrl)];
  await Promise.all(nodes.map((node) => ready(node)));
}, 180_000);

afterAll(async () => {
  await Promise.all(children.map((child) => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  })));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('two nodes on one database', () => {
  it('started together, seed it once and make one set of identity keys', async () => {
    const tenants = await query('select name, count(*)::int as n from tenants group by name having count(*) > 1');
    expect(tenants.rows).toEqual([]);
    const admins = await query(`select count(*)::int as n from users where user_name = 'admin'`);
    expect(admins.rows[0].n).toBe(1);
    // One signing key and one cookie secret, not one of each per node.
    const keys = await query('select use, count(*)::int as n from identity_keys group by use order by use');
    expect(keys.rows).toEqual([{ use: 'cookie', n: 1 }, { use: 'sig', n: 1 }]);
  });

  it('accept each other\'s tokens', async () => {
    const [a, b] = nodes as [Node, Node];
    const { access_token: token } = await signInThroughProvider(a.base, 'portal-web', 'admin', 'admin-demo-pass');
    expect((await get(b, '/v1/currentUser', token)).status).toBe(200);
  });

  it('refuse on one node, within a second, a grant removed through the other', async () => {
    const [a, b] = nodes as [Node, Node];
    const { access_token: adminToken } = await signInThroughProvider(a.base, 'portal-web', 'admin', 'admin-demo-pass');
    const { access_token: agentToken } = await signInThroughProvider(a.base, 'portal-web', 'agent', 'agent-demo-pass');
    // Node B caches the agent's actor.
    expect((await get(b, '/v1/workunits?$top=1', agentToken)).status).toBe(200);
    const grants = await (await get(a, `/v1/grants?$filter=${encodeURIComponent(`principal eq 'agent'`)}`, adminToken)).json() as { value: Array<{ roleGrantId: string }> };
    expect(grants.value.length).toBeGreaterThan(0);
    for (const grant of grants.value) {
      const removed = await fetch(`${a.base}/v1/grants/${grant.roleGrantId}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } });
      expect(removed.status).toBe(204);
    }
    const took = await within(1_000, async () => (await get(b, '/v1/workunits?$top=1', agentToken)).status === 403);
    expect(took).toBeLessThan(1_000);
  });

  it('correct a lost notification within the cache life (the listener\'s backend killed)', async () => {
    const [a, b] = nodes as [Node, Node];
    const { access_token: adminToken } = await signInThroughProvider(a.base, 'portal-web', 'admin', 'admin-demo-pass');
    const { access_token: managerToken } = await signInThroughProvider(a.base, 'portal-web', 'manager', 'manager-demo-pass');
    expect((await get(b, '/v1/tenants?$top=1', managerToken)).status).toBe(200);
    // Every node's listener loses its connection; the change below is announced while none listens.
    await query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_NAME]);
    const grants = await (await get(a, `/v1/grants?$filter=${encodeURIComponent(`principal eq 'manager'`)}`, adminToken)).json() as { value: Array<{ roleGrantId: string }> };
    for (const grant of grants.value) {
      await fetch(`${a.base}/v1/grants/${grant.roleGrantId}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } });
    }
    // The cached actor lives 15 s; the reconnected listener finds the missed hint and forgets sooner.
    await within(15_000, async () => (await get(b, '/v1/tenants?$top=1', managerToken)).status === 403);
    const listeners = await query('select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()', [LISTENER_NAME]);
    expect(listeners.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('count password guesses against one account whichever node they reach', async () => {
    const [a, b] = nodes as [Node, Node];
    const cookies = new Map<string, string>();
    const request = async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        cookies.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim());
      }
      return res;
    };
    const verifier = randomBytes(32).toString('base64url');
    const authorization = await request(`${a.base}/oidc/auth?${new URLSearchParams({
      client_id: 'portal-web', response_type: 'code', redirect_uri: `${a.base}/auth/callback`, scope: 'openid', state: 's',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
    })}`);
    const interaction = new URL(authorization.headers.get('location')!, a.base).pathname;
    const guess = (node: Node) => request(`${node.base}${interaction}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'manager', password: 'not-the-password' }).toString(),
    });
    const statuses: number[] = [];
    // Alternate between the nodes: each sees only half of the guesses, the database all of them.
    for (let i = 0; i < FREE_ATTEMPTS; i++) statuses.push((await guess(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(FREE_ATTEMPTS).fill(200));
    // Then the waits start (1 s, 2 s, 4 s...): on a machine so loaded that a guess takes over a second the
    // first wait may pass before the next guess lands, so a refusal must come within a few more guesses.
    // Counted per node, none would come: neither node has seen FREE_ATTEMPTS guesses yet.
    const more: number[] = [];
    for (const node of [b, a, b, a]) more.push((await guess(node)).status);
    expect(more.every((s) => s === 200 || s === 429)).toBe(true);
    expect(more).toContain(429);
  });
});
