// Stop safety: SIGTERM under load. Requests in flight finish with 2xx or 503 (never a reset), new
// connections are refused once the server stops listening, and the process tree exits within 10 s,
// the embedded PostgreSQL with it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './lib/auth.ts';
import { failureCode } from './lib/load.ts';
import { exited, newDataDir, portalPorts, spawnPortal, stopLeftovers, waitReady } from './lib/portal.ts';
import { report } from './lib/suite.ts';

// SECURITY_TERM_PORT names the portal's port; else free ones from the system.
const ports = await portalPorts(process.env.SECURITY_TERM_PORT);
const base = `http://localhost:${ports.port}`;
const EXIT_WITHIN_MS = 10_000;

interface Sent { sentAt: number; status?: number; error?: string }

function postmasterAlive(dataDir: string): boolean {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('SIGTERM under load', () => {
  it('answers every request in flight with 2xx or 503, then exits within 10 s', async () => {
    const dataDir = newDataDir('term');
    // `npm start` as an operator runs it: npm passes the signal to the launcher and waits for it,
    // which waits for the server (it exited at once, 143, before the server had drained: issue 26.15).
    const portal = spawnPortal({ ...ports, dataDir, env: { LOG_LEVEL: 'error' } });
    cleanups.push(() => stopLeftovers(portal, dataDir));
    await waitReady(base, 240_000, portal);
    const token = await signIn(base, 'admin', 'admin-demo-pass');
    const tenants = await (await fetch(`${base}/v1/tenants?$select=tenantId`, { headers: { authorization: `Bearer ${token}` } })).json() as { value: Array<{ tenantId: string }> };
    const tenantId = tenants.value[0]!.tenantId;

    const control = { stopping: false }; // changed by stop(), from outside the loops
    let signalledAt = 0;
    const sent: Sent[] = [];
    let seq = 0;
    const loop = async (kind: 'create' | 'list') => {
      while (!control.stopping) {
        const entry: Sent = { sentAt: Date.now() };
        sent.push(entry);
        try {
          const res = kind === 'create'
            ? await fetch(`${base}/v1/workunits`, {
              method: 'PUT',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ workUnitId: -1, title: `term-${seq++}`, workUnitTypeId: 3, severityId: 2, tenantId }),
              signal: AbortSignal.timeout(20_000),
            })
            : await fetch(`${base}/v1/workunits?$top=50&$count=true&$orderby=created desc`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20_000) });
          await res.arrayBuffer();
          entry.status = res.status;
        } catch (err) {
          entry.error = failureCode(err);
          if (signalledAt) return; // the server is going away: this loop is done
        }
      }
    };
    const loops = [...Array.from({ length: 4 }, () => loop('create')), ...Array.from({ length: 4 }, () => loop('list'))];
    await new Promise((r) => setTimeout(r, 3_000));
    signalledAt = Date.now();
    // As `docker stop` or `kill` does: the signal to npm only, which passes it on.
    portal.kill('SIGTERM');
    const code = await exited(portal);
    const exitMs = Date.now() - signalledAt;
    control.stopping = true;
    await Promise.all(loops);

    const before = sent.filter((s) => s.sentAt < signalledAt);
    // A request is in flight at the signal when it was sent before it; refused connections after the
    // listener closed are not in flight (nobody accepted them).
    const ok = before.filter((s) => s.status !== undefined && s.status < 300).length;
    const unavailable = before.filter((s) => s.status === 503).length;
    const otherStatus = before.filter((s) => s.status !== undefined && s.status >= 300 && s.status !== 503);
    const cut = before.filter((s) => s.error && s.error !== 'ECONNREFUSED');
    const refusedAfter = sent.filter((s) => s.error === 'ECONNREFUSED').length;
    const pgLeft = postmasterAlive(dataDir);
    console.log([
      `SIGTERM under load: process tree exited with ${code} after ${(exitMs / 1000).toFixed(1)} s; embedded PostgreSQL ${pgLeft ? 'STILL RUNNING' : 'stopped'}`,
      `  requests before the signal ${before.length}: 2xx ${ok}, 503 ${unavailable}, other ${otherStatus.length}, cut (reset) ${cut.length} ${cut.map((s) => s.error).join(' ')}`,
      `  connections refused after the listener closed ${refusedAfter}`,
    ].join('\n'));
    const failures = cut.length + otherStatus.length + (exitMs > EXIT_WITHIN_MS ? 1 : 0) + (pgLeft ? 1 : 0) + (code === 0 ? 0 : 1);
    report('stop: SIGTERM under load (2xx/503, no reset, exit < 10 s)', before.length, failures, `exit ${(exitMs / 1000).toFixed(1)} s, code ${code}`);
    expect({ cut: cut.length, otherStatus: otherStatus.length, postgresLeft: pgLeft, code }).toEqual({ cut: 0, otherStatus: 0, postgresLeft: false, code: 0 });
    expect(exitMs).toBeLessThan(EXIT_WITHIN_MS);
  });
});
