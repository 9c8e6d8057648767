import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { companies, positions } from '../../../server/db/schema';
import { LABOUR_REGIME_MESSAGES } from '../../../src/domain/workers/labour-regime';
import { pdfPages } from '../../support/pdf-text';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, type AdminHarness } from '../admin/support';
import { CREW, exampleWeek, seedMaster, type Master } from '../fishing-weeks/support';

/**
 * Land staff under the general regime through the API (docs/payroll.md «Land staff (régimen general)»):
 * a clerk with a salary of S/ 3,000.00 and dependent children, hired 10/02/2025, named by no grid of week
 * 23 (02/06–08/06/2025): the week pays 3,000 × 7 / 30 = 700.00; the June run pays the gratificación of
 * March–June, (3,000 + 113) × 4 / 6 = 2,075.33, with the bonificación of 9 %, 186.78; no crew percentages.
 */
describe.each(databaseKinds())('land staff (régimen general) on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let positionId: number;
  const CLERK = '47000001';

  const clerk = (over: Record<string, unknown> = {}) => ({
    documentType: 'DNI',
    documentNumber: CLERK,
    paternalSurname: 'ROJAS',
    maternalSurname: 'VEGA',
    names: 'ANA',
    birthDate: '1990-05-05',
    hireDate: '2025-02-10',
    endDate: '',
    positionId,
    pensionScheme: 'ONP',
    afp: '',
    commissionType: '',
    cuspp: '',
    unionAffiliated: false,
    eps: false,
    familyAllowance: true,
    labourRegime: 'general',
    termsFrom: '2025-02-10',
    bank: '',
    account: '',
    ctsBank: '',
    ctsAccount: '',
    active: true,
    ...over,
  });

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const [row] = await h.server.database.db
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.code, CREW[0]![0]));
    positionId = row!.id;
  });
  afterAll(() => h?.close());

  it('refuses a general-regime worker without a salary, in Spanish, and saves one with it', async () => {
    const refused = await h.admin.post('/trabajadores', clerk());
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual({ monthlySalary: LABOUR_REGIME_MESSAGES.salaryRequired });
    const created = await h.admin.post('/trabajadores', clerk({ monthlySalary: '3000' }));
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json() as { current: { labourRegime: string; monthlySalary: string } };
    expect(saved.current).toMatchObject({ labourRegime: 'general', monthlySalary: '3000.00' });
  });

  it('keeps the regime and salary when a file without their columns updates the worker', async () => {
    const header =
      'Tipo de documento;Número de documento;Apellido paterno;Apellido materno;Nombres;Fecha de nacimiento;Fecha de ingreso;Código de cargo;Régimen de pensiones;Asignación familiar;Vigente desde';
    const row = `DNI;${CLERK};ROJAS;VEGA;ANA MARIA;05/05/1990;10/02/2025;${CREW[0]![0]};ONP;Sí;10/02/2025`;
    const res = await h.admin.call({
      method: 'POST',
      url: '/api/trabajadores/importacion?mode=all&name=antiguo.csv',
      headers: { 'content-type': 'text/csv' },
      payload: Buffer.from(`${header}\r\n${row}\r\n`, 'utf8'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ saved: true, updated: 1 });
    const page = (await h.admin.get(`/trabajadores?q=${CLERK}`)).json() as {
      rows: { names: string; current: { labourRegime: string; monthlySalary: string } }[];
    };
    expect(page.rows[0]).toMatchObject({
      names: 'ANA MARIA',
      current: { labourRegime: 'general', monthlySalary: '3000.00' },
    });
  });

  it('pays the salary every week and the gratificación with the June run, not the crew percentages', async () => {
    const week = await exampleWeek(h, m, 23, true);
    const result = (await h.admin.get(`/semanas-de-pesca/${week.id}/resultado`)).json() as {
      workers: { document: string; gross: string }[];
    };
    expect(result.workers.find((w) => w.document === CLERK)?.gross).toBe('700.00');

    const computed = await h.admin.post('/meses-de-planilla/2025-06/calculo', { version: 0 });
    expect(computed.statusCode, computed.body).toBe(200);
    const june = computed.json() as { workers: Record<string, string>[] };
    const row = june.workers.find((w) => w.document === CLERK)!;
    expect(row).toMatchObject({
      gross: '700.00',
      familyAllowance: '113.00',
      vacation: '0.00',
      bonus: '2075.33',
      bonusExtra: '186.78',
      cts: '0.00',
    });
    const crew = june.workers.find((w) => w.document === CREW[0]![2])!;
    expect(crew.bonus).not.toBe('0.00');
  });

  it('accrues the CTS of May–October with the October run, with a sixth of the June gratificación', async () => {
    const june = (await h.admin.get('/meses-de-planilla/2025-06')).json() as { version: number };
    const closed = await h.admin.post('/meses-de-planilla/2025-06/cierre', { version: june.version });
    expect(closed.statusCode, closed.body).toBe(200);
    await exampleWeek(h, m, 41, true);
    const computed = await h.admin.post('/meses-de-planilla/2025-10/calculo', { version: 0 });
    expect(computed.statusCode, computed.body).toBe(200);
    const october = computed.json() as { workers: Record<string, string>[] };
    // (3,000 + 113 + 2,075.33 / 6 = 345.89) × 6 months / 12 = 3,458.89 / 2 = 1,729.445 → 1,729.45
    expect(october.workers.find((w) => w.document === CLERK)).toMatchObject({
      gross: '700.00',
      bonus: '0.00',
      cts: '1729.45',
    });
  });

  it('gives a week of land staff only, with no vessel, its employer: the group’s only company', async () => {
    // Week 27 (30/06–06/07/2025, July) has no landing and no grid: only the general-regime clerk is paid.
    const created = await h.admin.post('/semanas-de-pesca', {
      year: 2025,
      number: 27,
      start: '2025-06-30',
      end: '2025-07-06',
      month: '2025-07',
    });
    expect(created.statusCode, created.body).toBe(201);
    let w = created.json() as { id: number; version: number };
    const computed = await h.admin.post(`/semanas-de-pesca/${w.id}/calculo`, { version: w.version });
    expect(computed.statusCode, computed.body).toBe(200);
    w = (computed.json() as { week: typeof w }).week;
    const closed = await h.admin.post(`/semanas-de-pesca/${w.id}/cierre`, { version: w.version });
    expect(closed.statusCode, closed.body).toBe(200);
    const result = (await h.admin.get(`/semanas-de-pesca/${w.id}/resultado`)).json() as {
      workers: { document: string; gross: string }[];
    };
    expect(result.workers.map((x) => [x.document, x.gross])).toEqual([[CLERK, '700.00']]);
    const payslip = await h.admin.call({
      method: 'GET',
      url: `/api/semanas-de-pesca/${w.id}/boletas/${CLERK}`,
    });
    expect(payslip.statusCode, payslip.body).toBe(200);
    const text = (await pdfPages(payslip.rawPayload)).join(' ');
    expect(text).toContain('Pesquera Prueba S.A.C.');
    expect(text).toContain('20100000001');
    // The week's report names the same employer.
    const report = await h.admin.get(`/reporte-de-planilla?semana=${w.id}`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.body).toContain('20100000001');
  });

  it('records an absence of land staff: not a day worked for the récord, not rest taken', async () => {
    type Detail = {
      balance: { taken: number; records: { year: number; worked: number }[] };
      periods: { start: string; kind?: string }[];
    };
    const detail = async () => {
      const res = await h.admin.get(`/vacaciones/${CLERK}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Detail;
    };
    const before = await detail();
    // Monday 3 to Wednesday 5 March 2025: three working days absent.
    const recorded = await h.admin.post('/vacaciones', {
      document: CLERK,
      start: '2025-03-03',
      end: '2025-03-05',
      note: 'Inasistencia injustificada',
      kind: 'inasistencia',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const after = recorded.json() as Detail;
    expect(after.periods.map((p) => [p.start, p.kind])).toEqual([['2025-03-03', 'inasistencia']]);
    expect(after.balance.records[0]!.worked).toBe(before.balance.records[0]!.worked - 3);
    expect(after.balance.taken).toBe(before.balance.taken);
    expect((await detail()).balance.records[0]!.worked).toBe(after.balance.records[0]!.worked);
    const list = (await h.admin.get(`/vacaciones?q=${CLERK}`)).json() as {
      rows: { balance: { taken: number } }[];
    };
    expect(list.rows[0]!.balance.taken).toBe(before.balance.taken);
  });

  it('declares land staff’s days in PLAME from the paid weeks: .jor hours less an absence, .snl 07', async () => {
    // Week 27 (30/06–06/07/2025) paid the clerk: July's Monday to Saturday in it are 1–5 July, 5 days;
    // an unjustified absence on Wednesday 2 July leaves 4 days = 32 hours, and 1 day of Table 21's 07.
    const absent = await h.admin.post('/vacaciones', {
      document: CLERK,
      start: '2025-07-02',
      end: '2025-07-02',
      note: 'Inasistencia injustificada',
      kind: 'inasistencia',
    });
    expect(absent.statusCode, absent.body).toBe(201);
    // The seeded RUC has no valid check digit, which the PLAME refuses: the company gets a valid one.
    const RUC = '20600170016';
    await h.server.database.db.update(companies).set({ ruc: RUC }).where(eq(companies.ruc, '20100000001'));
    const res = await h.admin.get(`/reporte-de-planilla/plame?mes=2025-07&empresa=${RUC}`);
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const lineOf = async (ending: string) => {
      const name = Object.keys(zip.files).find((f) => f.endsWith(ending));
      expect(name, ending).toBeDefined();
      const text = await zip.file(name!)!.async('string');
      return text.split('\r\n').filter((l) => l.includes(`|${CLERK}|`));
    };
    expect(await lineOf('.jor')).toEqual([`01|${CLERK}|32|0|0|0|`]);
    expect(await lineOf('.snl')).toEqual([`01|${CLERK}|07|1|`]);
  });
});
