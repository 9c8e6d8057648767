import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { kB, measurePage, rememberBaseUrl, signedInState, type PageLoad } from './first-load/measure';
import { startProduct } from '../tests/e2e/support/product';

/**
 * `npm run size`: starts the built product, opens /auth/login and the dashboard in Chromium with a
 * cold cache and measures the JavaScript fetched before each page's main element (the user-name field,
 * the menu) is visible, and before the page is usable. Fails above the budgets (docs/performance.md).
 */
const VISIBLE_BUDGET: Record<PageLoad['page'], number> = { 'sign-in': 160 * 1024, dashboard: 230 * 1024 };
/** The prerendered sign-in page is visible before its JavaScript; this guards what it needs to work. */
const USABLE_BUDGET: Record<PageLoad['page'], number> = { 'sign-in': 150 * 1024, dashboard: 230 * 1024 };
/**
 * Container modules of features that load with their screens (src/di/feature-modules.ts): none may be in
 * a first load (their chunks are named after the module file).
 */
const FEATURE_MODULE_CHUNK = /\/assets\/[a-z-]+\.module-[^/]*\.js$/;
const verbose = process.argv.includes('--files');

const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist');
const product = await startProduct();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const failures: string[] = [];
try {
  const target = { baseUrl: product.baseUrl, staticDir };
  const results: PageLoad[] = [];
  const anonymous = rememberBaseUrl(
    await browser.newContext({ baseURL: product.baseUrl, locale: 'es-PE' }),
    product.baseUrl,
  );
  results.push(await measurePage(anonymous, target, '/auth/login', 'sign-in'));
  await anonymous.close();
  const storageState = await signedInState(browser, product.baseUrl);
  const signedIn = rememberBaseUrl(
    await browser.newContext({ baseURL: product.baseUrl, locale: 'es-PE', storageState }),
    product.baseUrl,
  );
  results.push(await measurePage(signedIn, target, '/', 'dashboard'));
  await signedIn.close();

  for (const r of results) {
    // A page whose main element is in the served HTML needs no JavaScript to show it.
    const visible = r.visibleWithoutJs ? 0 : r.gzipBytes;
    console.log(
      `${r.page}: visible after ${kB(visible)} gzip of JavaScript${r.visibleWithoutJs ? ' (prerendered)' : ''} (budget ${kB(VISIBLE_BUDGET[r.page])}); ` +
        `usable after ${kB(r.gzipBytes)} gzip, ${r.scripts.length} files, ${kB(r.wireBytes)} on the wire (budget ${kB(USABLE_BUDGET[r.page])})`,
    );
    if (verbose) for (const s of r.scripts) console.log(`  ${s}`);
    if (visible > VISIBLE_BUDGET[r.page]) {
      failures.push(
        `${r.page} shows its main element after ${kB(visible)} of JavaScript, over ${kB(VISIBLE_BUDGET[r.page])}`,
      );
    }
    const featureModules = r.scripts.filter((s) => FEATURE_MODULE_CHUNK.test(s));
    if (featureModules.length > 0) {
      failures.push(`${r.page} loads feature modules before it is usable: ${featureModules.join(', ')}`);
    }
    if (r.gzipBytes > USABLE_BUDGET[r.page]) {
      failures.push(
        `${r.page} is usable after ${kB(r.gzipBytes)} of JavaScript, over ${kB(USABLE_BUDGET[r.page])}`,
      );
    }
  }
} finally {
  await browser.close();
  await product.stop();
}
if (failures.length > 0) {
  for (const f of failures) console.error(`Size check failed: ${f}.`);
  console.error('Load only what the first page uses; see docs/performance.md.');
  process.exit(1);
}
