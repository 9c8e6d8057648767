import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type BrowserSession } from './support/browser';

describe('the product in a browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let session: BrowserSession;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('redirects an unknown path to /notfound and goes back to the root', async () => {
    session = await openPage(browser, baseUrl);
    const { page } = session;
    await page.goto('/esta/ruta/no/existe');
    await page.waitForURL('**/notfound');
    // The page is loaded lazily: wait for it as a user would.
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByText('Recurso no disponible.').waitFor();
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.waitForURL((url) => url.pathname !== '/notfound');
    expect(session.problems).toEqual([]);
    await session.close();
  });
});

describe('start-up failures', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it.each([
    ['the translations', '**/assets/i18n/es.json', 'No se pudieron cargar las traducciones'],
    ['the configuration', '**/app-config.json', 'No se pudo obtener la configuración'],
  ])('show a clear page, not a blank one, when %s cannot be read', async (_what, pattern, message) => {
    const session = await openPage(browser, baseUrl);
    const consoleErrors: string[] = [];
    session.page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await session.page.route(pattern, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await session.page.goto('/');
    await session.page.getByText('No se pudo iniciar el Sistema de Planillas').waitFor();
    await session.page.getByText(message).waitFor();
    await session.page.getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(consoleErrors.some((e) => e.includes('Error al iniciar el Sistema de Planillas'))).toBe(true);
    await session.close();
  });
});
