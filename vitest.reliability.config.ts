import { defineConfig } from 'vitest/config';

// Reliability suite (`npm run test:reliability`, docs/reliability.md): starts the product as processes,
// kills it with SIGKILL during writes, cuts its PostgreSQL connections, starts it without a database.
// PGlite always; PostgreSQL too when DATABASE_URL is set. One file at a time: it is about real processes.
export default defineConfig({
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
