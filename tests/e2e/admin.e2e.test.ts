import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi, uniqueUsername } from './support/accounts';
import { useBrowser } from './support/browser';

const ROLE = 'Asistente de planillas';
const TEMPORARY = 'Temporal-Clave-9';
const CHOSEN = 'Asistente-Clave-2025';

/** The distinct paths of the side menu's links. */
async function menuPaths(page: Page): Promise<string[]> {
  await page.locator('nav a[href]').first().waitFor({ state: 'attached' });
  const hrefs = await page
    .locator('nav a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].sort();
}

describe('administration in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('an administrator creates a role and a user; the user sees only those modules, is refused elsewhere and is signed out when disabled', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'jefa', roles: ['Administrador'] });
    const adminSession = await browser.open();
    const a = adminSession.page;
    await signInThroughUi(a, admin);

    // The role, with a subset of modules, through the permission matrix.
    await a.goto('/rol');
    await a.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    await a.getByRole('gridcell', { name: 'Administrador' }).first().waitFor();
    await a.getByRole('button', { name: 'Nuevo rol' }).click();
    const roleDialog = a.getByRole('dialog', { name: 'Nuevo rol' });
    await roleDialog.getByLabel('Nombre').fill(ROLE);
    await roleDialog.getByLabel('Descripción').fill('Prepara las planillas semanales');
    await roleDialog.getByRole('checkbox', { name: 'Ver Inicio', exact: true }).check();
    await roleDialog.getByRole('checkbox', { name: 'Editar Semanas de pesca', exact: true }).check();
    await roleDialog.getByRole('checkbox', { name: 'Ver Reporte de planilla', exact: true }).check();
    await roleDialog.getByRole('checkbox', { name: 'Ver Trabajadores', exact: true }).check();
    await roleDialog.getByRole('button', { name: 'Guardar' }).click();
    await a.getByText(`Se creó el rol «${ROLE}».`).waitFor();
    await a.getByRole('gridcell', { name: ROLE, exact: true }).waitFor();

    // The user, with that role and a temporary password typed in the form.
    const username = uniqueUsername('asistente');
    const name = 'Rosa Asistente';
    await a.goto('/usuario');
    await a.getByRole('button', { name: 'Nuevo usuario' }).click();
    const userDialog = a.getByRole('dialog', { name: 'Nuevo usuario' });
    await userDialog.getByLabel('Nombre de usuario').fill(username);
    await userDialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
    await userDialog.getByLabel('Correo electrónico').fill(`${username}@planillas.local`);
    await userDialog.getByRole('checkbox', { name: ROLE }).check();
    await userDialog.getByLabel('Contraseña temporal').fill(TEMPORARY);
    await userDialog.getByRole('button', { name: 'Guardar' }).click();
    await a.getByText(`Se creó el usuario «${username}».`).waitFor();

    // First sign-in: the new user must choose a password, then sees only the role's modules.
    const userSession = await browser.open();
    const u = userSession.page;
    await u.goto('/auth/login');
    await u.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
    await u.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(TEMPORARY);
    await u.getByRole('button', { name: 'Ingresar' }).click();
    await u.getByLabel('Nueva contraseña').fill(CHOSEN);
    await u.getByRole('button', { name: 'Guardar y continuar' }).click();
    await u.getByText('SISTEMA DE PLANILLAS - 2025').waitFor();
    await expect
      .poll(() => menuPaths(u), { timeout: 10_000 })
      .toEqual(['/', '/reporte_de_planilla', '/semana_de_pesca', '/trabajador']);

    // A module outside the role: the refusal page, with the way back, and the server refuses it too.
    await u.goto('/rol');
    await u.getByText('No tiene permiso para ver esta pantalla (403).').waitFor();
    await u.getByRole('link', { name: 'Volver al inicio' }).waitFor();
    expect(await u.getByRole('heading', { name: 'Roles', level: 1 }).count()).toBe(1);
    const refused = await u.evaluate(async () => {
      const token = Object.entries(localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1];
      return (await fetch('/api/roles', { headers: { Authorization: `Bearer ${token ?? ''}` } })).status;
    });
    expect(refused).toBe(403);

    // The administrator disables the user: their next use of the API ends the session.
    await a.getByLabel('Buscar usuarios').fill(username);
    await a.getByRole('button', { name: `Deshabilitar a ${name}` }).click();
    await a
      .getByRole('dialog', { name: 'Deshabilitar usuario' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await a.getByText(`Se deshabilitó a «${username}»: su sesión se cerrará.`).waitFor();
    await a.getByRole('button', { name: `Habilitar a ${name}` }).waitFor();

    await expect
      .poll(
        async () => {
          if (new URL(u.url()).pathname !== '/auth/login') {
            await u.goto('/trabajador').catch(() => undefined);
            await u.waitForURL('**/auth/login', { timeout: 2_000 }).catch(() => undefined);
          }
          return new URL(u.url()).pathname;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('/auth/login');
    await u.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(adminSession.problems).toEqual([]);
  }, 120_000);
});
