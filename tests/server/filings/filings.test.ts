import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import {
  companies,
  filingConceptCodes,
  positions,
  seedMarkers,
  workers,
  workerTerms,
} from '../../../server/db/schema';
import { seedConceptCodes } from '../../../server/filings/seed';
import { Decimal } from '../../../src/domain/payroll/decimal';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { exampleWeek, seedMaster, type Master } from '../fishing-weeks/support';

/** The example company's RUC made valid (check digit 9): the filings validate it. */
const RUC = '20100000009';

describe.each(databaseKinds())('the month’s filings on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let exporter: SignedIn;
  let reader: SignedIn;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    await h.server.database.db.update(companies).set({ ruc: RUC }).where(eq(companies.ruc, '20100000001'));
    const role = unique('Archivos');
    await h.role(role, { reporte_de_planilla: ['ver', 'exportar'] });
    exporter = await h.user([role]);
    const readRole = unique('Lectura');
    await h.role(readRole, { reporte_de_planilla: ['ver'] });
    reader = await h.user([readRole]);
    await exampleWeek(h, m, 14, true);
    await exampleWeek(h, m, 15, true);
  });
  afterAll(async () => h?.close());

  it('seeds the Table 22 mapping and lets the office change a code, versioned and audited', async () => {
    const list = (await reader.get('/reporte-de-planilla/conceptos-sunat')).json() as {
      rows: { concept: string; code: string; description: string; version: number }[];
    };
    const share = list.rows.find((r) => r.concept === 'catchShare')!;
    expect(share.code).toBe('0103');
    expect(list.rows.find((r) => r.concept === 'essalud')!.code).toBe('0804');

    expect(
      (
        await reader.put('/reporte-de-planilla/conceptos-sunat/catchShare', {
          ...share,
          version: share.version,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await h.admin.put('/reporte-de-planilla/conceptos-sunat/catchShare', {
      code: '12A',
      description: share.description,
      version: share.version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].message).toContain('debe tener 4 dígitos');
    const changed = await h.admin.put('/reporte-de-planilla/conceptos-sunat/catchShare', {
      code: '0121',
      description: 'REMUNERACIÓN O JORNAL BÁSICO (PARTICIPACIÓN)',
      version: share.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ code: '0121', version: share.version + 1 });
    const stale = await h.admin.put('/reporte-de-planilla/conceptos-sunat/catchShare', {
      code: '0103',
      description: share.description,
      version: share.version,
    });
    expect(stale.statusCode).toBe(409);
    // Back to the default for the files below.
    await h.admin.put('/reporte-de-planilla/conceptos-sunat/catchShare', {
      code: '0103',
      description: share.description,
      version: share.version + 1,
    });
  });

  it('maps the week’s other earnings to 1001, also on a database seeded before them, once', async () => {
    const { db, clock } = { db: h.server.database.db, clock: h.server.clock };
    const codeOf = async () =>
      (await db.select().from(filingConceptCodes).where(eq(filingConceptCodes.concept, 'otherEarning')))[0]
        ?.code;
    expect(await codeOf()).toBe('1001');
    // A database seeded before the row existed: neither the row nor its batch's marker.
    await db.delete(filingConceptCodes).where(eq(filingConceptCodes.concept, 'otherEarning'));
    await db.delete(seedMarkers).where(eq(seedMarkers.name, 'filing_concept_codes.other_earning'));
    expect(await seedConceptCodes({ db, clock })).toBe(false);
    expect(await codeOf()).toBe('1001');
    // The office removed it afterwards: a later start does not bring it back.
    await db.delete(filingConceptCodes).where(eq(filingConceptCodes.concept, 'otherEarning'));
    await seedConceptCodes({ db, clock });
    expect(await codeOf()).toBeUndefined();
    await seedConceptCodes({ db, clock });
    expect(await codeOf()).toBeUndefined();
    await db.delete(seedMarkers).where(eq(seedMarkers.name, 'filing_concept_codes.other_earning'));
    await seedConceptCodes({ db, clock });
    expect(await codeOf()).toBe('1001');
  });

  it('refuses the PLAME with the list of what to fix when a REP worker’s position has no .sec code', async () => {
    const res = await exporter.get(`/reporte-de-planilla/plame?mes=2025-04&empresa=${RUC}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields: { field: string; message: string }[] };
    expect(body.message).toMatch(/^Hay 8 dato\(s\) por corregir antes de generar el PLAME de abril de 2025/);
    expect(body.fields[0]!.message).toContain('APELLIDO1');
  });

  it('gives the month’s PLAME files in a .zip once the data is complete, every line field by field', async () => {
    // The positions get their PLAME .sec codes (1 patrón, 3 motorista, 6 tripulante, 5 cocinero, 7 otro).
    const db = h.server.database.db;
    for (const [code, sec] of [
      ['PATRON', '1'],
      ['MOTORISTA', '3'],
      ['PANGUERO', '7'],
      ['COCINERO', '5'],
      ['PESCADOR', '6'],
    ] as const)
      await db.update(positions).set({ secCode: sec }).where(eq(positions.code, code));
    // The motorista declared income from another employer in April (Supermercados Peruanos, RUC with a
    // valid check digit): the .or5 carries it, 2,450.50 as typed.
    const declared = await h.admin.post('/meses-de-planilla/2025-04/declaraciones-renta', {
      kind: 'otro_empleador',
      document: '10000002',
      employerRuc: '20100070970',
      employerName: 'Supermercados Peruanos S.A.',
      taxablePay: '2450.50',
      taxWithheld: '0.00',
      amount: '',
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const res = await exporter.get(`/reporte-de-planilla/plame?mes=2025-04&empresa=${RUC}`);
    // The declaration would change the month's income tax computed below: removed once filed.
    const { id, version } = declared.json() as { id: number; version: number };
    const removed = await h.admin.call({
      method: 'DELETE',
      url: `/api/declaraciones-renta/${id}`,
      payload: { version },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(`0601202504${RUC}.zip`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const stem = `0601202504${RUC}`;
    expect(Object.keys(zip.files).sort()).toEqual([
      `${stem}.jor`,
      `${stem}.or5`,
      `${stem}.rem`,
      `${stem}.sec`,
      `${stem}.tas`,
      `${stem}.toc`,
    ]);
    expect(await zip.file(`${stem}.or5`)!.async('string')).toBe('01|10000002|20100070970|2450.50|\r\n');
    const rem = (await zip.file(`${stem}.rem`)!.async('string')).split('\r\n');
    // The patrón: two weeks of 4,253.01 catch share; REP 8 % (0620) and the armador's 5 % (0812). EsSalud
    // (0804) and SCTR-EsSalud (0806) are computed by PLAME: not imported; the SCTR rate goes in the .tas.
    expect(rem.filter((l) => l.startsWith('01|10000001|'))).toEqual([
      '01|10000001|0103|8506.02|8506.02|',
      '01|10000001|0620|680.48|680.48|',
      '01|10000001|0812|425.30|425.30|',
    ]);
    const tas = (await zip.file(`${stem}.tas`)!.async('string')).split('\r\n');
    expect(tas).toContain('01|10000001|1|1.00|');
    const sec = (await zip.file(`${stem}.sec`)!.async('string')).split('\r\n').filter(Boolean);
    // April 2025's ONP weeks are those whose Thursday falls in April (3, 10, 17, 24 April: weeks 14 to
    // 17); the patrón sailed in weeks 14 and 15 (position 1); 16 and 17 are declared without activity,
    // their position empty.
    expect(sec.filter((l) => l.startsWith('01|10000001|'))).toEqual([
      '01|10000001|14|1|1|',
      '01|10000001|15|1|1|',
      '01|10000001|16|0||',
      '01|10000001|17|0||',
    ]);
    const jor = (await zip.file(`${stem}.jor`)!.async('string')).split('\r\n');
    expect(jor).toContain('01|10000001|16|0|0|0|');

    const audit = await listAudit(db, {
      entity: 'reporte_de_planilla',
      action: 'exportar',
      page: 1,
      pageSize: 10,
    });
    expect(audit.rows.some((r) => (r.after as { document: string }).document === 'plame')).toBe(true);
  });

  it('gives the AFPnet file of the month’s AFP members, and says so when there are none', async () => {
    const none = await exporter.get(`/reporte-de-planilla/afpnet?mes=2025-04&empresa=${RUC}`);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].message).toContain('Ningún trabajador del mes está afiliado a una AFP');

    const db = h.server.database.db;
    const [w] = await db.select().from(workers).where(eq(workers.documentNumber, '10000002'));
    await db.update(workers).set({ cuspp: '583451JPVIE4' }).where(eq(workers.id, w!.id));
    await db
      .update(workerTerms)
      .set({ pensionScheme: 'AFP', afp: 'PRIMA', commissionType: 'FLUJO' })
      .where(inArray(workerTerms.workerId, [w!.id]));
    const res = await exporter.get(`/reporte-de-planilla/afpnet?mes=2025-04&empresa=${RUC}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const cells = lines[0]!.split('\t');
    expect(cells[0]).toBe('1');
    expect(cells[1]).toBe('583451JPVIE4');
    expect(cells).toContain('10000002');
    expect(cells).toContain('APELLIDO2');
    // The insurable pay: the motorista's two weeks of catch share.
    expect(cells).toContain('6379.52');
    // The motorista sailed in the month: work type P (pesquería).
    expect(cells[15]).toBe('P');
    expect((await reader.get(`/reporte-de-planilla/afpnet?mes=2025-04&empresa=${RUC}`)).statusCode).toBe(403);
  });

  it('gives AFPnet’s Excel model: 17 columns without a header, the AFP column empty, formulas kept as text', async () => {
    const db = h.server.database.db;
    // A surname that a spreadsheet would read as a formula.
    await db
      .update(workers)
      .set({ paternalSurname: '=APELLIDO2' })
      .where(eq(workers.documentNumber, '10000002'));
    const res = await exporter.get(`/reporte-de-planilla/afpnet.xlsx?mes=2025-04&empresa=${RUC}`);
    await db
      .update(workers)
      .set({ paternalSurname: 'APELLIDO2' })
      .where(eq(workers.documentNumber, '10000002'));
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(`afpnet-${RUC}-202504.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1);
    const values = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(values).toEqual(
      [
        '1',
        '583451JPVIE4',
        '0',
        '10000002',
        '=APELLIDO2',
        '',
        'NOMBRE2',
        'S',
        'N',
        'N',
        '',
        6379.52,
        0,
        0,
        0,
        'P',
        '',
      ].slice(0, values.length),
    );
    expect(values.length).toBeGreaterThanOrEqual(16);
    // The formula-like text is a text cell marked quotePrefix, never a formula.
    expect(sheet.getCell('E1').type).toBe(ExcelJS.ValueType.String);
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('xl/styles.xml')!.async('string');
    expect(xml).toContain('quotePrefix="1"');
  });

  it('refuses a month without closed weeks, and a bad query', async () => {
    const empty = await exporter.get(`/reporte-de-planilla/plame?mes=2025-09&empresa=${RUC}`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toContain('septiembre de 2025');
    expect((await exporter.get('/reporte-de-planilla/plame?mes=2025-04')).statusCode).toBe(400);
    expect((await exporter.get(`/reporte-de-planilla/plame?mes=2025-04&empresa=123`)).statusCode).toBe(400);
  });

  it('files a closed month with its run: vacaciones, gratificación and bonificación on their codes, the month’s adjustments', async () => {
    const computed = await h.admin.post('/meses-de-planilla/2025-04/calculo', { version: 0 });
    expect(computed.statusCode, computed.body).toBe(200);
    const closed = await h.admin.post('/meses-de-planilla/2025-04/cierre', {
      version: computed.json().version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const run = (closed.json() as { workers: Record<string, string>[] }).workers.find(
      (w) => w.document === '10000001',
    )!;

    const report = await reader.get('/reporte-de-planilla?mes=2025-04');
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json() as {
      title: string;
      rows: { document: string; amounts: Record<string, string>; net: string }[];
    };
    expect(body.title).toBe('Mes de abril de 2025 (semanas 14, 15) y planilla mensual');
    const row = body.rows.find((r) => r.document === '10000001')!;
    expect(row.amounts).toMatchObject({
      vacation: run.vacation,
      bonus: run.bonus,
      bonusExtra: run.bonusExtra,
    });
    // The patrón's two weeks (REP 8 % withheld in them: 680.48) and the run's adjustment.
    expect(row.amounts.pensionContribution).toBe(
      Decimal.of('680.48').plus(Decimal.of(run.pensionAdjustment!)).toFixed(2),
    );

    const res = await exporter.get(`/reporte-de-planilla/plame?mes=2025-04&empresa=${RUC}`);
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const rem = (await zip.file(`0601202504${RUC}.rem`)!.async('string')).split('\r\n');
    const patron = rem.filter((l) => l.startsWith('01|10000001|'));
    expect(patron).toContain(`01|10000001|0118|${run.vacation}|${run.vacation}|`);
    expect(patron).toContain(`01|10000001|0408|${run.bonus}|${run.bonus}|`);
    expect(patron).toContain(`01|10000001|0312|${run.bonusExtra}|${run.bonusExtra}|`);
    expect(patron).toContain(
      `01|10000001|0620|${row.amounts.pensionContribution}|${row.amounts.pensionContribution}|`,
    );
  });
});
