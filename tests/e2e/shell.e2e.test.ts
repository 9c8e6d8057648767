import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi, type E2eAccount } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/** Every menu link's name, expanded or not (collapsed groups keep their links, hidden). */
async function menuLinks(nav: Locator): Promise<string[]> {
  const names = await nav.getByRole('link', { includeHidden: true }).allTextContents();
  return names.map((n) => n.trim()).sort();
}

async function menuGroups(nav: Locator): Promise<string[]> {
  const names = await nav.locator('[aria-expanded]').allTextContents();
  return names.map((n) => n.trim());
}

/** Expands a menu group or sub-group unless it already is (the toggle flips it). */
async function expand(nav: Locator, name: string): Promise<void> {
  const toggle = nav.locator('[aria-expanded]', { hasText: name }).first();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
}

/** Expands every menu group and sub-group. */
async function expandAll(nav: Locator): Promise<void> {
  const closed = nav.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await expand(nav, (await closed.first().textContent()) ?? '');
}

const rootStyle = (page: Page) =>
  page.evaluate(() => ({
    fontSize: document.documentElement.style.fontSize,
    colorScheme: document.documentElement.dataset.colorScheme,
    theme: document.documentElement.dataset.theme,
  }));

describe('the shell in a browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let account: E2eAccount;

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await createAccount(baseUrl, {
      prefix: 'shell',
      name: 'Rosa Huamán',
      modules: ['dashboard', 'empresa', 'especie', 'uit', 'acerca'],
    });
  });
  afterAll(async () => browser?.close());

  it('shows exactly the modules of the user’s role, grouped, and marks the active entry', async () => {
    const session = await openPage(browser, baseUrl);
    const { page } = session;
    await signInThroughUi(page, account);
    await page.getByText('Sistema de Planillas', { exact: false }).last().waitFor();
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await nav.getByRole('link', { name: 'Inicio', includeHidden: true }).waitFor({ state: 'attached' });

    expect(await menuLinks(nav)).toEqual(['Acerca de', 'Empresas', 'Especies', 'Inicio', 'UIT']);
    const groups = await menuGroups(nav);
    expect(groups).toEqual(expect.arrayContaining(['Inicio', 'Maestros', 'Parámetros', 'Ayuda']));
    expect(groups).not.toContain('Seguridad');
    expect(groups).not.toContain('Planillas');

    // Open a module through its group and sub-group: it becomes the active entry.
    const uit = nav.getByRole('link', { name: 'UIT', includeHidden: true });
    await expand(nav, 'Parámetros');
    await uit.click();
    await page.waitForURL('**/uit');
    await page.getByRole('heading', { level: 1, name: 'UIT' }).waitFor();
    await expect.poll(() => uit.getAttribute('aria-current')).toBe('page');

    // A module outside the role is not reachable through the API either.
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
      return key ? localStorage.getItem(key) : null;
    });
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${baseUrl}/api/usuario/modulos-permisos`, { headers })).status).toBe(200);
    const roles = await fetch(`${baseUrl}/api/roles`, { headers });
    expect(roles.status).toBe(403);
    expect(session.problems).toEqual([]);
    await session.close();
  });

  it("asks for the user's permissions once a page load, however many screens it opens", async () => {
    const session = await openPage(browser, baseUrl);
    const { page } = session;
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/usuario/permisos') asked += 1;
    });
    await signInThroughUi(page, account);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    for (const [name, path] of [
      ['Empresas', '**/empresa'],
      ['Especies', '**/especie'],
      ['UIT', '**/uit'],
    ] as const) {
      await expandAll(nav);
      await nav.getByRole('link', { name, includeHidden: true }).click();
      await page.waitForURL(path);
      await page.getByRole('heading', { level: 1, name }).waitFor();
    }
    expect(asked).toBe(1);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'UIT' }).waitFor();
    await expect.poll(() => asked).toBe(2);
    expect(session.problems).toEqual([]);
    await session.close();
  });

  it('applies a colour scheme, theme and scale change, and keeps it after a reload', async () => {
    const session = await openPage(browser, baseUrl);
    const { page } = session;
    await signInThroughUi(page, account);
    expect((await rootStyle(page)).fontSize).toBe('14px');

    await page.getByRole('button', { name: 'Configuración de la interfaz' }).click();
    await page.getByRole('heading', { name: 'Configuración', exact: true }).waitFor();
    const sidebar = page.locator('.MuiDrawer-paper', { has: page.locator('#layout-config-title') });
    await sidebar.getByRole('button', { name: 'Aumentar la escala' }).click();
    await sidebar.getByRole('button', { name: 'Aumentar la escala' }).click();
    await sidebar.getByRole('radio', { name: 'Oscuro' }).check();
    await sidebar.getByRole('button', { name: 'Verde azulado (Oscuro)' }).click();
    await expect
      .poll(() => rootStyle(page))
      .toEqual({
        fontSize: '16px',
        colorScheme: 'dark',
        theme: 'lara-dark-teal',
      });

    await page.reload();
    await page.getByText('SISTEMA DE PLANILLAS - 2025').waitFor();
    await expect
      .poll(() => rootStyle(page))
      .toEqual({
        fontSize: '16px',
        colorScheme: 'dark',
        theme: 'lara-dark-teal',
      });
    expect(session.problems).toEqual([]);
    await session.close();
  });

  it('on a phone: the menu opens over the page, closes after navigating, and signs out from the profile menu', async () => {
    const session = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    const { page } = session;
    await signInThroughUi(page, account);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Cerrar Sesión' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
    await nav.waitFor();
    const especies = nav.getByRole('link', { name: 'Especies', includeHidden: true });
    await expand(nav, 'Maestros');
    await expand(nav, 'Pesca');
    await especies.click();
    await page.waitForURL('**/especie');
    await page.getByRole('heading', { level: 1, name: 'Especies' }).waitFor();
    await expect.poll(() => nav.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menú de perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/auth/login');
    expect(
      await page.evaluate(() => [localStorage.getItem('cachePermiso'), localStorage.getItem('cacheGrupo')]),
    ).toEqual([null, null]);
    expect(session.problems).toEqual([]);
    await session.close();
  });

  it('on a desktop: ‘Cerrar Sesión’ returns to the login page and the shell is closed to the signed-out user', async () => {
    const session = await openPage(browser, baseUrl);
    const { page } = session;
    await signInThroughUi(page, account);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/auth/login');
    await page.goto('/uit');
    await page.waitForURL('**/auth/login');
    expect(session.problems).toEqual([]);
    await session.close();
  });
});
