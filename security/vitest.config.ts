import { defineConfig } from 'vitest/config';

/**
 * The security suite (`npm run test:security`): black-box checks against a started portal over HTTP.
 * Its own config, so `npm run test:unit` (the root projects) never picks it up. Files run one after
 * another: they share one portal, and the crash checks start and kill portals of their own.
 */
export default defineConfig({
  test: {
    name: 'security',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
    reporters: ['default'],
  },
});
