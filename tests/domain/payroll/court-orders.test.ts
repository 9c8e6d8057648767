import { describe, expect, it } from 'vitest';
import { legalDeductions, type CourtOrderTerms } from '../../../src/domain/payroll/court-order-withholding';
import { ParameterCatalogue } from '../../../src/domain/payroll/parameters';
import { SEED_PARAMETER_ENTRIES, seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../../src/domain/payroll/weekly-input';
import { d, expectOk, landing, onBoard, POSITIONS, REP, SHARE_RULES, worker } from './fixtures';

const parameters = seedParameters();

/** Week 14 of 2025: one pescador (REP) alone on board, 10.000 TM × S/ 500.00 × 20 % = S/ 1,000.00. */
function alone(extra: Partial<WeeklyPayrollInput> = {}): WeeklyPayrollInput {
  return {
    week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
    vessels: [{ code: 'V1', sharePct: d('20.00') }],
    species: [{ code: 'ANCH', name: 'Anchoveta', fishingType: 'CHI' }],
    prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') }],
    positions: POSITIONS,
    shareRules: SHARE_RULES,
    workers: [worker('20000001', 'PESCADOR', REP)],
    landings: [landing('2025-04-01', '10.000')],
    attendance: [onBoard('2025-04-01', '20000001')],
    ...extra,
  };
}

const order = (over: Partial<CourtOrderTerms>): CourtOrderTerms => ({
  id: 1,
  caseNumber: '00123-2025',
  kind: 'alimentos',
  basis: 'porcentaje',
  percent: '30.00',
  amount: '',
  reachesBonus: false,
  reachesCts: false,
  ...over,
});

describe('court orders in the weekly payroll', () => {
  it('withholds a percentage of the pay net of the pension, traced, as a judicial deduction', () => {
    // 1000.00 − REP 80.00 = 920.00; 30 % = 276.00 (the alimentos cap, 60 % = 552.00, is not reached).
    const w = expectOk(
      computeWeeklyPayroll(alone({ courtOrders: [{ worker: '20000001', order: order({}) }] }), parameters),
    ).workers[0]!;
    const line = w.deductions.at(-1)!;
    expect(line.concept).toBe('otherDeduction');
    expect(line.amount.toFixed(2)).toBe('276.00');
    expect(line.inputs).toMatchObject({ reason: 'Retención judicial exp. 00123-2025', kind: 'judicial' });
    const trace = 'courtOrder' in line.inputs ? line.inputs.courtOrder : undefined;
    expect(trace?.base.toFixed(2)).toBe('920.00');
    expect(trace?.rate?.toFixed(2)).toBe('30.00');
    expect(trace?.cap.toFixed(2)).toBe('552.00');
    expect(trace?.urp.toFixed(0)).toBe('535');
    expect(w.net.toFixed(2)).toBe('644.00');
  });

  it('stops a fixed amount for another debt at one third of the pay above 5 URP', () => {
    // 5 URP a month = 2 675.00, a week 617.31; (920.00 − 617.31) / 3 = 100.90 of the 200.00 ordered.
    const w = expectOk(
      computeWeeklyPayroll(
        alone({
          courtOrders: [
            {
              worker: '20000001',
              order: order({ kind: 'embargo', basis: 'monto_semanal', amount: '200.00' }),
            },
          ],
        }),
        parameters,
      ),
    ).workers[0]!;
    expect(w.deductions.at(-1)!.amount.toFixed(2)).toBe('100.90');
    expect(w.net.toFixed(2)).toBe('819.10');
  });

  it('keeps the typed judicial adjustment as it is and adds the order after it', () => {
    const w = expectOk(
      computeWeeklyPayroll(
        alone({
          deductions: [
            { worker: '20000001', amount: d('50.00'), reason: 'Retención judicial', kind: 'judicial' },
          ],
          courtOrders: [{ worker: '20000001', order: order({}) }],
        }),
        parameters,
      ),
    ).workers[0]!;
    expect(w.deductions.map((l) => l.amount.toFixed(2))).toEqual(['80.00', '50.00', '276.00']);
  });

  it('does not read the URP for a week without orders, and reports an order of an unknown worker', () => {
    const noUrp = ParameterCatalogue.of(SEED_PARAMETER_ENTRIES.filter((p) => p.key !== 'urp'));
    expect(computeWeeklyPayroll(alone(), noUrp).ok).toBe(true);
    const unknown = computeWeeklyPayroll(
      alone({ courtOrders: [{ worker: '99999999', order: order({}) }] }),
      parameters,
    );
    expect(unknown.ok).toBe(false);
  });
});

describe('the legal deductions of a judicial withholding', () => {
  it('are the pension charges and the income tax, not the union dues nor typed deductions', () => {
    const line = (concept: string, amount: string) => ({ concept, amount: d(amount) });
    const legal = legalDeductions([
      line('pensionContribution', '100.00'),
      line('pensionInsurance', '10.00'),
      line('pensionCommission', '5.00'),
      line('incomeTax', '20.00'),
      line('unionDues', '15.00'),
      line('otherDeduction', '50.00'),
    ]);
    expect(legal.toFixed(2)).toBe('135.00');
  });

  it('make the same base for a court order as for a typed percentage: a union member pays no less', () => {
    // 1000.00 − REP 80.00 = 920.00 (union dues 15.00 aside); 30 % = 276.00.
    const union = worker('20000001', 'PESCADOR', REP);
    const w = expectOk(
      computeWeeklyPayroll(
        alone({
          workers: [{ ...union, unionAffiliated: true }],
          courtOrders: [{ worker: '20000001', order: order({}) }],
        }),
        parameters,
      ),
    ).workers[0]!;
    expect(w.deductions.map((l) => [l.concept, l.amount.toFixed(2)])).toEqual([
      ['pensionContribution', '80.00'],
      ['unionDues', '15.00'],
      ['otherDeduction', '276.00'],
    ]);
  });
});
