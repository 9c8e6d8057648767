import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { listAudit } from '../../../server/audit/audit';
import { fishingWeeks, workers, workerTerms } from '../../../server/db/schema';
import { createDeclarationService } from '../../../server/income-tax-declarations';
import { createMonthService } from '../../../server/months';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { MONTH_MESSAGES } from '../../../src/domain/months/month';
import { Decimal } from '../../../src/domain/payroll/decimal';
import { pdfPages } from '../../support/pdf-text';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { CREW, exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

interface MonthWorker {
  document: string;
  familyAllowance: string;
  pensionAdjustment: string;
  weeks: number;
  gross: string;
  vacation: string;
  bonus: string;
  bonusExtra: string;
  cts: string;
  incomeTax: string;
  taxablePay: string;
  payable: string;
}
interface Month {
  month: string;
  state: string;
  version: number;
  weekCount: number;
  closedWeeks: number;
  stale: boolean;
  totals: { workers: number; gross: string; vacation: string; cts: string } | null;
  weeks: { id: number; number: number; state: string }[];
  workers: MonthWorker[];
  diff: { document: string; change: Record<string, string> }[];
  reopenings: { by: string; reason: string }[];
}

const REASON = 'Corrección de la descarga de la semana 15';

describe.each(databaseKinds())('payroll months on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let viewer: SignedIn;
  let clerk: SignedIn;
  let week14: WeekRef;
  let week15: WeekRef;
  let week16: WeekRef;

  const month = async (who: SignedIn, name: string) => {
    const res = await who.get(`/meses-de-planilla/${name}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Month;
  };
  /** A closed week's workers' gross (as the week's close kept it). */
  const weekGross = async (id: number) =>
    new Map(
      (
        (await h.admin.get(`/semanas-de-pesca/${id}/resultado`)).json() as {
          workers: { document: string; gross: string }[];
        }
      ).workers.map((w) => [w.document, Decimal.of(w.gross)]),
    );

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    // The cocinero has dependent children: asignación familiar (Ley 25129).
    await h.server.database.db
      .update(workerTerms)
      .set({ familyAllowance: true })
      .where(eq(workerTerms.workerId, m.workers[3]!));
    const viewRole = unique('VerMes');
    await h.role(viewRole, { vacaciones_gratificaciones_cts: ['ver'] });
    viewer = await h.user([viewRole]);
    const clerkRole = unique('Planillero');
    await h.role(clerkRole, { vacaciones_gratificaciones_cts: ['ver', 'editar'] });
    clerk = await h.user([clerkRole]);
    week14 = await exampleWeek(h, m, 14, true);
    week15 = await exampleWeek(h, m, 15, true);
    week16 = await exampleWeek(h, m, 16, false);
  });
  afterAll(async () => h?.close());

  it('lists the months of the weeks with their weeks closed, never computed yet', async () => {
    const res = await viewer.get('/meses-de-planilla?year=2025');
    expect(res.statusCode, res.body).toBe(200);
    const april = (res.json() as { rows: Month[] }).rows.find((r) => r.month === '2025-04')!;
    expect(april).toMatchObject({ state: 'abierto', weekCount: 3, closedWeeks: 2, version: 0, totals: null });
    expect((await viewer.get('/meses-de-planilla/2025-13')).statusCode).toBe(400);
    expect((await viewer.get('/meses-de-planilla/2031-01')).statusCode).toBe(404);
  });

  it('consolidates the closed weeks: each worker’s accruals on the month’s remunerative pay', async () => {
    expect((await viewer.post('/meses-de-planilla/2025-04/calculo', { version: 0 })).statusCode).toBe(403);
    const res = await clerk.post('/meses-de-planilla/2025-04/calculo', { version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const april = res.json() as Month;
    expect(april.state).toBe('calculado');
    expect(april.version).toBe(1);
    expect(april.workers).toHaveLength(CREW.length);
    const [g14, g15] = [await weekGross(week14.id), await weekGross(week15.id)];
    for (const w of april.workers) {
      // The catch shares of the two closed weeks (the open week 16 is left out).
      const shares = g14.get(w.document)!.plus(g15.get(w.document)!);
      expect(w.weeks).toBe(2);
      expect(w.gross).toBe(shares.toFixed(2));
      // vacaciones 8.33 %, gratificación 16.66 %, its bonificación 9 %, CTS 8.33 % on all the remunerative
      // pay: the catch shares and, for the cocinero, the asignación familiar (D.S. 014-2004-TR; docs/payroll.md).
      const base = shares.plus(Decimal.of(w.familyAllowance));
      expect(w.vacation).toBe(base.times(Decimal.of('0.0833')).round(2).toFixed(2));
      expect(w.bonus).toBe(base.times(Decimal.of('0.1666')).round(2).toFixed(2));
      expect(w.bonusExtra).toBe(Decimal.of(w.bonus).times(Decimal.of('0.09')).round(2).toFixed(2));
      expect(w.cts).toBe(w.vacation);
    }
    // 10 % of the RMV of 2025 (S/ 1,130.00), paid in the monthly run to the cocinero only.
    expect(april.workers.map((w) => w.familyAllowance)).toEqual(
      CREW.map(([position]) => (position === 'COCINERO' ? '113.00' : '0.00')),
    );
    const cook = april.workers.find((w) => w.document === CREW[3][2])!;
    expect(cook.payable).toBe(
      Decimal.sum([cook.vacation, cook.bonus, cook.bonusExtra, '113.00'].map((v) => Decimal.of(v)))
        .minus(Decimal.of(cook.incomeTax))
        .minus(Decimal.of(cook.pensionAdjustment))
        .toFixed(2),
    );
    const sum = Decimal.sum(april.workers.map((w) => Decimal.of(w.vacation)));
    expect(april.totals!.vacation).toBe(sum.toFixed(2));
    const trail = await listAudit(h.server.database.db, {
      entity: 'vacaciones_gratificaciones_cts',
      entityId: '2025-04',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows.map((r) => r.action)).toEqual(['crear']);
  });

  it('refuses to close while a week is open, naming it; then while a week changed since the computation', async () => {
    let april = await month(clerk, '2025-04');
    const refused = await clerk.post('/meses-de-planilla/2025-04/cierre', { version: april.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No se puede cerrar el mes: la semana 16/2025 no está cerrada.');
    expect(april.weeks.find((w) => w.number === 16)!.state).toBe('abierta');

    // Week 16 closes: the computation no longer holds every closed week.
    const computed = await h.admin.post(`/semanas-de-pesca/${week16.id}/calculo`, {
      version: week16.version,
    });
    const closed = await h.admin.post(`/semanas-de-pesca/${week16.id}/cierre`, {
      version: (computed.json() as { week: WeekRef }).week.version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    week16 = closed.json() as WeekRef;
    april = await month(clerk, '2025-04');
    expect(april.stale).toBe(true);
    const stale = await clerk.post('/meses-de-planilla/2025-04/cierre', { version: april.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MONTH_MESSAGES.stale);
    const old = await clerk.post('/meses-de-planilla/2025-04/calculo', { version: 0 });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(STALE_UPDATE_MESSAGE);

    april = (
      await clerk.post('/meses-de-planilla/2025-04/calculo', { version: april.version })
    ).json() as Month;
    expect(april.stale).toBe(false);
    expect(april.workers[0]!.weeks).toBe(3);
    const done = await clerk.post('/meses-de-planilla/2025-04/cierre', { version: april.version });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as Month).state).toBe('cerrado');
  });

  it('keeps a closed month’s weeks: no week reopened, none added, no computation', async () => {
    const reopen = await h.admin.post(`/semanas-de-pesca/${week15.id}/reapertura`, {
      version: week15.version,
      reason: REASON,
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(MONTH_MESSAGES.weekInClosedMonth('2025-04'));
    const created = await h.admin.post('/semanas-de-pesca', {
      year: 2025,
      number: 40,
      start: '2025-04-28',
      end: '2025-05-04',
      month: '2025-04',
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toBe(MONTH_MESSAGES.weekInClosedMonth('2025-04'));
    const april = await month(viewer, '2025-04');
    const again = await clerk.post('/meses-de-planilla/2025-04/calculo', { version: april.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MONTH_MESSAGES.closed);
  });

  it('takes the income tax year to date from the closed months before it', async () => {
    const may = await exampleWeek(h, m, 19, true);
    expect(may.id).toBeGreaterThan(0);
    const computed = await clerk.post('/meses-de-planilla/2025-05/calculo', { version: 0 });
    expect(computed.statusCode, computed.body).toBe(200);
    const april = await month(viewer, '2025-04');
    const patron = CREW[0][2];
    const aprilPay = april.workers.find((w) => w.document === patron)!.taxablePay;
    const res = await viewer.get(`/meses-de-planilla/2025-05/detalle/${patron}`);
    expect(res.statusCode, res.body).toBe(200);
    const tax = (res.json() as { lines: { concept: string; inputs: Record<string, unknown> }[] }).lines.find(
      (l) => l.concept === 'incomeTax',
    )!;
    expect(tax.inputs.previousPay).toBe(aprilPay);
  });

  it('reopens with approval and a reason; the next computation shows the per-worker diff', async () => {
    let april = await month(clerk, '2025-04');
    const byClerk = await clerk.post('/meses-de-planilla/2025-04/reapertura', {
      version: april.version,
      reason: REASON,
    });
    expect(byClerk.statusCode).toBe(403);
    const short = await h.admin.post('/meses-de-planilla/2025-04/reapertura', {
      version: april.version,
      reason: 'corto',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MONTH_MESSAGES.reopenReason);
    const reopened = await h.admin.post('/meses-de-planilla/2025-04/reapertura', {
      version: april.version,
      reason: REASON,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    april = reopened.json() as Month;
    expect(april.state).toBe('reabierto');
    expect(april.reopenings).toEqual([{ at: expect.any(String), by: h.admin.username, reason: REASON }]);

    // Week 15 reopened and its landing corrected (170.5 TM instead of 180.5), closed again.
    const weekReopened = await h.admin.post(`/semanas-de-pesca/${week15.id}/reapertura`, {
      version: week15.version,
      reason: REASON,
    });
    expect(weekReopened.statusCode, weekReopened.body).toBe(200);
    let w = weekReopened.json() as WeekRef;
    const detail = (await h.admin.get(`/semanas-de-pesca/${w.id}`)).json() as {
      prices: unknown[];
      landings: { tonnes: string }[];
    };
    const put = await h.admin.put(`/semanas-de-pesca/${w.id}/descargas`, {
      version: w.version,
      prices: detail.prices,
      landings: detail.landings.map((l) => ({ ...l, tonnes: '170.500' })),
    });
    expect(put.statusCode, put.body).toBe(200);
    w = put.json() as WeekRef;
    w = (
      (await h.admin.post(`/semanas-de-pesca/${w.id}/calculo`, { version: w.version })).json() as {
        week: WeekRef;
      }
    ).week;
    expect((await h.admin.post(`/semanas-de-pesca/${w.id}/cierre`, { version: w.version })).statusCode).toBe(
      200,
    );

    const recomputed = await clerk.post('/meses-de-planilla/2025-04/calculo', { version: april.version });
    expect(recomputed.statusCode, recomputed.body).toBe(200);
    april = recomputed.json() as Month;
    expect(april.diff).toHaveLength(CREW.length);
    for (const d of april.diff) expect(Decimal.of(d.change.gross!).isNegative()).toBe(true);
    const closedAgain = await clerk.post('/meses-de-planilla/2025-04/cierre', { version: april.version });
    expect(closedAgain.statusCode, closedAgain.body).toBe(200);
    expect((closedAgain.json() as Month).diff).toEqual([]);
    const closedBreakdown = await viewer.get(
      `/meses-de-planilla/2025-04/detalle/${CREW[0][2]}?fuente=cierre`,
    );
    expect(closedBreakdown.statusCode, closedBreakdown.body).toBe(200);
  });

  it('gives July’s gratificación and May’s CTS deposit from the closed months, and their .xlsx', async () => {
    const april = await month(viewer, '2025-04');
    expect(april.state).toBe('cerrado');
    const grat = await viewer.get('/meses-de-planilla/semestre?tipo=gratificacion&periodo=2025-07');
    expect(grat.statusCode, grat.body).toBe(200);
    const g = grat.json() as {
      title: string;
      pending: string[];
      workers: { document: string; months: Record<string, string>; total: string }[];
      total: string;
    };
    expect(g.title).toBe('Gratificación de julio 2025 (enero 2025 a junio 2025)');
    // May is computed, not closed: it does not count yet.
    expect(g.pending).toEqual(['2025-05']);
    for (const w of g.workers) {
      const a = april.workers.find((x) => x.document === w.document)!;
      expect(w.months).toEqual({ '2025-04': Decimal.of(a.bonus).plus(Decimal.of(a.bonusExtra)).toFixed(2) });
      expect(w.total).toBe(w.months['2025-04']);
    }
    const cts = (await viewer.get('/meses-de-planilla/semestre?tipo=cts&periodo=2025-05')).json() as {
      workers: { document: string; total: string }[];
    };
    expect(cts.workers.map((w) => w.total)).toEqual(
      [...april.workers].sort((a, b) => (a.document < b.document ? -1 : 1)).map((w) => w.cts),
    );
    expect((await viewer.get('/meses-de-planilla/semestre?tipo=cts&periodo=2025-07')).statusCode).toBe(400);
    expect((await viewer.get('/meses-de-planilla/semestre.xlsx?tipo=cts&periodo=2025-05')).statusCode).toBe(
      403,
    );

    const file = await h.admin.call({
      method: 'GET',
      url: '/api/meses-de-planilla/semestre.xlsx?tipo=cts&periodo=2025-05',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('cts-2025-05.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('CTS')!;
    expect(sheet.getCell('A1').value).toBe('Depósito de CTS de mayo 2025 (noviembre 2024 a abril 2025)');
    expect(sheet.getRow(4).values).toContain('CTS a depositar');
    const first = sheet.getRow(5);
    expect(first.getCell(1).value).toBe(cts.workers[0]!.document);
    expect(first.getCell(9).value).toBe(Number(cts.workers[0]!.total));
    const trail = await listAudit(h.server.database.db, {
      entity: 'vacaciones_gratificaciones_cts',
      entityId: '2025-05',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows.map((r) => r.action)).toContain('exportar');
  });

  it('gives the company’s CTS deposit file of a final May statement: preview, file, audit; refuses a provisional one', async () => {
    const RUC = '20100000001';
    const base = '/meses-de-planilla/semestre/deposito-cts';
    const cts = (await viewer.get('/meses-de-planilla/semestre?tipo=cts&periodo=2025-05')).json() as {
      workers: { document: string; name: string; total: string }[];
    };
    // Two workers have a CTS depositary account (Interbank); the others are listed apart.
    const [first, second] = [m.workers[0]!, m.workers[1]!];
    await h.server.database.db
      .update(workers)
      .set({ ctsBankCode: '003', ctsAccount: '00319300123456789003' })
      .where(eq(workers.id, first));
    await h.server.database.db
      .update(workers)
      .set({ ctsBankCode: '003', ctsAccount: '00319300000000000108' })
      .where(eq(workers.id, second));
    const withAccount = await h.server.database.db
      .select({ document: workers.documentNumber })
      .from(workers)
      .where(eq(workers.ctsBankCode, '003'));
    const docs = new Set(withAccount.map((w) => w.document));
    const paid = cts.workers.filter((w) => docs.has(w.document));
    expect(paid.length).toBeGreaterThan(0);

    // The companies with CTS in the deposit: the screen's choice.
    const companies = await viewer.get(`${base}/empresas?periodo=2025-05`);
    expect(companies.statusCode, companies.body).toBe(200);
    expect((companies.json() as { rows: { ruc: string }[] }).rows.map((c) => c.ruc)).toEqual([RUC]);
    expect((await viewer.get(`${base}/empresas?periodo=2025-06`)).statusCode).toBe(400);

    const preview = await viewer.get(`${base}?periodo=2025-05&empresa=${RUC}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      layout: { code: 'BCP_TELECREDITO_CTS' },
      paid: paid.length,
      total: Decimal.sum(paid.map((w) => Decimal.of(w.total))).toFixed(2),
      reference: 'CTS MAY-2025',
    });
    expect(
      (preview.json() as { withoutAccount: { document: string }[] }).withoutAccount.map((w) => w.document),
    ).toEqual(cts.workers.filter((w) => !docs.has(w.document)).map((w) => w.document));
    // Not May or November; another company; a provisional statement (May 2025 is not closed).
    expect((await viewer.get(`${base}?periodo=2025-07&empresa=${RUC}`)).statusCode).toBe(400);
    expect((await viewer.get(`${base}?periodo=2025-05&empresa=20999999999`)).statusCode).toBe(404);
    const provisional = await viewer.get(`${base}?periodo=2025-11&empresa=${RUC}`);
    expect(provisional.statusCode).toBe(409);
    expect(provisional.json().message).toMatch(/provisional: los meses 2025-05 no están cerrados/);

    const query = `periodo=2025-05&empresa=${RUC}&cuenta=191-1234567-0-12&fecha=2025-05-14&referencia=CTS%20MAY-2025`;
    expect((await viewer.get(`${base}.txt?${query}`)).statusCode).toBe(403);
    const bad = await h.admin.get(`${base}.txt?${query.replace('191-1234567-0-12', '123')}`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['chargeAccount']);
    const file = await h.admin.call({ method: 'GET', url: `/api${base}.txt?${query}` });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain(`telecredito-cts-${RUC}-2025-05.txt`);
    const lines = file.body.split('\r\n');
    expect(lines[0]!.slice(0, 4)).toBe('#1CC');
    expect(
      lines
        .slice(1, -1)
        .map((l) => l.slice(3, 23))
        .sort(),
    ).toEqual(['00319300000000000108', '00319300123456789003'].slice(0, paid.length).sort());
    const trail = await listAudit(h.server.database.db, {
      entity: 'vacaciones_gratificaciones_cts',
      entityId: 'cts:2025-05',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows[0]).toMatchObject({ action: 'exportar', actorUsername: h.admin.username });
    expect(trail.rows[0]?.after).toMatchObject({
      document: 'deposito-cts',
      empresa: RUC,
      depositos: paid.length,
    });
  });

  it('gives the closed month’s payslips: what the monthly run pays and withholds, its net the run’s', async () => {
    const refused = await h.admin.call({ method: 'GET', url: '/api/meses-de-planilla/2025-05/boletas.pdf' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MONTH_MESSAGES.payslipsNeedClose);
    expect((await viewer.get('/meses-de-planilla/2025-04/boletas.pdf')).statusCode).toBe(403);

    const all = await h.admin.call({ method: 'GET', url: '/api/meses-de-planilla/2025-04/boletas.pdf' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(all.rawPayload);
    expect(pages).toHaveLength(CREW.length);
    const april = await month(viewer, '2025-04');
    const cook = april.workers.find((w) => w.document === CREW[3][2])!;
    const cookPage = pages.find((p) => p.includes(CREW[3][2]))!.replace(/\n/g, ' ');
    expect(cookPage).toContain('Planilla mensual de abril 2025 · semanas 14/2025 a 16/2025');
    expect(cookPage).toContain('Vacaciones');
    expect(cookPage).toContain('Asignación familiar (Ley 25129)');
    expect(cookPage).toContain(cook.payable.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

    const one = await h.admin.call({
      method: 'GET',
      url: `/api/meses-de-planilla/2025-04/boletas.pdf?trabajador=${CREW[0][2]}`,
    });
    expect(one.statusCode).toBe(200);
    expect(await pdfPages(one.rawPayload)).toHaveLength(1);
  });

  it('gives a worker’s certificado de rentas y retenciones of the year from the closed months (art. 45)', async () => {
    const patron = CREW[0][2];
    const url = `/api/meses-de-planilla/certificado-renta.pdf?trabajador=${patron}&anio=2025`;
    expect(
      (await viewer.get(`/meses-de-planilla/certificado-renta.pdf?trabajador=${patron}&anio=2025`))
        .statusCode,
    ).toBe(403);
    const none = await h.admin.call({
      method: 'GET',
      url: `/api/meses-de-planilla/certificado-renta.pdf?trabajador=${patron}&anio=2024`,
    });
    expect([none.statusCode, none.json().message]).toEqual([404, MONTH_MESSAGES.noCertificate(patron, 2024)]);

    const res = await h.admin.call({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfPages(res.rawPayload);
    const text = page!.replace(/\n/g, ' ');
    expect(text).toContain('CERTIFICADO DE RENTAS Y RETENCIONES POR RENTAS DE QUINTA CATEGORÍA');
    expect(text).toContain('Ejercicio 2025');
    // Every closed month of 2025 that paid the patrón, with its taxable pay and withholding as stored.
    const list = (await viewer.get('/meses-de-planilla?year=2025')).json() as { rows: Month[] };
    const closedMonths = list.rows.filter((m) => m.state === 'cerrado');
    expect(closedMonths.map((m) => m.month)).toContain('2025-04');
    const soles = (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    let withheld = Decimal.of('0');
    for (const { month: m } of closedMonths) {
      const row = (await month(viewer, m)).workers.find((w) => w.document === patron);
      if (!row) continue;
      expect(text).toContain(soles(row.taxablePay));
      withheld = withheld.plus(Decimal.of(row.incomeTax));
    }
    expect(text).toContain(`Retenciones efectuadas S/ ${soles(withheld.toFixed(2))}`);
  });

  it('lists every certificate of the year and gives them in one PDF, a worker a page, from the closed months', async () => {
    expect((await viewer.get('/meses-de-planilla/certificados-renta?anio=2025')).statusCode).toBe(200);
    expect((await viewer.get('/meses-de-planilla/certificados-renta.pdf?anio=2025')).statusCode).toBe(403);
    const bad = await viewer.get('/meses-de-planilla/certificados-renta?anio=25');
    expect(bad.statusCode).toBe(400);
    const empty = (await viewer.get('/meses-de-planilla/certificados-renta?anio=2024')).json() as {
      rows: unknown[];
    };
    expect(empty.rows).toEqual([]);
    const none = await h.admin.call({
      method: 'GET',
      url: '/api/meses-de-planilla/certificados-renta.pdf?anio=2024',
    });
    expect([none.statusCode, none.json().message]).toEqual([404, MONTH_MESSAGES.noCertificates(2024)]);

    const list = (await viewer.get('/meses-de-planilla/certificados-renta?anio=2025')).json() as {
      year: number;
      openMonths: string[];
      rows: { document: string; name: string; months: number; taxablePay: string; taxWithheld: string }[];
    };
    expect(list.year).toBe(2025);
    // Each worker of the year's closed months once, with the sums of what those months stored.
    const closedMonths = ((await viewer.get('/meses-de-planilla?year=2025')).json() as { rows: Month[] })
      .rows;
    const expected = new Map<string, { months: number; pay: Decimal; tax: Decimal }>();
    for (const { month: m, state } of closedMonths) {
      if (state !== 'cerrado') continue;
      for (const w of (await month(viewer, m)).workers) {
        const e = expected.get(w.document) ?? { months: 0, pay: Decimal.of('0'), tax: Decimal.of('0') };
        expected.set(w.document, {
          months: e.months + 1,
          pay: e.pay.plus(Decimal.of(w.taxablePay)),
          tax: e.tax.plus(Decimal.of(w.incomeTax)),
        });
      }
    }
    expect(list.openMonths).toEqual(
      closedMonths
        .filter((m) => m.state !== 'cerrado')
        .map((m) => m.month)
        .sort(),
    );
    expect(list.rows.map((r) => [r.document, r.months, r.taxablePay, r.taxWithheld]).sort()).toEqual(
      [...expected].map(([d, e]) => [d, e.months, e.pay.toFixed(2), e.tax.toFixed(2)]).sort(),
    );
    expect(list.rows.length).toBeGreaterThan(1);

    const res = await h.admin.call({
      method: 'GET',
      url: '/api/meses-de-planilla/certificados-renta.pdf?anio=2025',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('certificados-renta-2025.pdf');
    const pages = await pdfPages(res.rawPayload);
    // A page a worker, in the list's order, each naming its worker.
    expect(pages).toHaveLength(list.rows.length);
    pages.forEach((page, i) => {
      expect(page).toContain('CERTIFICADO DE RENTAS Y RETENCIONES POR RENTAS DE QUINTA CATEGORÍA');
      expect(page).toContain(list.rows[i]!.document);
    });
    const trail = await listAudit(h.server.database.db, {
      entity: 'vacaciones_gratificaciones_cts',
      entityId: 'certificados-renta:2025',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows[0]?.after).toMatchObject({ document: 'certificados-renta', workers: list.rows.length });
  });

  it('settles a leaver: the CTS of the semester’s closed months to deposit, what the runs paid, a document', async () => {
    // The last pescador leaves on 20/04/2025: CTS semester November–April, April closed.
    const leaver = CREW[7][2];
    const db = h.server.database.db;
    await db.update(workers).set({ endDate: '2025-04-20' }).where(eq(workers.id, m.workers[7]!));
    // His attendance: on board every day from 01/03/2022 to 28/02/2025 (years 4 to 6 of service reach
    // the récord: 90 days earned), kept in one week's crew grid, the earliest week the product holds.
    const days: string[] = [];
    for (let d = Date.UTC(2022, 2, 1); d <= Date.UTC(2025, 1, 28); d += 86_400_000)
      days.push(new Date(d).toISOString().slice(0, 10));
    const at = new Date('2025-04-25T12:00:00Z');
    await db.insert(fishingWeeks).values({
      year: 2022,
      number: 9,
      startDate: '2022-03-01',
      endDate: '2022-03-07',
      month: '2022-03',
      crew: days.map((date) => ({ date, vesselId: m.vessel, workerId: m.workers[7]!, positionId: null })),
      createdAt: at,
      createdBy: 'prueba',
      updatedAt: at,
      updatedBy: 'prueba',
    });
    // 45 days taken: all of year 4's, 15 of year 5's (whose other 15 expired on 01/03/2025).
    for (const [start, end] of [
      ['2023-06-01', '2023-06-30'],
      ['2024-01-10', '2024-01-24'],
    ])
      expect((await clerk.post('/vacaciones', { document: leaver, start, end, note: '' })).statusCode).toBe(
        201,
      );
    const april = (await month(viewer, '2025-04')).workers.find((w) => w.document === leaver)!;
    const res = await viewer.get('/meses-de-planilla/liquidaciones?year=2025');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (
      res.json() as {
        rows: {
          worker: { document: string };
          lines: { concept: string; paid: string; pending: string; trace: string }[];
          pendingMonths: string[];
          total: string;
          service: string;
          tax: { amount: string; settlementPay: string };
          net: string;
          deposit: string;
          payable: string;
          deadline: { due: string; state: string };
        }[];
      }
    ).rows;
    const settlement = rows.find((r) => r.worker.document === leaver)!;
    expect(settlement.service).toBe('6 años, 1 mes y 20 días');
    // The crew's vacations were paid with the monthly 8.33 % (D.S. 014-2004-TR): the record's 45 days
    // not taken and 15 expired are named, not paid again.
    expect(settlement.lines).toEqual([
      expect.objectContaining({ concept: 'cts', paid: '0.00', pending: april.cts }),
      expect.objectContaining({
        concept: 'bonus',
        paid: Decimal.of(april.bonus).plus(Decimal.of(april.bonusExtra)).toFixed(2),
        pending: '0.00',
      }),
      expect.objectContaining({ concept: 'vacation', paid: april.vacation, pending: '0.00' }),
      expect.objectContaining({
        concept: 'vacationPending',
        pending: '0.00',
        trace: expect.stringContaining('los 45 días sin gozar del récord ya están pagados'),
      }),
      expect.objectContaining({
        concept: 'vacationIndemnity',
        pending: '0.00',
        trace: expect.stringContaining('15 días vencidos en el récord'),
      }),
    ]);
    expect(settlement.pendingMonths).toEqual([]);
    expect(settlement.total).toBe(april.cts);
    expect(settlement.tax).toMatchObject({ amount: '0.00', settlementPay: '0.00' });
    expect([settlement.net, settlement.deposit, settlement.payable]).toEqual([april.cts, april.cts, '0.00']);
    // Due 48 hours after the end; the test server's clock is past it.
    expect(settlement.deadline.due).toBe('2025-04-22T23:59');

    expect((await viewer.get(`/meses-de-planilla/liquidacion.pdf?trabajador=${leaver}`)).statusCode).toBe(
      403,
    );
    expect((await h.admin.get('/meses-de-planilla/liquidacion.pdf?trabajador=99999999')).statusCode).toBe(
      404,
    );
    const pdf = await h.admin.call({
      method: 'GET',
      url: `/api/meses-de-planilla/liquidacion.pdf?trabajador=${leaver}`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('LIQUIDACIÓN DE BENEFICIOS SOCIALES');
    expect(text).toContain('Pesquera Prueba S.A.C.');
    expect(text).toContain('Fecha de cese');
    expect(text).toContain('20/04/2025');
    expect(text).toContain('Total de la liquidación');
    expect(text).toContain('Neto a pagar al trabajador');
    expect(text).toContain('Indemnización vacacional (no corresponde');
    expect(text).toContain('22/04/2025 23:59');

    // «Pagar liquidación»: the net paid to the worker's pay account through the bank file. Under the
    // general regime (land staff, D.Leg. 713) the same leaver is owed his vacations in days and money.
    await db
      .update(workerTerms)
      .set({ labourRegime: 'general', monthlySalary: '3000.00' })
      .where(eq(workerTerms.workerId, m.workers[7]!));
    const general = (
      (await viewer.get('/meses-de-planilla/liquidaciones?year=2025')).json() as {
        rows: (typeof rows)[number][];
      }
    ).rows.find((r) => r.worker.document === leaver)!;
    const owed = (concept: string) => Decimal.of(general.lines.find((l) => l.concept === concept)!.pending);
    expect(owed('vacationPending').isPositive()).toBe(true);
    expect(Decimal.of(general.payable).isPositive()).toBe(true);
    const RUC = '20100000001';
    const base = '/meses-de-planilla/liquidaciones/pago-banco';
    await db
      .update(workers)
      .set({ bankCode: '002', account: '00219300001120000113' })
      .where(eq(workers.id, m.workers[7]!));
    const companies = await viewer.get(`${base}/empresas?year=2025`);
    expect(companies.statusCode, companies.body).toBe(200);
    expect((companies.json() as { rows: { ruc: string }[] }).rows.map((c) => c.ruc)).toEqual([RUC]);
    const preview = await viewer.get(`${base}?year=2025&empresa=${RUC}&trabajador=${leaver}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      layout: { code: 'BCP_TELECREDITO' },
      paid: 1,
      total: general.payable,
      withoutAccount: [],
      provisional: [],
      reference: 'LIQUIDACIONES 2025',
    });
    expect((await viewer.get(`${base}?year=2025&empresa=20999999999`)).statusCode).toBe(404);
    const query = `year=2025&empresa=${RUC}&trabajador=${leaver}&cuenta=191-1234567-0-12&fecha=2025-04-22&referencia=LIQUIDACIONES%202025`;
    expect((await viewer.get(`${base}.txt?${query}`)).statusCode).toBe(403);
    const file = await h.admin.call({ method: 'GET', url: `/api${base}.txt?${query}` });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain(`telecredito-liquidacion-${RUC}-${leaver}.txt`);
    const lines = file.body.split('\r\n');
    expect(lines[0]!.slice(0, 4)).toBe('#1HC');
    expect(lines).toHaveLength(3);
    expect(lines[1]!.slice(3, 23)).toBe('00219300001120000113');
    expect(Decimal.fromCents(BigInt(lines[1]!.slice(65, 80))).toFixed(2)).toBe(general.payable);
    const trail = await listAudit(db, {
      entity: 'vacaciones_gratificaciones_cts',
      entityId: 'liquidaciones:2025',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows[0]).toMatchObject({ action: 'exportar', actorUsername: h.admin.username });
    expect(trail.rows[0]?.after).toMatchObject({
      document: 'liquidacion-telecredito',
      empresa: RUC,
      total: general.payable,
    });

    // A leaver of May, not closed: provisional, left out of the year's file and refused alone.
    const other = CREW[6][2];
    await db.update(workers).set({ endDate: '2025-05-10' }).where(eq(workers.id, m.workers[6]!));
    const year = await viewer.get(`${base}?year=2025&empresa=${RUC}`);
    expect(year.statusCode, year.body).toBe(200);
    expect(
      (year.json() as { provisional: { document: string }[] }).provisional.map((p) => p.document),
    ).toEqual([other]);
    const refused = await viewer.get(`${base}?year=2025&empresa=${RUC}&trabajador=${other}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/es provisional: mayo 2025 no está cerrado/);
    await db.update(workers).set({ endDate: null }).where(eq(workers.id, m.workers[6]!));
  });

  it('writes nothing when a month’s computation fails inside its transaction', async () => {
    const context = { config: h.server.config, db: h.server.database.db, clock: h.server.clock };
    const service = createMonthService(context, createDeclarationService(context), {
      afterWrite: () => Promise.reject(new Error('fallo inyectado')),
    });
    const before = await month(viewer, '2025-05');
    await expect(
      service.compute('2025-05', before.version, {
        actorUsername: 'prueba',
        requestId: 'r',
        ipAddress: '::1',
      }),
    ).rejects.toThrow('fallo inyectado');
    const after = await month(viewer, '2025-05');
    expect(after.version).toBe(before.version);
  });
});
