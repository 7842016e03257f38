import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.', outputDir: '../test-results/e2e-local', workers: 1, timeout: 60_000, reporter: [['list']],
  use: { baseURL: 'http://localhost:3100', trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
