// Runs the Playwright suite in Debian's Chromium; says how to install it when it is missing.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { freePort } from '../apps/server/src/test/free-port.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install it with:\n  apt-get update && apt-get install -y chromium\n(or set CHROMIUM_PATH).`);
  process.exit(1);
}
// The portal's port: E2E_PORT, else a free one from the system (a fixed one collides with a second run).
const port = process.env.E2E_PORT ?? String(await freePort());
// Where the walks read the mail the portal sent (scripts/e2e-mailbox.mjs).
const mailboxPort = process.env.E2E_MAILBOX_PORT ?? String(await freePort());
const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit', env: { ...process.env, E2E_PORT: port, E2E_MAILBOX_PORT: mailboxPort },
});
process.exit(result.status ?? 1);
