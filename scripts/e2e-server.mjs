// Starts the portal for the browser tests on a fresh data folder, so every run begins from the demo seed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = process.env.PORT ?? '3999';
// Two server processes whatever the machine (npm start gives one on two processors with the embedded
// database), so that what must hold across processes is exercised by the browser tests too.
const child = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: { SERVER_PROCESSES: '2', ...process.env, DATA_DIR: dataDir, PORT: port, EMBEDDED_PG_PORT: String(Number(port) + 20000), LOG_LEVEL: 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
