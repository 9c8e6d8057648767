import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CCI_MESSAGES } from '../../src/domain/shared/cci';
import { workbookOf, workerRow, type WorkerSheetRow } from '../support/workers/workbook';
import { createAccount, signInThroughUi } from './support/accounts';
import { api } from './support/api';
import { useBrowser } from './support/browser';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A count as the screen writes it (es-PE may or may not group thousands). */
const n = (value: number) => String(value).replace(/(\d)(\d{3})$/, '$1[.,\\s]?$2');
/** The import runs 2,000 rows through validation and one transaction: seconds on a loaded machine. */
const IMPORT_WAIT = { timeout: 90_000 };

/** Chooses a file in the import dialog, as a person picks it from disk. */
async function chooseFile(dialog: Locator, name: string, buffer: Buffer): Promise<void> {
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
}

describe('workers in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('imports 2,000 workers from a workbook: three bad rows shown, fixed, imported, and a re-import changes nothing', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'trabajadores', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);

    // The position the workbook names (positions are master data, tested in catalogues.e2e).
    const code = `T${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const position = await api(p, 'POST', '/cargos', {
      code,
      name: `Tripulante ${code}`,
      landDailyRate: '20.00',
      fixedPay: false,
      active: true,
    });
    expect(position.status).toBe(201);

    const base = 70_000_000 + (Date.now() % 1_000) * 10_000;
    const good: WorkerSheetRow[] = Array.from({ length: 2000 }, (_, i) => workerRow(i, code, base));
    const bad = [...good];
    // Spreadsheet rows are 1-based with the headers on row 1: index i is row i + 2.
    bad[9] = {
      ...good[9]!,
      account: `${good[9]!.account.slice(0, 19)}${(Number(good[9]!.account[19]) + 1) % 10}`,
    };
    bad[999] = { ...good[999]!, positionCode: 'NOEXISTE' };
    bad[1499] = { ...good[1499]!, birthDate: '31/02/1990' };

    await p.goto('/trabajador');
    await p.getByRole('heading', { name: 'Trabajadores', level: 1 }).waitFor();
    const grid = p.getByRole('grid', { name: 'Trabajadores' });
    await grid.waitFor();

    // 1. The file with three bad rows: every problem with its row, column and reason; nothing saved.
    await p.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = p.getByRole('dialog', { name: 'Importar trabajadores desde Excel o CSV' });
    await dialog.waitFor();
    await chooseFile(dialog, 'trabajadores.xlsx', await workbookOf(bad));
    const problems = dialog.getByRole('table', { name: 'Filas con errores' });
    await problems.waitFor(IMPORT_WAIT);
    await dialog.getByText(new RegExp(`${n(2000)} filas: ${n(1997)} válidas, 3 con errores`)).waitFor();
    const lines = await problems.getByRole('row').allInnerTexts();
    expect(lines.slice(1).map((l) => l.split('\t').map((c) => c.trim()))).toEqual([
      ['11', 'CCI', CCI_MESSAGES.checkDigits],
      ['1001', 'Código de cargo', 'No existe un cargo con el código «NOEXISTE».'],
      ['1501', 'Fecha de nacimiento', 'Fecha no válida: use DD/MM/AAAA.'],
    ]);
    // "Importar" is refused while a row is bad; only the explicit "valid rows only" is offered.
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).resolves.toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Importar solo las filas válidas' }).waitFor();
    expect((await api(p, 'GET', `/trabajadores?q=${String(base).slice(0, 4)}&pageSize=1`)).body.total).toBe(
      0,
    );

    // 2. The fixed file: all valid, imported, 2,000 created.
    await dialog.getByRole('button', { name: 'Elegir otro archivo' }).click();
    await chooseFile(dialog, 'trabajadores-corregido.xlsx', await workbookOf(good));
    await dialog.getByText('Todas las filas son válidas.').waitFor(IMPORT_WAIT);
    await dialog.getByText(new RegExp(`Se crearán ${n(2000)}, se actualizarán 0 y 0 no cambian`)).waitFor();
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog
      .getByText(
        new RegExp(`Importación terminada: ${n(2000)} creados, 0 actualizados, 0 sin cambios, 0 rechazados`),
      )
      .waitFor(IMPORT_WAIT);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The list reads again: a worker of the file is there with its position and scheme.
    await p.getByRole('searchbox', { name: /Buscar/ }).fill(good[1]!.documentNumber);
    await p.keyboard.press('Enter');
    await grid.getByText(`DNI ${good[1]!.documentNumber}`).waitFor();
    await grid.getByText(`Tripulante ${code}`).first().waitFor();
    await grid.getByText('ONP').first().waitFor();
    const total = async () =>
      (await api(p, 'GET', `/trabajadores?positionId=${position.body.id as number}&pageSize=1`)).body.total;
    expect(await total()).toBe(2000);

    // 3. The same file again: every row unchanged, nothing to import, no duplicates.
    await p.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog.waitFor();
    await chooseFile(dialog, 'trabajadores-corregido.xlsx', await workbookOf(good));
    await dialog
      .getByText(new RegExp(`Se crearán 0, se actualizarán 0 y ${n(2000)} no cambian`))
      .waitFor(IMPORT_WAIT);
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true }).isDisabled()).resolves.toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    expect(await total()).toBe(2000);
    expect(session.problems).toEqual([]);
  }, 300_000);
});
