import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../../server/db/schema';
import { SEED_PARAMETER_ENTRIES } from '../../../src/domain/payroll';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, type AdminHarness } from '../admin/support';
import { seedMaster, type Master } from './support';

/**
 * An AFP worker entered as the clerk does (the workers API: AFP INTEGRA, commission FLUJO) is charged
 * the flow commission in the week's computation, and the week's compute context (the browser preview's
 * input) answers with the word FLUJO: one vocabulary from the form to the engine.
 */
describe.each(databaseKinds())('an AFP flow-commission worker in a week on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
  });
  afterAll(async () => h?.close());

  const flowRate = (afp: string) =>
    SEED_PARAMETER_ENTRIES.filter(
      (e) => e.key === `afp.${afp}.flowCommission` && e.effectiveFrom <= '2025-04-06',
    )
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0]!
      .value.toString();

  it('computes the flow commission rate, and the context answers 200 with FLUJO', async () => {
    const [position] = await h.server.database.db
      .select()
      .from(positions)
      .where(eq(positions.code, 'PESCADOR'));
    const created = await h.admin.post('/trabajadores', {
      documentType: 'DNI',
      documentNumber: '47000001',
      paternalSurname: 'QUISPE',
      maternalSurname: 'MAMANI',
      names: 'JUAN',
      birthDate: '1988-04-15',
      hireDate: '2024-03-01',
      endDate: '',
      positionId: position!.id,
      pensionScheme: 'AFP',
      afp: 'INTEGRA',
      commissionType: 'FLUJO',
      cuspp: '583451JPVIE4',
      unionAffiliated: false,
      eps: false,
      familyAllowance: false,
      termsFrom: '2024-03-01',
      bank: '',
      account: '',
      ctsBank: '',
      ctsAccount: '',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const workerId = (created.json() as { id: number }).id;

    const week = await h.admin.post('/semanas-de-pesca', {
      year: 2025,
      number: 14,
      start: '2025-03-31',
      end: '2025-04-06',
      month: '2025-04',
    });
    expect(week.statusCode, week.body).toBe(201);
    let summary = week.json() as { id: number; version: number };
    const saved = await h.admin.put(`/semanas-de-pesca/${summary.id}/descargas`, {
      version: summary.version,
      prices: [{ speciesId: m.anchoveta, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
      landings: [
        {
          date: '2025-04-03',
          vesselId: m.vessel,
          speciesId: m.anchoveta,
          plantId: m.plant,
          ticket: 'TK-0001',
          tonnes: '180.500',
          penalisedTonnes: '2.500',
          pricePerTonne: null,
          priceReason: '',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    summary = saved.json() as typeof summary;
    const manned = await h.admin.put(`/semanas-de-pesca/${summary.id}/tripulacion`, {
      version: summary.version,
      crew: [...m.workers, workerId].map((id) => ({
        date: '2025-04-03',
        vesselId: m.vessel,
        workerId: id,
        positionId: null,
      })),
      landWork: [],
    });
    expect(manned.statusCode, manned.body).toBe(200);
    summary = manned.json() as typeof summary;

    const computed = await h.admin.post(`/semanas-de-pesca/${summary.id}/calculo`, {
      version: summary.version,
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const mine = (computed.json() as { workers: { document: string; deductions: string }[] }).workers.find(
      (w) => w.document === '47000001',
    );
    expect(mine).toBeDefined();

    const detail = await h.admin.get(`/semanas-de-pesca/${summary.id}/detalle/47000001`);
    expect(detail.statusCode, detail.body).toBe(200);
    const commission = (
      detail.json() as { deductions: { concept: string; amount: string; inputs: Record<string, unknown> }[] }
    ).deductions.find((d) => d.concept === 'pensionCommission');
    const rate = flowRate('INTEGRA');
    expect(Number(rate)).toBeGreaterThan(0);
    expect(commission).toMatchObject({ inputs: { rate, commissionType: 'FLUJO' } });
    expect(Number(commission!.amount)).toBeGreaterThan(0);

    const context = await h.admin.get(`/semanas-de-pesca/${summary.id}/contexto`);
    expect(context.statusCode, context.body).toBe(200);
    const terms = (
      context.json() as {
        master: {
          workers: { document: string; terms: { pensionScheme: string; commissionType: string | null }[] }[];
        };
      }
    ).master.workers.find((w) => w.document === '47000001')!.terms;
    expect(terms).toEqual([expect.objectContaining({ pensionScheme: 'AFP', commissionType: 'FLUJO' })]);
  });
});
