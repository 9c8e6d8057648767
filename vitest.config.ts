import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { chromiumExecutable, chromiumArgs } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Tests by layer (see README "Tests"):
// - unit:       domain and application, in Node, no DOM
// - components: presenters and views with Testing Library in jsdom
// - server:     the backend on PGlite (and PostgreSQL when DATABASE_URL is set)
// - storybook:  every story rendered in Chromium as a browser test
// End-to-end tests have their own config (vitest.e2e.config.ts): they need the built product.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'tests/domain/**/*.test.ts',
              'tests/application/**/*.test.ts',
              'tests/tools/**/*.test.ts',
            ],
            // Property-based payroll tests do a fixed amount of computing: on a busy machine (CI, the
            // stress run) it takes several times longer than on an idle one.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: [
              'tests/presentation/**/*.test.{ts,tsx}',
              'tests/infrastructure/**/*.test.{ts,tsx}',
              'tests/di/**/*.test.{ts,tsx}',
            ],
            setupFiles: ['tests/support/setup-dom.ts'],
            // Above the 30 s `findBy…` wait (tests/support/setup-dom.ts): the first test of a file also
            // loads its modules, and a busy machine is slow, not wrong.
            testTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts', 'tests/golden/**/*.test.ts'],
            // Many tests start a server on a fresh database (every migration) inside the test; on a busy
            // machine that alone can take half a minute.
            testTimeout: 90_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          // Pre-bundle every dependency the stories can reach (lazily loaded pages included): a
          // dependency discovered mid-run reloads the page and loads React twice.
          optimizeDeps: {
            entries: ['src/**/*.stories.tsx', 'src/presentation/**/*.tsx', 'tests/support/**/*.tsx'],
          },
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
              }),
              instances: [{ browser: 'chromium' }],
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
            // A play may wait 30 s for a lazily loaded page on a busy machine, then the a11y check runs.
            testTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
