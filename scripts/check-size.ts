import { kB, measureBundle } from './bundle-size';

/** Fails `npm test` when the first page load grows past the budget (see README, "Performance"). */
const LIMIT_GZIP = 200 * 1024;
const TARGET_GZIP = 160 * 1024;

const figures = measureBundle();
console.log(
  `First page load: ${kB(figures.firstLoadRaw)} raw, ${kB(figures.firstLoadGzip)} gzip (target ${kB(TARGET_GZIP)}, limit ${kB(LIMIT_GZIP)})`,
);
console.log(`All JavaScript: ${kB(figures.totalGzip)} gzip`);
if (figures.firstLoadGzip > LIMIT_GZIP) {
  console.error(
    `Size check failed: the first page loads ${kB(figures.firstLoadGzip)} of gzip JavaScript, over ${kB(LIMIT_GZIP)}.`,
  );
  console.error('Load routes and heavy libraries lazily (import()).');
  process.exit(1);
}
