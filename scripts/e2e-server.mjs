// Starts the portal for the browser tests on a fresh data folder, so every run begins from the demo seed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { startMailbox } from './e2e-mailbox.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = process.env.PORT ?? '3999';
// The launcher itself (what `npm start` runs), so that Playwright's SIGTERM reaches it and the server
// stops its embedded PostgreSQL, which runs in a process group of its own and outlives a SIGKILL.
// Two server processes whatever the machine (npm start gives one on two processors with the embedded
// database), so that what must hold across processes is exercised by the browser tests too.
// Mail goes to a local SMTP server whose messages the walks read (scripts/e2e-mailbox.mjs).
const smtpPort = await freePort();
const stopMailbox = await startMailbox(smtpPort, Number(process.env.E2E_MAILBOX_PORT ?? await freePort()));
const launcher = fileURLToPath(new URL('./start.mjs', import.meta.url));
const child = spawn(process.execPath, [launcher], {
  stdio: 'inherit',
  // Its PostgreSQL on a port the system says is free, taken right before the start.
  env: {
    SERVER_PROCESSES: '2', AGENT_ENROLL_RETRY_SECONDS: '2', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...process.env, DATA_DIR: dataDir, PORT: port, EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  stopMailbox();
  process.exit(code ?? 0);
});
