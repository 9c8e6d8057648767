import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit/audit';
import { fishingWeeks, positions, specialtyPay } from '../../../server/db/schema';
import { createClosedResultReviewService } from '../../../server/closed-result-reviews';
import { createFishingWeekService } from '../../../server/fishing-weeks';
import { createPayslipPublication } from '../../../server/payslip-deliveries';
import { createMonthClosings } from '../../../server/months';
import { STALE_UPDATE_MESSAGE } from '../../../server/kit/errors';
import { previewWeek } from '../../../src/application/fishing-weeks/week-preview';
import { WEEK_MESSAGES, type ComputeContext, type WeekGridRows } from '../../../src/domain/fishing-weeks';
import { databaseKinds } from '../../support/test-database';
import { adminHarness, unique, type AdminHarness, type SignedIn } from '../admin/support';
import { CREW, seedMaster, type Master } from './support';

/** The worked example as the command line reads it (docs/payroll.md). */
const cliInput = (number: number) => ({
  week: { year: 2025, number, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
  vessels: [
    { code: 'CO-21547-PM', sharePct: '22.40' },
    { code: 'CO-30000-PM', sharePct: '22.40' },
  ],
  species: [{ code: 'ANC', fishingType: 'CHI' }],
  prices: [{ species: 'ANC', effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
  positions: [...new Set(CREW.map(([c]) => c))].map((code) => ({ code, landDailyRate: '20.00' })),
  shareRules: [...new Set(CREW.map(([c]) => c))].map((code) => ({
    position: code,
    effectiveFrom: '2025-01-01',
    partes: CREW.find(([c]) => c === code)![1],
  })),
  workers: CREW.map(([position, , document], i) => ({
    document,
    name: `APELLIDO${i + 1}, NOMBRE${i + 1}`,
    position,
    hireDate: '2019-03-01',
    pension: { scheme: 'REP' },
  })),
  landings: [
    {
      date: '2025-04-03',
      vessel: 'CO-21547-PM',
      species: 'ANC',
      ticket: 'TK-0001',
      tonnes: '180.500',
      penalisedTonnes: '2.500',
    },
  ],
  attendance: CREW.map(([, , document]) => ({
    date: '2025-04-03',
    worker: document,
    kind: 'board',
    vessel: 'CO-21547-PM',
  })),
});

interface Summary {
  id: number;
  state: string;
  version: number;
  totals: { gross: string; net: string } | null;
}
interface WorkerTotals {
  document: string;
  gross: string;
  deductions: string;
  net: string;
}

describe.each(databaseKinds())('fishing weeks on %s', (kind) => {
  let h: AdminHarness;
  let m: Master;
  let viewer: SignedIn;
  let clerk: SignedIn;
  let weekNumber = 10;

  const landings = (tonnes = '180.500') => ({
    prices: [{ speciesId: m.anchoveta, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' }],
    landings: [
      {
        date: '2025-04-03',
        vesselId: m.vessel,
        speciesId: m.anchoveta,
        plantId: m.plant,
        ticket: 'TK-0001',
        tonnes,
        penalisedTonnes: '2.500',
        pricePerTonne: null,
        priceReason: '',
      },
    ],
  });
  const crew = () => ({
    crew: m.workers.map((workerId) => ({
      date: '2025-04-03',
      vesselId: m.vessel,
      workerId,
      positionId: null,
    })),
    landWork: [],
  });

  /** A new week with the worked example's landings and crew; answers its summary. */
  async function exampleWeek(user: SignedIn = h.admin): Promise<Summary> {
    weekNumber += 1;
    const created = await user.post('/semanas-de-pesca', {
      year: 2025,
      number: weekNumber,
      start: '2025-03-31',
      end: '2025-04-06',
      month: '2025-04',
    });
    expect(created.statusCode, created.body).toBe(201);
    let week = created.json() as Summary;
    const saved = await user.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      ...landings(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    week = saved.json() as Summary;
    const manned = await user.put(`/semanas-de-pesca/${week.id}/tripulacion`, {
      version: week.version,
      ...crew(),
    });
    expect(manned.statusCode, manned.body).toBe(200);
    return manned.json() as Summary;
  }

  async function compute(week: Summary, user: SignedIn = h.admin) {
    const res = await user.post(`/semanas-de-pesca/${week.id}/calculo`, { version: week.version });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { week: Summary; workers: WorkerTotals[]; diff: unknown[] };
  }

  beforeAll(async () => {
    h = await adminHarness(kind);
    m = await seedMaster(h);
    const viewRole = unique('Consulta');
    await h.role(viewRole, { semana_de_pesca: ['ver'] });
    viewer = await h.user([viewRole]);
    const clerkRole = unique('Planillero');
    await h.role(clerkRole, { semana_de_pesca: ['ver', 'crear', 'editar'] });
    clerk = await h.user([clerkRole]);
  });
  afterAll(async () => h?.close());

  it('gives the worked example the same amounts to the cent as the command line', async () => {
    const week = await exampleWeek(clerk);
    const computed = await compute(week, clerk);
    expect(computed.week.state).toBe('calculada');

    const dir = mkdtempSync(path.join(tmpdir(), 'semana-'));
    const file = path.join(dir, 'week.json');
    writeFileSync(file, JSON.stringify(cliInput(weekNumber)));
    const cli = JSON.parse(
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/payroll/cli.ts', 'compute', file, '--compact'],
        {
          encoding: 'utf8',
        },
      ),
    ) as {
      ok: true;
      result: {
        workers: (WorkerTotals & {
          worker: { document: string };
          totalDeductions: string;
          catchShares: string;
        })[];
        pools: unknown[];
        totals: unknown;
      };
    };
    const closed = await clerk.post(`/semanas-de-pesca/${week.id}/cierre`, {
      version: computed.week.version,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const stored = await clerk.get(`/semanas-de-pesca/${week.id}/resultado`);
    expect(stored.statusCode, stored.body).toBe(200);
    const server = (stored.json() as { result: typeof cli.result }).result;
    expect(
      server.workers.map((w) => [w.worker.document, w.catchShares, w.gross, w.totalDeductions, w.net]),
    ).toEqual(
      cli.result.workers.map((w) => [w.worker.document, w.catchShares, w.gross, w.totalDeductions, w.net]),
    );
    expect(server.totals).toEqual(cli.result.totals);
    expect(server.workers.map((w) => w.catchShares)).toEqual([
      '4253.01',
      '3189.76',
      '2658.13',
      '2126.51',
      '2126.51',
      '2126.51',
      '2126.51',
      '2126.50',
    ]);
    expect(computed.workers.find((w) => w.document === '10000005')).toMatchObject({
      gross: '2126.51',
      deductions: '170.12',
      net: '1956.39',
    });
  });

  it('walks abierta → calculada → cerrada → reabierta, refusing every illegal transition in Spanish', async () => {
    let week = await exampleWeek();
    expect(week.state).toBe('abierta');
    const early = await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(WEEK_MESSAGES.closeNeedsCompute);
    const notClosed = await h.admin.post(`/semanas-de-pesca/${week.id}/reapertura`, {
      version: week.version,
      reason: 'Corrección de la descarga del jueves',
    });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().message).toBe(WEEK_MESSAGES.reopenNotClosed);

    week = (await compute(week)).week;
    // An edit takes a computed week back to abierta: it must be computed again to close.
    const edited = await h.admin.put(`/semanas-de-pesca/${week.id}/ajustes`, {
      version: week.version,
      adjustments: [
        {
          workerId: m.workers[4]!,
          kind: 'adelanto',
          amount: '100.00',
          percent: null,
          beneficiary: '',
          reason: 'Adelanto del martes',
        },
        {
          workerId: m.workers[5]!,
          kind: 'retencion_judicial',
          amount: null,
          percent: '30',
          beneficiary: 'María Pérez',
          reason: 'Alimentos, Exp. 123-2024',
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    week = edited.json() as Summary;
    expect(week).toMatchObject({ state: 'abierta', totals: null });
    const computed = await compute(week);
    week = computed.week;
    // 30 % of (2,126.51 − 170.12 REP) = 586.917 → 586.92; and the advance of 100.00.
    expect(computed.workers.find((w) => w.document === '10000006')).toMatchObject({
      deductions: '757.04',
      net: '1369.47',
    });
    expect(computed.workers.find((w) => w.document === '10000005')).toMatchObject({ deductions: '270.12' });

    const closed = await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version });
    expect(closed.statusCode, closed.body).toBe(200);
    week = closed.json() as Summary;
    expect(week.state).toBe('cerrada');
    const again = await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version });
    expect(again.statusCode).toBe(409);

    const stored = await h.admin.get(`/semanas-de-pesca/${week.id}/resultado`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().parameters).toMatchObject({ date: '2025-04-06' });
    expect(
      stored.json().parameters.values['rep.workerRate'] ??
        Object.keys(stored.json().parameters.values).length,
    ).toBeTruthy();

    const shortReason = await h.admin.post(`/semanas-de-pesca/${week.id}/reapertura`, {
      version: week.version,
      reason: 'corto',
    });
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json().message).toBe(WEEK_MESSAGES.reopenReason);
    const byClerk = await clerk.post(`/semanas-de-pesca/${week.id}/reapertura`, {
      version: week.version,
      reason: 'Corrección de la descarga del jueves',
    });
    expect(byClerk.statusCode).toBe(403);
    const reopened = await h.admin.post(`/semanas-de-pesca/${week.id}/reapertura`, {
      version: week.version,
      reason: 'Corrección de la descarga del jueves',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().state).toBe('reabierta');
    const detail = (await h.admin.get(`/semanas-de-pesca/${week.id}`)).json();
    expect(detail.reopenings).toEqual([
      { at: expect.any(String), by: h.admin.username, reason: 'Corrección de la descarga del jueves' },
    ]);
    const audit = await listAudit(h.server.database.db, {
      entity: 'semana_de_pesca',
      entityId: String(week.id),
      page: 1,
      pageSize: 100,
    });
    const actions = audit.rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['crear', 'editar', 'cerrar', 'reabrir']));
  });

  it('refuses every write to a closed week with 409 and a Spanish message', async () => {
    let week = (await compute(await exampleWeek())).week;
    week = (
      await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version })
    ).json() as Summary;
    const writes = [
      h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
        version: week.version,
        ...landings('190.000'),
      }),
      h.admin.put(`/semanas-de-pesca/${week.id}/tripulacion`, { version: week.version, ...crew() }),
      h.admin.put(`/semanas-de-pesca/${week.id}/ajustes`, { version: week.version, adjustments: [] }),
      h.admin.post(`/semanas-de-pesca/${week.id}/calculo`, { version: week.version }),
      h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(WEEK_MESSAGES.closed);
    }
    const after = (await h.admin.get(`/semanas-de-pesca/${week.id}`)).json();
    expect(after).toMatchObject({ state: 'cerrada', version: week.version });
    expect(after.landings[0].tonnes).toBe('180.500');
  });

  it('after a reopening, computing answers each worker’s difference against the closed result', async () => {
    let week = (await compute(await exampleWeek())).week;
    week = (
      await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version })
    ).json() as Summary;
    week = (
      await h.admin.post(`/semanas-de-pesca/${week.id}/reapertura`, {
        version: week.version,
        reason: 'Ticket mal digitado por la planta',
      })
    ).json() as Summary;
    const changed = await h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      ...landings('190.500'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    week = changed.json() as Summary;
    expect(week.state).toBe('reabierta');
    const recomputed = await compute(week);
    expect(recomputed.diff).toHaveLength(8);
    // 188 TM: pool S/ 21,898.24; the patrón's 2 of 9.75 partes = 4,491.9466 → 4,491.95 (largest remainder).
    expect(recomputed.diff[0]).toMatchObject({
      document: '10000001',
      before: { gross: '4253.01' },
      gross: '238.94',
    });
    const closedAgain = await h.admin.post(`/semanas-de-pesca/${recomputed.week.id}/cierre`, {
      version: recomputed.week.version,
    });
    expect(closedAgain.json().state).toBe('cerrada');
    const result = (await h.admin.get(`/semanas-de-pesca/${week.id}/resultado`)).json();
    expect(result.workers[0]).toMatchObject({ document: '10000001', gross: '4491.95' });
  });

  it('answers the last computation, the closed result and one worker’s traced lines', async () => {
    let week = await exampleWeek();
    const none = await viewer.get(`/semanas-de-pesca/${week.id}/calculo`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      error: 'NotFound',
      message: 'La semana no tiene un cálculo: calcúlela primero.',
    });
    expect((await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000005`)).statusCode).toBe(404);
    expect((await viewer.get('/semanas-de-pesca/999999/calculo')).statusCode).toBe(404);

    const computed = await compute(week);
    week = computed.week;
    const last = await viewer.get(`/semanas-de-pesca/${week.id}/calculo`);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toEqual({ week: computed.week, workers: computed.workers, diff: [] });

    const detail = await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000005`);
    expect(detail.statusCode, detail.body).toBe(200);
    const breakdown = detail.json();
    expect(breakdown).toMatchObject({
      source: 'calculo',
      document: '10000005',
      name: 'APELLIDO5, NOMBRE5',
      daysOnBoard: 1,
      gross: '2126.51',
      totalDeductions: '170.12',
      net: '1956.39',
    });
    expect(breakdown.earnings[0]).toMatchObject({
      concept: 'catchShare',
      amount: '2126.51',
      inputs: { date: '2025-04-03', netTonnes: '178.000', pricePerTonne: '520.00', partes: '1.00' },
    });
    expect(breakdown.deductions.length).toBeGreaterThan(0);
    const stranger = await viewer.get(`/semanas-de-pesca/${week.id}/detalle/99999999`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('El trabajador 99999999 no figura en el resultado de la semana.');
    const notClosed = await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000005?fuente=cierre`);
    expect(notClosed.statusCode).toBe(404);
    expect(notClosed.json().message).toBe('La semana no tiene un resultado cerrado.');
    expect((await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000005?fuente=otra`)).statusCode).toBe(
      400,
    );

    week = (
      await h.admin.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version })
    ).json() as Summary;
    const closed = (await viewer.get(`/semanas-de-pesca/${week.id}/calculo`)).json();
    expect(closed.week.state).toBe('cerrada');
    expect(closed.workers).toEqual(computed.workers);
    const closedLines = await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000001?fuente=cierre`);
    expect(closedLines.statusCode, closedLines.body).toBe(200);
    expect(closedLines.json()).toMatchObject({ source: 'cierre', gross: '4253.01' });

    week = (
      await h.admin.post(`/semanas-de-pesca/${week.id}/reapertura`, {
        version: week.version,
        reason: 'Ticket mal digitado por la planta',
      })
    ).json() as Summary;
    week = (
      await h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
        version: week.version,
        ...landings('190.500'),
      })
    ).json() as Summary;
    // Reopened and edited, not yet recomputed: the closed result, no diff.
    const before = (await viewer.get(`/semanas-de-pesca/${week.id}/calculo`)).json();
    expect(before).toMatchObject({ week: { state: 'reabierta', totals: null }, diff: [] });
    expect(before.workers).toEqual(computed.workers);
    expect((await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000001`)).statusCode).toBe(404);
    const recomputed = await compute(week);
    const after = (await viewer.get(`/semanas-de-pesca/${week.id}/calculo`)).json();
    expect(after.diff).toEqual(recomputed.diff);
    expect(after.diff).toHaveLength(8);
    const patron = (await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000001`)).json();
    expect(patron.gross).toBe('4491.95');
    const old = (await viewer.get(`/semanas-de-pesca/${week.id}/detalle/10000001?fuente=cierre`)).json();
    expect(old.gross).toBe('4253.01');
  });

  it('answers the compute context, with which the browser preview gives the server’s totals', async () => {
    let week = await exampleWeek();
    const adjustments = [
      {
        workerId: m.workers[5]!,
        kind: 'retencion_judicial',
        amount: null,
        percent: '30',
        beneficiary: 'María Pérez',
        reason: 'Alimentos, Exp. 123-2024',
      },
    ];
    week = (
      await h.admin.put(`/semanas-de-pesca/${week.id}/ajustes`, { version: week.version, adjustments })
    ).json() as Summary;
    const res = await viewer.get(`/semanas-de-pesca/${week.id}/contexto`);
    expect(res.statusCode, res.body).toBe(200);
    const context = res.json() as ComputeContext;
    expect(context).toMatchObject({
      week: { start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
      parameterDate: '2025-04-06',
    });
    expect(context.master.workers.map((w) => w.document).sort()).toEqual(CREW.map(([, , d]) => d));
    expect(context.parameters.every((p) => typeof p.value === 'string')).toBe(true);
    const grids = (await viewer.get(`/semanas-de-pesca/${week.id}`)).json() as WeekGridRows;

    const preview = previewWeek(context, grids);
    const computed = await compute(week);
    expect(preview).toEqual({ kind: 'computed', workers: computed.workers });
    expect(computed.workers.find((w) => w.document === '10000006')).toMatchObject({ net: '1369.47' });

    // Edited grids, not saved: a landing of a day with nobody on board names its row, as the server would.
    const refused = previewWeek(context, {
      ...grids,
      landings: [...grids.landings, { ...grids.landings[0]!, date: '2025-04-04', ticket: 'TK-0002' }],
    });
    expect(refused).toMatchObject({
      kind: 'refused',
      refusal: {
        error: 'PayrollRefused',
        errors: [
          { kind: 'LandingWithoutCrew', rows: [expect.objectContaining({ grid: 'descargas', row: 2 })] },
        ],
      },
    });
    expect((await viewer.get('/semanas-de-pesca/999999/contexto')).statusCode).toBe(404);
  });

  it('reads partes from pago por especialidad only, and names each position without them once per date', async () => {
    const db = h.server.database.db;
    const held = await db
      .select()
      .from(positions)
      .where(inArray(positions.code, ['COCINERO', 'PESCADOR']));
    const ids = held.map((p) => p.id);
    await db.update(positions).set({ name: 'Pescador' }).where(eq(positions.code, 'PESCADOR'));
    await db.update(specialtyPay).set({ active: false }).where(inArray(specialtyPay.positionId, ids));
    try {
      const week = await exampleWeek();
      const refused = await h.admin.post(`/semanas-de-pesca/${week.id}/calculo`, { version: week.version });
      expect(refused.statusCode).toBe(422);
      const answer = refused.json() as {
        message: string;
        errors: {
          kind: string;
          message: string;
          rows: { grid?: string; row?: number; position?: string }[];
        }[];
      };
      const cook =
        'Falta la tabla de partes del cargo COCINERO vigente al 03/04/2025: regístrela en Pago por especialidad.';
      const fisher =
        'Falta la tabla de partes del cargo PESCADOR - Pescador vigente al 03/04/2025: regístrela en Pago por especialidad.';
      // One error per position and date, each keeping every crew row it names (the grid marks them).
      expect(answer.errors.map((e) => [e.kind, e.message, e.rows.map((r) => `${r.grid}#${r.row}`)])).toEqual([
        ['MissingShares', cook, ['tripulacion#4']],
        ['MissingShares', fisher, ['tripulacion#5', 'tripulacion#6', 'tripulacion#7', 'tripulacion#8']],
      ]);
      expect(answer.message).toBe(
        `La planilla no se puede calcular: 5 fila(s) con problemas. ${cook.slice(0, -1)}. ${fisher}`,
      );
      // The browser preview reads the same context and refuses with the same words.
      const context = (await viewer.get(`/semanas-de-pesca/${week.id}/contexto`)).json() as ComputeContext;
      const grids = (await viewer.get(`/semanas-de-pesca/${week.id}`)).json() as WeekGridRows;
      const preview = previewWeek(context, grids);
      expect(preview.kind === 'refused' && preview.refusal.message).toBe(answer.message);

      // Partes registered in pago por especialidad: the same week computes.
      await db.update(specialtyPay).set({ active: true }).where(inArray(specialtyPay.positionId, ids));
      const computed = await compute(week);
      expect(computed.workers.map((w) => w.document).sort()).toEqual(CREW.map(([, , d]) => d));
    } finally {
      await db.update(specialtyPay).set({ active: true }).where(inArray(specialtyPay.positionId, ids));
      await db.update(positions).set({ name: 'PESCADOR' }).where(eq(positions.code, 'PESCADOR'));
    }
  });

  it('starts a new week with the price list in force from the latest week before it', async () => {
    await exampleWeek(); // prices: anchoveta 520.00 from 01/03/2025
    const created = await h.admin.post('/semanas-de-pesca', {
      year: 2025,
      number: 40,
      start: '2025-09-29',
      end: '2025-10-05',
      month: '2025-10',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as { prices: unknown[] }).prices).toEqual([
      { speciesId: m.anchoveta, effectiveFrom: '2025-03-01', pricePerTonne: '520.00' },
    ]);
    // A week before every other one has nothing to carry.
    const first = await h.admin.post('/semanas-de-pesca', {
      year: 2024,
      number: 2,
      start: '2024-01-08',
      end: '2024-01-14',
      month: '2024-01',
    });
    expect((first.json() as { prices: unknown[] }).prices).toEqual([]);
  });

  it('refuses a stale version with 409 and keeps the other clerk’s save', async () => {
    const week = await exampleWeek();
    const first = await h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      ...landings('181.000'),
    });
    expect(first.statusCode).toBe(200);
    const second = await clerk.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      ...landings('999.000'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(STALE_UPDATE_MESSAGE);
    const staleCompute = await clerk.post(`/semanas-de-pesca/${week.id}/calculo`, { version: week.version });
    expect(staleCompute.statusCode).toBe(409);
    expect((await h.admin.get(`/semanas-de-pesca/${week.id}`)).json().landings[0].tonnes).toBe('181.000');
  });

  it('leaves the previous saved state when a save fails in the middle (one transaction)', async () => {
    const week = await exampleWeek();
    const before = (await h.admin.get(`/semanas-de-pesca/${week.id}`)).json();
    const trail = { entity: 'semana_de_pesca', entityId: String(week.id), page: 1, pageSize: 100 };
    const audited = (await listAudit(h.server.database.db, trail)).total;
    const context = { config: h.server.config, db: h.server.database.db, clock: h.server.clock };
    const failing = createFishingWeekService(
      context,
      {
        months: createMonthClosings(),
        reviews: createClosedResultReviewService(context),
        deliveries: createPayslipPublication(context),
      },
      {
        afterWrite: async () => {
          throw new Error('fallo simulado tras escribir');
        },
      },
    );
    const actor = { actorUsername: h.admin.username, requestId: 'r1', ipAddress: '127.0.0.1' };
    await expect(
      failing.saveLandings(week.id, { version: week.version, ...landings('300.000') }, actor),
    ).rejects.toThrow('fallo simulado');
    await expect(failing.close(week.id, week.version, actor)).rejects.toThrow();
    const [row] = await h.server.database.db.select().from(fishingWeeks).where(eq(fishingWeeks.id, week.id));
    expect(row).toMatchObject({ version: before.version, state: 'abierta', landingCount: 1 });
    expect((row!.landings as { tonnes: string }[])[0]!.tonnes).toBe('180.500');
    expect((await listAudit(h.server.database.db, trail)).total).toBe(audited);
  });

  it('refuses writes without the permission, and rows with their problems named', async () => {
    const week = await exampleWeek();
    for (const res of [
      await viewer.post('/semanas-de-pesca', {
        year: 2025,
        number: 50,
        start: '2025-12-08',
        end: '2025-12-14',
        month: '2025-12',
      }),
      await viewer.put(`/semanas-de-pesca/${week.id}/descargas`, { version: week.version, ...landings() }),
      await viewer.put(`/semanas-de-pesca/${week.id}/tripulacion`, { version: week.version, ...crew() }),
      await viewer.put(`/semanas-de-pesca/${week.id}/ajustes`, { version: week.version, adjustments: [] }),
      await viewer.post(`/semanas-de-pesca/${week.id}/calculo`, { version: week.version }),
      await viewer.post(`/semanas-de-pesca/${week.id}/cierre`, { version: week.version }),
    ])
      expect(res.statusCode).toBe(403);
    expect((await viewer.get(`/semanas-de-pesca/${week.id}`)).statusCode).toBe(200);

    const twice = await h.admin.put(`/semanas-de-pesca/${week.id}/tripulacion`, {
      version: week.version,
      crew: [
        ...crew().crew,
        { date: '2025-04-03', vesselId: m.vessel2, workerId: m.workers[7]!, positionId: null },
      ],
      landWork: [],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual([
      {
        field: 'tripulacion.9.workerId',
        message: expect.stringMatching(
          /figura en dos embarcaciones el 03\/04\/2025: fila 8 \(DON LUCHO I\) y fila 9 \(DOÑA ROSA\)/,
        ),
      },
    ]);
    const penalised = await h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      prices: landings().prices,
      landings: [{ ...landings().landings[0]!, penalisedTonnes: '200.000', pricePerTonne: '530.00' }],
    });
    expect(penalised.statusCode).toBe(400);
    expect(penalised.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'descargas.1.penalisedTonnes',
      'descargas.1.priceReason',
    ]);

    // A landing of a day with nobody on board: the engine's error names the landing's row.
    const lonely = await h.admin.put(`/semanas-de-pesca/${week.id}/descargas`, {
      version: week.version,
      prices: landings().prices,
      landings: [
        ...landings().landings,
        { ...landings().landings[0]!, date: '2025-04-04', ticket: 'TK-0002' },
      ],
    });
    expect(lonely.statusCode, lonely.body).toBe(200);
    const refused = await h.admin.post(`/semanas-de-pesca/${week.id}/calculo`, {
      version: lonely.json().version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        kind: 'LandingWithoutCrew',
        rows: [expect.objectContaining({ grid: 'descargas', row: 2 })],
      }),
    ]);
  });

  it('pays an «Otro ingreso» saved in the adjustments, and refuses a bad one in Spanish', async () => {
    let week = await exampleWeek(clerk);
    const earning = {
      workerId: m.workers[4]!,
      kind: 'otro_ingreso',
      amount: '150.00',
      percent: null,
      beneficiary: '',
      reason: 'Reintegro semana 12 (TM mal registradas)',
    };
    const bad = await clerk.put(`/semanas-de-pesca/${week.id}/ajustes`, {
      version: week.version,
      adjustments: [
        { ...earning, amount: null, beneficiary: 'María' },
        { ...earning, reason: '  ' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'ajustes.1.beneficiary', message: 'Un otro ingreso no lleva beneficiario.' },
      { field: 'ajustes.1.amount', message: 'Indique un monto mayor que cero, con hasta dos decimales.' },
      { field: 'ajustes.2.reason', message: 'Indique el motivo.' },
    ]);
    const unknownKind = await clerk.put(`/semanas-de-pesca/${week.id}/ajustes`, {
      version: week.version,
      adjustments: [{ ...earning, kind: 'bono' }],
    });
    expect(unknownKind.statusCode).toBe(400);

    const saved = await clerk.put(`/semanas-de-pesca/${week.id}/ajustes`, {
      version: week.version,
      adjustments: [
        earning,
        { ...earning, kind: 'adelanto', amount: '100.00', reason: 'Adelanto del martes' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    week = saved.json() as Summary;
    const stored = (await clerk.get(`/semanas-de-pesca/${week.id}`)).json();
    expect(stored.adjustments[0]).toMatchObject({ kind: 'otro_ingreso', amount: '150.00' });

    const computed = await compute(week, clerk);
    // 2,126.51 + 150.00; REP 8 % × 2,276.51 = 182.12; − 100.00 of advance
    expect(computed.workers.find((w) => w.document === '10000005')).toMatchObject({
      gross: '2276.51',
      deductions: '282.12',
      net: '1994.39',
    });
    const detail = (await clerk.get(`/semanas-de-pesca/${week.id}/detalle/10000005`)).json();
    expect(detail.earnings.at(-1)).toMatchObject({
      concept: 'otherEarning',
      amount: '150.00',
      inputs: { reason: 'Reintegro semana 12 (TM mal registradas)' },
    });
    expect(detail.deductions.map((d: { concept: string }) => d.concept)).toEqual([
      'pensionContribution',
      'otherDeduction',
    ]);
  });

  it('answers month-to-date and year-to-date pay from the closed weeks', async () => {
    const res = await viewer.get('/semanas-de-pesca/acumulados?month=2025-04');
    expect(res.statusCode).toBe(200);
    const patron = (res.json() as { document: string; monthToDate: string; yearToDate: string }[]).find(
      (r) => r.document === '10000001',
    );
    // Closed weeks of April so far in this suite: at least the ones closed above.
    expect(Number(patron?.monthToDate)).toBeGreaterThanOrEqual(4253.01);
    expect(patron?.yearToDate).toBe(patron?.monthToDate);
    const list = await viewer.get('/semanas-de-pesca?state=cerrada&pageSize=100');
    expect(list.statusCode).toBe(200);
    expect(
      (list.json() as { rows: Summary[] }).rows.every((r) => r.state === 'cerrada' && r.totals !== null),
    ).toBe(true);
  });
});
