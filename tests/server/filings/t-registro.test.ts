import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, workers, workerTerms } from '../../../server/db/schema';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { seedMaster, type Master } from '../fishing-weeks/support';

const RUC = '20100000009';

describe.each(databaseKinds())('the T-Registro files on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let exporter: SignedIn;
  let reader: SignedIn;
  let company: number;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const db = h.server.database.db;
    const [row] = await db
      .update(companies)
      .set({ ruc: RUC })
      .where(eq(companies.ruc, '20100000001'))
      .returning();
    company = row!.id;
    const role = unique('TRegistro');
    await h.role(role, { trabajador: ['ver', 'exportar'] });
    exporter = await h.user([role]);
    const readRole = unique('Lectura');
    await h.role(readRole, { trabajador: ['ver'] });
    reader = await h.user([readRole]);
    // The first crewman: hired in April 2025 with his T-Registro data; the second left in April.
    await db
      .update(workers)
      .set({
        hireDate: '2025-04-07',
        sex: 'M',
        education: '06',
        occupation: '615201',
        ubigeo: '021801',
        address: 'AV. MEIGGS 1234',
      })
      .where(eq(workers.id, m.workers[0]!));
    await db
      .update(workerTerms)
      .set({ effectiveFrom: '2025-04-07' })
      .where(eq(workerTerms.workerId, m.workers[0]!));
    await db
      .update(workers)
      .set({ endDate: '2025-04-30', endReason: '01' })
      .where(eq(workers.id, m.workers[1]!));
  });
  afterAll(async () => h?.close());

  it('gives the zip of the period’s hires and leavers in SUNAT’s layout', async () => {
    const res = await exporter.get(
      `/trabajadores/t-registro?empresa=${company}&desde=2025-04-01&hasta=2025-04-30`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`RP_${RUC}.zip`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([`RP_${RUC}.ide`, `RP_${RUC}.per`, `RP_${RUC}.tra`]);
    const per = await zip.file(`RP_${RUC}.per`)!.async('string');
    const lines = per.split('\r\n').filter(Boolean);
    // The hire's five period records (REP crew: type 39, EsSalud pesqueros 02, REP 15, SCTR EsSalud) and the leaver's.
    expect(
      lines.filter((l) => l.includes('07/04/2025')).map((l) => l.split('|')[4] + ':' + l.split('|')[7]),
    ).toEqual(['1:', '2:39', '3:02', '4:15', '5:1']);
    expect(lines.some((l) => l.endsWith('|1|1||30/04/2025|01||'))).toBe(true);
    const ide = await zip.file(`RP_${RUC}.ide`)!.async('string');
    expect(ide.split('|')).toHaveLength(42);
  });

  it('writes the hire’s and the leaver’s records field by field, as worked out from Anexo 3', async () => {
    const res = await exporter.get(
      `/trabajadores/t-registro?empresa=${company}&desde=2025-04-01&hasta=2025-04-30`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const file = async (ext: string) =>
      (await zip.file(`RP_${RUC}.${ext}`)!.async('nodebuffer')).toString('latin1');
    // Structure 4 (.ide), the hire alone (a leaver's personal data is not sent): DNI 01, number, issuing
    // country empty; birth 01/01/1990; surnames and names (no maternal surname); sex 1 (M); nationality
    // 9589 (Perú); phone prefix, phone and e-mail empty; address 1: via type 99, the address as via name,
    // 11 empty fields, ubigeo 021801; address 2: 14 empty fields; EsSalud centre by address 1.
    expect(await file('ide')).toBe(
      `01|10000001||01/01/1990|APELLIDO1||NOMBRE1|1|9589||||99|AV. MEIGGS 1234|${'|'.repeat(11)}021801|${'|'.repeat(14)}1|\r\n`,
    );
    // Structure 5 (.tra): labour regime 01; education 06; occupation 615201; no disability; no CUSPP (REP);
    // SCTR pension 1 (ONP); contract 11 (de temporada: crew); atypical schedule 1, maximum day 0, night 0;
    // not unionised; periodicity 3 (weekly); basic pay 1130.00 (the RMV: crews are paid by the catch);
    // situation 1 (active); not exempt; no special situation; payment 1 (cash: no bank recorded);
    // category 02 (obrero); no double taxation; CAS RUC empty.
    expect(await file('tra')).toBe('01|10000001||01|06|615201|0||1|11|1|0|0|0|3|1130.00|1|0|0|1|02|0||\r\n');
    // Structure 11 (.per): the hire's five periods from 07/04/2025 (1 the relation, 2 worker type 39
    // trabajador pesquero Ley 30003, 3 health 02 EsSalud pesqueros, 4 pension 15 REP, 5 SCTR health 1
    // EsSalud); the leaver: period 1 ended 30/04/2025, reason 01 (renuncia; Table 17).
    expect((await file('per')).split('\r\n')).toEqual([
      '01|10000001||1|1|07/04/2025||||',
      '01|10000001||1|2|07/04/2025||39||',
      '01|10000001||1|3|07/04/2025||02||',
      '01|10000001||1|4|07/04/2025||15||',
      '01|10000001||1|5|07/04/2025||1||',
      '01|10000002||1|1||30/04/2025|01||',
      '',
    ]);
  });

  it('declares the worker by the labour regime of the terms, not by the position', async () => {
    // The same crewman (a vessel position) under the general regime (D.Leg. 728) with a salary of
    // S/ 2,500.00 and the ONP: Table 8 type 20 (obrero), Table 32 health 00 (EsSalud regular), pension 02;
    // no SCTR; .tra: contract 01, schedule 0/1, periodicity 1 (monthly), basic pay 2500.00, category 03.
    const db = h.server.database.db;
    const terms = eq(workerTerms.workerId, m.workers[0]!);
    await db
      .update(workerTerms)
      .set({ labourRegime: 'general', monthlySalary: '2500.00', pensionScheme: 'ONP' })
      .where(terms);
    try {
      const get = async (archivo: string) => {
        const res = await exporter.get(
          `/trabajadores/t-registro?empresa=${company}&trabajador=${m.workers[0]}&archivo=${archivo}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.body;
      };
      expect((await get('per')).split('\r\n')).toEqual([
        '01|10000001||1|1|07/04/2025||||',
        '01|10000001||1|2|07/04/2025||20||',
        '01|10000001||1|3|07/04/2025||00||',
        '01|10000001||1|4|07/04/2025||02||',
        '',
      ]);
      expect(await get('tra')).toBe('01|10000001||01|06|615201|0|||01|0|1|0|0|1|2500.00|1|0|0|1|03|0||\r\n');
    } finally {
      await db
        .update(workerTerms)
        .set({ labourRegime: 'pesquero', monthlySalary: '0', pensionScheme: 'REP' })
        .where(terms);
    }
  });

  it('gives one worker’s file alone', async () => {
    const res = await exporter.get(
      `/trabajadores/t-registro?empresa=${company}&trabajador=${m.workers[0]}&archivo=tra`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('iso-8859-1');
    expect(res.body.split('|')).toHaveLength(24);
  });

  it('lists what to fix, naming the worker, and refuses without the permission', async () => {
    const res = await exporter.get(`/trabajadores/t-registro?empresa=${company}&trabajador=${m.workers[2]}`);
    expect(res.statusCode).toBe(400);
    const messages = (res.json().fields as { message: string }[]).map((f) => f.message);
    expect(messages.some((x) => x.includes('APELLIDO3') && x.includes('sexo'))).toBe(true);
    expect(
      (await reader.get(`/trabajadores/t-registro?empresa=${company}&trabajador=${m.workers[0]}`)).statusCode,
    ).toBe(403);
    expect((await exporter.get(`/trabajadores/t-registro?empresa=999999&trabajador=1`)).statusCode).toBe(404);
    expect((await exporter.get(`/trabajadores/t-registro?empresa=${company}`)).statusCode).toBe(400);
  });
});
