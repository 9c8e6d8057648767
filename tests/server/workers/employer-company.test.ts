import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { positions, workers, workerTerms } from '../../../server/db/schema';
import { EMPLOYER_COMPANY_MESSAGES } from '../../../src/domain/workers/employer-company';
import { IMPORT_MESSAGES } from '../../../src/domain/workers/worker-import';
import { pdfPages } from '../../support/pdf-text';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, type AdminHarness } from '../admin/support';
import { CREW, exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

/**
 * «Empresa empleadora» through the API (docs/workers.md, docs/payslips.md «The employer»): a group of two
 * companies — the vessels' owner (RUC 20100000001) and an office company (RUC 20600000021) — and a
 * clerk of the general regime (D.Leg. 728) employed by the second. Week 23 (02/06–08/06/2025) is fished
 * by the first company's vessel; the clerk's payslip, report row, bank file and PLAME are the second's.
 */
describe.each(databaseKinds())('the employer company of land staff on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let positionId: number;
  let office: number;
  let week: WeekRef;
  const VESSELS_RUC = '20100000001';
  const OFFICE_RUC = '20600000021';
  const CLERK = '47000011';
  const CCI = '00219100012345678957';

  const clerk = (over: Record<string, unknown> = {}) => ({
    documentType: 'DNI',
    documentNumber: CLERK,
    paternalSurname: 'SALAS',
    maternalSurname: 'PRADO',
    names: 'LUCIA',
    birthDate: '1991-07-07',
    hireDate: '2025-01-06',
    endDate: '',
    positionId,
    pensionScheme: 'ONP',
    afp: '',
    commissionType: '',
    cuspp: '',
    unionAffiliated: false,
    eps: false,
    familyAllowance: false,
    labourRegime: 'general',
    monthlySalary: '3000',
    termsFrom: '2025-01-06',
    bank: '002',
    account: CCI,
    ctsBank: '',
    ctsAccount: '',
    active: true,
    ...over,
  });

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const db = h.server.database.db;
    const [row] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.code, CREW[0]![0]));
    positionId = row!.id;
    // Every position gets its PLAME .sec code, so the month's PLAME has nothing to fix.
    await db.update(positions).set({ secCode: '7' });
    const created = await h.admin.post('/empresas', {
      ruc: OFFICE_RUC,
      legalName: 'Servicios Administrativos del Norte S.A.C.',
      address: 'Av. Pardo 123, Chimbote',
      vesselOwner: false,
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    office = (created.json() as { id: number }).id;
  });
  afterAll(() => h?.close());

  it('requires the employer of a general-regime worker when there are two companies; the company must exist', async () => {
    const missing = await h.admin.post('/trabajadores', clerk());
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual({ employerCompanyId: EMPLOYER_COMPANY_MESSAGES.required });
    const unknown = await h.admin.post('/trabajadores', clerk({ employerCompanyId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual({ employerCompanyId: EMPLOYER_COMPANY_MESSAGES.unknown });
    // The crew need none: their employer is the vessel's company.
    const crew = await h.admin.post(
      '/trabajadores',
      clerk({ documentNumber: '47000012', labourRegime: 'pesquero', monthlySalary: '' }),
    );
    expect(crew.statusCode, crew.body).toBe(201);
    expect((crew.json() as { current: { employerCompanyId: number | null } }).current.employerCompanyId).toBe(
      null,
    );

    const saved = await h.admin.post('/trabajadores', clerk({ employerCompanyId: office }));
    expect(saved.statusCode, saved.body).toBe(201);
    const worker = saved.json() as {
      id: number;
      current: { employerCompanyId: number; employerCompanyName: string };
    };
    expect(worker.current).toMatchObject({
      employerCompanyId: office,
      employerCompanyName: `${OFFICE_RUC} - Servicios Administrativos del Norte S.A.C.`,
    });
    const audit = await listAudit(h.server.database.db, {
      entity: 'trabajador',
      entityId: String(worker.id),
      action: 'crear',
      page: 1,
      pageSize: 5,
    });
    expect(audit.rows[0]!.after).toMatchObject({ employerCompanyId: office });
    // A company named as employer is kept.
    const company = (await h.admin.get(`/empresas/${office}`)).json() as { version: number };
    const deleted = await h.admin.call({
      method: 'DELETE',
      url: `/api/empresas/${office}`,
      payload: { version: company.version },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body).toContain('empresa empleadora');
  });

  it('pays the clerk under the office company: payslip, report, bank file and PLAME', async () => {
    week = await exampleWeek(h, m, 23, true);
    const result = (await h.admin.get(`/semanas-de-pesca/${week.id}/resultado`)).json() as {
      workers: { document: string; gross: string }[];
    };
    expect(result.workers.find((w) => w.document === CLERK)?.gross).toBe('700.00');

    const payslip = await h.admin.get(`/semanas-de-pesca/${week.id}/boletas/${CLERK}`);
    expect(payslip.statusCode, payslip.body).toBe(200);
    const text = (await pdfPages(payslip.rawPayload)).join(' ');
    expect(text).toContain(OFFICE_RUC);
    expect(text).toContain('Servicios Administrativos del Norte S.A.C.');
    const crewPayslip = await h.admin.get(`/semanas-de-pesca/${week.id}/boletas/${CREW[0]![2]}`);
    expect((await pdfPages(crewPayslip.rawPayload)).join(' ')).toContain(VESSELS_RUC);

    const report = await h.admin.get(`/reporte-de-planilla?semana=${week.id}`);
    expect(report.statusCode, report.body).toBe(200);
    const rows = (report.json() as { rows: { document: string; companyRuc: string }[] }).rows;
    expect(rows.find((r) => r.document === CLERK)?.companyRuc).toBe(OFFICE_RUC);
    expect(rows.filter((r) => r.companyRuc === VESSELS_RUC)).toHaveLength(CREW.length);

    const bank = await h.admin.get(`/reporte-de-planilla/pago-banco?semana=${week.id}&empresa=${OFFICE_RUC}`);
    expect(bank.statusCode, bank.body).toBe(200);
    // The net: 700.00 less ONP's 13 %.
    expect(bank.json()).toMatchObject({ paid: 1, total: '609.00', withoutAccount: [] });
    const crewBank = await h.admin.get(
      `/reporte-de-planilla/pago-banco?semana=${week.id}&empresa=${VESSELS_RUC}`,
    );
    expect(crewBank.statusCode, crewBank.body).toBe(200);
    expect((crewBank.json() as { withoutAccount: { document: string }[] }).withoutAccount).not.toContainEqual(
      expect.objectContaining({ document: CLERK }),
    );

    const plame = await h.admin.get(`/reporte-de-planilla/plame?mes=2025-06&empresa=${OFFICE_RUC}`);
    expect(plame.statusCode, plame.body).toBe(200);
    const zip = await JSZip.loadAsync(plame.rawPayload);
    const rem = (await zip.file(`0601202506${OFFICE_RUC}.rem`)!.async('string')).split('\r\n');
    expect(rem.filter(Boolean).every((l) => l.startsWith(`01|${CLERK}|`))).toBe(true);
    expect(rem.some((l) => l.startsWith(`01|${CLERK}|`))).toBe(true);
  });

  it('gives the month’s payslip of the clerk under the office company', async () => {
    const computed = await h.admin.post('/meses-de-planilla/2025-06/calculo', { version: 0 });
    expect(computed.statusCode, computed.body).toBe(200);
    const month = (await h.admin.get('/meses-de-planilla/2025-06')).json() as { version: number };
    const closed = await h.admin.post('/meses-de-planilla/2025-06/cierre', { version: month.version });
    expect(closed.statusCode, closed.body).toBe(200);
    const payslip = await h.admin.get(`/meses-de-planilla/2025-06/boletas.pdf?trabajador=${CLERK}`);
    expect(payslip.statusCode, payslip.body).toBe(200);
    expect((await pdfPages(payslip.rawPayload)).join(' ')).toContain(OFFICE_RUC);
  });

  it('refuses only the worker whose employer cannot be known, telling the clerk what to set', async () => {
    // A general-regime worker stored before the rule, with no employer: in a week with no vessel and two
    // companies, nothing says who employs them.
    const db = h.server.database.db;
    const by = { createdAt: new Date(), createdBy: 'prueba', updatedAt: new Date(), updatedBy: 'prueba' };
    const [old] = await db
      .insert(workers)
      .values({
        documentType: 'DNI',
        documentNumber: '47000013',
        paternalSurname: 'ANTIGUO',
        names: 'PEDRO',
        birthDate: '1980-01-01',
        hireDate: '2025-01-06',
        ...by,
      })
      .returning();
    await db.insert(workerTerms).values({
      workerId: old!.id,
      effectiveFrom: '2025-01-06',
      positionId,
      pensionScheme: 'ONP',
      labourRegime: 'general',
      monthlySalary: '2000',
    });
    // Week 27 (30/06–06/07/2025) has no landing and no grid: only land staff are paid.
    const created = await h.admin.post('/semanas-de-pesca', {
      year: 2025,
      number: 27,
      start: '2025-06-30',
      end: '2025-07-06',
      month: '2025-07',
    });
    expect(created.statusCode, created.body).toBe(201);
    let w = created.json() as WeekRef;
    const computed = await h.admin.post(`/semanas-de-pesca/${w.id}/calculo`, { version: w.version });
    expect(computed.statusCode, computed.body).toBe(200);
    w = (computed.json() as { week: WeekRef }).week;
    const closed = await h.admin.post(`/semanas-de-pesca/${w.id}/cierre`, { version: w.version });
    expect(closed.statusCode, closed.body).toBe(200);

    const mine = await h.admin.get(`/semanas-de-pesca/${w.id}/boletas/${CLERK}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await pdfPages(mine.rawPayload)).join(' ')).toContain(OFFICE_RUC);
    const refused = await h.admin.get(`/semanas-de-pesca/${w.id}/boletas/47000013`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('«Empresa empleadora»');
    expect(refused.json().message).toContain('47000013');
    const report = await h.admin.get(`/reporte-de-planilla?semana=${w.id}`);
    expect(report.statusCode).toBe(409);
    expect(report.json().message).toContain('«Empresa empleadora»');

    // Once the worker's terms name the employer, the week is paid.
    await db.update(workerTerms).set({ employerCompanyId: office }).where(eq(workerTerms.workerId, old!.id));
    const paid = await h.admin.get(`/semanas-de-pesca/${w.id}/boletas/47000013`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await pdfPages(paid.rawPayload)).join(' ')).toContain(OFFICE_RUC);
  });

  it('imports and exports «RUC empleador», refusing a row with an unknown RUC or without one for the general regime', async () => {
    const header =
      'Tipo de documento;Número de documento;Apellido paterno;Apellido materno;Nombres;Fecha de nacimiento;Fecha de ingreso;Código de cargo;Régimen de pensiones;Régimen laboral;Remuneración mensual;RUC empleador;Vigente desde';
    const row = (document: string, ruc: string) =>
      `DNI;${document};RIOS;VEGA;CARLA;05/05/1990;10/02/2025;${CREW[0]![0]};ONP;GENERAL;2500;${ruc};10/02/2025`;
    const send = (rows: string[], mode: string) =>
      h.admin.call({
        method: 'POST',
        url: `/api/trabajadores/importacion?mode=${mode}&name=oficina.csv`,
        headers: { 'content-type': 'text/csv' },
        payload: Buffer.from([header, ...rows, ''].join('\r\n'), 'utf8'),
      });
    const checked = await send(
      [
        row('47000021', OFFICE_RUC),
        row('47000022', '20600000030'),
        row('47000023', ''),
        row('47000024', '123'),
      ],
      'validate',
    );
    expect(checked.statusCode, checked.body).toBe(200);
    expect((checked.json() as { problems: unknown[] }).problems).toEqual([
      { row: 3, column: 'RUC empleador', message: IMPORT_MESSAGES.employerUnknown('20600000030') },
      { row: 4, column: 'RUC empleador', message: IMPORT_MESSAGES.employerRequired },
      { row: 5, column: 'RUC empleador', message: IMPORT_MESSAGES.employerRuc },
    ]);
    const saved = await send([row('47000021', OFFICE_RUC)], 'all');
    expect(saved.json()).toMatchObject({ saved: true, created: 1 });
    const page = (await h.admin.get('/trabajadores?q=47000021')).json() as {
      rows: { current: { employerCompanyId: number | null } }[];
    };
    expect(page.rows[0]!.current.employerCompanyId).toBe(office);
    // The same file again changes nothing; the export writes the RUC back.
    expect((await send([row('47000021', OFFICE_RUC)], 'validate')).json()).toMatchObject({ unchanged: 1 });
    const exported = await h.admin.get('/trabajadores/export.xlsx?q=47000021');
    expect(exported.statusCode).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[headers.indexOf('RUC empleador')]).toBe(OFFICE_RUC);
  });
});
