import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../chromium';
import { createAccount, signInThroughUi } from '../../tests/e2e/support/accounts';
import { startProduct } from '../../tests/e2e/support/product';

/**
 * First load of the sign-in page and the dashboard as Chromium sees it, for an administrator (every
 * module) and for a user with few modules, and of the peers' pages named in BENCH_PEERS, in the same run:
 * CPU throttled 4× (CDP), 1366×768, cold cache (a new browser context per run), ROUNDS interleaved rounds
 * of RUNS runs of every page; prints the medians of first contentful paint, largest contentful paint,
 * total blocking time (long tasks after FCP until usable, minus 50 ms each), the longest task until
 * then, cumulative layout shift, when the page became usable, and the JavaScript fetched before that.
 *
 * Usable: every element of the page's probe is visible **and** rendered or hydrated by the application
 * (React owns it: a prerendered or not yet hydrated element does not count). The sign-in page: its
 * user-name field and its button, a submit button once hydrated (live). The dashboard: the application's
 * own menu and shortcuts' grid (in #root, not the prerendered frame's).
 *
 * BENCH_PEERS: `name|url|selector` entries separated by `;`, e.g.
 * `MUI sign-in|http://localhost:3004/|input#email;sakai dashboard|http://localhost:3001/|.layout-menu a`
 * (builds and servers: ../shared/perf-peers/). Compare ratios within a run, not absolute times across runs.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VIEWPORT = { width: 1366, height: 768 };
const OBSERVERS = `
  window.__paint = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__paint.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__paint.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__paint.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

/** What must show, rendered by the application, for the page to be usable. */
interface Probe {
  readonly selectors: readonly string[];
  /** The sign-in's button must be a live submit button (hydrated), not the prerendered one. */
  readonly submit?: string;
}

/** Runs in the page (a function, not a string: the product's Content-Security-Policy forbids eval). */
function usableBy(probe: Probe): { at: number; jsBytes: number; jsFiles: number } | false {
  // No named inner functions: the benchmark's loader would name them with a helper the page lacks.
  const owned = [];
  for (const selector of probe.selectors) {
    owned.push(
      [...document.querySelectorAll(selector)].find(
        (e) =>
          e.getBoundingClientRect().height > 0 &&
          Object.keys(e).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactProps$')),
      ),
    );
  }
  if (owned.some((element) => element === undefined)) return false;
  if (probe.submit) {
    const button = document.querySelector<HTMLButtonElement>(probe.submit);
    if (!button || button.disabled || !Object.keys(button).some((key) => key.startsWith('__reactProps$')))
      return false;
  }
  const scripts = performance
    .getEntriesByType('resource')
    .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
    .filter((e) => e.initiatorType === 'script' || new URL(e.name).pathname.endsWith('.js'));
  return {
    at: performance.now(),
    jsBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
    jsFiles: scripts.length,
  };
}

interface Page {
  readonly name: string;
  readonly url: string;
  readonly probe: Probe;
  readonly storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
}

interface Run {
  usable: number;
  fcp: number;
  lcp: number;
  tbt: number;
  longest: number;
  cls: number;
  jsBytes: number;
  jsFiles: number;
}

async function run(browser: Browser, target: Page): Promise<Run> {
  const context = await browser.newContext({
    locale: 'es-PE',
    viewport: VIEWPORT,
    ...(target.storageState ? { storageState: target.storageState } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(target.url, { waitUntil: 'commit' });
    const usable = (await (
      await page.waitForFunction(usableBy, target.probe, { timeout: 120_000, polling: 'raf' })
    ).jsonValue()) as { at: number; jsBytes: number; jsFiles: number };
    await page.waitForTimeout(1000); // let LCP and late shifts settle (a benchmark, not a test)
    const figures = await page.evaluate((usableAt) => {
      // eslint-disable-next-line no-restricted-syntax -- the page's own probe, set by the benchmark's init script; the browser's Window type cannot know it
      const w = window as unknown as { __paint: { lcp: number; cls: number; longTasks: [number, number][] } };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = w.__paint.longTasks.filter(([start]) => start <= usableAt);
      const tbt = tasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const longest = tasks.reduce((max, [, duration]) => Math.max(max, duration), 0);
      return { fcp, lcp: w.__paint.lcp, tbt, longest, cls: w.__paint.cls };
    }, usable.at);
    return { ...figures, usable: usable.at, jsBytes: usable.jsBytes, jsFiles: usable.jsFiles };
  } finally {
    await context.close();
  }
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

async function floor(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  try {
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
    return (await fcp.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/** Signs a new user in once (which also keeps its menu in the browser, as any sign-in does). */
async function signedIn(browser: Browser, baseUrl: string, options: Parameters<typeof createAccount>[1]) {
  const account = await createAccount(baseUrl, options);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE', viewport: VIEWPORT });
  const page = await context.newPage();
  await signInThroughUi(page, account);
  // The application's own grid: the menu it read is kept in the browser by now.
  await page.locator('ul[data-frame-fill="shortcuts"] a').first().waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

function peersOf(spec: string | undefined): Page[] {
  return (spec ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [name, url, selector] = entry.split('|').map((part) => part.trim());
      if (!name || !url || !selector) throw new Error(`BENCH_PEERS: "${entry}" is not name|url|selector`);
      return { name, url, probe: { selectors: [selector] } };
    });
}

const product = await startProduct();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const base = product.baseUrl;
  const dashboardProbe: Probe = {
    selectors: [
      '#root nav[aria-label="Menú principal"] a[href="/"]',
      '#root ul[data-frame-fill="shortcuts"] a',
    ],
  };
  const pages: Page[] = [
    {
      name: 'sign-in',
      url: `${base}/auth/login`,
      probe: { selectors: ['input[name="username"]'], submit: 'form button[type="submit"]' },
    },
    {
      name: 'dashboard, administrator',
      url: `${base}/`,
      probe: dashboardProbe,
      storageState: await signedIn(browser, base, {
        prefix: 'bench',
        name: 'Ana Quispe',
        roles: ['Administrador'],
      }),
    },
    {
      name: 'dashboard, three modules',
      url: `${base}/`,
      probe: dashboardProbe,
      storageState: await signedIn(browser, base, {
        prefix: 'bench',
        name: 'Luis Rojas',
        modules: ['dashboard', 'noticia', 'acerca'],
      }),
    },
    ...peersOf(process.env.BENCH_PEERS),
  ];
  console.log(
    `== First load (CPU 4× slower, ${VIEWPORT.width}×${VIEWPORT.height}, cold cache, ${ROUNDS} interleaved rounds × ${RUNS} runs, medians) ==`,
  );
  const runs = new Map<string, Run[]>(pages.map((page) => [page.name, []]));
  const floors: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < RUNS; i++) floors.push(await floor(browser, base));
    for (const page of pages) {
      for (let i = 0; i < RUNS; i++) runs.get(page.name)?.push(await run(browser, page));
    }
  }
  const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const width = Math.max(...pages.map((page) => page.name.length));
  console.log(`${'floor'.padEnd(width)} : FCP ${s(median(floors))} (a two-line static page)`);
  for (const page of pages) {
    const all = runs.get(page.name) ?? [];
    const m = (pick: (r: Run) => number) => median(all.map(pick));
    console.log(
      `${page.name.padEnd(width)} : FCP ${s(m((r) => r.fcp))}, LCP ${s(m((r) => r.lcp))}, usable ${s(m((r) => r.usable))}, ` +
        `TBT ${Math.round(m((r) => r.tbt))} ms, longest task ${Math.round(m((r) => r.longest))} ms, ` +
        `CLS ${m((r) => r.cls).toFixed(3)}, JS before usable ${(m((r) => r.jsBytes) / 1024).toFixed(1)} kB on the wire ` +
        `(${m((r) => r.jsFiles)} files)`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
}
