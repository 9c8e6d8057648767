import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workers } from '../../../server/db/schema';
import { INCOME_TAX_BALANCE_MESSAGES } from '../../../server/income-tax-balances';
import { Decimal } from '../../../src/domain/payroll/decimal';
import { pdfPages } from '../../support/pdf-text';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, type AdminHarness } from '../admin/support';
import { seedMaster, type Master, type WeekRef } from '../fishing-weeks/support';

interface Line {
  concept: string;
  amount: string;
  inputs: Record<string, unknown>;
}
interface Breakdown {
  deductions: Line[];
  gross: string;
  totalDeductions: string;
  net: string;
}
interface MonthBreakdown {
  taxBalance?: {
    month: string;
    amount: string;
    withheld: string;
    pending: string;
    weeks: { week: string; amount: string }[];
  };
}

const PATRON = '10000001';
const REASON = 'Corrección de la descarga de la semana';

/**
 * The income tax a closed month could not withhold (docs/payroll.md "Income tax the monthly run cannot
 * cover"), through the API: stored when the month closes, withheld by the worker's next week of a later
 * month, recorded when that week closes, pending again when it is reopened; a month whose balance a
 * closed week withheld cannot be reopened.
 */
describe.each(databaseKinds())('income tax balances on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let may: WeekRef;

  const ok = async (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { version: number; week?: WeekRef };
  };
  const monthVersion = async (month: string) =>
    (await ok(await h.admin.get(`/meses-de-planilla/${month}`))).version;
  const computeAndCloseMonth = async (month: string) => {
    const computed = await ok(
      await h.admin.post(`/meses-de-planilla/${month}/calculo`, { version: await monthVersion(month) }),
    );
    return ok(await h.admin.post(`/meses-de-planilla/${month}/cierre`, { version: computed.version }));
  };
  const aprilBalance = async () =>
    (
      (await ok(
        await h.admin.get(`/meses-de-planilla/2025-04/detalle/${PATRON}?fuente=cierre`),
      )) as MonthBreakdown
    ).taxBalance;
  const computeWeek = async (w: WeekRef): Promise<WeekRef> =>
    (await ok(await h.admin.post(`/semanas-de-pesca/${w.id}/calculo`, { version: w.version }))).week!;
  const weekBreakdown = async (w: WeekRef, source: 'calculo' | 'cierre') =>
    (await ok(
      await h.admin.get(`/semanas-de-pesca/${w.id}/detalle/${PATRON}?fuente=${source}`),
    )) as unknown as Breakdown;

  /** A week of 2025 with one landing of `tonnes` on its Thursday, `crew` (indexes of CREW) on board. */
  async function week(number: number, start: string, month: string, tonnes: string, crew: number[]) {
    const date = new Date(Date.parse(start) + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(start) + 6 * 86_400_000).toISOString().slice(0, 10);
    let w = (
      await h.admin.post('/semanas-de-pesca', { year: 2025, number, start, end, month })
    ).json() as WeekRef;
    const put = async (path: string, body: object) => {
      w = (await ok(
        await h.admin.put(`/semanas-de-pesca/${w.id}/${path}`, { version: w.version, ...body }),
      )) as unknown as WeekRef;
    };
    await put('descargas', {
      prices: [{ speciesId: m.anchoveta, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
      landings: [
        {
          date,
          vesselId: m.vessel,
          speciesId: m.anchoveta,
          plantId: m.plant,
          ticket: `TK-${number}`,
          tonnes,
          penalisedTonnes: '0.000',
          pricePerTonne: null,
          priceReason: '',
        },
      ],
    });
    await put('tripulacion', {
      crew: crew.map((i) => ({ date, vesselId: m.vessel, workerId: m.workers[i]!, positionId: null })),
      landWork: [],
    });
    return w;
  }

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    // April: one big week for the patrón and a pescador; the monthly run cannot cover the patrón's tax.
    const april = await computeWeek(await week(14, '2025-03-31', '2025-04', '3000.000', [0, 4]));
    await ok(await h.admin.post(`/semanas-de-pesca/${april.id}/cierre`, { version: april.version }));
    await computeAndCloseMonth('2025-04');
    // May: an ordinary week of the whole crew.
    may = await week(19, '2025-05-05', '2025-05', '180.500', [0, 1, 2, 3, 4, 5, 6, 7]);
  }, 120_000);
  afterAll(async () => h?.close());

  it('stores the balance the closed month could not withhold, as the month’s breakdown shows it', async () => {
    const april = (await ok(await h.admin.get('/meses-de-planilla/2025-04'))) as unknown as {
      workers: { document: string; incomeTax: string; carriedToLastWeek: string }[];
    };
    const patron = april.workers.find((w) => w.document === PATRON)!;
    expect(Decimal.of(patron.carriedToLastWeek).isPositive()).toBe(true);
    expect(await aprilBalance()).toEqual({
      month: '2025-04',
      amount: patron.carriedToLastWeek,
      withheld: '0.00',
      pending: patron.carriedToLastWeek,
      weeks: [],
    });
    // Each worker of the month has a balance exactly when the run left tax uncovered.
    for (const w of april.workers) {
      const b = (await ok(
        await h.admin.get(`/meses-de-planilla/2025-04/detalle/${w.document}?fuente=calculo`),
      )) as MonthBreakdown;
      const carried = Decimal.of(w.carriedToLastWeek);
      expect(b.taxBalance?.amount).toBe(carried.isPositive() ? carried.toFixed(2) : undefined);
    }
  });

  it('withholds the balance in the next week of a later month, up to its net pay', async () => {
    may = await computeWeek(may);
    const b = await weekBreakdown(may, 'calculo');
    const carried = b.deductions.filter((d) => d.concept === 'incomeTax');
    expect(carried).toHaveLength(1);
    expect(carried[0]!.inputs.month).toBe('2025-04');
    // The balance is larger than the week's pay: the week withholds all its net.
    const others = Decimal.sum(
      b.deductions.filter((d) => d.concept !== 'incomeTax').map((d) => Decimal.of(d.amount)),
    );
    expect(carried[0]!.amount).toBe(Decimal.of(b.gross).minus(others).toFixed(2));
    expect(b.net).toBe('0.00');
    // Computing is not withholding: the balance is pending until the week closes.
    expect((await aprilBalance())!.withheld).toBe('0.00');
  });

  it('refuses to close a week whose balance changed since its computation', async () => {
    const version = await monthVersion('2025-04');
    await ok(await h.admin.post('/meses-de-planilla/2025-04/reapertura', { version, reason: REASON }));
    expect(await aprilBalance()).toBeUndefined();
    const refused = await h.admin.post(`/semanas-de-pesca/${may.id}/cierre`, { version: may.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INCOME_TAX_BALANCE_MESSAGES.changed(PATRON, '2025-04'));
    await computeAndCloseMonth('2025-04');
  });

  it('records what the closed week withheld; the month cannot be reopened then', async () => {
    may = await computeWeek(may);
    const withheld = (await weekBreakdown(may, 'calculo')).deductions.find((d) => d.concept === 'incomeTax')!;
    may = (await ok(
      await h.admin.post(`/semanas-de-pesca/${may.id}/cierre`, { version: may.version }),
    )) as unknown as WeekRef;
    const closed = (await weekBreakdown(may, 'cierre')).deductions.find((d) => d.concept === 'incomeTax')!;
    expect(closed.amount).toBe(withheld.amount);
    const balance = (await aprilBalance())!;
    expect(balance.withheld).toBe(withheld.amount);
    expect(balance.weeks).toEqual([{ week: '19-2025', amount: withheld.amount }]);
    expect(balance.pending).toBe(Decimal.of(balance.amount).minus(Decimal.of(withheld.amount)).toFixed(2));

    const reopen = await h.admin.post('/meses-de-planilla/2025-04/reapertura', {
      version: await monthVersion('2025-04'),
      reason: REASON,
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(INCOME_TAX_BALANCE_MESSAGES.monthWithheld('2025-04', ['19-2025']));
    expect(reopen.json().message).toContain('semana 19-2025');
  });

  it('certifies the tax withheld, not the tax computed: April less its balance, May what its week withheld', async () => {
    const april = (
      (await ok(await h.admin.get('/meses-de-planilla/2025-04'))) as unknown as {
        workers: { document: string; incomeTax: string; taxablePay: string; carriedToLastWeek: string }[];
      }
    ).workers.find((w) => w.document === PATRON)!;
    const balance = (await aprilBalance())!;
    const res = await h.admin.call({
      method: 'GET',
      url: `/api/meses-de-planilla/certificado-renta.pdf?trabajador=${PATRON}&anio=2025`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = (await pdfPages(res.rawPayload)).join(' ').replace(/\n/g, ' ');
    const soles = (v: string) => `S/ ${v.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    const aprilWithheld = Decimal.of(april.incomeTax).minus(Decimal.of(balance.amount));
    expect(aprilWithheld.isPositive() && aprilWithheld.compare(Decimal.of(april.incomeTax)) < 0).toBe(true);
    expect(text).toContain(`abril 2025 ${soles(april.taxablePay)} ${soles(aprilWithheld.toFixed(2))}`);
    expect(text).toContain(`mayo 2025 ${soles('0.00')} ${soles(balance.withheld)}`);
    const total = aprilWithheld.plus(Decimal.of(balance.withheld)).toFixed(2);
    expect(text).toContain(`Retenciones efectuadas ${soles(total)}`);
    expect(text).toContain(
      `Saldo pendiente de retener, no incluido en las retenciones: ${soles(balance.pending)}`,
    );
    // The year's list and its one PDF certify the same withholding.
    const list = (await ok(
      await h.admin.get('/meses-de-planilla/certificados-renta?anio=2025'),
    )) as unknown as {
      rows: { document: string; taxWithheld: string }[];
    };
    expect(list.rows.find((r) => r.document === PATRON)?.taxWithheld).toBe(total);
    const all = await h.admin.call({
      method: 'GET',
      url: '/api/meses-de-planilla/certificados-renta.pdf?anio=2025',
    });
    const page = (await pdfPages(all.rawPayload)).find((p) => p.includes(PATRON))!.replace(/\n/g, ' ');
    expect(page).toContain(`Retenciones efectuadas ${soles(total)}`);
  });

  it('lets the leaver’s settlement withhold what is still pending', async () => {
    const db = h.server.database.db;
    await db.update(workers).set({ endDate: '2025-05-20' }).where(eq(workers.id, m.workers[0]!));
    const { rows } = (await ok(
      await h.admin.get('/meses-de-planilla/liquidaciones?year=2025'),
    )) as unknown as {
      rows: { worker: { document: string }; tax: { pendingBalance?: string; trace: string } }[];
    };
    const pending = (await aprilBalance())!.pending;
    const patron = rows.find((r) => r.worker.document === PATRON)!;
    expect(patron.tax.pendingBalance).toBe(pending);
    expect(patron.tax.trace).toContain(`saldo pendiente de retener de meses anteriores ${pending}`);
    await db.update(workers).set({ endDate: null }).where(eq(workers.id, m.workers[0]!));
  });

  it('makes the balance pending again when the week is reopened; the month can be reopened then', async () => {
    may = (await ok(
      await h.admin.post(`/semanas-de-pesca/${may.id}/reapertura`, { version: may.version, reason: REASON }),
    )) as unknown as WeekRef;
    const balance = (await aprilBalance())!;
    expect(balance).toMatchObject({ withheld: '0.00', pending: balance.amount, weeks: [] });
    const reopened = await h.admin.post('/meses-de-planilla/2025-04/reapertura', {
      version: await monthVersion('2025-04'),
      reason: REASON,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });
});
