import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pdfPages } from '../support/pdf-text';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';
import { exampleWeekThroughApi, seedExample } from './support/week-example';

/**
 * The worked example as week 48 of 2025 (24–30 November), computed and closed through the API. The
 * dashboard shows the last closed week by date: every other end-to-end file closes earlier weeks (the
 * golden cases weeks 37 and 41, months June, loans week 21).
 */
const closedWeek = (page: Page, m: Awaited<ReturnType<typeof seedExample>>) =>
  exampleWeekThroughApi(page, m, {
    number: 48,
    start: '2025-11-24',
    end: '2025-11-30',
    month: '2025-11',
    day: '2025-11-27',
    close: true,
  }) as Promise<{ totals: { gross: string; net: string; employer: string; workers: number } }>;

const money = (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

describe('the payroll report and the dashboard in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('shows a closed week’s report, downloads it as .xlsx and PDF, its payslips as .zip, the bank file and the month’s PLAME; the dashboard shows the week', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'planilla', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const m = await seedExample(p);
    const week = await closedWeek(p, m);
    const totals = week.totals;

    await p.goto('/reporte_de_planilla');
    await p.getByRole('heading', { name: 'Reporte de planilla', level: 1 }).waitFor();
    await p.getByRole('combobox', { name: 'Periodo' }).click();
    await p.getByRole('option', { name: 'Semana 48 – 2025 (24/11/2025 – 30/11/2025)' }).click();
    await p.getByRole('heading', { name: 'Semana 48 – 2025 (24/11/2025 – 30/11/2025)', level: 2 }).waitFor();
    const grid = p.getByRole('grid', { name: 'Reporte de planilla' });
    await grid.getByText(m.workers[0]!.name).waitFor();
    const general = p.getByRole('table', { name: 'Totales' }).getByRole('row', { name: /Total general/ });
    await general.getByText(money(totals.gross), { exact: true }).waitFor();
    await general.getByText(money(totals.net), { exact: true }).waitFor();

    const download = async (name: string) => {
      const [file] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name }).click()]);
      return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
    };

    // The spreadsheet read back: a numeric cell per amount, the grand total equal to the week's.
    const xlsx = await download('Excel (.xlsx)');
    expect(xlsx.name).toBe('planilla-semana-48-2025.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Planilla')!;
    const head = sheet.getRow(3).values as unknown[];
    let grandTotal: unknown[] = [];
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      if (values[1] === 'Total general') grandTotal = values;
    });
    expect(grandTotal[head.indexOf('Total ingresos')]).toBe(Number(totals.gross));
    expect(grandTotal[head.indexOf('Neto a pagar')]).toBe(Number(totals.net));

    // The PDF read back: landscape pages with the title, the workers and the total.
    const pdf = await download('PDF');
    expect(pdf.name).toBe('planilla-semana-48-2025.pdf');
    const pages = await pdfPages(new Uint8Array(pdf.bytes));
    expect(pages[0]).toContain('Reporte de planilla · Semana 48 – 2025');
    expect(pages.join('\n')).toContain('Total general');
    expect(pages.join('\n')).toContain(money(totals.net));

    // The week's payslips, one PDF per worker.
    const zip = await download('Boletas (.zip)');
    expect(zip.name).toBe('boletas-semana-48-2025.zip');
    const entries = Object.keys((await JSZip.loadAsync(zip.bytes)).files);
    expect(entries).toHaveLength(8);

    // The week's bank payment file: the four with an account paid, the four without listed apart.
    await p.getByRole('button', { name: 'Pago al banco (.txt)' }).click();
    const bank = p.getByRole('dialog', { name: 'Archivo de pago al banco' });
    await bank.getByText(/^Se pagará a 4 trabajadores: S\/ /).waitFor();
    expect(
      await bank
        .getByRole('list', { name: 'Sin cuenta bancaria (pagar por otro medio)' })
        .getByRole('listitem')
        .count(),
    ).toBe(4);
    await bank.getByRole('textbox', { name: 'Cuenta de cargo de la empresa' }).fill('191-1234567-0-12');
    const [bankFile] = await Promise.all([
      p.waitForEvent('download'),
      bank.getByRole('button', { name: 'Descargar archivo' }).click(),
    ]);
    const telecredito = readFileSync((await bankFile.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(telecredito).toHaveLength(5);
    expect(telecredito[0]!.slice(0, 4)).toBe('#1HC');
    expect(telecredito[0]!.slice(84, 90)).toBe('000004');
    expect(telecredito.slice(1).every((line) => line.startsWith(' 2B00219100012345678957'))).toBe(true);
    await bank.getByRole('button', { name: 'Cerrar' }).click();

    // The month's PLAME: one company, its files in a .zip; AFPnet refused with what to fix (no AFP members).
    await p.getByRole('combobox', { name: 'Periodo' }).click();
    await p.getByRole('option', { name: 'Mes de noviembre de 2025' }).click();
    await p.getByRole('heading', { name: 'Mes de noviembre de 2025 (semana 48)', level: 2 }).waitFor();
    const plame = await download('PLAME (.zip)');
    const ruc = plame.name.slice(10, 21);
    expect(plame.name).toMatch(/^0601202511\d{11}\.zip$/);
    const files = await JSZip.loadAsync(plame.bytes);
    const stem = `0601202511${ruc}`;
    // The .tas carries each worker's SCTR-EsSalud rate (Anexo 3); ONP workers: no .sec.
    expect(Object.keys(files.files).sort()).toEqual([
      `${stem}.jor`,
      `${stem}.rem`,
      `${stem}.tas`,
      `${stem}.toc`,
    ]);
    const rem = await files.file(`${stem}.rem`)!.async('string');
    // The patrón's catch share (the worked example: 4,253.01) under Table 22 code 0103.
    expect(rem).toMatch(/^01\|\d{8}\|0103\|4253\.01\|4253\.01\|\r$/m);
    await p.getByRole('button', { name: 'AFPnet (.txt)' }).click();
    const toFix = p.getByRole('list', { name: 'Datos por corregir' });
    await toFix.getByText(/Ningún trabajador del mes está afiliado a una AFP/).waitFor();

    // The dashboard: the last closed week's figures, the chart, the way to the open week.
    await p.goto('/');
    const section = p.getByRole('region', { name: 'Planilla' });
    await p.getByRole('heading', { name: 'Planilla', level: 2 }).scrollIntoViewIfNeeded();
    const figures = section.getByRole('region', { name: 'Última semana cerrada' });
    await figures.getByText(/Semana 48 – 2025/).waitFor();
    await figures.getByText(`S/ ${money(totals.gross)}`, { exact: true }).waitFor();
    await figures.getByText(`S/ ${money(totals.employer)}`, { exact: true }).waitFor();
    await section.getByRole('figure', { name: 'Últimas 12 semanas cerradas' }).waitFor();
    expect(session.problems).toEqual([]);
  });
});
