import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listAudit } from '../../../server/audit/audit';
import { workers, workerTerms } from '../../../server/db/schema';
import { DECLARATION_MESSAGES } from '../../../src/domain/income-tax-declarations/declaration';
import { MONTH_MESSAGES } from '../../../src/domain/months/month';
import { RUC_MESSAGES } from '../../../src/domain/shared/ruc';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, fieldsOf, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { CREW, exampleWeek, seedMaster, type Master } from '../fishing-weeks/support';

interface Declaration {
  id: number;
  month: string;
  kind: string;
  document: string;
  name: string;
  employerRuc: string;
  employerName: string;
  taxablePay: string;
  taxWithheld: string;
  amount: string;
  version: number;
}
interface Month {
  state: string;
  version: number;
  stale: boolean;
  workers: { document: string; taxablePay: string; incomeTax: string }[];
}
interface Line {
  section: string;
  concept: string;
  amount: string;
  inputs: Record<string, unknown>;
}

const RUC = '20100070970';
const OTHER_RUC = '20131312955';

describe.each(databaseKinds())('income tax declarations on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let viewer: SignedIn;
  let clerk: SignedIn;
  const patron = CREW[0][2];
  const cook = CREW[3][2];

  const month = async (name: string) => {
    const res = await viewer.get(`/meses-de-planilla/${name}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Month;
  };
  const list = async (name: string) => {
    const res = await viewer.get(`/meses-de-planilla/${name}/declaraciones-renta`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { rows: Declaration[] }).rows;
  };
  const compute = async (name: string) => {
    const res = await clerk.post(`/meses-de-planilla/${name}/calculo`, {
      version: (await month(name)).version,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Month;
  };
  const incomeTaxLines = async (name: string, document: string) => {
    const res = await viewer.get(`/meses-de-planilla/${name}/detalle/${document}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { lines: Line[] }).lines.filter((l) => l.section === 'renta');
  };
  const otherEmployer = (over: Partial<Declaration> = {}) => ({
    kind: 'otro_empleador',
    document: patron,
    employerRuc: RUC,
    employerName: 'Supermercados Peruanos S.A.',
    taxablePay: '60000.00',
    taxWithheld: '120.00',
    amount: '',
    ...over,
  });
  const remove = (who: SignedIn, id: number, version: number) =>
    who.call({ method: 'DELETE', url: `/api/declaraciones-renta/${id}`, payload: { version } });

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const viewRole = unique('VerMes');
    await h.role(viewRole, { vacaciones_gratificaciones_cts: ['ver'] });
    viewer = await h.user([viewRole]);
    const clerkRole = unique('Planillero');
    await h.role(clerkRole, { vacaciones_gratificaciones_cts: ['ver', 'editar'] });
    clerk = await h.user([clerkRole]);
    await exampleWeek(h, m, 14, true);
    await exampleWeek(h, m, 15, true);
  });
  afterAll(async () => h?.close());

  it('creates, lists, edits and deletes a declaration, audited; `ver` cannot change them', async () => {
    expect(
      (await viewer.post('/meses-de-planilla/2025-04/declaraciones-renta', otherEmployer())).statusCode,
    ).toBe(403);
    const created = await clerk.post(
      '/meses-de-planilla/2025-04/declaraciones-renta',
      otherEmployer({
        employerName: '  Supermercados   Peruanos S.A. ',
        taxablePay: '1000',
        taxWithheld: '0',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as Declaration;
    expect(row).toMatchObject({
      month: '2025-04',
      kind: 'otro_empleador',
      document: patron,
      employerRuc: RUC,
      employerName: 'Supermercados Peruanos S.A.',
      taxablePay: '1000.00',
      taxWithheld: '0.00',
      amount: '',
      version: 1,
    });
    expect(row.name).not.toBe('');
    expect(await list('2025-04')).toEqual([row]);
    expect(await list('2025-05')).toEqual([]);

    // The same worker, month and employer twice: refused on the RUC.
    const twice = await clerk.post('/meses-de-planilla/2025-04/declaraciones-renta', otherEmployer());
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice)).toEqual({ employerRuc: DECLARATION_MESSAGES.duplicateEmployer });
    const bad = await clerk.post(
      '/meses-de-planilla/2025-04/declaraciones-renta',
      otherEmployer({ employerRuc: '20100070971', taxablePay: '-1', taxWithheld: '5', document: '99999999' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toMatchObject({
      employerRuc: RUC_MESSAGES.checkDigit,
      taxablePay: 'La remuneración afecta debe estar entre 0 y 9999999999.99.',
    });
    const nobody = await clerk.post(
      '/meses-de-planilla/2025-04/declaraciones-renta',
      otherEmployer({ document: '99999999', employerRuc: OTHER_RUC }),
    );
    expect(fieldsOf(nobody)).toEqual({ document: DECLARATION_MESSAGES.unknownWorker('99999999') });

    expect(
      (await viewer.put(`/declaraciones-renta/${row.id}`, { ...otherEmployer(), version: 1 })).statusCode,
    ).toBe(403);
    const edited = await clerk.put(`/declaraciones-renta/${row.id}`, {
      ...otherEmployer({ taxablePay: '2000.50' }),
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ taxablePay: '2000.50', taxWithheld: '120.00', version: 2 });
    const stale = await clerk.put(`/declaraciones-renta/${row.id}`, { ...otherEmployer(), version: 1 });
    expect(stale.statusCode).toBe(409);

    expect((await remove(viewer, row.id, 2)).statusCode).toBe(403);
    expect((await remove(clerk, row.id, 2)).statusCode).toBe(204);
    expect(await list('2025-04')).toEqual([]);
    expect((await remove(clerk, row.id, 2)).statusCode).toBe(404);

    const trail = await listAudit(h.server.database.db, {
      entity: 'declaracion_renta',
      page: 1,
      pageSize: 10,
    });
    expect(trail.rows.map((r) => r.action).sort()).toEqual(['crear', 'editar', 'eliminar']);
  });

  it('passes other employers’ income to the month: the withholding, to the cent; a change makes it stale', async () => {
    let april = await compute('2025-04');
    const before = april.workers.find((w) => w.document === patron)!;
    const cookBefore = april.workers.find((w) => w.document === cook)!.incomeTax;
    // The patrón's taxable pay of April (weeks 14 and 15: shares, vacaciones, gratificación, bonificación),
    // projected over May–December (art. 40 a): 10,759.21 × 8 = 86,073.68; annual 96,832.89; − 37,450.00 =
    // 59,382.89: 2,140.00 + 32,632.89 × 14 % (4,568.6046 → 4,568.60) = 6,708.60; / 9 = 745.40.
    expect(before.taxablePay).toBe('10759.21');
    expect(before.incomeTax).toBe('745.40');

    const created = await clerk.post('/meses-de-planilla/2025-04/declaraciones-renta', otherEmployer());
    expect(created.statusCode, created.body).toBe(201);
    const expenses = await clerk.post('/meses-de-planilla/2025-04/declaraciones-renta', {
      kind: 'gastos_deducibles',
      document: patron,
      employerRuc: '',
      employerName: '',
      taxablePay: '',
      taxWithheld: '',
      amount: '20000',
    });
    expect(expenses.statusCode, expenses.body).toBe(201);
    expect(expenses.json()).toMatchObject({ amount: '20000.00', employerRuc: '', taxablePay: '' });

    // The computation no longer matches its declarations: stale, and «Cerrar» asks to compute again.
    april = await month('2025-04');
    expect(april.stale).toBe(true);
    const listed = (
      (await viewer.get('/meses-de-planilla?year=2025')).json() as {
        rows: { month: string; stale: boolean }[];
      }
    ).rows.find((r) => r.month === '2025-04')!;
    expect(listed.stale).toBe(true);
    const close = await clerk.post('/meses-de-planilla/2025-04/cierre', { version: april.version });
    expect(close.statusCode).toBe(409);
    expect(close.json().message).toBe(MONTH_MESSAGES.staleDeclarations);

    april = await compute('2025-04');
    expect(april.stale).toBe(false);
    const after = april.workers.find((w) => w.document === patron)!;
    // By hand (docs/payroll.md "Other employers' income"; UIT 2025 = 5,350.00, April: divisor 9, nothing
    // withheld in January–March):
    //   annual income   = 10,759.21 (April) + 86,073.68 (April projected × 8, art. 40 a)
    //                   + 60,000.00 (other employer, not projected) = 156,832.89
    //   taxable income  = 156,832.89 − 7 UIT (37,450.00) = 119,382.89
    //   annual tax      = 26,750.00 (5 UIT) × 8 % = 2,140.00
    //                   + 80,250.00 (5–20 UIT) × 14 % = 11,235.00
    //                   + (119,382.89 − 107,000.00) = 12,382.89 × 17 % = 2,105.0913 → 2,105.09
    //                   = 15,480.09
    //   month's share   = 15,480.09 / 9 = 1,720.01
    //   withholding     = 1,720.01 − 120.00 (withheld by the other employer in April) = 1,600.01
    expect(after.taxablePay).toBe(before.taxablePay);
    expect(after.incomeTax).toBe('1600.01');
    // The cook declared nothing: unchanged.
    expect(april.workers.find((w) => w.document === cook)!.incomeTax).toBe(cookBefore);

    const lines = await incomeTaxLines('2025-04', patron);
    expect(lines.find((l) => l.concept === 'incomeTax')!.amount).toBe('1600.01');
    expect(lines.find((l) => l.concept === 'otherEmployer')).toMatchObject({
      amount: '60000.00',
      inputs: { employer: `${RUC} Supermercados Peruanos S.A.`, taxWithheld: '120.00' },
    });
    expect(lines.find((l) => l.concept === 'otherEmployers')).toMatchObject({
      amount: '120.00',
      inputs: { taxablePay: '60000.00', monthTax: '1720.01' },
    });
    // 3 UIT of 2025 = 16,050.00: reported, not applied.
    expect(lines.find((l) => l.concept === 'additionalDeduction')).toMatchObject({
      amount: '0.00',
      inputs: { declared: '20000.00', capUit: '3', cap: '16050.00', allowed: '16050.00' },
    });
  });

  it('refuses any change to the declarations of a closed month', async () => {
    const april = await month('2025-04');
    const closed = await clerk.post('/meses-de-planilla/2025-04/cierre', { version: april.version });
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await list('2025-04');
    const message = DECLARATION_MESSAGES.closedMonth('2025-04');
    const add = await clerk.post(
      '/meses-de-planilla/2025-04/declaraciones-renta',
      otherEmployer({ employerRuc: OTHER_RUC }),
    );
    expect([add.statusCode, add.json().message]).toEqual([409, message]);
    const edit = await clerk.put(`/declaraciones-renta/${row!.id}`, {
      ...otherEmployer(),
      version: row!.version,
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, message]);
    const del = await remove(clerk, row!.id, row!.version);
    expect([del.statusCode, del.json().message]).toEqual([409, message]);
    expect(await list('2025-04')).toHaveLength(2);
  });

  it('keeps a worker with declarations from being deleted', async () => {
    // A worker no week names: only the declaration keeps it from being deleted.
    const by = { createdAt: new Date(), createdBy: 'prueba', updatedAt: new Date(), updatedBy: 'prueba' };
    const db = h.server.database.db;
    const [newcomer] = await db
      .insert(workers)
      .values({
        documentType: 'DNI',
        documentNumber: '10000099',
        paternalSurname: 'NUEVO',
        names: 'TRABAJADOR',
        birthDate: '1995-01-01',
        hireDate: '2025-04-01',
        ...by,
      })
      .returning();
    const [terms] = await db.select().from(workerTerms).where(eq(workerTerms.workerId, m.workers[0]!));
    await db.insert(workerTerms).values({ ...terms!, workerId: newcomer!.id });
    const created = await clerk.post(
      '/meses-de-planilla/2025-06/declaraciones-renta',
      otherEmployer({ document: '10000099' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const deleted = await h.admin.call({
      method: 'DELETE',
      url: `/api/trabajadores/${newcomer!.id}`,
      payload: { version: 1 },
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(DECLARATION_MESSAGES.workerHasDeclarations(1));
  });

  it('counts the closed months’ other employers’ income in the next month’s year to date', async () => {
    await exampleWeek(h, m, 19, true);
    const may = await clerk.post('/meses-de-planilla/2025-05/calculo', { version: 0 });
    expect(may.statusCode, may.body).toBe(200);
    const tax = (await incomeTaxLines('2025-05', patron)).find((l) => l.concept === 'incomeTax')!;
    // April: 10,759.21 of its own + 60,000.00 declared; withheld 1,600.01 + 120.00 by the other employer.
    expect(tax.inputs).toMatchObject({ previousPay: '70759.21', withheldBefore: '1720.01' });
  });
});
