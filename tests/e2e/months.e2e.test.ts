import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, inject, it } from 'vitest';
import { pdfPages } from '../support/pdf-text';
import { api } from './support/api';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';
import { exampleWeekThroughApi, must, seedExample, type ApiWeek } from './support/week-example';

/** The four weeks of June 2025 (weeks 23–26, Monday to Sunday), each with the worked example's landing. */
const JUNE = [23, 24, 25, 26].map((number, i) => {
  const start = new Date(Date.UTC(2025, 5, 2 + 7 * i));
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { number, start: day(0), end: day(6), month: '2025-06', day: day(3) };
});

describe('the payroll month in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('names the open week, computes and closes June once its four weeks are closed, shows a worker’s month, and keeps the closed month’s weeks', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'meses', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const m = await seedExample(p);
    const weeks: ApiWeek[] = [];
    for (const [i, week] of JUNE.entries())
      weeks.push(await exampleWeekThroughApi(p, m, { ...week, close: i < 3 }));

    // The month's page: week 26 is still open, named; Calcular consolidates the three closed weeks.
    await p.goto('/vacaciones_gratificaciones_cts');
    await p.getByRole('heading', { name: 'Vacaciones, gratificaciones y CTS', level: 1 }).waitFor();
    await p.getByRole('button', { name: 'Abrir junio 2025' }).click();
    await p.getByRole('heading', { name: 'Planilla de junio 2025', level: 2 }).waitFor();
    const header = p.getByRole('region', { name: 'Planilla de junio 2025' });
    await p
      .getByText('Semanas sin cerrar: 26/2025 (abierta). El mes no se puede cerrar hasta cerrarlas.')
      .waitFor();
    await header.getByRole('button', { name: 'Calcular' }).click();
    await p.getByText('Mes calculado.').waitFor();
    expect(await header.getByRole('button', { name: 'Cerrar' }).isEnabled()).toBe(true);
    await header.getByRole('button', { name: 'Cerrar' }).click();
    await p
      .getByRole('dialog', { name: 'Cerrar el mes' })
      .getByRole('button', { name: 'Cerrar el mes' })
      .click();
    await p.getByText('No se puede cerrar el mes: la semana 26/2025 no está cerrada.').waitFor();

    // Week 26 closed: the month must be computed again (a week changed), then it closes.
    const last = weeks[3]!;
    const computed = (
      await must(p, 'POST', `/semanas-de-pesca/${last.id}/calculo`, { version: last.version })
    ).week as ApiWeek;
    await must(p, 'POST', `/semanas-de-pesca/${last.id}/cierre`, { version: computed.version });
    await p.reload();
    await p
      .getByText(
        'Una semana o una declaración de renta del mes cambió desde el último cálculo: calcule el mes otra vez antes de cerrarlo.',
      )
      .waitFor();
    await header.getByRole('button', { name: 'Calcular' }).click();
    await p.getByText('Mes calculado.').waitFor();
    await header.getByRole('button', { name: 'Cerrar' }).click();
    await p
      .getByRole('dialog', { name: 'Cerrar el mes' })
      .getByRole('button', { name: 'Cerrar el mes' })
      .click();
    await p.getByText('Mes cerrado.').waitFor();
    await p
      .getByText('El mes está cerrado: solo lectura. Un usuario con permiso de aprobación puede reabrirlo.')
      .waitFor();

    // What the close delivered: the month's payslips, one per worker of the run, counted on the page.
    const published = (await must(p, 'GET', '/meses-de-planilla/2025-06/entregas')) as {
      counts: { total: number };
      rows: { kind: string; name: string }[];
    };
    for (const w of m.workers)
      expect(published.rows.filter((r) => r.kind === 'mes' && r.name === w.name)).toHaveLength(1);
    const deliveries = p.getByRole('region', { name: 'Entregas de boletas', exact: true });
    const documents = deliveries.getByRole('table', { name: 'Entregas de documentos del mes' });
    await documents.waitFor();
    await documents
      .getByRole('row')
      .filter({ hasText: m.workers[0]!.name })
      .filter({ hasText: 'Boleta mensual' })
      .waitFor();
    await expect
      .poll(() =>
        deliveries.locator('dt', { hasText: 'Total' }).locator('xpath=following-sibling::dd[1]').innerText(),
      )
      .toBe(String(published.counts.total));

    // The month's payslips: one page per worker of the run, ours among them.
    const [slips] = await Promise.all([
      p.waitForEvent('download'),
      header.getByRole('button', { name: 'Boletas (PDF)' }).click(),
    ]);
    expect(slips.suggestedFilename()).toBe('boletas-2025-06.pdf');
    const slipPages = await pdfPages(new Uint8Array(readFileSync((await slips.path())!)));
    const ourPage = slipPages.find((t) => t.includes(`SEMANA${m.tag} PRUEBA`))!.replace(/\n/g, ' ');
    expect(ourPage).toContain('Planilla mensual de junio 2025 · semanas 23/2025 a 26/2025');
    expect(ourPage).toContain('Gratificación');

    // Each worker's month: four weeks of catch shares, vacaciones at 8.33 %.
    const month = (await must(p, 'GET', '/meses-de-planilla/2025-06')) as {
      workers: {
        document: string;
        name: string;
        weeks: number;
        gross: string;
        vacation: string;
        bonus: string;
        bonusExtra: string;
      }[];
    };
    const ours = month.workers.filter((w) => w.name.startsWith(`SEMANA${m.tag}`));
    expect(ours).toHaveLength(m.workers.length);
    for (const w of ours) expect(w.weeks).toBe(4);
    const patron = ours.find((w) => w.name === m.workers[0]!.name)!;
    const grid = p.getByRole('grid', { name: 'Trabajadores del mes' });
    await p.getByRole('searchbox', { name: 'Buscar trabajador' }).fill(patron.document);
    await grid.getByRole('button', { name: `Detalle de ${patron.name}` }).click();
    const detail = p.getByRole('dialog', { name: `Detalle de ${patron.name} (${patron.document})` });
    await detail.getByText('Vacaciones (8.33 %)').waitFor();
    await detail.getByText('Semana 26/2025').waitFor();
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    // July's gratificación: June's closed month counts, with each worker's amount; its .xlsx.
    await p.goto('/vacaciones_gratificaciones_cts?vista=semestres');
    await p.getByRole('textbox', { name: 'Año' }).fill('2025');
    await p.getByRole('heading', { name: 'Gratificación de julio 2025 (enero 2025 a junio 2025)' }).waitFor();
    const june = month.workers.find((w) => w.document === patron.document)!;
    const semester = (await must(
      p,
      'GET',
      '/meses-de-planilla/semestre?tipo=gratificacion&periodo=2025-07',
    )) as {
      workers: { document: string; months: Record<string, string>; total: string }[];
    };
    const patronSemester = semester.workers.find((w) => w.document === patron.document)!;
    expect(patronSemester.months['2025-06']).toBe((Number(june.bonus) + Number(june.bonusExtra)).toFixed(2));
    const [file] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: 'Descargar (.xlsx)' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('gratificacion-2025-07.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const sheet = workbook.getWorksheet('Gratificación')!;
    const row = sheet.getRows(5, sheet.rowCount)!.find((r) => r.getCell(1).value === patron.document)!;
    expect(row.getCell(8).value).toBe(Number(patronSemester.months['2025-06']));
    expect(row.getCell(11).value).toBe(Number(patronSemester.total));

    // November's CTS deposit (May to October): final once every month of the semester with weeks of
    // other tests (loans in May, the golden cases in September and October, if they ran first) is
    // closed too; its bank file credits the patrón's CTS account, the others are listed apart.
    const semesterMonths = ['2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10'];
    const others = (
      (await must(p, 'GET', '/meses-de-planilla?year=2025')) as {
        rows: { month: string; state: string; version: number }[];
      }
    ).rows.filter((r) => semesterMonths.includes(r.month) && r.state !== 'cerrado');
    for (const other of others) {
      const computed = (await must(p, 'POST', `/meses-de-planilla/${other.month}/calculo`, {
        version: other.version,
      })) as { version: number };
      await must(p, 'POST', `/meses-de-planilla/${other.month}/cierre`, { version: computed.version });
    }
    await p.getByRole('combobox', { name: 'Gratificación o CTS' }).click();
    await p.getByRole('option', { name: 'Depósito de CTS de noviembre' }).click();
    await p
      .getByRole('heading', { name: 'Depósito de CTS de noviembre 2025 (mayo 2025 a octubre 2025)' })
      .waitFor();
    const company = new RegExp(`Pesquera Semana ${m.tag}`, 'i');
    const depositCompany = p.getByRole('combobox', { name: 'Empresa del depósito' });
    await p.getByRole('button', { name: 'Depósito al banco (.txt)' }).waitFor();
    if (await depositCompany.isVisible()) {
      await depositCompany.click();
      await p.getByRole('option', { name: company }).click();
    }
    await p.getByRole('button', { name: 'Depósito al banco (.txt)' }).click();
    const deposit = p.getByRole('dialog', { name: 'Archivo de depósito de CTS' });
    await deposit.getByText(company).waitFor();
    await deposit.getByText(/^Se depositará la CTS de 1 trabajador/).waitFor();
    expect(
      await deposit
        .getByRole('list', { name: 'Sin cuenta CTS (registre el banco y la cuenta CTS del trabajador)' })
        .getByRole('listitem')
        .count(),
    ).toBe(m.workers.length - 1);
    await deposit.getByRole('textbox', { name: 'Cuenta de cargo de la empresa' }).fill('191-1234567-0-12');
    const [ctsFile] = await Promise.all([
      p.waitForEvent('download'),
      deposit.getByRole('button', { name: 'Descargar archivo' }).click(),
    ]);
    expect(ctsFile.suggestedFilename()).toMatch(/^telecredito-cts-\d{11}-2025-11\.txt$/);
    const ctsLines = readFileSync((await ctsFile.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(ctsLines).toHaveLength(2);
    expect(ctsLines[1]!.slice(3, 23)).toBe('00319300123456789003');
    await deposit.getByRole('button', { name: 'Cerrar' }).click();

    // The closed month keeps its weeks: the week screen's Reabrir is refused with the reason.
    await p.goto(`/semana_de_pesca?semana=${last.id}`);
    await p.getByRole('heading', { name: 'Semana 26 – 2025', level: 2 }).waitFor();
    await p.getByRole('button', { name: 'Reabrir' }).click();
    const reopen = p.getByRole('dialog', { name: 'Reabrir la semana' });
    await reopen.getByLabel('Motivo de la reapertura').fill('Corrección de la descarga del jueves');
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await reopen
      .getByText('El mes 2025-06 está cerrado: reabra el mes antes de cambiar sus semanas.')
      .waitFor();
    const refused = await api(p, 'POST', '/meses-de-planilla/2025-06/calculo', { version: 99 });
    expect(refused.status).toBe(409);
  });
});
