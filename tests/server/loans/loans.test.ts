import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { eq } from 'drizzle-orm';
import { workers, workerTerms } from '../../../server/db/schema';
import type { AdjustmentRow } from '../../../src/domain/fishing-weeks/grids';
import type { LoanStatement } from '../../../src/domain/loans/loan';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

type Problem = { field: string; message: string };

describe.each(databaseKinds())('loans to workers on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let viewer: SignedIn;
  let patron: number;
  let motorista: number;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    [patron, motorista] = m.workers as [number, number];
    const viewRole = unique('Consulta');
    await h.role(viewRole, { trabajador: ['ver'] });
    viewer = await h.user([viewRole]);
  });
  afterAll(async () => h?.close());

  const grant = async (workerId: number, body: object) =>
    h.admin.post(`/trabajadores/${workerId}/prestamos`, body);
  const loansOf = async (workerId: number) =>
    ((await h.admin.get(`/trabajadores/${workerId}/prestamos`)).json() as { rows: LoanStatement[] }).rows;
  const suggested = async (week: WeekRef) => {
    const res = await h.admin.get(`/semanas-de-pesca/${week.id}/cuotas-de-prestamo`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { rows: AdjustmentRow[] }).rows;
  };
  const saveAdjustments = (week: WeekRef, adjustments: AdjustmentRow[]) =>
    h.admin.put(`/semanas-de-pesca/${week.id}/ajustes`, { version: week.version, adjustments });

  it('grants a loan with its fields checked, in Spanish, and lets a viewer read but not grant', async () => {
    const bad = await grant(patron, {
      grantedOn: '2025-02-30',
      amount: '100',
      instalment: '150',
      reason: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields: Problem[] }).fields).toEqual([
      { field: 'grantedOn', message: 'Indique la fecha del préstamo (dd/mm/aaaa).' },
      { field: 'instalment', message: 'La cuota no puede ser mayor que el monto prestado.' },
      { field: 'reason', message: 'Indique el motivo del préstamo.' },
    ]);
    expect(
      (await grant(999999, { grantedOn: '2025-03-01', amount: '1', instalment: '1', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const forbidden = await viewer.post(`/trabajadores/${patron}/prestamos`, {
      grantedOn: '2025-03-01',
      amount: '100',
      instalment: '50',
      reason: 'Prueba',
    });
    expect(forbidden.statusCode).toBe(403);

    const created = await grant(patron, {
      grantedOn: '2025-03-01',
      amount: '1200',
      instalment: '500',
      reason: 'Compra de  botas',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      workerId: patron,
      amount: '1200.00',
      instalment: '500.00',
      reason: 'Compra de botas',
      balance: '1200.00',
      deducted: '0.00',
      planned: '0.00',
      available: '1200.00',
      instalments: [],
    });
    const read = await viewer.get(`/trabajadores/${patron}/prestamos`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as { rows: LoanStatement[] }).rows).toHaveLength(1);
  });

  it('deducts instalments week by week: the balance runs down with the closed weeks, never past zero', async () => {
    const [loan] = await loansOf(patron);
    // Week 20: the loan's instalment proposed for the patrón, saved, computed and closed.
    let week20 = await exampleWeek(h, m, 20, false);
    const rows20 = await suggested(week20);
    expect(rows20).toEqual([
      {
        workerId: patron,
        kind: 'cuota_prestamo',
        amount: '500.00',
        percent: null,
        beneficiary: '',
        reason: `Préstamo N.° ${loan!.id} del 01/03/2025 (saldo S/ 1,200.00)`,
        loanId: loan!.id,
      },
    ]);
    const saved = await saveAdjustments(week20, rows20);
    expect(saved.statusCode).toBe(200);
    week20 = saved.json() as WeekRef;
    expect((await suggested(week20)).length).toBe(0);
    expect((await loansOf(patron))[0]).toMatchObject({
      planned: '500.00',
      balance: '1200.00',
      available: '700.00',
    });
    const computed = await h.admin.post(`/semanas-de-pesca/${week20.id}/calculo`, {
      version: week20.version,
    });
    expect(computed.statusCode).toBe(200);
    week20 = (computed.json() as { week: WeekRef }).week;
    expect(
      (await h.admin.post(`/semanas-de-pesca/${week20.id}/cierre`, { version: week20.version })).statusCode,
    ).toBe(200);
    // The payslip's deduction: REP 340.24 of the worked example plus the instalment.
    const detail = (
      await h.admin.get(`/semanas-de-pesca/${week20.id}/detalle/10000001?fuente=cierre`)
    ).json() as {
      totalDeductions: string;
    };
    expect(detail.totalDeductions).toBe('840.24');
    expect((await loansOf(patron))[0]).toMatchObject({
      deducted: '500.00',
      planned: '0.00',
      balance: '700.00',
      available: '700.00',
      instalments: [{ weekId: week20.id, year: 2025, number: 20, closed: true, amount: '500.00' }],
    });

    // Week 21 plans the next 500; week 22 is offered only what is left (200) and refused more.
    const week21 = await exampleWeek(h, m, 21, false);
    const rows21 = await suggested(week21);
    expect(rows21.map((r) => r.amount)).toEqual(['500.00']);
    expect(rows21[0]!.reason).toContain('(saldo S/ 700.00)');
    expect((await saveAdjustments(week21, rows21)).statusCode).toBe(200);
    const week22 = await exampleWeek(h, m, 22, false);
    const rows22 = await suggested(week22);
    expect(rows22.map((r) => r.amount)).toEqual(['200.00']);
    const tooMuch = await saveAdjustments(week22, [{ ...rows22[0]!, amount: '250.00' }]);
    expect(tooMuch.statusCode).toBe(400);
    expect((tooMuch.json() as { fields: Problem[] }).fields).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining(
          `Las cuotas del préstamo N.° ${loan!.id} en la semana (S/ 250.00) superan lo que queda por descontar (S/ 200.00).`,
        ) as string,
      }),
    );
    // Another worker's loan, or a loan as another kind of deduction, is refused too.
    const wrongWorker = await saveAdjustments(week22, [{ ...rows22[0]!, workerId: motorista }]);
    expect(wrongWorker.statusCode).toBe(400);
    expect(JSON.stringify(wrongWorker.json())).toContain(
      `El préstamo N.° ${loan!.id} es de otro trabajador.`,
    );
    const wrongKind = await saveAdjustments(week22, [{ ...rows22[0]!, kind: 'otro_descuento' }]);
    expect(wrongKind.statusCode).toBe(400);
    expect(JSON.stringify(wrongKind.json())).toContain('Un préstamo se descuenta como «Cuota de préstamo».');
    expect((await saveAdjustments(week22, rows22)).statusCode).toBe(200);
    expect((await loansOf(patron))[0]).toMatchObject({
      balance: '700.00',
      planned: '700.00',
      available: '0.00',
    });
  });

  it('keeps the amount above what the weeks deduct, refuses to delete a loan with instalments or a worker with loans, and audits', async () => {
    const [loan] = await loansOf(patron);
    const below = await h.admin.put(`/prestamos/${loan!.id}`, {
      version: loan!.version,
      grantedOn: loan!.grantedOn,
      amount: '1100',
      instalment: loan!.instalment,
      reason: loan!.reason,
    });
    expect(below.statusCode).toBe(400);
    expect((below.json() as { fields: Problem[] }).fields[0]!.message).toBe(
      'El monto no puede ser menor que lo ya descontado en las semanas de pesca (S/ 1,200.00).',
    );
    const raised = await h.admin.put(`/prestamos/${loan!.id}`, {
      version: loan!.version,
      grantedOn: loan!.grantedOn,
      amount: '1500.00',
      instalment: '300',
      reason: loan!.reason,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      amount: '1500.00',
      instalment: '300.00',
      balance: '1000.00',
      available: '300.00',
    });
    const stale = await h.admin.put(`/prestamos/${loan!.id}`, {
      version: loan!.version,
      grantedOn: loan!.grantedOn,
      amount: '2000',
      instalment: '300',
      reason: loan!.reason,
    });
    expect(stale.statusCode).toBe(409);

    const del = (id: number, version: number) =>
      h.admin.call({ method: 'DELETE', url: `/api/prestamos/${id}`, payload: { version } });
    const refused = await del(loan!.id, loan!.version + 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('3 semanas de pesca descuentan cuotas de él');

    // A worker no week names: only the loan keeps it from being deleted.
    const by = { createdAt: new Date(), createdBy: 'prueba', updatedAt: new Date(), updatedBy: 'prueba' };
    const [newcomer] = await h.server.database.db
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
    const [terms] = await h.server.database.db
      .select()
      .from(workerTerms)
      .where(eq(workerTerms.workerId, patron));
    await h.server.database.db.insert(workerTerms).values({ ...terms!, workerId: newcomer!.id });
    const mistake = (
      await grant(newcomer!.id, {
        grantedOn: '2025-04-01',
        amount: '300',
        instalment: '100',
        reason: 'Registrado por error',
      })
    ).json() as LoanStatement;
    const workerDelete = await h.admin.call({
      method: 'DELETE',
      url: `/api/trabajadores/${newcomer!.id}`,
      payload: { version: 1 },
    });
    expect(workerDelete.statusCode).toBe(409);
    expect(workerDelete.json().message).toBe(
      'No se puede eliminar el trabajador: tiene un préstamo registrado.',
    );
    expect((await del(mistake.id, mistake.version)).statusCode).toBe(204);
    expect(await loansOf(newcomer!.id)).toEqual([]);

    const audit = await listAudit(h.server.database.db, { entity: 'prestamo', page: 1, pageSize: 20 });
    expect(audit.rows.map((r) => r.action).sort()).toEqual(['crear', 'crear', 'editar', 'eliminar']);
  });
});
