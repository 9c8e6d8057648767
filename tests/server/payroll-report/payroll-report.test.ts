import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { pdfPages } from '../../support/pdf-text';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

interface Amounts {
  amounts: Record<string, string>;
  gross: string;
  deductions: string;
  net: string;
  employer: string;
}
interface Report {
  title: string;
  columns: { key: string; label: string; group: string }[];
  rows: (Amounts & { document: string; name: string; vessel: string; weeks: number; companyRuc: string })[];
  vesselTotals: (Amounts & { label: string; workers: number })[];
  companyTotals: (Amounts & { label: string; workers: number })[];
  total: Amounts & { workers: number };
}

/** The worked example's week (fishing-payroll-peru.md §2): 178 TM × S/ 520 × 22.40 % shared by 9.75 partes. */
const WEEK_GROSS = '20733.44';

describe.each(databaseKinds())('payroll report on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let reader: SignedIn;
  let exporter: SignedIn;
  let week14: WeekRef;
  let week15: WeekRef;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const readRole = unique('Planilla');
    await h.role(readRole, { reporte_de_planilla: ['ver'] });
    reader = await h.user([readRole]);
    const exportRole = unique('Exporta');
    await h.role(exportRole, { reporte_de_planilla: ['ver', 'exportar'] });
    exporter = await h.user([exportRole]);
    week14 = await exampleWeek(h, m, 14, true);
    week15 = await exampleWeek(h, m, 15, true);
    await exampleWeek(h, m, 16, false);
  });
  afterAll(async () => h?.close());

  it('lists the closed weeks and their months; an open week is not offered', async () => {
    const res = await reader.get('/reporte-de-planilla/periodos');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { weeks: { id: number; number: number }[]; months: string[] };
    expect(body.weeks.map((w) => w.number)).toEqual([15, 14]);
    expect(body.months).toEqual(['2025-04']);
  });

  it('gives a week’s report: a row per worker with every line, the vessel and company totals equal to the sum', async () => {
    const res = await reader.get(`/reporte-de-planilla?semana=${week14.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as Report;
    expect(report.title).toBe('Semana 14 – 2025 (31/03/2025 – 06/04/2025)');
    expect(report.rows).toHaveLength(8);
    expect(report.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['catchShare', 'pensionContribution', 'essalud']),
    );
    const patron = report.rows.find((r) => r.document === '10000001')!;
    expect(patron.amounts.catchShare).toBe('4253.01');
    expect(patron.amounts.pensionContribution).toBe('340.24');
    expect(patron.vessel).toBe('CO-21547-PM');
    expect(report.total.gross).toBe(WEEK_GROSS);
    expect(report.total.workers).toBe(8);
    expect(report.vesselTotals).toHaveLength(1);
    expect(report.vesselTotals[0]!.label).toBe('Total DON LUCHO I (CO-21547-PM)');
    expect(report.companyTotals[0]!.label).toBe('Total Pesquera Prueba S.A.C.');
    expect(report.companyTotals[0]!.net).toBe(report.total.net);
    const sum = report.rows.reduce((cents, r) => cents + Math.round(Number(r.net) * 100), 0);
    expect((sum / 100).toFixed(2)).toBe(report.total.net);
  });

  it('adds the month’s closed weeks per worker, and filters by text, vessel and company', async () => {
    const month = (await reader.get('/reporte-de-planilla?mes=2025-04')).json() as Report;
    expect(month.title).toBe('Mes de abril de 2025 (semanas 14, 15)');
    expect(month.rows).toHaveLength(8);
    expect(month.rows.every((r) => r.weeks === 2)).toBe(true);
    expect(month.rows.find((r) => r.document === '10000001')!.amounts.catchShare).toBe('8506.02');
    expect(month.total.gross).toBe('41466.88');

    const one = (await reader.get('/reporte-de-planilla?mes=2025-04&q=apellido3')).json() as Report;
    expect(one.rows.map((r) => r.document)).toEqual(['10000003']);
    expect(one.total.workers).toBe(1);
    expect(one.total.gross).toBe(one.rows[0]!.gross);
    const otherVessel = (
      await reader.get(`/reporte-de-planilla?semana=${week15.id}&embarcacion=CO-30000-PM`)
    ).json() as Report;
    expect(otherVessel.rows).toHaveLength(0);
    expect(otherVessel.total.gross).toBe('0.00');
    const company = (
      await reader.get(`/reporte-de-planilla?semana=${week15.id}&empresa=20100000001`)
    ).json() as Report;
    expect(company.rows).toHaveLength(8);
  });

  it('downloads the .xlsx with numeric cells and totals, and the landscape PDF with page numbers, audited', async () => {
    const xlsx = await exporter.get(`/reporte-de-planilla.xlsx?semana=${week14.id}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(String(xlsx.headers['content-disposition'])).toContain('planilla-semana-14-2025.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Planilla')!;
    const head = sheet.getRow(3).values as unknown[];
    const grossColumn = head.indexOf('Total ingresos');
    const netColumn = head.indexOf('Neto a pagar');
    expect(grossColumn).toBeGreaterThan(0);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => n > 3 && rows.push(row.values as unknown[]));
    const workerRows = rows.filter((r) => typeof r[4] === 'string' && /^\d{8}$/.test(r[4]));
    expect(workerRows).toHaveLength(8);
    const patron = workerRows.find((r) => r[4] === '10000001')!;
    expect(patron[grossColumn]).toBe(4253.01);
    expect(typeof patron[netColumn]).toBe('number');
    const total = rows.find((r) => r[1] === 'Total general')!;
    expect(total[grossColumn]).toBe(Number(WEEK_GROSS));
    expect(rows.some((r) => r[1] === 'Total DON LUCHO I (CO-21547-PM)')).toBe(true);
    expect(rows.flat().some((v) => typeof v === 'object' && v !== null && 'formula' in v)).toBe(false);

    const pdf = await exporter.get(`/reporte-de-planilla.pdf?mes=2025-04`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(new Uint8Array(pdf.rawPayload));
    expect(pages[0]).toContain('Reporte de planilla · Mes de abril de 2025 (semanas 14, 15)');
    expect(pages[0]).toContain('Apellidos y nombres');
    expect(pages[0]).toContain('Pesquera Prueba S.A.C. · RUC 20100000001');
    expect(pages[0]).toContain('8,506.02');
    expect(pages[0]).toContain('Total general');
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);

    const audit = await listAudit(h.server.database.db, {
      entity: 'reporte_de_planilla',
      action: 'exportar',
      page: 1,
      pageSize: 10,
    });
    expect(audit.rows.map((r) => r.entityId)).toEqual(
      expect.arrayContaining([`semana:${week14.id}`, 'mes:2025-04']),
    );
  });

  it('refuses what may not be done or read: no permission, no period, an open week, a month without closed weeks', async () => {
    expect((await reader.get(`/reporte-de-planilla.xlsx?semana=${week14.id}`)).statusCode).toBe(403);
    expect((await reader.get(`/reporte-de-planilla.pdf?semana=${week14.id}`)).statusCode).toBe(403);
    const both = await reader.get(`/reporte-de-planilla?semana=${week14.id}&mes=2025-04`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Elija una semana o un mes (no ambos).');
    expect((await reader.get('/reporte-de-planilla')).statusCode).toBe(400);
    expect((await reader.get('/reporte-de-planilla?mes=2025-13')).statusCode).toBe(400);
    const periods = (await h.admin.get('/semanas-de-pesca?page=1&pageSize=50')).json() as {
      rows: { id: number; number: number }[];
    };
    const open = periods.rows.find((w) => w.number === 16)!;
    const refused = await reader.get(`/reporte-de-planilla?semana=${open.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('La semana no está cerrada');
    expect((await reader.get('/reporte-de-planilla?semana=999999')).statusCode).toBe(404);
    const empty = await reader.get('/reporte-de-planilla?mes=2025-09');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(
      'No hay semanas cerradas en septiembre de 2025: el reporte del mes sale de sus semanas cerradas.',
    );
  });

  it('gives the dashboard’s figures: the last closed week and the closed weeks in order', async () => {
    const res = await reader.get('/reporte-de-planilla/resumen');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as {
      lastClosed: { number: number; gross: string; workers: number };
      weeks: { number: number }[];
      openWeek: { number: number } | null;
    };
    expect(summary.lastClosed.number).toBe(15);
    expect(summary.lastClosed.gross).toBe(WEEK_GROSS);
    expect(summary.lastClosed.workers).toBe(8);
    expect(summary.weeks.map((w) => w.number)).toEqual([14, 15]);
    expect(summary.openWeek).toMatchObject({ number: 16, year: 2025, state: 'abierta' });
    const role = unique('Semanas');
    await h.role(role, { semana_de_pesca: ['ver'] });
    const weekViewer = await h.user([role]);
    expect((await weekViewer.get('/reporte-de-planilla/resumen')).statusCode).toBe(200);
    expect((await weekViewer.get(`/reporte-de-planilla?semana=${week14.id}`)).statusCode).toBe(403);
  });
});
