import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { createAccount, signInThroughUi } from '../../tests/e2e/support/accounts';

/**
 * What Chromium really loads before a page is usable, measured against the started product:
 * every script the page fetched until the sign-in form can be used (its user-name field visible and
 * its button enabled, i.e. hydrated) or, for the dashboard, until the side menu shows its first entry.
 * Sizes are given as gzip -9 of the served files (comparable across servers) and as the bytes that
 * actually crossed the wire (brotli when the browser accepts it).
 */
export interface PageLoad {
  readonly page: Usable;
  /** JavaScript files fetched before the page was usable, relative to the site (`/assets/…`). */
  readonly scripts: readonly string[];
  readonly gzipBytes: number;
  readonly wireBytes: number;
  /** Milliseconds from navigation start to usable (informative only). */
  readonly usableMs: number;
  /** The page's main element shows from the HTML alone (JavaScript disabled): prerendered. */
  readonly visibleWithoutJs: boolean;
}

export interface FirstLoadTarget {
  readonly baseUrl: string;
  /** The built SPA the product serves (to measure gzip sizes of the fetched files). */
  readonly staticDir: string;
}

/** Which condition makes a page usable (checked in the page, on every frame). */
export type Usable = 'sign-in' | 'dashboard';

/**
 * Runs in the page (a function, not a string: the Content-Security-Policy forbids eval). The sign-in
 * page is usable when its user-name field shows and its button reacts (the app runs); the dashboard
 * when the side menu lists its first entry (the application's, shown: not while the prerendered frame,
 * whose menu is still loading, covers it). Returns the scripts fetched so far at that moment.
 */
export function usableNow(which: Usable): { at: number; scripts: string[] } | false {
  if (which === 'sign-in') {
    const field = document.querySelector('input[name="username"]');
    const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (!field || field.getBoundingClientRect().height === 0 || !button || button.disabled) return false;
  } else {
    // The application's own menu, shown: while the prerendered frame shows, the app draws hidden.
    const entry = document.querySelector('#root nav[aria-label="Menú principal"] a[href="/"]');
    if (!entry || entry.getBoundingClientRect().height === 0) return false;
  }
  return {
    at: performance.now(),
    scripts: performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  };
}

const gzipCache = new Map<string, number>();
function gzipSizeOf(staticDir: string, urlPath: string): number {
  const file = path.join(staticDir, decodeURIComponent(urlPath));
  if (!existsSync(file)) throw new Error(`the page loaded ${urlPath}, which is not in ${staticDir}`);
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Opens `url` in a fresh context (cold cache) and sums the scripts fetched until `usable` holds. */
export async function measurePage(
  context: BrowserContext,
  target: FirstLoadTarget,
  url: string,
  name: Usable,
): Promise<PageLoad> {
  const page = await context.newPage();
  const wire = new Map<string, number>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void request.sizes().then(
      (sizes) => wire.set(new URL(request.url()).pathname, sizes.responseBodySize),
      () => undefined,
    );
  });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(usableNow, name, { timeout: 120_000, polling: 'raf' });
  const result = (await handle.jsonValue()) as { at: number; scripts: string[] };
  await page.waitForLoadState('load');
  const scripts = [...new Set(result.scripts)].sort();
  const visibleWithoutJs = await shownWithoutJavaScript(context, url, name);
  const gzipBytes = scripts.reduce((sum, s) => sum + gzipSizeOf(target.staticDir, s), 0);
  const wireBytes = scripts.reduce((sum, s) => sum + (wire.get(s) ?? 0), 0);
  await page.close();
  return { page: name, scripts, gzipBytes, wireBytes, usableMs: result.at, visibleWithoutJs };
}

/** Whether the page's user-name field (or menu) is visible in the HTML as served, with JavaScript off. */
async function shownWithoutJavaScript(context: BrowserContext, url: string, name: Usable): Promise<boolean> {
  const browser = context.browser();
  if (!browser) return false;
  const state = await context.storageState();
  const bare = await browser.newContext({ javaScriptEnabled: false, storageState: state, locale: 'es-PE' });
  try {
    const page = await bare.newPage();
    const base = baseUrlOf(context);
    if (!base) throw new Error('rememberBaseUrl(context, baseUrl) first');
    await page.goto(new URL(url, base).toString());
    const selector =
      name === 'sign-in' ? 'input[name="username"]' : 'nav[aria-label="Menú principal"] a[href="/"]';
    return await page.locator(selector).isVisible();
  } finally {
    await bare.close();
  }
}

const baseUrls = new WeakMap<BrowserContext, string>();
const baseUrlOf = (context: BrowserContext) => baseUrls.get(context);
/** Remembers the product's address for a context (playwright does not expose its baseURL). */
export function rememberBaseUrl(context: BrowserContext, baseUrl: string): BrowserContext {
  baseUrls.set(context, baseUrl);
  return context;
}

/** Creates a user allowed to see the dashboard, signs it in once and returns its browser storage. */
export async function signedInState(browser: Browser, baseUrl: string) {
  const account = await createAccount(baseUrl, {
    prefix: 'size',
    name: 'Ana Quispe',
    modules: ['dashboard', 'noticia', 'acerca'],
  });
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE' });
  const page = await context.newPage();
  await signInThroughUi(page, account);
  const state = await context.storageState();
  await context.close();
  return state;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
