// Crash safety: creates streamed while the server is killed with SIGKILL (its whole process group; the
// embedded PostgreSQL, in a group of its own, keeps running) and started again on the same data folder.
// Every create answered 2xx must be stored exactly once.
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './lib/auth.ts';
import { count, streamCreates } from './lib/load.ts';
import { exited, newDataDir, portalPorts, spawnPortal, stopLeftovers, waitReady } from './lib/portal.ts';
import { report } from './lib/suite.ts';

// SECURITY_CRASH_PORT names the portal's port; else free ones from the system, kept for the restarts.
const ports = await portalPorts(process.env.SECURITY_CRASH_PORT);
const base = `http://localhost:${ports.port}`;
const KILLS = Number(process.env.SECURITY_CRASH_KILLS ?? 2);

async function groupGone(pgid: number): Promise<void> {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`process group ${pgid} still exists 30 s after SIGKILL`);
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('SIGKILL under load', () => {
  it('keeps every create answered 2xx exactly once across kills and restarts', async () => {
    const dataDir = newDataDir('crash');
    let portal = spawnPortal({ ...ports, dataDir, env: { LOG_LEVEL: 'error' } });
    cleanups.push(() => stopLeftovers(portal, dataDir));
    await waitReady(base, 240_000, portal);
    const token = await signIn(base, 'admin', 'admin-demo-pass');
    const tenants = await (await fetch(`${base}/v1/tenants?$select=tenantId,name`, { headers: { authorization: `Bearer ${token}` } })).json() as { value: Array<{ tenantId: string }> };
    const tenantId = tenants.value[0]!.tenantId;
    const run = `crash${Date.now().toString(36)}`;
    const stream = streamCreates(() => base, token, tenantId, run, 4);
    const restarts: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      await new Promise((r) => setTimeout(r, 3_000));
      process.kill(-portal.pid!, 'SIGKILL');
      await exited(portal);
      // As a service manager does before a restart: wait until every process of the killed group is
      // gone (the DATA_DIR lock rightly refuses a start while its owner still exists, even dying).
      await groupGone(portal.pid!);
      const started = Date.now();
      portal = spawnPortal({ ...ports, dataDir, env: { LOG_LEVEL: 'error' } });
      await waitReady(base, 240_000, portal);
      restarts.push((Date.now() - started) / 1000);
    }
    await new Promise((r) => setTimeout(r, 3_000));
    await stream.stop();

    const stored: Array<{ title: string; workUnitId: number }> = [];
    const filter = encodeURIComponent(`startswith(title, '${run}-')`);
    for (let skip = 0; ; skip += 500) {
      const page = await fetch(`${base}/v1/workunits?$filter=${filter}&$select=workUnitId,title&$orderby=workUnitId&$top=500&$skip=${skip}`, { headers: { authorization: `Bearer ${token}` } });
      if (page.status !== 200) throw new Error(`listing the creates: ${page.status} ${await page.text()}`);
      const rows = ((await page.json()) as { value: Array<{ title: string; workUnitId: number }> }).value;
      stored.push(...rows);
      if (rows.length < 500) break;
    }
    portal.kill('SIGTERM');
    await exited(portal);

    const copies = new Map<string, number>();
    for (const row of stored) copies.set(row.title, (copies.get(row.title) ?? 0) + 1);
    const { outcomes } = stream;
    const ok = outcomes.filter((o) => o.status !== undefined && o.status >= 200 && o.status < 300);
    const missing = ok.filter((o) => !copies.has(o.title)).map((o) => o.title);
    const doubled = [...copies].filter(([, n]) => n > 1).map(([title]) => title);
    const errors = new Map<string, number>();
    for (const o of outcomes) if (!ok.includes(o)) errors.set(o.error ?? String(o.status), (errors.get(o.error ?? String(o.status)) ?? 0) + 1);
    const failedButStored = count(outcomes, (o) => !ok.includes(o) && copies.has(o.title));
    console.log([
      `SIGKILL under load: ${KILLS} kills, restarts ready in ${restarts.map((s) => `${s.toFixed(1)} s`).join(', ')}`,
      `  creates sent ${outcomes.length}, answered 2xx ${ok.length}, stored ${stored.length}, missing ${missing.length}, stored twice ${doubled.length}`,
      `  not 2xx: ${[...errors].map(([k, n]) => `${k} x${n}`).join(', ') || 'none'}; of those stored anyway (cut after the commit) ${failedButStored}`,
    ].join('\n'));
    report('crash: SIGKILL + restart under creates (2xx stored exactly once)', ok.length, missing.length + doubled.length,
      `${KILLS} kills, ${outcomes.length} sent, restarts ${restarts.map((s) => `${s.toFixed(0)} s`).join('/')}`);
    expect({ missing, doubled }).toEqual({ missing: [], doubled: [] });
    expect(ok.length).toBeGreaterThan(0);
  });
});
