import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.', outputDir: '../test-results/e2e-admin-local', workers: 1, timeout: 90_000, reporter: [['list']],
  use: { baseURL: 'http://localhost:5273', trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
