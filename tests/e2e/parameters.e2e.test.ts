import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi } from './support/accounts';
import { api } from './support/api';
import { formatSoles } from '../../src/domain/shared/decimal-text';
import { useBrowser } from './support/browser';
import { typeDate } from './support/screen';

/** Computes a week through the server with the browser's own session (its Cognito access token). */
async function computeWeek(
  page: Page,
  week: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(async (input) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
    const token = key === undefined ? '' : (localStorage.getItem(key) ?? '');
    const res = await fetch('/api/planilla/semanas/calculo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }, week);
}

const week = (n: 14 | 15) =>
  JSON.parse(readFileSync(`scripts/payroll/examples/week-2025-${n}.json`, 'utf8')) as object;
const capOf = (body: Record<string, unknown>) =>
  (body.result as { parameters: Record<string, string> }).parameters['afp.INTEGRA.insurableCap'];

describe('payroll parameters in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('an administrator adds an AFP insurable cap from a date; the engine uses it from then on, not before', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'parametros', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);

    await p.goto('/fondo_de_pension');
    await p.getByRole('heading', { name: 'Fondos de pensión', level: 1 }).waitFor();
    const grid = p.getByRole('grid', { name: 'Fondos de pensión' });
    await grid.waitFor();
    // Above the history, each scheme's values in force today side by side.
    const summary = p.getByRole('grid', { name: 'Vigentes hoy por régimen' });
    await summary.getByText('ONP', { exact: true }).waitFor();
    await summary.getByText('13.00 %').first().waitFor();
    await p.getByRole('searchbox', { name: /Buscar/ }).fill('afp.INTEGRA.insurableCap');
    await p.keyboard.press('Enter');
    await grid.getByText('S/ 12,209.11').first().waitFor({ timeout: 10_000 });

    const before = await computeWeek(p, week(15));
    expect(before.status).toBe(200);
    expect(capOf(before.body)).toBe('12209.11');

    await p.getByRole('button', { name: 'Nuevo valor' }).click();
    const dialog = p.getByRole('dialog', { name: 'Nuevo valor de fondo de pensión' });
    await dialog.waitFor();
    // The parameter is chosen by its name, never typed as the engine's key.
    await dialog.getByRole('combobox', { name: 'Parámetro' }).click();
    await p.getByRole('option', { name: 'AFP INTEGRA: remuneración máxima asegurable' }).click();
    await typeDate(dialog.getByRole('group', { name: 'Vigente desde' }), '07/04/2025');
    await dialog.getByRole('textbox', { name: 'Valor' }).fill('12500.00');
    await dialog
      .getByRole('textbox', { name: 'Fuente legal o decisión' })
      .fill('SBS: nueva remuneración máxima asegurable');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await p
      .getByText(/^Se registró el valor «AFP INTEGRA: remuneración máxima asegurable/)
      .waitFor({ timeout: 10_000 });
    await grid.getByText('S/ 12,500.00').first().waitFor({ timeout: 10_000 });
    // The summary of the schemes is read again: it shows INTEGRA's cap in force today, whichever it is.
    const inForce = (await api(p, 'GET', '/fondos-de-pension/vigentes')).body as {
      rows: { scheme: string; insurableCap: { value: string } | null }[];
    };
    const integraCap = inForce.rows.find((r) => r.scheme === 'INTEGRA')!.insurableCap!.value;
    await summary.getByText(formatSoles(integraCap)).first().waitFor();

    // Week 15 (6–13 April 2025) ends after the new date; week 14 (31 March – 6 April) before it.
    const after = await computeWeek(p, week(15));
    expect(after.status).toBe(200);
    expect(capOf(after.body)).toBe('12500.00');
    const earlier = await computeWeek(p, week(14));
    expect(capOf(earlier.body)).toBe('12209.11');
  });
});
