import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);

/** Browser tests: the real server over a fresh embedded database, the built client, Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/e2e',
  forbidOnly: !!process.env.CI,
  retries: 1,
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records a screencast the whole test long: with it on for every test (retain-on-failure) the
    // browser's GPU process took a quarter of a core and the devices walk ran 20% longer. A failing test is
    // run again, traced (E2E_TRACE=on traces every test).
    trace: (process.env.E2E_TRACE ?? 'on-first-retry') as 'on' | 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/api/generalLookup/version`,
    // The first start builds nothing but seeds a fresh database; a loaded machine took over 3 minutes.
    timeout: 360_000,
    reuseExistingServer: false,
    // Stopped like a service manager would (Playwright's default is SIGKILL, which left the embedded
    // PostgreSQL running): the server answers what it has begun, then stops its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { PORT: String(port), ...(process.env.E2E_MAILBOX_PORT ? { E2E_MAILBOX_PORT: process.env.E2E_MAILBOX_PORT } : {}) },
  },
});
