import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { startProduct } from '../tests/e2e/support/product';

const product = await startProduct();
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const variants = ['orig', 'nostyle', 'noscripts', 'nolinks', 'noimg', 'plain'];
const results: Record<string, number[][]> = {};
for (let round = 0; round < 4; round++)
  for (const variant of variants) {
    const context = await browser.newContext({ baseURL: product.baseUrl, locale: 'es-PE', viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('**/auth/login', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: readFileSync(`/tmp/v-${variant}.html`, 'utf8') }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/auth/login', { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const f = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return [Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1), Math.round(nav.responseEnd), Math.round(nav.domContentLoadedEventStart)];
    });
    (results[variant] ??= []).push(f);
    await context.close();
  }
for (const [k, v] of Object.entries(results)) console.log(k.padEnd(10), v.map((x) => x.join('/')).join('  '));
await browser.close();
await product.stop();
