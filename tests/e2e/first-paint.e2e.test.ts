import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, E2E_PASSWORD } from './support/accounts';
import { launchBrowser } from './support/browser';

/** Sums layout shifts not caused by input (CLS as Chromium reports it), from the very start. */
const CLS_OBSERVER = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

describe('the prerendered sign-in page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('carries the form in its HTML: it shows with JavaScript turned off, and cannot be sent then', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, locale: 'es-PE' });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Usuario', exact: true }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Iniciar sesión');
    expect(await page.locator('input[name="password"]').isVisible()).toBe(true);
    // Until the app runs, the button does not submit: the browser would put the password in the URL.
    const button = page.getByRole('button', { name: 'Ingresar' });
    expect(await button.getAttribute('type')).toBe('button');
    await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill('alguien');
    await button.click();
    expect(page.url()).toBe(`${baseUrl}/auth/login`);
    await context.close();
  });

  it('comes to life without redrawing or moving, and signs in', async () => {
    const account = await createAccount(baseUrl, { prefix: 'paint', modules: ['dashboard'] });
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE' });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text());
    });
    page.on('pageerror', (e) => warnings.push(e.message));
    await page.addInitScript(CLS_OBSERVER);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    // The very field of the HTML is the one the app uses: hydration keeps the element.
    const field = page.getByRole('textbox', { name: 'Usuario', exact: true });
    await field.waitFor();
    await field.evaluate((el) => el.setAttribute('data-from-html', 'yes'));
    await page
      .getByRole('button', { name: 'Ingresar' })
      .and(page.locator('[type="submit"]'))
      .waitFor({ timeout: 60_000 });
    expect(await field.getAttribute('data-from-html')).toBe('yes');
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.02);
    expect(warnings).toEqual([]);

    await field.fill(account.username);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('SISTEMA DE PLANILLAS - 2025').waitFor({ timeout: 60_000 });
    await context.close();
  });

  it('paints the form before any of the application is requested, and keeps a click made before it runs', async () => {
    const account = await createAccount(baseUrl, { prefix: 'paint', modules: ['dashboard'] });
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE' });
    const page = await context.newPage();
    // The application's entry is held back until the user has typed and clicked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const entryRequested = new Promise<void>((resolve) => {
      void context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        resolve();
        await released;
        await route.continue();
      });
    });
    const html = await (await page.goto('/auth/login'))!.text();
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    await entryRequested;
    await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(account.username);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    expect(await page.locator('button[type="submit"]').count()).toBe(0); // not alive yet
    release();
    // Once the application runs, the click made before is carried out: the user is signed in.
    await page.getByText('SISTEMA DE PLANILLAS - 2025').waitFor({ timeout: 60_000 });
    await context.close();
  });

  it('sends someone already signed in on to the app instead of hydrating the form', async () => {
    const account = await createAccount(baseUrl, { prefix: 'paint', modules: ['dashboard'] });
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE' });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(account.username);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('SISTEMA DE PLANILLAS - 2025').waitFor({ timeout: 60_000 });
    await page.goto('/auth/login');
    await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
    await page.getByText('SISTEMA DE PLANILLAS - 2025').waitFor({ timeout: 60_000 });
    await context.close();
  });
});
