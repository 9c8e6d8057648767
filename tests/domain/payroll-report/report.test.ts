import { describe, expect, it } from 'vitest';
import { buildPayrollReport, ReportError, type ReportWeek } from '../../../src/domain/payroll-report/report';
import { monthRunOf } from '../../../src/domain/months/month-run';
import type { ResultWorker } from '../../../src/domain/shared/payslip';

const share = (vessel: string, date: string, amount: string) => ({
  concept: 'catchShare',
  amount,
  inputs: { vessel, date, species: 'ANC' },
});

function worker(
  document: string,
  name: string,
  earnings: ResultWorker['earnings'],
  extra: Partial<ResultWorker> = {},
): ResultWorker {
  const gross = earnings.reduce((c, l) => c + Math.round(Number(l.amount) * 100), 0);
  const pension = Math.round(gross * 0.08);
  return {
    worker: { document, name, position: 'PESCADOR' },
    daysOnBoard: earnings.length,
    fishingDays: earnings.length,
    daysOnLand: 0,
    earnings,
    deductions: [{ concept: 'pensionContribution', amount: (pension / 100).toFixed(2) }],
    employer: [{ concept: 'essalud', amount: (Math.round(gross * 0.09) / 100).toFixed(2) }],
    gross: (gross / 100).toFixed(2),
    totalDeductions: (pension / 100).toFixed(2),
    net: ((gross - pension) / 100).toFixed(2),
    totalEmployer: (Math.round(gross * 0.09) / 100).toFixed(2),
    ...extra,
  };
}

const NORTE = { ruc: '20100000001', legalName: 'PESQUERA NORTE S.A.C.' };
const SUR = { ruc: '20100000002', legalName: 'PESQUERA SUR S.A.C.' };
const vessels = new Map([
  ['CO-1', { name: 'ALFA', company: NORTE }],
  ['CO-2', { name: 'BETA', company: SUR }],
]);
const positionNames = new Map([['PESCADOR', 'Pescador']]);

const week = (id: number, number: number, workers: ResultWorker[]): ReportWeek => ({
  id,
  year: 2025,
  number,
  start: '2025-03-31',
  end: '2025-04-06',
  month: '2025-04',
  state: 'cerrada',
  workers,
});

describe('payroll report', () => {
  const w14 = week(1, 14, [
    worker('10000001', 'QUISPE, JUAN', [
      share('CO-1', '2025-04-01', '100.00'),
      share('CO-1', '2025-04-02', '50.10'),
    ]),
    worker('10000002', 'ÁLVAREZ, ANA', [share('CO-2', '2025-04-01', '80.00')]),
    // On land only: the company with most crew-days of the week (NORTE: 2 against 1).
    worker('10000003', 'ROJAS, LUIS', [{ concept: 'landWork', amount: '40.00' }], {
      deductions: [
        { concept: 'otherDeduction', amount: '5.00', label: 'Adelanto' },
        { concept: 'otherDeduction', amount: '2.00', label: 'Préstamo' },
      ],
      totalDeductions: '7.00',
      net: '33.00',
      employer: [],
      totalEmployer: '0.00',
    }),
  ]);
  const w15 = week(2, 15, [worker('10000001', 'QUISPE, JUAN', [share('CO-1', '2025-04-08', '10.00')])]);

  it('gives a row per worker and employer, the columns in the engine’s order, and totals that add up', () => {
    const report = buildPayrollReport({ weeks: [w14], vessels, positionNames });
    expect(report.rows.map((r) => [r.companyName, r.vesselName, r.name])).toEqual([
      ['PESQUERA NORTE S.A.C.', 'ALFA', 'QUISPE, JUAN'],
      ['PESQUERA NORTE S.A.C.', '', 'ROJAS, LUIS'],
      ['PESQUERA SUR S.A.C.', 'BETA', 'ÁLVAREZ, ANA'],
    ]);
    expect(report.columns.map((c) => c.key)).toEqual([
      'catchShare',
      'landWork',
      'pensionContribution',
      'otherDeduction:Adelanto',
      'otherDeduction:Préstamo',
      'essalud',
    ]);
    expect(report.rows[0]!.amounts.catchShare).toBe('150.10');
    expect(report.rows[0]!.position).toBe('Pescador');
    expect(report.vesselTotals.map((t) => [t.label, t.gross])).toEqual([
      ['Total ALFA (CO-1)', '150.10'],
      ['Total en tierra', '40.00'],
      ['Total BETA (CO-2)', '80.00'],
    ]);
    expect(report.companyTotals.map((t) => [t.label, t.workers, t.gross, t.net])).toEqual([
      ['Total PESQUERA NORTE S.A.C.', 2, '190.10', '171.09'],
      ['Total PESQUERA SUR S.A.C.', 1, '80.00', '73.60'],
    ]);
    expect(report.total.gross).toBe('270.10');
    expect(report.total.amounts['otherDeduction:Adelanto']).toBe('5.00');
  });

  it('gives the other earnings one column «Otros ingresos», after the remuneration, whatever their reasons', () => {
    const earning = (amount: string, label: string) => ({
      concept: 'otherEarning',
      amount,
      label,
      inputs: { reason: label },
    });
    const w = week(3, 16, [
      worker('10000001', 'QUISPE, JUAN', [
        share('CO-1', '2025-04-15', '100.00'),
        earning('20.00', 'Reintegro semana 14'),
        earning('5.50', 'Bono de producción'),
      ]),
      worker('10000003', 'ROJAS, LUIS', [
        { concept: 'landWork', amount: '40.00' },
        earning('10.00', 'Reintegro semana 15'),
      ]),
    ]);
    const report = buildPayrollReport({ weeks: [w], vessels, positionNames });
    expect(report.columns.map((c) => [c.key, c.label])).toEqual([
      ['catchShare', 'Participación de pesca'],
      ['landWork', 'Trabajo en tierra'],
      ['otherEarning', 'Otros ingresos'],
      ['pensionContribution', 'Aporte al fondo de pensiones'],
      ['essalud', 'EsSalud'],
    ]);
    const quispe = report.rows.find((r) => r.document === '10000001')!;
    expect(quispe.amounts.otherEarning).toBe('25.50');
    expect(quispe.gross).toBe('125.50');
    expect(report.total.amounts.otherEarning).toBe('35.50');
  });

  it('adds a month’s weeks per worker and names the weeks in the title', () => {
    const report = buildPayrollReport({ weeks: [w14, w15], vessels, positionNames }, {}, '2025-04');
    expect(report.title).toBe('Mes de abril de 2025 (semanas 14, 15)');
    const quispe = report.rows.find((r) => r.document === '10000001')!;
    expect(quispe.weeks).toBe(2);
    expect(quispe.fishingDays).toBe(3);
    expect(quispe.gross).toBe('160.10');
  });

  it('filters by company, vessel (or on land), position and text without accents or case', () => {
    const source = { weeks: [w14], vessels, positionNames };
    expect(buildPayrollReport(source, { company: SUR.ruc }).rows.map((r) => r.document)).toEqual([
      '10000002',
    ]);
    expect(buildPayrollReport(source, { vessel: '-' }).rows.map((r) => r.document)).toEqual(['10000003']);
    expect(buildPayrollReport(source, { text: 'alvarez' }).rows.map((r) => r.document)).toEqual(['10000002']);
    expect(buildPayrollReport(source, { text: '1000000' }).total.workers).toBe(3);
    expect(buildPayrollReport(source, { position: 'PESCADOR' }).total.workers).toBe(3);
    const none = buildPayrollReport(source, { vessel: 'CO-9' });
    expect(none.rows).toEqual([]);
    expect(none.total.gross).toBe('0.00');
  });

  it('refuses a week whose vessels have no company, naming the worker', () => {
    const orphan = week(3, 16, [worker('10000009', 'PAZ, EVA', [share('CO-9', '2025-04-15', '10.00')])]);
    expect(() => buildPayrollReport({ weeks: [orphan], vessels, positionNames })).toThrow(ReportError);
    expect(() => buildPayrollReport({ weeks: [orphan], vessels, positionNames })).toThrow(/10000009/);
  });
});

describe('payroll report of a closed month with its run', () => {
  const weeks = [
    week(1, 14, [worker('10000001', 'QUISPE, JUAN', [share('CO-1', '2025-04-01', '150.10')])]),
    week(2, 15, [worker('10000001', 'QUISPE, JUAN', [share('CO-1', '2025-04-08', '10.00')])]),
  ];
  // The worker's part of the closed month as the engine writes it (monthlyPayrollToJson). By hand:
  // weeks' pension 12.01 + 0.80 = 12.81; the month's charges 16.01 + 2.19 = 18.20, so the run withholds
  // 18.20 − 12.81 = 5.39; the weeks' EsSalud 13.51 + 0.90 = 14.41, the month's 101.70 (RMV 1,130 × 9 %).
  const closed = {
    worker: { document: '10000001', name: 'QUISPE, JUAN' },
    benefits: [
      { concept: 'vacation', amount: '13.34', inputs: { base: '160.10', rate: '8.33' } },
      { concept: 'bonus', amount: '26.67', inputs: { base: '160.10', rate: '16.66' } },
      { concept: 'bonusExtra', amount: '2.40', inputs: { base: '26.67', rate: '9.00' } },
      { concept: 'cts', amount: '13.34', inputs: { base: '160.10', rate: '8.33' } },
    ],
    familyAllowance: { concept: 'familyAllowance', amount: '113.00', inputs: { rmv: '1130', rate: '10.00' } },
    contributionBase: { remunerativePay: '286.44', rmv: '1130', base: '1130.00', topUp: '843.56' },
    pension: {
      charges: [
        { concept: 'pensionContribution', amount: '16.01', inputs: { base: '160.10', rate: '10.00' } },
        { concept: 'pensionInsurance', amount: '2.19', inputs: { base: '160.10', rate: '1.37' } },
      ],
      inWeeks: '12.81',
      adjustment: '5.39',
      employerTopUp: { concept: 'pensionTopUp', amount: '0.00', inputs: {} },
    },
    employer: [
      {
        concept: 'essalud',
        amount: '101.70',
        inputs: { base: '1130.00', rate: '9.00', inWeeks: '14.41', adjustment: '87.29' },
      },
    ],
    settlement: {
      pensionAdjustment: '5.39',
      incomeTax: '0.00',
      payable: '150.02',
      carriedToLastWeek: '0.00',
    },
  };

  it('adds the run to the worker’s row: benefits, each pension charge of the month, the employer’s adjustment', () => {
    const run = monthRunOf(closed);
    expect(run.earnings.map((l) => [l.concept, l.amount])).toEqual([
      ['vacation', '13.34'],
      ['bonus', '26.67'],
      ['bonusExtra', '2.40'],
      ['familyAllowance', '113.00'],
    ]);
    expect(run.insurablePay).toBe('160.10');
    const report = buildPayrollReport({ weeks, vessels, positionNames, monthlyRun: [run] }, {}, '2025-04');
    expect(report.title).toBe('Mes de abril de 2025 (semanas 14, 15) y planilla mensual');
    expect(report.columns.map((c) => c.key)).toEqual([
      'catchShare',
      'vacation',
      'bonus',
      'bonusExtra',
      'familyAllowance',
      'pensionContribution',
      'pensionInsurance',
      'essalud',
    ]);
    const row = report.rows[0]!;
    expect(row.amounts).toEqual({
      catchShare: '160.10',
      vacation: '13.34',
      bonus: '26.67',
      bonusExtra: '2.40',
      familyAllowance: '113.00',
      pensionContribution: '16.01',
      pensionInsurance: '2.19',
      essalud: '101.70',
    });
    // 160.10 + 155.41 paid; 12.81 + 5.39 withheld.
    expect([row.gross, row.deductions, row.net, row.employer]).toEqual([
      '315.51',
      '18.20',
      '297.31',
      '101.70',
    ]);
    expect(row.insurablePay).toBe('160.10');
    expect(report.total.net).toBe('297.31');
  });

  it('keeps what no pension concept explains in a column of its own, and the tax the run could not cover', () => {
    const run = monthRunOf({
      ...closed,
      settlement: {
        pensionAdjustment: '6.00',
        incomeTax: '50.00',
        payable: '0.00',
        carriedToLastWeek: '20.00',
      },
    });
    const row = buildPayrollReport({ weeks, vessels, positionNames, monthlyRun: [run] }, {}, '2025-04')
      .rows[0]!;
    expect(row.amounts.pensionAdjustment).toBe('0.61');
    expect(row.amounts.incomeTax).toBe('50.00');
    expect(row.amounts.carriedToLastWeek).toBe('-20.00');
    // 12.81 + 6.00 + 50.00 − 20.00.
    expect(row.deductions).toBe('48.81');
  });

  it('adds the run’s court order withholding on the gratificación to the other deductions, as the weeks’', () => {
    const run = monthRunOf({
      ...closed,
      courtOrders: [
        {
          benefit: 'bonus',
          orderId: 7,
          caseNumber: '00123-2025',
          orderKind: 'alimentos',
          base: '26.67',
          rate: '30.00',
          ordered: '8.00',
          cap: '16.00',
          amount: '8.00',
          reason: 'Retención judicial exp. 00123-2025 (gratificación)',
        },
        { benefit: 'cts', orderId: 7, caseNumber: '00123-2025', amount: '4.00', reason: 'x' },
      ],
    });
    expect(run.deductions.filter((d) => d.concept === 'otherDeduction')).toEqual([
      {
        concept: 'otherDeduction',
        amount: '8.00',
        inputs: expect.objectContaining({
          kind: 'judicial',
          reason: 'Retención judicial exp. 00123-2025 (gratificación)',
          courtOrder: expect.objectContaining({ orderId: 7, caseNumber: '00123-2025', benefit: 'bonus' }),
        }),
      },
    ]);
    const row = buildPayrollReport({ weeks, vessels, positionNames, monthlyRun: [run] }, {}, '2025-04')
      .rows[0]!;
    expect(row.amounts.otherDeduction).toBe('8.00');
  });

  it('refuses a run paying a worker that is not in the month’s weeks', () => {
    const stranger = monthRunOf({ ...closed, worker: { document: '10000099', name: 'X' } });
    expect(() =>
      buildPayrollReport({ weeks, vessels, positionNames, monthlyRun: [stranger] }, {}, '2025-04'),
    ).toThrow(/10000099/);
  });
});
