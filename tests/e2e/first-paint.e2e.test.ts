import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, E2E_PASSWORD, signInThroughUi } from './support/accounts';
import { launchBrowser } from './support/browser';

/** Sums layout shifts not caused by input (CLS as Chromium reports it), from the very start. */
const CLS_OBSERVER = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The application's entry; the sign-in page's own (its island, src/sign-in.tsx). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
const SIGN_IN_ENTRY = /\/assets\/sign-in-island-[\w-]+\.js$/;

/** Holds a page's entry back until `release` is called. */
async function holdEntry(context: BrowserContext, entry: RegExp = APP_ENTRY) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => {
    void context.route(entry, async (route) => {
      resolve();
      await released;
      await route.continue();
    });
  });
  return { requested, release };
}

/** Console errors and warnings, and uncaught errors, of the page from now on. */
function warningsOf(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => warnings.push(e.message));
  return warnings;
}

describe('the prerendered sign-in page', () => {
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
    const warnings = warningsOf(page);
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
    // The page's entry (its island) is held back until the user has typed and clicked.
    const entry = await holdEntry(context, SIGN_IN_ENTRY);
    // Not waiting for `load`: the held entry, once asked for, holds the load event back.
    const html = await (await page.goto('/auth/login', { waitUntil: 'domcontentloaded' }))!.text();
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    await entry.requested;
    await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(account.username);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    expect(await page.locator('button[type="submit"]').count()).toBe(0); // not alive yet
    entry.release();
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

describe('the dashboard’s prerendered frame', () => {
  const viewport = { width: 1280, height: 800 };

  /** A new browser context (cold cache) holding the session of a user just signed in. */
  async function signedIn(name: string, roles?: string[]) {
    const account = await createAccount(baseUrl, {
      prefix: 'frame',
      name,
      ...(roles ? { roles } : { modules: ['dashboard', 'acerca'] }),
    });
    const signing = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE', viewport });
    const signingPage = await signing.newPage();
    await signInThroughUi(signingPage, account);
    // The dashboard's shortcuts show: the menu the application read is kept in the browser.
    await signingPage.locator('ul[data-frame-fill="shortcuts"] a').first().waitFor({ timeout: 60_000 });
    const storageState = await signing.storageState();
    await signing.close();
    return browser.newContext({ baseURL: baseUrl, locale: 'es-PE', viewport, storageState });
  }

  /** Notes on the page whether the frame was ever shown (its script marks <html>). */
  const FRAME_WATCH = `
    window.__frameShown = false;
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-frame')) window.__frameShown = true;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-frame'] });
  `;
  const frameShown = (page: Page) =>
    page.evaluate(() => (window as unknown as { __frameShown: boolean }).__frameShown);

  it('paints a signed-in user’s dashboard from the HTML before the application runs, then hands over without moving', async () => {
    const context = await signedIn('Rosa Huamán');
    const page = await context.newPage();
    const warnings = warningsOf(page);
    await page.addInitScript(CLS_OBSERVER);
    await page.addInitScript(FRAME_WATCH);
    const entry = await holdEntry(context);

    const html = await (await context.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="frame" data-path="/">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    // The held entry keeps the page from finishing its load: wait for what the user sees instead.
    await page.goto('/', { waitUntil: 'commit' });
    await entry.requested;
    // Before any of the application runs: her greeting, the page's title, the menu still loading.
    await page.getByText(/^Buen(os días|as tardes|as noches), Rosa Huamán$/).waitFor();
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
    await page.getByText('Cargando el menú…').waitFor();
    expect(await page.locator('#frame').isVisible()).toBe(true);
    expect(await frameShown(page)).toBe(true);
    expect(await page.locator('#root').innerHTML()).toBe('');

    entry.release();
    // The application takes the frame's place: its menu, then no frame and one greeting.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Acerca de' })
      .waitFor({ timeout: 60_000 });
    expect(await page.locator('#frame').count()).toBe(0);
    expect(await page.locator('html[data-frame]').count()).toBe(0);
    await page.getByText(/^Buen(os días|as tardes|as noches), Rosa Huamán$/).waitFor();
    await page.getByText('Rosa Huamán', { exact: true }).waitFor(); // the top bar's name
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.02);
    expect(warnings).toEqual([]);
    // It is the application: the menu works.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Acerca de' })
      .click();
    await page.waitForURL(`${baseUrl}/acerca`);
    await context.close();
  });

  it('draws an administrator’s shortcuts from the kept menu before the application runs, then hands over to the same grid', async () => {
    const context = await signedIn('Marta Salas', ['Administrador']);
    const page = await context.newPage();
    const warnings = warningsOf(page);
    await page.addInitScript(CLS_OBSERVER);
    await page.addInitScript(FRAME_WATCH);
    const entry = await holdEntry(context);
    await page.goto('/', { waitUntil: 'commit' });
    await entry.requested;
    // Before any of the application runs: the grid of her modules, in the frame.
    const frameGrid = page.locator('#frame ul[data-frame-fill="shortcuts"]');
    await frameGrid
      .getByRole('link', { name: /Trabajadores/ })
      .first()
      .waitFor();
    const frameLinks = await frameGrid
      .locator('a')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent]));
    expect(frameLinks.length).toBeGreaterThan(10);
    const frameBox = await frameGrid.boundingBox();
    expect(await page.locator('#root').innerHTML()).toBe('');

    entry.release();
    // The application's own grid takes the frame's place: the same cards, the same size.
    const appGrid = page.locator('#root ul[data-frame-fill="shortcuts"]');
    await appGrid.locator('a').first().waitFor({ timeout: 60_000 });
    expect(await page.locator('#frame').count()).toBe(0);
    expect(await page.locator('ul[data-frame-fill="shortcuts"]').count()).toBe(1);
    expect(
      await appGrid
        .locator('a')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.textContent])),
    ).toEqual(frameLinks);
    // Its size (the news above may have moved it: the frame cannot know them).
    const appBox = await appGrid.boundingBox();
    expect([appBox?.width, appBox?.height]).toEqual([frameBox?.width, frameBox?.height]);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.02);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('is not shown to someone without a session, nor to a user whose interface looks otherwise', async () => {
    // No session: nothing of the dashboard is painted, and the application asks to sign in.
    const visitor = await browser.newContext({ baseURL: baseUrl, locale: 'es-PE', viewport });
    await visitor.addInitScript(FRAME_WATCH);
    const page = await visitor.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForURL(`${baseUrl}/auth/login`, { timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Usuario', exact: true }).waitFor();
    expect(await frameShown(page)).toBe(false);
    expect(await page.locator('#frame').count()).toBe(0);
    await visitor.close();

    // Another scale and theme: the frame (drawn with the default ones) is not shown; the app draws hers.
    const context = await signedIn('Luz Campos');
    await context.addInitScript(FRAME_WATCH);
    await context.addInitScript(() =>
      localStorage.setItem(
        'layoutConfig',
        JSON.stringify({ theme: 'lara-dark-teal', colorScheme: 'dark', scale: 16, menuMode: 'static' }),
      ),
    );
    const themed = await context.newPage();
    await themed.goto('/', { waitUntil: 'commit' });
    await themed.getByText(/^Buen(os días|as tardes|as noches), Luz Campos$/).waitFor({ timeout: 60_000 });
    expect(await frameShown(themed)).toBe(false);
    expect(await themed.locator('#frame').count()).toBe(0);
    expect(await themed.evaluate(() => document.documentElement.dataset.theme)).toBe('lara-dark-teal');
    await context.close();
  });
});
