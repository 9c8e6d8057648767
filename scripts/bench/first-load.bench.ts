import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { signedInState, usableNow, type Usable } from '../first-load/measure';
import { startProduct } from '../../tests/e2e/support/product';

/**
 * First load of the sign-in page and the dashboard as Chromium sees it: CPU throttled 4× (CDP), cold
 * cache (a new browser context per run), 10 runs per page; prints the medians of first contentful
 * paint, largest contentful paint, total blocking time (long tasks after FCP until the page is usable,
 * minus 50 ms each), cumulative layout shift, and when the page became usable (scripts/first-load:
 * the sign-in form submits, the application's menu shows).
 */
const RUNS = 10;
const OBSERVERS = `
  window.__paint = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__paint.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__paint.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__paint.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

interface Run {
  /** When the page could be used (the form submits / the application's menu shows). */
  usable: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function run(context: BrowserContext, url: string, which: Usable): Promise<Run> {
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  const usable = (await (
    await page.waitForFunction(usableNow, which, { timeout: 120_000, polling: 'raf' })
  ).jsonValue()) as { at: number };
  await page.waitForTimeout(1000); // let LCP and late shifts settle (a benchmark, not a test)
  const figures = await page.evaluate((usableAt) => {
    // eslint-disable-next-line no-restricted-syntax -- the page's own probe, set by the benchmark's init script; the browser's Window type cannot know it
    const w = window as unknown as { __paint: { lcp: number; cls: number; longTasks: [number, number][] } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = w.__paint.longTasks
      .filter(([start]) => start >= fcp && start <= usableAt)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { usable: usableAt, fcp, lcp: w.__paint.lcp, tbt, cls: w.__paint.cls };
  }, usable.at);
  await page.close();
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * The floor: the same browser, throttling and cold context painting a two-line static page served by the
 * product. No page of the product can paint sooner on this machine; read the figures against it.
 */
const FLOOR_PAGE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Planillas</title></head><body><h1>Sistema de Planillas</h1><p>Página mínima de referencia.</p></body></html>';

async function floor(baseUrl: string): Promise<number> {
  const fcps: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await context.route('**/floor.html', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FLOOR_PAGE }),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/floor.html', { waitUntil: 'load' });
    const fcp = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    fcps.push((await fcp.jsonValue()) as number);
    await context.close();
  }
  return median(fcps);
}

const product = await startProduct();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const storageState = await signedInState(browser, product.baseUrl);
  console.log(`== First load (CPU 4× slower, cold cache, medians of ${RUNS}) ==`);
  console.log(
    `floor    : FCP ${((await floor(product.baseUrl)) / 1000).toFixed(2)} s (a two-line static page)`,
  );
  for (const [name, url, which, state] of [
    ['sign-in  ', '/auth/login', 'sign-in', undefined],
    ['dashboard', '/', 'dashboard', storageState],
  ] as const) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        baseURL: product.baseUrl,
        locale: 'es-PE',
        viewport: { width: 1280, height: 800 },
        ...(state ? { storageState: state } : {}),
      });
      runs.push(await run(context, url, which));
      await context.close();
    }
    const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
    console.log(
      `${name}: FCP ${s(median(runs.map((r) => r.fcp)))}, LCP ${s(median(runs.map((r) => r.lcp)))}, ` +
        `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}, ` +
        `usable ${s(median(runs.map((r) => r.usable)))}`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
