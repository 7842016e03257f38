// Starts one portal for the whole suite (or uses SECURITY_BASE_URL), makes the accounts the tests need,
// signs everyone in, and prints the summary table at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { signIn } from './lib/auth.ts';
import { type Portal, portalPorts, repoRoot, startPortal } from './lib/portal.ts';
import { readResults, summaryTable } from './lib/results.ts';
import type { SuiteContext } from './lib/suite.ts';

const demo = {
  admin: 'admin-demo-pass',
  agent: 'agent-demo-pass',
  manager: 'manager-demo-pass',
  customer: 'customer-demo-pass',
  partner: 'partner-demo-pass',
};

/** `npm run admin -- …` on the portal's data folder (it uses the running portal's database, found by its postmaster.pid). */
function admin(dataDir: string, args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error(`npm run admin -- ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

let portal: Portal | undefined;
let resultsFile = '';

export async function setup(project: TestProject): Promise<void> {
  const started = Date.now();
  let base = process.env.SECURITY_BASE_URL;
  let dataDir = process.env.SECURITY_DATA_DIR ?? '';
  if (!base) {
    // SECURITY_PORT names the portal's port; else, like its PostgreSQL's, a free one from the system.
    portal = await startPortal({ ...(await portalPorts(process.env.SECURITY_PORT)), build: process.env.SECURITY_BUILD !== 'false' });
    base = portal.base;
    dataDir = portal.dataDir;
    console.log(`security suite: portal on ${base} (data ${dataDir}) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (!dataDir) {
    throw new Error('SECURITY_BASE_URL needs SECURITY_DATA_DIR (the portal\'s DATA_DIR) for the admin commands');
  }
  const run = Date.now().toString(36);
  const password = `pw-${run}-long-enough`;
  const nogrants = `nogrants-${run}`;
  const tenantA = `tenanta-${run}`;
  const throttled = `throttled-${run}`;
  admin(dataDir, ['users', 'add', nogrants, '--name', 'No Grants', '--password', password]);
  admin(dataDir, ['users', 'add', tenantA, '--name', 'Tenant A Admin', '--password', password]);
  admin(dataDir, ['grants', 'add', tenantA, 'Administrator', '--tenants', 'Contoso']);
  admin(dataDir, ['users', 'add', throttled, '--name', 'Throttled', '--password', password]);

  const tokens: Record<string, string> = {};
  for (const [user, pass] of Object.entries(demo)) tokens[user] = await signIn(base, user, pass);
  tokens.nogrants = await signIn(base, nogrants, password);
  tokens.tenantA = await signIn(base, tenantA, password);

  const list = await fetch(`${base}/v1/tenants?$select=tenantId,name`, { headers: { authorization: `Bearer ${tokens.admin}` } });
  const byName = new Map(((await list.json()) as { value: Array<{ tenantId: string; name: string }> }).value.map((t) => [t.name, t.tenantId]));
  const tenants = { A: byName.get('Contoso')!, B: byName.get('Fabrikam')!, C: byName.get('Northwind')! };

  resultsFile = join(mkdtempSync(join(tmpdir(), 'portal-security-results-')), 'results.jsonl');
  writeFileSync(resultsFile, '');
  const context: SuiteContext = { base, dataDir, resultsFile, tokens, tenants, throttled: { userName: throttled, password } };
  project.provide('suite', context);
}

export async function teardown(): Promise<void> {
  await portal?.stop();
  const results = readResults(resultsFile);
  if (results.length) {
    console.log('\nSecurity suite summary\n');
    console.log(summaryTable(results));
    const attempts = results.reduce((n, r) => n + r.attempts, 0);
    const failures = results.reduce((n, r) => n + r.failures, 0);
    console.log(`\n${attempts.toLocaleString('en-US')} attempts, ${failures} failures\n`);
  }
}
