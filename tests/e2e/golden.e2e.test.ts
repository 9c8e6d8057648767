import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { Decimal } from '../../src/domain/shared/decimal';
import { pdfPages } from '../support/pdf-text';
import { loadCases, type CaseWorker, type GoldenCase } from '../golden/support/case-file';
import { compareCase } from '../golden/support/compare';
import { enterCatalogues, enterLoans, idBy, workersCsv, type CaseApi } from '../golden/support/enter-case';
import {
  conceptOfLabel,
  payslipLines,
  type DocLine,
  type DocWorker,
  type DocumentReading,
  type TotalName,
} from '../golden/support/read-documents';
import { createAccount, signInThroughUi } from './support/accounts';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { choose, editCell, gridRow, gridRowCount, saveTab, typeDate } from './support/screen';

/**
 * Two golden cases (tests/golden/cases) entered through the screens as a clerk does, in Chromium: the
 * workers on the worker form or the import screen, the week created, its price list, landings, crew and
 * adjustments typed on its grids, «Calcular», each worker's breakdown read on the screen, the week
 * closed and its payslips downloaded. Every amount is compared with the case document's expected block.
 * The e2e product has a fresh database per run and no other e2e file uses the cases' RUCs, DNIs,
 * registrations or week numbers, so the cases' own data is entered as it is. Catalogues (company,
 * plant, vessel, positions, pago por especialidad) and loans go through the API: their screens have
 * end-to-end tests of their own.
 */

const CASES = new Map(loadCases().map((c) => [c.id, c]));
const golden = (id: string): GoldenCase => {
  const found = CASES.get(id);
  if (!found) throw new Error(`no golden case ${id} in tests/golden/cases`);
  return found;
};

/** The API over the browser's own session, failing with the server's answer. */
function pageApi(page: Page): CaseApi {
  const call = async (method: string, path: string, expected: number, body?: object) => {
    const res = await api(page, method, path, body);
    if (res.status !== expected)
      throw new Error(
        `${method} ${path} answered ${res.status} (expected ${expected}): ${JSON.stringify(res.body)}`,
      );
    return res.body;
  };
  return {
    get: async <T>(path: string) => (await call('GET', path, 200)) as T,
    post: async <T>(path: string, body: object, expected = 200) =>
      (await call('POST', path, expected, body)) as T,
  };
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the date pickers take it. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** A day as the week's grids name it: 'Mié 10/09'. */
const DAY_NAMES = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];
const dayLabel = (iso: string) =>
  `${DAY_NAMES[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A worker as the week's result names them. */
const workerName = (w: CaseWorker) => `${w.paternalSurname} ${w.maternalSurname}, ${w.names}`;
/** The commission types as the worker form offers them. */
const COMMISSION_CHOICES: Readonly<Record<string, string>> = { FLUJO: 'Flujo', MIXTA: 'Mixta (saldo)' };
/** The adjustments' kinds as the grid offers them. */
const KIND_CHOICES: Readonly<Record<string, string>> = {
  adelanto: 'Adelanto',
  recuperacion_adelanto: 'Recuperación de adelanto',
  cuota_prestamo: 'Cuota de préstamo',
  retencion_judicial: 'Retención judicial',
  otro_descuento: 'Otro descuento',
  otro_ingreso: 'Otro ingreso',
};

/** A worker through «Nuevo trabajador», field by field, as the case's import row has them. */
async function workerThroughForm(page: Page, c: GoldenCase, w: CaseWorker): Promise<void> {
  const position = c.input.positions.find((p) => p.code === w.position);
  if (!position) throw new Error(`${c.id}: position ${w.position} is not among the case's positions`);
  await page.getByRole('button', { name: 'Nuevo trabajador' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo trabajador' });
  await form.getByRole('textbox', { name: 'Número de documento' }).fill(w.document);
  await form.getByRole('textbox', { name: 'Apellido paterno' }).fill(w.paternalSurname);
  await form.getByRole('textbox', { name: 'Apellido materno' }).fill(w.maternalSurname);
  await form.getByRole('textbox', { name: 'Nombres' }).fill(w.names);
  await typeDate(form.getByRole('group', { name: 'Fecha de nacimiento' }), ddmmyyyy(w.birthDate));
  await typeDate(form.getByRole('group', { name: 'Fecha de ingreso' }), ddmmyyyy(w.hireDate));
  await typeDate(form.getByRole('group', { name: 'Vigente desde' }), ddmmyyyy(w.hireDate));
  await choose(page, form, /^Cargo/, position.name, { exact: true });
  await choose(page, form, /^Régimen de pensiones/, w.pension, { exact: true });
  if (w.pension === 'AFP') {
    await choose(page, form, /^AFP/, w.afp ?? '', { exact: true });
    await choose(page, form, /^Tipo de comisión/, COMMISSION_CHOICES[w.commissionType ?? ''] ?? '', {
      exact: true,
    });
    await form.getByRole('textbox', { name: 'CUSPP' }).fill(w.cuspp ?? '');
  }
  await form.getByRole('switch', { name: 'Sindicalizado' }).setChecked(w.unionAffiliated);
  await form.getByRole('switch', { name: 'EPS' }).setChecked(w.eps);
  await form.getByRole('switch', { name: 'Asignación familiar' }).setChecked(w.familyAllowance);
  await choose(page, form, /^Banco(?! CTS)/, new RegExp(`^${w.bank} - `));
  await form.getByRole('textbox', { name: 'CCI (20 dígitos)' }).fill(w.account);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await form.waitFor({ state: 'hidden' });
}

/** The case's other workers by the import screen: the case's rows as a .csv chosen from disk. */
async function workersThroughImport(page: Page, workers: readonly CaseWorker[]): Promise<void> {
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar trabajadores desde Excel o CSV' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'trabajadores.csv',
    mimeType: 'text/csv',
    buffer: workersCsv(workers),
  });
  await dialog.getByText('Todas las filas son válidas.').waitFor();
  await dialog.getByText(new RegExp(`Se crearán ${workers.length}, se actualizarán 0`)).waitFor();
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await dialog
    .getByText(new RegExp(`Importación terminada: ${workers.length} creados, 0 actualizados`))
    .waitFor();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const SECTION_OF: Readonly<Record<string, 'earnings' | 'deductions' | 'employer'>> = {
  Ingresos: 'earnings',
  Descuentos: 'deductions',
  'Aportes del empleador': 'employer',
};
const TOTAL_OF: Readonly<Record<string, TotalName>> = {
  'Total ingresos': 'gross',
  'Total descuentos': 'totalDeductions',
  'Total aportes del empleador': 'totalEmployer',
};
/** '3,388.51' → '3388.51'. */
const plain = (amount: string) =>
  amount
    .trim()
    .replace(/^S\/\s*/, '')
    .replace(/,/g, '');

/** A worker's breakdown dialog as the screen shows it: each section's rows and totals, the net. */
async function readBreakdown(dialog: Locator): Promise<DocWorker> {
  await dialog.getByText(/^Neto a pagar: /).waitFor();
  const shown = await dialog.evaluate((root) => ({
    sections: [...root.querySelectorAll('section[aria-label]')].map((s) => ({
      title: s.getAttribute('aria-label') ?? '',
      rows: [...s.querySelectorAll('tbody tr')].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
      ),
    })),
    net: [...root.querySelectorAll('p')]
      .map((p) => p.textContent ?? '')
      .find((t) => t.startsWith('Neto a pagar:')),
  }));
  const lines = { earnings: [] as DocLine[], deductions: [] as DocLine[], employer: [] as DocLine[] };
  const totals: Partial<Record<TotalName, string>> = {};
  for (const section of shown.sections) {
    const key = SECTION_OF[section.title];
    if (!key) throw new Error(`the breakdown has an unknown section «${section.title}»`);
    for (const cells of section.rows) {
      if (cells.length === 3) {
        const [label = '', detail = '', amount = ''] = cells;
        const concept = conceptOfLabel(label.trim());
        if (!concept) throw new Error(`the breakdown shows an unknown concept «${label}»`);
        lines[key].push({ concept, amount: plain(amount), text: `${label} ${detail}` });
      } else if (cells.length === 2) {
        const total = TOTAL_OF[cells[0]!.trim()];
        if (!total) throw new Error(`the breakdown shows an unknown total «${cells[0]}»`);
        totals[total] = plain(cells[1]!);
      }
    }
  }
  if (shown.net) totals.net = plain(shown.net.replace('Neto a pagar:', ''));
  return { lines, totals };
}

/** Opens a week on its grids tab. */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

/**
 * A golden case through the screens: catalogues by the API, the workers named in `onTheForm` through
 * the worker form and the others through the import screen, the week on its grids, computed, its
 * breakdowns read, closed, its payslips downloaded. Answers the differences with the expected block.
 */
async function caseThroughTheScreens(page: Page, c: GoldenCase, onTheForm: readonly string[]) {
  const { input, expected } = c;
  if ((input.landWork ?? []).length > 0 || (input.parameters ?? []).some((p) => p.enter))
    throw new Error(`${c.id}: land work and added parameters are not entered on the screens by this test`);
  const caseApi = pageApi(page);
  await enterCatalogues(caseApi, input);

  // The workers: the form for some, the import screen for the others.
  await page.goto('/trabajador');
  await page.getByRole('heading', { name: 'Trabajadores', level: 1 }).waitFor();
  const list = page.getByRole('grid', { name: 'Trabajadores' });
  await list.waitFor();
  for (const document of onTheForm) {
    const w = input.workers.find((x) => x.document === document)!;
    await workerThroughForm(page, c, w);
    await page.getByRole('searchbox', { name: /Buscar/ }).fill(document);
    await list.getByText(`DNI ${document}`).waitFor();
    if (w.pension === 'AFP')
      await list
        .getByText(`AFP ${w.afp} (${(w.commissionType ?? '').toLowerCase()})`, { exact: true })
        .waitFor();
  }
  const imported = input.workers.filter((w) => !onTheForm.includes(w.document));
  if (imported.length > 0) await workersThroughImport(page, imported);
  const workerIds = new Map<string, number>();
  for (const w of input.workers) {
    const row = await idBy<{ id: number; documentNumber: string }>(
      caseApi,
      '/trabajadores',
      'documentNumber',
      w.document,
    );
    if (!row) throw new Error(`${c.id}: worker ${w.document} is not in the list after entering it`);
    workerIds.set(w.document, row.id);
  }
  await enterLoans(caseApi, input, (d) => workerIds.get(d)!);

  // The week, created on the screen: its start proposes the number and the payroll month.
  const { week } = input;
  await page.goto('/semana_de_pesca');
  await page.getByRole('heading', { name: 'Semanas de pesca', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Nueva semana' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva semana de pesca' });
  await typeDate(create.getByRole('group', { name: 'Fecha de inicio' }), ddmmyyyy(week.start));
  await expect.poll(() => create.getByLabel('Número').inputValue()).toBe(String(week.number));
  expect(await create.getByLabel('Mes de planilla').inputValue()).toBe(week.month);
  await create.getByRole('button', { name: 'Guardar' }).click();
  const heading = `Semana ${week.number} – ${week.year}`;
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();

  // Landings: the case's price list (added after any list carried from an earlier week) and landings.
  await openTab(page, 'Descargas');
  const prices = page.getByRole('grid', { name: 'Lista de precios' });
  await prices.waitFor();
  const species = new Map([['ANC', 'Anchoveta']]);
  for (const price of input.prices) {
    if (price.effectiveFrom !== week.start)
      throw new Error(`${c.id}: a price from another day than the week's start is not typed by this test`);
    const row = await gridRowCount(prices);
    await page.getByRole('button', { name: 'Agregar precio' }).click();
    // The grid shows the day as the clerk types it (DD/MM/AAAA).
    await gridRow(prices, row).getByText(ddmmyyyy(price.effectiveFrom), { exact: true }).waitFor();
    await editCell(prices, row, 'speciesId', species.get(price.species) ?? price.species);
    await editCell(prices, row, 'pricePerTonne', price.pricePerTonne);
  }
  const landings = page.getByRole('grid', { name: 'Descargas' });
  const plantName = (ruc: string) => input.plants.find((p) => p.ruc === ruc)!.name;
  for (const [i, l] of input.landings.entries()) {
    await page.getByRole('button', { name: 'Agregar descarga' }).click();
    await editCell(landings, i, 'date', dayLabel(l.date));
    await editCell(landings, i, 'vesselId', l.vessel);
    await editCell(landings, i, 'speciesId', species.get(l.species) ?? l.species);
    await editCell(landings, i, 'plantId', plantName(l.plant));
    await editCell(landings, i, 'ticket', l.ticket);
    await editCell(landings, i, 'tonnes', l.tonnes);
    await editCell(landings, i, 'penalisedTonnes', l.penalisedTonnes);
  }
  await saveTab(page, 'Guardar descargas');

  // Crew: each vessel and day, one worker at a time.
  await openTab(page, 'Tripulación');
  const crew = page.getByRole('grid', { name: 'Tripulación de la embarcación y el día' });
  const positionName = (code: string) => input.positions.find((p) => p.code === code)!.name;
  for (const day of input.crew) {
    await page.getByRole('combobox', { name: 'Embarcación' }).click();
    await page.getByRole('option', { name: new RegExp(`\\(${escape(day.vessel)}\\)`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${escape(dayLabel(day.date))}`) }).click();
    for (const [i, w] of day.workers.entries()) {
      await page.getByRole('button', { name: 'Agregar tripulante' }).click();
      const document = typeof w === 'string' ? w : w.document;
      await editCell(crew, i, 'workerId', document);
      if (typeof w !== 'string') await editCell(crew, i, 'positionId', positionName(w.position));
    }
    await page
      .getByRole('button', { name: `${dayLabel(day.date)} (${day.workers.length})`, exact: true })
      .waitFor();
  }
  await saveTab(page, 'Guardar tripulación');

  // Adjustments: the loans' instalments proposed by the screen (their reason as the case has it), then
  // the other earnings and deductions typed row by row.
  const adjustments = input.adjustments ?? [];
  if (adjustments.length > 0) {
    await openTab(page, 'Ajustes');
    const grid = page.getByRole('grid', { name: 'Otros ingresos y descuentos' });
    await grid.waitFor();
    const instalments = adjustments.filter((a) => a.kind === 'cuota_prestamo');
    if (instalments.length > 0) {
      await page.getByRole('button', { name: 'Agregar cuotas de préstamos' }).click();
      await page
        .getByText(
          instalments.length === 1
            ? 'Se agregó 1 cuota de préstamo. Revísela y guarde los ingresos y descuentos.'
            : new RegExp(`^Se agregaron ${instalments.length} cuotas de préstamos`),
        )
        .waitFor();
      for (const a of instalments) {
        const rows = await grid.locator('[role="row"][data-rowindex]').allInnerTexts();
        const index = rows.findIndex((r) => r.includes(`(${a.worker})`));
        expect(index, `${c.id}: the screen proposes the instalment of ${a.worker}`).toBeGreaterThanOrEqual(0);
        const proposed = await gridRow(grid, index).locator('[data-field="amount"]').innerText();
        expect(Decimal.of(proposed.trim()).equals(Decimal.of(a.amount!)), `instalment ${proposed}`).toBe(
          true,
        );
        await editCell(grid, index, 'reason', a.reason);
      }
    }
    const others = adjustments.filter((a) => a.kind !== 'cuota_prestamo');
    for (const a of others) {
      const i = await gridRowCount(grid);
      await page.getByRole('button', { name: 'Agregar ingreso o descuento' }).click();
      await editCell(grid, i, 'workerId', a.worker);
      if (a.kind !== 'adelanto') await editCell(grid, i, 'kind', KIND_CHOICES[a.kind]!);
      if (a.amount !== undefined) await editCell(grid, i, 'amount', a.amount);
      if (a.percent !== undefined) await editCell(grid, i, 'percent', a.percent);
      if (a.beneficiary !== undefined) await editCell(grid, i, 'beneficiary', a.beneficiary);
      await editCell(grid, i, 'reason', a.reason);
    }
    await saveTab(page, 'Guardar ingresos y descuentos');
  }

  // «Calcular», then each worker's breakdown as the screen shows it.
  await page.getByRole('button', { name: 'Calcular' }).click();
  await page.getByText('Calculada', { exact: true }).first().waitFor();
  const result = page.getByRole('table', { name: 'Resultado por trabajador' });
  const paid = Object.keys(expected.workers);
  await result.getByText(`Totales (${paid.length} trabajadores)`).waitFor();
  const onScreen = new Map<string, DocWorker>();
  for (const document of paid) {
    const name = workerName(input.workers.find((w) => w.document === document)!);
    await result.getByRole('button', { name: `Ver el detalle de ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Detalle de ${escape(name)}`) });
    onScreen.set(document, await readBreakdown(dialog));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  // Closed on the screen; the week's payslips downloaded from it and read back, one page per worker.
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Cerrar la semana' })
    .getByRole('button', { name: 'Cerrar la semana' })
    .click();
  await page.getByText(/La semana está cerrada: solo lectura/).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Boletas (PDF)' }).click(),
  ]);
  const pages = await pdfPages(new Uint8Array(readFileSync((await download.path())!)));
  const payslips = new Map<string, DocWorker>();
  for (const text of pages) {
    const document = paid.find((d) => text.includes(`DNI ${d}`));
    if (!document) throw new Error(`${c.id}: a payslip of nobody the case pays:\n${text}`);
    payslips.set(document, payslipLines(text));
  }
  const readings: DocumentReading[] = [
    { name: 'desglose del trabajador (pantalla de la semana)', workers: onScreen },
    { name: 'boletas de la semana (PDF descargado en pantalla)', workers: payslips },
  ];
  return { differences: compareCase(expected, readings), onScreen, payslips, pages };
}

describe('golden cases through the screens', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('06: other earnings, an advance and a loan instalment typed on the adjustments grid, workers imported on the screen', async () => {
    const c = golden('06-otro-ingreso-adelanto-prestamo');
    const clerk = await createAccount(baseUrl, { prefix: 'dorado', roles: ['Administrador'] });
    const session = await browser.open();
    await signInThroughUi(session.page, clerk);
    const { differences, onScreen } = await caseThroughTheScreens(session.page, c, []);
    expect(differences).toEqual([]);
    // The case's point, spelled out: the other earning and the advance of 10600003 on the screen.
    const pescador = onScreen.get('10600003')!;
    expect(pescador.lines!.earnings.map((l) => [l.concept, l.amount])).toEqual(
      c.expected.workers['10600003']!.earnings.map(([concept, amount]) => [concept, amount]),
    );
    expect(pescador.totals.net).toBe(c.expected.workers['10600003']!.net);
    expect(session.problems).toEqual([]);
  }, 600_000);

  it('01: a worker in AFP with the flow commission entered on the worker form is charged the commission', async () => {
    const c = golden('01-afp-flujo');
    const afp = c.input.workers.filter((w) => w.pension === 'AFP' && w.commissionType === 'FLUJO');
    expect(afp.length, 'the case has a worker in AFP on the flow commission').toBeGreaterThan(0);
    const clerk = await createAccount(baseUrl, { prefix: 'dorado', roles: ['Administrador'] });
    const session = await browser.open();
    await signInThroughUi(session.page, clerk);
    const { differences, onScreen, payslips } = await caseThroughTheScreens(
      session.page,
      c,
      afp.map((w) => w.document),
    );
    expect(differences).toEqual([]);
    // The case's point, spelled out: the commission line and the net, on the screen and on the payslip.
    for (const w of afp) {
      const want = c.expected.workers[w.document]!;
      const commission = want.deductions.find(([concept]) => concept === 'pensionCommission')!;
      for (const doc of [onScreen.get(w.document)!, payslips.get(w.document)!]) {
        expect(
          doc.lines!.deductions.filter((l) => l.concept === 'pensionCommission').map((l) => l.amount),
        ).toEqual([commission[1]]);
        expect(doc.totals.net).toBe(want.net);
      }
    }
    expect(session.problems).toEqual([]);
  }, 600_000);
});
