import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'es-PE',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems, close: () => context.close() };
}
