import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ComputeWeeklyPayroll } from '../../../src/application/payroll/compute-weekly-payroll';
import { ConsolidateMonthlyPayroll } from '../../../src/application/payroll/consolidate-monthly-payroll';
import { fixedParameterSource } from '../../../src/application/payroll/ports';
import type { JsonObject } from '../../../src/application/payroll/payroll-output-json';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';

const source = fixedParameterSource(seedParameters());
const load = (file: string) =>
  JSON.parse(readFileSync(`scripts/payroll/examples/${file}`, 'utf8')) as Record<string, unknown>;
const week14 = load('week-2025-14.json');
const week15 = load('week-2025-15.json');

type Obj = Record<string, unknown>;
const at = (value: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((v, k) => (v as Obj)[k as string], value);

/** A one-worker AFP week: 80 TM × S/ 500.00 × 20 % = S/ 8,000.00 of pay. */
function afpWeek(number: number, start: string, end: string): Obj {
  return {
    week: { year: 2025, number, start, end, month: '2025-04' },
    vessels: [{ code: 'V1', sharePct: '20.00' }],
    species: [{ code: 'ANCH' }],
    prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: '500.00' }],
    positions: [{ code: 'PESCADOR' }],
    shareRules: [{ position: 'PESCADOR', effectiveFrom: '2025-01-01', partes: '1.00' }],
    workers: [
      {
        document: '30000001',
        name: 'AFP',
        position: 'PESCADOR',
        pension: { scheme: 'AFP', afp: 'INTEGRA', commission: 'FLUJO' },
      },
    ],
    landings: [{ date: start, vessel: 'V1', species: 'ANCH', tonnes: '80.000' }],
    attendance: [{ date: start, worker: '30000001', kind: 'board', vessel: 'V1' }],
  };
}

describe('ComputeWeeklyPayroll', () => {
  it('computes the example week from JSON to JSON, with the worked example inside', async () => {
    const result = await new ComputeWeeklyPayroll(source).executeJson(week14);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const out = result.value;
    expect(at(out, 'pools', 0)).toMatchObject({
      id: '2025-04-03|CO-21547-PM|ANCH',
      netTonnes: '178.000',
      pool: '20733.44',
      totalPartes: '9.75',
      valuePerParte: '2126.506667',
    });
    const shares = (out.workers as JsonObject[]).map(
      (w) => ((w.earnings as JsonObject[])[0] as JsonObject).amount,
    );
    expect(shares).toEqual([
      '4253.01',
      '3189.76',
      '2658.13',
      '2126.51',
      '2126.51',
      '2126.51',
      '2126.51',
      '2126.50',
    ]);
    expect(at(out, 'workers', 0, 'earnings', 0, 'label')).toBe(
      'DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000',
    );
    // The motorista is in AFP Integra on flow: 10 %, 1.37 %, 1.55 % of 3,189.76 + 529.92 (jurel day) = 3,719.68.
    expect((at(out, 'workers', 1, 'deductions') as JsonObject[]).map((d) => [d.concept, d.amount])).toEqual([
      ['pensionContribution', '371.97'],
      ['pensionInsurance', '50.96'],
      ['pensionCommission', '57.66'],
    ]);
    expect(at(out, 'totals')).toEqual({
      catchShares: '23824.64',
      gross: '23844.64',
      deductions: '2619.96',
      net: '21224.68',
      employer: '3421.74',
    });
  });

  it('returns the named errors for a refused week', async () => {
    const result = await new ComputeWeeklyPayroll(source).executeJson({
      ...week14,
      landings: [
        ...(week14.landings as unknown[]),
        { date: '2025-04-05', vessel: 'CO-21547-PM', species: 'ANCH', tonnes: '5.000' },
      ],
    });
    expect(result.ok ? [] : result.error.map((e) => [e.kind, e.message, e.rows.map((r) => r.index)])).toEqual(
      [['LandingWithoutCrew', 'Descarga sin tripulación a bordo ese día', [2]]],
    );
  });
});

describe('ConsolidateMonthlyPayroll', () => {
  it('computes the weeks in date order, each knowing the insurable pay of the earlier ones (AFP cap)', async () => {
    const result = await new ConsolidateMonthlyPayroll(source).executeJson(
      {
        month: '2025-04',
        weeks: [afpWeek(15, '2025-04-07', '2025-04-13'), afpWeek(14, '2025-03-31', '2025-04-06')],
      },
      { withWeeks: true },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const insurance = (w: number) =>
      (at(result.value, 'weekResults', w, 'workers', 0, 'deductions') as JsonObject[])[1]!;
    expect(insurance(0)).toMatchObject({
      amount: '109.60',
      inputs: { base: '8000.00', insurableBefore: '0' },
    });
    // 12,209.11 − 8,000.00 = 4,209.11 left under the cap: 1.37 % = 57.66
    expect(insurance(1)).toMatchObject({
      amount: '57.66',
      inputs: { base: '4209.11', insurableBefore: '8000.00' },
    });
    const pension = at(result.value, 'workers', 0, 'pension') as JsonObject;
    // Month: 10 % × 17,332.80 = 1,733.28; 1.37 % × 12,209.11 = 167.26; 1.55 % × 17,332.80 = 268.66 (2,169.20)
    // Weeks: 800.00 + 109.60 + 124.00 + 800.00 + 57.66 + 124.00 = 2,015.26
    expect([pension.inWeeks, pension.adjustment]).toEqual(['2015.26', '153.94']);
  });

  it('consolidates the example month (weeks 14 and 15 of 2025) with income tax for April', async () => {
    const result = await new ConsolidateMonthlyPayroll(source).executeJson({
      month: '2025-04',
      weeks: [week14, week15],
      yearToDate: [1, 2, 3].map((month) => ({
        worker: '10000001',
        month,
        taxablePay: '18500.00',
        taxWithheld: '150.00',
      })),
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const patron = at(result.value, 'workers', 0) as JsonObject;
    expect(patron.catchShares).toBe('8543.57');
    // Month pay 10,806.71 projected over May–December (art. 40 a): × 8 = 86,453.68; annual 55,500.00 +
    // 10,806.71 + 86,453.68 = 152,760.39; − 37,450.00 = 115,310.39: 2,140.00 + 11,235.00 + 8,310.39 × 17 %
    // (1,412.7663 → 1,412.77) = 14,787.77
    expect(at(patron, 'incomeTax', 'projectedPay')).toBe('86453.68');
    expect(at(patron, 'incomeTax', 'annualTax')).toBe('14787.77');
    // (14,787.77 − 450.00) / 9 = 1,593.0855… → 1,593.09
    expect(at(patron, 'incomeTax', 'withholding')).toBe('1593.09');
    expect(at(result.value, 'fep', 0)).toMatchObject({
      amount: '1342.60',
      inputs: { tonnes: '342.500', perTonne: '3.92' },
    });
  });

  it('reads and writes the family allowance, the EPS split and the income tax inputs as JSON', async () => {
    // One REP worker with an EPS and dependent children, 30 TM × S/ 500.00 × 20 % = 3,000.00 of pay.
    const week = {
      week: { year: 2025, number: 15, start: '2025-04-07', end: '2025-04-13', month: '2025-04' },
      vessels: [{ code: 'V1', sharePct: '20.00' }],
      species: [{ code: 'ANCH' }],
      prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: '500.00' }],
      positions: [{ code: 'PESCADOR' }],
      shareRules: [{ position: 'PESCADOR', effectiveFrom: '2025-01-01', partes: '1.00' }],
      workers: [
        {
          document: '30000001',
          name: 'EPS',
          position: 'PESCADOR',
          pension: { scheme: 'REP' },
          eps: true,
          familyAllowance: true,
        },
      ],
      landings: [{ date: '2025-04-07', vessel: 'V1', species: 'ANCH', tonnes: '30.000' }],
      attendance: [{ date: '2025-04-07', worker: '30000001', kind: 'board', vessel: 'V1' }],
    };
    const result = await new ConsolidateMonthlyPayroll(source).executeJson({
      month: '2025-04',
      weeks: [week],
      yearToDate: [1, 2, 3].map((month) => ({
        worker: '30000001',
        month,
        taxablePay: '18500.00',
        taxWithheld: '150.00',
      })),
      otherEmployers: [
        { worker: '30000001', employer: '20100000001', taxablePay: '4000.00', taxWithheld: '100.00' },
      ],
      deductibleExpenses: [{ worker: '30000001', amount: '1000.00' }],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const w = at(result.value, 'workers', 0) as JsonObject;
    // 10 % × 1,130 = 113.00; benefits' base 3,000.00 + 113.00 = 3,113.00 (D.S. 014-2004-TR); vacaciones
    // 8.33 % = 259.3129 → 259.31; remunerative pay 3,000.00 + 259.31 + 113.00 = 3,372.31
    expect(w.familyAllowance).toEqual({
      concept: 'familyAllowance',
      amount: '113.00',
      formula: 'asignación familiar: RMV × tasa',
      inputs: { rmv: '1130', rate: '10.00' },
    });
    // 9 % × 3,372.31 = 303.5079 → 303.51; EPS credit 2.25 % = 75.876975 → 75.88; EsSalud 303.51 − 75.88 = 227.63
    expect((w.employer as JsonObject[]).slice(0, 2).map((l) => [l.concept, l.amount])).toEqual([
      ['essalud', '227.63'],
      ['epsCredit', '75.88'],
    ]);
    // gratificación 16.66 % × 3,113.00 = 518.6258 → 518.63; bonificación 6.75 % (EPS) = 35.007525 → 35.01
    // month pay 3,372.31 + 518.63 + 35.01 = 3,925.95, projected × 8 = 31,407.60 (art. 40 a); annual
    // 55,500.00 + 3,925.95 + 4,000.00 + 31,407.60 = 94,833.55; − 37,450.00 = 57,383.55:
    // 2,140.00 + 30,633.55 × 14 % (4,288.697 → 4,288.70) = 6,428.70
    // April: (6,428.70 − 450.00) / 9 = 664.30; − 100.00 withheld by the other employer = 564.30
    expect(at(w, 'incomeTax', 'annualIncome')).toBe('94833.55');
    expect(at(w, 'incomeTax', 'otherEmployers')).toEqual({
      employers: [{ employer: '20100000001', taxablePay: '4000.00', taxWithheld: '100.00' }],
      taxablePay: '4000.00',
      taxWithheld: '100.00',
      monthTax: '664.30',
    });
    expect(at(w, 'incomeTax', 'withholding')).toBe('564.30');
    expect(at(w, 'incomeTax', 'additionalDeduction')).toEqual({
      declared: '1000.00',
      capUit: '3',
      cap: '16050.00',
      allowed: '1000.00',
      applied: '0.00',
    });
    // payable: 259.31 + 518.63 + 35.01 + 113.00 − (8 % × 3,372.31 = 269.78 − 240.00 = 29.78) − 564.30 = 331.87
    expect(at(w, 'settlement', 'payable')).toBe('331.87');
    expect(at(result.value, 'totals')).toMatchObject({
      familyAllowance: '113.00',
      essalud: '227.63',
      epsCredit: '75.88',
      incomeTax: '564.30',
      payable: '331.87',
    });
  });

  it('tags the errors of each week with the week', async () => {
    const broken = {
      ...week15,
      landings: [{ date: '2025-04-09', vessel: 'CO-21547-PM', species: 'ANCH', tonnes: '5.000' }],
    };
    const result = await new ConsolidateMonthlyPayroll(source).executeJson({
      month: '2025-04',
      weeks: [week14, broken],
    });
    expect(result.ok ? [] : result.error.map((e) => [e.kind, e.rows.map((r) => r.week)])).toEqual([
      ['LandingWithoutCrew', ['2025-15']],
    ]);
  });
});
