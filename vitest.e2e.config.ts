import { defineConfig } from 'vitest/config';

// End-to-end: the built product is started once (tests/e2e/global-setup.ts) and driven with
// playwright-core in Debian's Chromium, as a person would use it.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
