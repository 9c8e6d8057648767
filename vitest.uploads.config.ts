import { defineConfig } from 'vitest/config';
import reliability from './vitest.reliability.config';

// `npm run measure:uploads`: the hostile uploads of the reliability suite (tests/reliability/uploads.test.ts)
// with the other users' latency asserted too (p99 < 200 ms): a figure of a quiet machine, so `npm test`
// prints it and this run, made on purpose, holds it to the target.
export default defineConfig({
  test: {
    ...reliability.test,
    name: 'uploads',
    include: ['tests/reliability/uploads.test.ts'],
    env: { UPLOADS_MEASURE: 'true' },
  },
});
