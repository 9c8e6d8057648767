import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi, type E2eAccount } from './support/accounts';
import { api } from './support/api';
import { must, seedExample } from './support/week-example';
import { pdfPages } from '../support/pdf-text';
import { useBrowser } from './support/browser';
import { editCell, gridRow, saveTab, typeDate } from './support/screen';

describe('fishing weeks in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  let admin: E2eAccount;
  let m: Awaited<ReturnType<typeof seedExample>>;

  it('creates a week, computes the worked example, sees the totals and a breakdown, closes and reopens it', async () => {
    admin = await createAccount(baseUrl, { prefix: 'semanas', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    m = await seedExample(p);

    // Create the week on the screen: the start date proposes number, end and payroll month.
    await p.goto('/semana_de_pesca');
    await p.getByRole('heading', { name: 'Semanas de pesca', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Nueva semana' }).click();
    const dialog = p.getByRole('dialog', { name: 'Nueva semana de pesca' });
    await typeDate(dialog.getByRole('group', { name: 'Fecha de inicio' }), '31/03/2025');
    await expect.poll(() => dialog.getByLabel('Número').inputValue()).toBe('14');
    expect(await dialog.getByLabel('Mes de planilla').inputValue()).toBe('2025-04');
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    // The new week opens, with its own address.
    await p.getByRole('heading', { name: 'Semana 14 – 2025', level: 2 }).waitFor();
    const id = Number(new URL(p.url()).searchParams.get('semana'));
    expect(id).toBeGreaterThan(0);
    await p.getByText('Abierta', { exact: true }).waitFor();

    // The worked example's landings and crew, through the API (the grids have tests of their own).
    let week = await must(p, 'GET', `/semanas-de-pesca/${id}`);
    week = await must(p, 'PUT', `/semanas-de-pesca/${id}/descargas`, {
      version: week.version,
      prices: [{ speciesId: m.anchoveta, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
      landings: [
        {
          date: '2025-04-03',
          vesselId: m.vessel,
          speciesId: m.anchoveta,
          plantId: m.plant,
          ticket: 'TK-0001',
          tonnes: '180.500',
          penalisedTonnes: '2.500',
          pricePerTonne: null,
          priceReason: '',
        },
      ],
    });
    await must(p, 'PUT', `/semanas-de-pesca/${id}/tripulacion`, {
      version: week.version,
      crew: m.workers.map((w) => ({
        date: '2025-04-03',
        vesselId: m.vessel,
        workerId: w.id,
        positionId: null,
      })),
      landWork: [],
    });

    // Compute on the screen (after reading the week again: its version changed).
    await p.reload();
    await p.getByRole('heading', { name: 'Semana 14 – 2025', level: 2 }).waitFor();
    await p.getByRole('button', { name: 'Calcular' }).click();
    const result = p.getByRole('table', { name: 'Resultado por trabajador' });
    await result.waitFor();
    await result.getByText('Totales (8 trabajadores)').waitFor();
    await p.getByText('Calculada', { exact: true }).first().waitFor();
    const computed = (await must(p, 'GET', `/semanas-de-pesca?page=1&pageSize=10&year=2025`)).rows as {
      id: number;
      totals: { gross: string; net: string } | null;
    }[];
    const totals = computed.find((w) => w.id === id)!.totals!;
    const money = (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    await result.getByText(money(totals.gross), { exact: true }).waitFor();
    await result.getByText(money(totals.net), { exact: true }).waitFor();

    // A worker's breakdown.
    const first = m.workers[0]!;
    await result.getByRole('button', { name: `Ver el detalle de ${first.name}` }).click();
    const breakdown = p.getByRole('dialog', { name: new RegExp(`^Detalle de ${first.name}`) });
    await breakdown.waitFor();
    // Each line with what it came from: the day's catch share, the vessel, the tonnes and the price.
    await breakdown.getByText('Participación de pesca').first().waitFor();
    await breakdown
      .getByText(/Embarcación: CO-/)
      .first()
      .waitFor();
    await breakdown.getByRole('button', { name: 'Cerrar' }).click();

    // Close: read-only, with a notice.
    await p.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await p
      .getByRole('dialog', { name: 'Cerrar la semana' })
      .getByRole('button', { name: 'Cerrar la semana' })
      .click();
    await p.getByText(/La semana está cerrada: solo lectura/).waitFor();
    expect(await p.getByRole('button', { name: 'Calcular' }).count()).toBe(0);

    // The week's payslips, one page per worker, and one worker's from the breakdown, as PDF.
    const pdfText = async (click: () => Promise<void>) => {
      const [download] = await Promise.all([p.waitForEvent('download'), click()]);
      return pdfPages(new Uint8Array(readFileSync((await download.path())!)));
    };
    const pages = await pdfText(() => p.getByRole('button', { name: 'Boletas (PDF)' }).click());
    expect(pages).toHaveLength(8);
    expect(pages.every((page) => page.includes('BOLETA DE PAGO'))).toBe(true);
    await p.getByRole('tab', { name: 'Resultado' }).click();
    await result.getByRole('button', { name: `Ver el detalle de ${first.name}` }).click();
    const slip = await pdfText(() =>
      p
        .getByRole('dialog', { name: new RegExp(`^Detalle de ${first.name}`) })
        .getByRole('button', { name: 'Boleta (PDF)' })
        .click(),
    );
    expect(slip).toHaveLength(1);
    expect(slip[0]).toContain('DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000');
    expect(slip[0]).toContain('Total ingresos S/ 4,253.01');
    await p
      .getByRole('dialog', { name: new RegExp(`^Detalle de ${first.name}`) })
      .getByRole('button', { name: 'Cerrar' })
      .click();

    // Reopen with a reason (a short one is refused in Spanish).
    await p.getByRole('button', { name: 'Reabrir' }).click();
    const reopen = p.getByRole('dialog', { name: 'Reabrir la semana' });
    await reopen.getByLabel('Motivo de la reapertura').fill('corto');
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await reopen.getByText('Indique el motivo de la reapertura (al menos 10 caracteres).').waitFor();
    await reopen.getByLabel('Motivo de la reapertura').fill('Faltó registrar una descarga de la planta');
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await p.getByText('Semana reabierta.').waitFor();
    await p.getByText(/Reabierta por .*: Faltó registrar una descarga de la planta/).waitFor();
    await p.getByRole('button', { name: 'Calcular' }).waitFor();

    // Back to the list (the browser's back button): the week shows its state.
    await p.goBack();
    await p.getByRole('grid', { name: 'Semanas de pesca' }).waitFor();
    const row = p.getByRole('row', { name: /Semana 14 – 2025/ });
    await row.getByText('Reabierta', { exact: true }).waitFor();
  });
  it('enters a week on its grids: an engine error shows on its row, the fix computes, a closed week refuses edits, a reopened one shows the diff', async () => {
    expect(m, 'the first test seeded the worked example').toBeDefined();
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const created = await must(p, 'POST', '/semanas-de-pesca', {
      year: 2025,
      number: 15,
      start: '2025-04-07',
      end: '2025-04-13',
      month: '2025-04',
    });
    await p.goto(`/semana_de_pesca?semana=${String(created.id)}`);
    await p.getByRole('heading', { name: 'Semana 15 – 2025', level: 2 }).waitFor();

    // Landings: the price list carried from week 14, and two landings, the second on a day nobody is on
    // board yet.
    await p.getByRole('tab', { name: 'Descargas' }).click();
    const prices = p.getByRole('grid', { name: 'Lista de precios' });
    await prices.waitFor();
    // The price list goes on from week 14: nothing to type again.
    await prices.getByRole('gridcell', { name: 'Anchoveta' }).waitFor();
    await prices.getByRole('gridcell', { name: /^520(\.00)?$/ }).waitFor();
    const landings = p.getByRole('grid', { name: 'Descargas' });
    await p.getByRole('button', { name: 'Agregar descarga' }).click();
    await editCell(landings, 0, 'date', 'Mié 09/04');
    await editCell(landings, 0, 'vesselId', `DON LUCHO ${m.tag}`);
    await editCell(landings, 0, 'speciesId', 'Anchoveta');
    await editCell(landings, 0, 'plantId', `PLANTA ${m.tag}`);
    await editCell(landings, 0, 'ticket', 'TK-1501');
    await editCell(landings, 0, 'tonnes', '180.5');
    await editCell(landings, 0, 'penalisedTonnes', '2.5');
    await saveTab(p, 'Guardar descargas');

    // The plant's spreadsheet: one landing on Thursday (nobody on board yet) and one outside the week.
    await p.getByRole('button', { name: 'Importar descargas' }).click();
    const importing = p.getByRole('dialog', { name: 'Importar descargas desde Excel o CSV' });
    await importing.waitFor();
    const csv = [
      'Fecha;Embarcación (matrícula);Especie (código);Fábrica (código);Ticket;TM descargadas;TM castigadas;Precio por TM;Motivo del precio',
      `10/04/2025;${m.registration};ANC;${m.plantRuc};TK-1502;10,000;0;;`,
      `20/04/2025;${m.registration};ANC;${m.plantRuc};TK-1503;5,000;0;;`,
    ].join('\n');
    await importing
      .locator('input[type=file]')
      .setInputFiles({ name: 'descargas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const problems = importing.getByRole('table', { name: 'Filas con errores' });
    await problems.waitFor();
    expect(await problems.getByRole('row').count()).toBe(2);
    await problems.getByRole('cell', { name: 'Fecha' }).waitFor();
    await importing.getByRole('button', { name: 'Importar solo las filas válidas' }).click();
    await importing.getByText(/Importación terminada: 1 descargas agregadas/).waitFor();
    await importing.getByRole('button', { name: 'Cerrar' }).click();
    await gridRow(landings, 1).getByText('TK-1502').waitFor();

    // Crew: Wednesday from the usual crew (last week's, on this vessel).
    await p.getByRole('tab', { name: 'Tripulación' }).click();
    await p.getByRole('combobox', { name: 'Embarcación' }).click();
    await p.getByRole('option', { name: new RegExp(`DON LUCHO ${m.tag}`) }).click();
    await p.getByRole('button', { name: /^Mié 09\/04/ }).click();
    await p
      .getByRole('group', { name: 'Tripulación habitual' })
      .getByRole('button', { name: 'Agregar todos' })
      .click();
    await p.getByRole('button', { name: 'Mié 09/04 (8)' }).waitFor();
    // The browser's preview (the engine in a Web Worker) already sees Thursday's landing without crew.
    const preview = p.getByRole('status', { name: 'Vista previa del cálculo' });
    await preview.getByText(/Vista previa: La planilla no se puede calcular/).waitFor();
    await saveTab(p, 'Guardar tripulación');

    // Computing names the landing without crew, next to its row.
    await p.getByRole('button', { name: 'Calcular' }).click();
    const errors = p.getByRole('alert', { name: 'Errores del cálculo' });
    await errors.getByText(/Descarga sin tripulación a bordo ese día/).waitFor();
    await errors
      .getByText(/Descargas, fila 2/)
      .first()
      .waitFor();

    // The fix: Thursday's crew copied from Wednesday in one action.
    await p.getByRole('tab', { name: 'Tripulación' }).click();
    await p.getByRole('button', { name: /^Jue 10\/04/ }).click();
    await p.getByRole('button', { name: 'Copiar día anterior' }).click();
    await p.getByRole('button', { name: 'Jue 10/04 (8)' }).waitFor();
    await preview.getByText(/^Vista previa \(sin guardar\): 8 trabajadores · Bruto S\/ /).waitFor();
    await saveTab(p, 'Guardar tripulación');

    // An advance and a judicial retention (a percentage, with its beneficiary).
    await p.getByRole('tab', { name: 'Ajustes' }).click();
    const adjustments = p.getByRole('grid', { name: 'Otros ingresos y descuentos' });
    await adjustments.waitFor();
    // Workers named with this run's tag: another test's worked example has the same names.
    await p.getByRole('button', { name: 'Agregar ingreso o descuento' }).click();
    await editCell(adjustments, 0, 'workerId', `SEMANA${m.tag} PRUEBA, TRIPULANTE 5`);
    await editCell(adjustments, 0, 'amount', '100');
    await editCell(adjustments, 0, 'reason', 'Adelanto del 08/04');
    await p.getByRole('button', { name: 'Agregar ingreso o descuento' }).click();
    await editCell(adjustments, 1, 'workerId', `SEMANA${m.tag} PRUEBA, TRIPULANTE 6`);
    await editCell(adjustments, 1, 'kind', 'Retención judicial');
    await editCell(adjustments, 1, 'percent', '10');
    await editCell(adjustments, 1, 'beneficiary', 'ROSA PRUEBA');
    await editCell(adjustments, 1, 'reason', 'Pensión de alimentos, expediente 123-2025');
    // And an earning: a reintegro paid with the week.
    await p.getByRole('button', { name: 'Agregar ingreso o descuento' }).click();
    await editCell(adjustments, 2, 'workerId', `SEMANA${m.tag} PRUEBA, TRIPULANTE 7`);
    await editCell(adjustments, 2, 'kind', 'Otro ingreso');
    await editCell(adjustments, 2, 'amount', '75.40');
    await editCell(adjustments, 2, 'reason', 'Reintegro de la semana 13');
    await saveTab(p, 'Guardar ingresos y descuentos');

    await p.getByRole('button', { name: 'Calcular' }).click();
    await p.getByText('Calculada', { exact: true }).first().waitFor();
    const result = p.getByRole('table', { name: 'Resultado por trabajador' });
    await result.getByText('Totales (8 trabajadores)').waitFor();
    // The reintegro is in the worker's earnings, with its reason.
    await result.getByRole('button', { name: /^Ver el detalle de .*TRIPULANTE 7$/ }).click();
    const detail = p.getByRole('dialog', { name: /^Detalle de .*TRIPULANTE 7/ });
    await detail.getByText('Otros ingresos').first().waitFor();
    await detail
      .getByText(/Reintegro de la semana 13/)
      .first()
      .waitFor();
    await detail.getByText('75.40', { exact: true }).first().waitFor();
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    // Closed: the grids are read-only and the API refuses any change.
    await p.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await p
      .getByRole('dialog', { name: 'Cerrar la semana' })
      .getByRole('button', { name: 'Cerrar la semana' })
      .click();
    await p.getByText(/La semana está cerrada: solo lectura/).waitFor();
    await p.getByRole('tab', { name: 'Descargas' }).click();
    await landings.waitFor();
    expect(await p.getByRole('button', { name: 'Agregar descarga' }).count()).toBe(0);
    const week = await must(p, 'GET', `/semanas-de-pesca/${String(created.id)}`);
    const refused = await api(p, 'PUT', `/semanas-de-pesca/${String(created.id)}/ajustes`, {
      version: week.version,
      adjustments: [],
    });
    expect(refused.status).toBe(409);
    expect(String(refused.body.message)).toMatch(/La semana está cerrada/);

    // Reopened with a reason: a landing changes, the recomputation shows the difference.
    await p.getByRole('button', { name: 'Reabrir' }).click();
    const reopen = p.getByRole('dialog', { name: 'Reabrir la semana' });
    await reopen.getByLabel('Motivo de la reapertura').fill('La planta corrigió el ticket TK-1501');
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await p.getByText('Semana reabierta.').waitFor();
    await p.getByRole('tab', { name: 'Descargas' }).click();
    await p.getByRole('button', { name: 'Agregar descarga' }).waitFor();
    await editCell(landings, 0, 'tonnes', '190.5');
    await saveTab(p, 'Guardar descargas');
    await p.getByRole('button', { name: 'Calcular' }).click();
    await p.getByText('Calculada', { exact: true }).first().waitFor();
    const diff = p.getByRole('table', { name: 'Diferencias con el resultado cerrado' });
    await diff.waitFor();
    expect(await diff.getByRole('row').count()).toBeGreaterThan(1);

    await p.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await p
      .getByRole('dialog', { name: 'Cerrar la semana' })
      .getByRole('button', { name: 'Cerrar la semana' })
      .click();
    await p.getByText(/La semana está cerrada: solo lectura/).waitFor();
  });

  it('pastes 50 landings copied from a spreadsheet, takes the paste back with Ctrl+Z, pastes again and saves', async () => {
    expect(m, 'the first test seeded the worked example').toBeDefined();
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const created = await must(p, 'POST', '/semanas-de-pesca', {
      year: 2025,
      number: 16,
      start: '2025-04-14',
      end: '2025-04-20',
      month: '2025-04',
    });
    await p.goto(`/semana_de_pesca?semana=${String(created.id)}`);
    await p.getByRole('heading', { name: 'Semana 16 – 2025', level: 2 }).waitFor();
    const landings = p.getByRole('grid', { name: 'Descargas' });
    await landings.waitFor();
    await p.getByRole('button', { name: 'Agregar descarga' }).click();
    // The block as a spreadsheet copies it: tab-separated cells, a line a landing, from the «Fecha» column.
    const block = Array.from({ length: 50 }, (_, i) =>
      [
        `${String(15 + (i % 5))}/04/2025`,
        m.registration,
        'Anchoveta',
        `PLANTA ${m.tag}`,
        `TK-16${String(i).padStart(2, '0')}`,
        `${String(10 + i)},5`,
        '0',
      ].join('\t'),
    ).join('\r\n');
    const paste = async () => {
      const cell = gridRow(landings, 0).locator('[data-field="date"]');
      await cell.click();
      await cell.evaluate((element, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      }, block);
    };
    await paste();
    await gridRow(landings, 0).getByText('TK-1600').waitFor();
    await p.getByText('Hay cambios sin guardar.').waitFor();
    // Ctrl+Z takes the whole paste back: the one empty row added by hand is there again.
    await p.keyboard.press('Control+z');
    await expect.poll(() => gridRow(landings, 0).getByText('TK-1600').count()).toBe(0);
    await paste();
    await gridRow(landings, 0).getByText('TK-1600').waitFor();
    await saveTab(p, 'Guardar descargas');
    const week = await must(p, 'GET', `/semanas-de-pesca/${String(created.id)}`);
    const saved = week.landings as { ticket: string; tonnes: string; date: string; vesselId: number }[];
    expect(saved).toHaveLength(50);
    expect(saved[0]).toMatchObject({ ticket: 'TK-1600', date: '2025-04-15', vesselId: m.vessel });
    expect(saved[49]).toMatchObject({ ticket: 'TK-1649', date: '2025-04-19' });
    expect(Number(saved[49]!.tonnes)).toBe(59.5);
  });

  it('at 1366×768 a long grid shows as many rows as the screen allows, and its last row is reached inside it', async () => {
    expect(m, 'the first test seeded the worked example').toBeDefined();
    const session = await browser.open({ viewport: { width: 1366, height: 768 } });
    const p = session.page;
    await signInThroughUi(p, admin);
    const created = await must(p, 'POST', '/semanas-de-pesca', {
      year: 2025,
      number: 17,
      start: '2025-04-21',
      end: '2025-04-27',
      month: '2025-04',
    });
    await must(p, 'PUT', `/semanas-de-pesca/${String(created.id)}/descargas`, {
      version: created.version,
      prices: [{ speciesId: m.anchoveta, effectiveFrom: '2025-04-21', pricePerTonne: '520.00' }],
      landings: Array.from({ length: 60 }, (_, i) => ({
        date: '2025-04-22',
        vesselId: m.vessel,
        speciesId: m.anchoveta,
        plantId: m.plant,
        ticket: `TK-17${String(i).padStart(2, '0')}`,
        tonnes: '10.000',
        penalisedTonnes: '0.000',
        pricePerTonne: null,
        priceReason: '',
      })),
    });
    await p.goto(`/semana_de_pesca?semana=${String(created.id)}`);
    await p.getByRole('heading', { name: 'Semana 17 – 2025', level: 2 }).waitFor();
    const landings = p.getByRole('grid', { name: 'Descargas' });
    await gridRow(landings, 0).getByText('TK-1700').waitFor();
    // The landings start below the prices, past the first half-screen: scrolled to, they fill a whole
    // screen under the top bar (768 − 64 − 24 px), where a fixed 420 px grid showed nine rows.
    await landings.evaluate((grid) =>
      (grid.closest('.MuiDataGrid-root') ?? grid).scrollIntoView({ block: 'end' }),
    );
    const box = await landings.evaluate((grid) => {
      const r = grid.getBoundingClientRect();
      const rows = [...grid.querySelectorAll('[role="row"][data-rowindex]')].filter((row) => {
        const b = row.getBoundingClientRect();
        return b.top >= r.top && b.bottom <= r.bottom + 1;
      });
      // The whole grid, its pagination footer included.
      const whole = (grid.closest('.MuiDataGrid-root') ?? grid).getBoundingClientRect();
      return {
        height: whole.height,
        top: whole.top,
        bottom: whole.bottom,
        viewport: window.innerHeight,
        rows: rows.length,
      };
    });
    expect(box.height).toBeGreaterThanOrEqual(670);
    // Seen whole: under the 64 px top bar and above the screen's bottom (to the pixel's rounding).
    expect(box.top).toBeGreaterThanOrEqual(63);
    expect(box.bottom).toBeLessThanOrEqual(box.viewport + 1);
    expect(box.rows).toBeGreaterThanOrEqual(14);
    // The rest of the 60 rows scroll inside the grid.
    await landings.locator('.MuiDataGrid-virtualScroller').evaluate((s) => s.scrollTo(0, s.scrollHeight));
    await gridRow(landings, 59).getByText('TK-1759').waitFor();
  });
});
