import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../../scripts/chromium';

/** Debian's Chromium driven by playwright-core (browsers cannot be downloaded here). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs, headless: true });
}

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and failed page loads seen so far. */
  readonly problems: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  readonly viewport?: { width: number; height: number };
  /** A phone: a mobile viewport (meta viewport honoured) with touch events. */
  readonly mobile?: boolean;
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: OpenOptions = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-PE',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.mobile ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems, close: () => context.close() };
}

/** One browser for a test file, and the pages its tests open, all closed after the file's tests. */
export interface TestBrowser {
  /** A new page (its own cookies and storage) on the product. */
  open(options?: OpenOptions): Promise<BrowserSession>;
}

/** Launches the browser before the file's tests and closes it, with every page opened, after them. */
export function useBrowser(baseUrl: string): TestBrowser {
  let browser: Browser | undefined;
  const sessions: BrowserSession[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const s of sessions) await s.close().catch(() => undefined);
    await browser?.close();
  });
  return {
    async open(options) {
      if (!browser) throw new Error('useBrowser: the browser starts in beforeAll.');
      const session = await openPage(browser, baseUrl, options);
      sessions.push(session);
      return session;
    },
  };
}
