import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClosedResultReviewService } from '../../../server/closed-result-reviews';
import { fishingWeeks, workerTerms } from '../../../server/db/schema';
import { packJson, unpackJson } from '../../../server/fishing-weeks/store';
import type { ClosedResultReview } from '../../../src/application/closed-result-reviews/closed-result-reviews-api';
import { Decimal } from '../../../src/domain/payroll/decimal';
import { ENGINE_REVISION } from '../../../src/domain/payroll/engine-revision';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { exampleWeek, seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

const REASON = 'Corrección de la comisión de la AFP del patrón';
/** The PATRON of the worked example: put on an AFP (mixed commission) for these tests. */
const PATRON = '10000001';
/** What an older engine is made to have charged him as flow commission (1.55 % of his pay). */
const WRONG_COMMISSION = '65.92';

interface StoredLine {
  concept: string;
  amount: string;
}
interface StoredWorker {
  worker: { document: string };
  deductions: StoredLine[];
  totalDeductions: string;
  net: string;
}

describe.each(databaseKinds())('the closed result review on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let week14: WeekRef;
  let week15: WeekRef;
  let correctNet = '';
  const service = () =>
    createClosedResultReviewService({
      config: h.server.config,
      db: h.server.database.db,
      clock: h.server.clock,
    });
  const review = async (who: SignedIn = viewer) => {
    const res = await who.get('/semanas-de-pesca/revision');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClosedResultReview;
  };

  /**
   * Simulates a week closed by an older engine. The honest way: the closed result is what that engine
   * wrote, and the compute context and grids are what it was computed from, which this engine reads
   * the same; so the stored closed result is altered exactly as a different commission rule would
   * have written it (the commission line, the total deductions and the net), and nothing else.
   */
  async function closedByAnOlderEngine(weekId: number): Promise<void> {
    const db = h.server.database.db;
    const [row] = await db
      .select({ closedResult: fishingWeeks.closedResult })
      .from(fishingWeeks)
      .where(eq(fishingWeeks.id, weekId));
    const result = unpackJson(row!.closedResult!) as { workers: StoredWorker[] };
    const patron = result.workers.find((w) => w.worker.document === PATRON)!;
    const commission = patron.deductions.find((l) => l.concept === 'pensionCommission')!;
    const more = Decimal.of(WRONG_COMMISSION);
    commission.amount = Decimal.of(commission.amount).plus(more).toFixed(2);
    patron.totalDeductions = Decimal.of(patron.totalDeductions).plus(more).toFixed(2);
    correctNet = patron.net;
    patron.net = Decimal.of(patron.net).minus(more).toFixed(2);
    await db
      .update(fishingWeeks)
      .set({ closedResult: packJson(result) })
      .where(eq(fishingWeeks.id, weekId));
  }

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    await h.server.database.db
      .update(workerTerms)
      .set({ pensionScheme: 'AFP', afp: 'INTEGRA', commissionType: 'MIXTA' })
      .where(eq(workerTerms.workerId, m.workers[0]!));
    const role = unique('Consulta');
    await h.role(role, { semana_de_pesca: ['ver'] });
    viewer = await h.user([role]);
    const other = unique('Noticias');
    await h.role(other, { noticia: ['ver'] });
    outsider = await h.user([other]);
    week14 = await exampleWeek(h, m, 14, true);
    week15 = await exampleWeek(h, m, 15, true);
    const april = await h.admin.post('/meses-de-planilla/2025-04/calculo', { version: 0 });
    expect(april.statusCode, april.body).toBe(200);
    const closed = await h.admin.post('/meses-de-planilla/2025-04/cierre', {
      version: (april.json() as { version: number }).version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });
  afterAll(async () => h?.close());

  it('lists nothing when every closed result agrees with the current engine', async () => {
    await service().reviewAll();
    const found = await review();
    expect(found).toMatchObject({ revision: ENGINE_REVISION, weeks: [], unreviewable: [], months: [] });
    expect(found.totals).toEqual({ weeks: 0, workers: 0, netDifference: '0.00' });
  });

  it('needs «ver» on semana_de_pesca', async () => {
    expect((await outsider.get('/semanas-de-pesca/revision')).statusCode).toBe(403);
  });

  it('lists a week whose closed result differs: the worker, the stored and the correct net, and its month', async () => {
    await closedByAnOlderEngine(week14.id);
    await service().reviewAll();
    const found = await review();
    expect(found.weeks).toHaveLength(1);
    const [week] = found.weeks;
    expect(week).toMatchObject({ id: week14.id, year: 2025, number: 14, month: '2025-04' });
    expect(week!.workers).toEqual([
      expect.objectContaining({
        document: PATRON,
        name: 'APELLIDO1, NOMBRE1',
        storedNet: Decimal.of(correctNet).minus(Decimal.of(WRONG_COMMISSION)).toFixed(2),
        correctNet,
        netDifference: WRONG_COMMISSION,
      }),
    ]);
    expect(week!.totals).toMatchObject({ workers: 1, netDifference: WRONG_COMMISSION });
    expect(found.months).toEqual([
      { month: '2025-04', weeks: [14], workers: 1, netDifference: WRONG_COMMISSION },
    ]);
    expect(found.totals).toEqual({ weeks: 1, workers: 1, netDifference: WRONG_COMMISSION });
    // The closed result itself is left as it was.
    const stored = await h.admin.get(`/semanas-de-pesca/${week14.id}/detalle/${PATRON}?fuente=cierre`);
    expect(stored.json()).toMatchObject({ net: week!.workers[0]!.storedNet });
  });

  it('runs once per engine revision, and of two instances starting together only one reviews', async () => {
    const context = { config: h.server.config, db: h.server.database.db, clock: h.server.clock };
    const revision = unique('prueba-revision');
    const a = createClosedResultReviewService(context, revision);
    const b = createClosedResultReviewService(context, revision);
    const ran = await Promise.all([a.reviewOnce(), b.reviewOnce()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await a.reviewOnce()).toBe(false);
    expect((await a.findings()).finished).toBe(true);
    expect((await a.findings()).weeks.map((w) => w.number)).toEqual([14]);
  });

  it('takes a week out of the list once it is reopened, and keeps it out once closed again', async () => {
    const april = (await h.admin.get('/meses-de-planilla/2025-04')).json() as { version: number };
    const monthReopened = await h.admin.post('/meses-de-planilla/2025-04/reapertura', {
      version: april.version,
      reason: REASON,
    });
    expect(monthReopened.statusCode, monthReopened.body).toBe(200);
    const reopened = await h.admin.post(`/semanas-de-pesca/${week14.id}/reapertura`, {
      version: week14.version,
      reason: REASON,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await review()).weeks).toEqual([]);
    const computed = await h.admin.post(`/semanas-de-pesca/${week14.id}/calculo`, {
      version: (reopened.json() as WeekRef).version,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const closed = await h.admin.post(`/semanas-de-pesca/${week14.id}/cierre`, {
      version: (computed.json() as { week: WeekRef }).week.version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await review()).weeks).toEqual([]);
    // Reviewed again, the week closed by this engine agrees.
    await service().reviewAll();
    expect((await review()).weeks).toEqual([]);
    const net = await h.admin.get(`/semanas-de-pesca/${week14.id}/detalle/${PATRON}?fuente=cierre`);
    expect(net.json()).toMatchObject({ net: correctNet });
    expect(week15.id).toBeGreaterThan(week14.id);
  });
});
