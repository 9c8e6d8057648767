import { kB, measureBundle } from '../bundle-size';
import { startProduct } from '../../tests/e2e/support/product';

/** Prints the production build's JavaScript sizes and the product's cold start time. */
const figures = measureBundle();
console.log('== SPA bundle (production build) ==');
console.log(
  `entry chunk and its static imports: ${kB(figures.firstLoadRaw)} raw, ${kB(figures.firstLoadGzip)} gzip (what pages really load: npm run size)`,
);
console.log(`all JavaScript: ${kB(figures.totalGzip)} gzip`);

console.log('== Cold start (new data directory: PGlite initialisation and migrations included) ==');
const runs: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  const product = await startProduct({ TEST_MODE: 'false', NODE_ENV: 'production', MAIL_TO_LOG: 'true' });
  runs.push(performance.now() - started);
  await product.stop();
}
runs.sort((a, b) => a - b);
console.log(
  `cold start to healthy: median ${Math.round(runs[1] as number)} ms (runs: ${runs.map((r) => Math.round(r)).join(', ')} ms)`,
);
