import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { rucCheckDigit } from '../../src/domain/shared/ruc';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';
import { choose, typeDate } from './support/screen';

/** A valid RUC no other run uses: '20', eight digits from the clock, and its check digit. */
function freshRuc(offset: number): string {
  const firstTen = `20${String((Date.now() + offset) % 100_000_000).padStart(8, '0')}`;
  return `${firstTen}${rucCheckDigit(firstTen)}`;
}

/** Opens a screen from its path and waits for its grid. */
async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('grid', { name: title }).waitFor();
}

describe('catalogues in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('an administrator fills the master data, loses a stale edit to the reload banner and exports the vessels', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'maestros', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const company = `Pesquera ${tag} S.A.C.`;

    // A company: the RUC's check digit is checked before sending.
    await openScreen(p, '/empresa', 'Empresas');
    await p.getByRole('button', { name: 'Nueva empresa' }).click();
    let dialog = p.getByRole('dialog', { name: 'Nueva empresa' });
    const ruc = freshRuc(0);
    await dialog
      .getByRole('textbox', { name: 'RUC' })
      .fill(`${ruc.slice(0, 10)}${(Number(ruc[10]) + 1) % 10}`);
    await dialog.getByRole('textbox', { name: 'Razón social' }).fill(company);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText(/dígito verificador/).waitFor();
    await dialog.getByRole('textbox', { name: 'RUC' }).fill(ruc);
    await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Av. Grau 120, Pisco');
    await dialog.getByRole('switch', { name: /Es armadora/ }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await p.getByText(`Se creó la empresa «${company}».`).waitFor();

    // A plant.
    await openScreen(p, '/fabrica', 'Fábricas');
    await p.getByRole('button', { name: 'Nueva fábrica' }).click();
    dialog = p.getByRole('dialog', { name: 'Nueva fábrica' });
    await dialog.getByRole('textbox', { name: 'RUC' }).fill(freshRuc(7));
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(`Planta ${tag}`);
    await dialog.getByRole('textbox', { name: 'Puerto' }).fill('Chimbote');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await p.getByText(`Se creó la fábrica «Planta ${tag}».`).waitFor();

    // A vessel whose crew share changes on 01/03/2026.
    const registration = `CO-${tag}-PM`;
    await openScreen(p, '/embarcacion', 'Embarcaciones');
    await p.getByRole('button', { name: 'Nueva embarcación' }).click();
    dialog = p.getByRole('dialog', { name: 'Nueva embarcación' });
    await dialog.getByRole('textbox', { name: 'Matrícula' }).fill(registration.toLowerCase());
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(`Don ${tag}`);
    await choose(p, dialog, 'Empresa propietaria', company);
    await dialog.getByRole('textbox', { name: /Capacidad de bodega/ }).fill('350');
    const history = dialog.getByRole('group', { name: 'Participación de la tripulación' });
    await typeDate(history.getByRole('group', { name: 'Vigente desde 1' }), '01/01/2025');
    await history.getByRole('textbox', { name: 'Porcentaje 1' }).fill('22.40');
    await history.getByRole('button', { name: 'Agregar porcentaje' }).click();
    await typeDate(history.getByRole('group', { name: 'Vigente desde 2' }), '01/03/2026');
    await history.getByRole('textbox', { name: 'Porcentaje 2' }).fill('24');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await p.getByText(`Se creó la embarcación «Don ${tag}».`).waitFor();
    const row = p.getByRole('row').filter({ hasText: registration });
    await row.getByText(company).waitFor();

    // A species of a seeded fishing type, and a position.
    await openScreen(p, '/especie', 'Especies');
    await p.getByRole('button', { name: 'Nueva especie' }).click();
    dialog = p.getByRole('dialog', { name: 'Nueva especie' });
    await dialog.getByRole('textbox', { name: 'Código' }).fill(`S${tag}`);
    await dialog.getByRole('textbox', { name: 'Nombre común' }).fill(`Especie ${tag}`);
    await choose(p, dialog, 'Tipo de pesca', /CHD/);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await p.getByText(`Se creó la especie «Especie ${tag}».`).waitFor();

    await openScreen(p, '/cargo', 'Cargos');
    await p.getByRole('button', { name: 'Nuevo cargo' }).click();
    dialog = p.getByRole('dialog', { name: 'Nuevo cargo' });
    await dialog.getByRole('textbox', { name: 'Código PLAME', exact: true }).fill(`C${tag}`);
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(`Motorista ${tag}`);
    // The position has no partes of its own: the form says where they are registered.
    await dialog.getByText(/Las partes del cargo se registran en Pago por especialidad/).waitFor();
    await dialog.getByRole('textbox', { name: /Jornal diario en tierra/ }).fill('25');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await p
      .getByText(`Se creó el cargo «Motorista ${tag}». Registre sus partes en Pago por especialidad`)
      .waitFor();
    // Without pago por especialidad the row reads «Sin partes», a link to that screen.
    await p.getByRole('searchbox', { name: /Buscar por código/ }).fill(`C${tag}`);
    await p
      .getByRole('row')
      .filter({ hasText: `C${tag}` })
      .getByRole('link', {
        name: `Sin partes: registrar las partes del cargo Motorista ${tag} en Pago por especialidad`,
      })
      .waitFor();

    // The same company open in a second tab: the first save wins, the stale one is refused.
    const second = await session.context.newPage();
    for (const page of [p, second]) {
      await openScreen(page, '/empresa', 'Empresas');
      await page.getByRole('searchbox', { name: /Buscar por RUC/ }).fill(ruc);
      await page.getByRole('button', { name: `Editar la empresa ${company}` }).click();
      await page
        .getByRole('dialog', { name: 'Editar empresa' })
        .getByRole('textbox', { name: 'Dirección' })
        .waitFor();
    }
    const first = p.getByRole('dialog', { name: 'Editar empresa' });
    await first.getByRole('textbox', { name: 'Dirección' }).fill('Av. Grau 122, Pisco');
    await first.getByRole('button', { name: 'Guardar' }).click();
    await p.getByText(`Se guardó la empresa «${company}».`).waitFor();
    const stale = second.getByRole('dialog', { name: 'Editar empresa' });
    await stale.getByRole('textbox', { name: 'Dirección' }).fill('Otra dirección');
    await stale.getByRole('button', { name: 'Guardar' }).click();
    await stale.getByRole('button', { name: 'Volver a cargar' }).waitFor();
    expect(await stale.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await stale.getByRole('button', { name: 'Volver a cargar' }).click();
    await expect
      .poll(() => stale.getByRole('textbox', { name: 'Dirección' }).inputValue())
      .toBe('Av. Grau 122, Pisco');
    await second.close();

    // The vessel list as .xlsx: the whole filtered list, read back here.
    await openScreen(p, '/embarcacion', 'Embarcaciones');
    await p.getByRole('searchbox', { name: /Buscar por matrícula/ }).fill(registration);
    await p.getByRole('row').filter({ hasText: registration }).waitFor();
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Exportar a Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain(registration);
    expect(cells).toContain(company);
    expect(session.problems).toEqual([]);
  });

  it('a user who may only see companies has no create button and is refused by the API', async () => {
    const viewer = await createAccount(baseUrl, { prefix: 'consulta', modules: ['dashboard', 'empresa'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, viewer);
    await openScreen(p, '/empresa', 'Empresas');
    expect(await p.getByRole('button', { name: 'Nueva empresa' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Exportar a Excel' }).count()).toBe(0);
    const refused = await p.evaluate(async (ruc) => {
      const token = Object.entries(localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1];
      const res = await fetch('/api/empresas', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
        body: JSON.stringify({
          ruc,
          legalName: 'Intrusa S.A.',
          address: '',
          vesselOwner: false,
          active: true,
        }),
      });
      return res.status;
    }, freshRuc(13));
    expect(refused).toBe(403);
    // A module outside the role: the refusal page.
    await p.goto('/embarcacion');
    await p.getByText('No tiene permiso para ver esta pantalla (403).').waitFor();
  });
});
