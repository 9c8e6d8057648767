import { describe, expect, it } from 'vitest';
import { buildPayrollReport, ReportError, type ReportWeek } from '../../../src/domain/payroll-report/report';
import type { ResultWorker } from '../../../src/domain/payslips/payslip';

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
