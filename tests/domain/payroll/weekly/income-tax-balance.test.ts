import { describe, expect, it } from 'vitest';
import { seedParameters } from '../../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll, type WorkerWeek } from '../../../../src/domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../../../src/domain/payroll/weekly-input';
import {
  AFP_INTEGRA_FLOW,
  d,
  expectErr,
  expectOk,
  landing,
  onBoard,
  ONP,
  POSITIONS,
  SHARE_RULES,
  worker,
} from '../fixtures';

const parameters = seedParameters();

/**
 * Week 19 of 2025, V1 at 20.00 %, anchoveta at S/ 500.00. 20000001 (AFP Integra on flow, union member)
 * alone on board on 05-06 with 10.000 TM: catch share 1,000.00, net 1,000.00 − 100.00 − 13.70 − 15.50 −
 * 15.00 = 855.80. 20000002 (ONP) is paid only an other earning of 450.55: ONP 13 % = 58.57, net 391.98.
 * 20000003 is not paid in the week.
 */
function week(overrides: Partial<WeeklyPayrollInput> = {}): WeeklyPayrollInput {
  return {
    week: { year: 2025, number: 19, start: '2025-05-05', end: '2025-05-11', month: '2025-05' },
    vessels: [{ code: 'V1', sharePct: d('20.00') }],
    species: [{ code: 'ANCH', name: 'Anchoveta', fishingType: 'CHI' }],
    prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') }],
    positions: POSITIONS,
    shareRules: SHARE_RULES,
    workers: [
      worker('20000001', 'PESCADOR', AFP_INTEGRA_FLOW, { unionAffiliated: true }),
      worker('20000002', 'PESCADOR', ONP),
      worker('20000003', 'PESCADOR', ONP),
    ],
    landings: [landing('2025-05-06', '10.000')],
    attendance: [onBoard('2025-05-06', '20000001')],
    otherEarnings: [{ worker: '20000002', amount: d('450.55'), reason: 'Bono de producción' }],
    incomeTaxBalances: [
      { worker: '20000001', month: '2025-04', amount: d('50.00') },
      { worker: '20000002', month: '2025-04', amount: d('3681.68') },
      { worker: '20000002', month: '2025-03', amount: d('100.00') },
      { worker: '20000003', month: '2025-04', amount: d('10.00') },
    ],
    ...overrides,
  };
}

const byDocument = (workers: readonly WorkerWeek[], document: string) =>
  workers.find((w) => w.worker.document === document);

describe('income tax balances of earlier months withheld in a week', () => {
  const payroll = expectOk(computeWeeklyPayroll(week(), parameters));

  it('withholds the whole balance when the net pay covers it, as an incomeTax line naming the month', () => {
    const w = byDocument(payroll.workers, '20000001')!;
    const tax = w.deductions.filter((l) => l.concept === 'incomeTax');
    expect(tax.map((l) => [l.amount.toString(), l.inputs])).toEqual([
      ['50.00', { month: '2025-04', balance: d('50.00'), available: d('855.80') }],
    ]);
    expect(w.net.toString()).toBe('805.80');
  });

  it('withholds the oldest balance first, and no more than the net pay: the rest stays pending', () => {
    const w = byDocument(payroll.workers, '20000002')!;
    expect(w.gross.toString()).toBe('450.55');
    expect(w.deductions.map((l) => [l.concept, l.amount.toString()])).toEqual([
      ['pensionContribution', '58.57'],
      ['incomeTax', '100.00'], // 2025-03, whole
      ['incomeTax', '291.98'], // 2025-04: 391.98 − 100.00 of its 3,681.68
    ]);
    expect(w.deductions[2]!.inputs).toEqual({
      month: '2025-04',
      balance: d('3681.68'),
      available: d('291.98'),
    });
    expect(w.net.toString()).toBe('0.00');
  });

  it('a worker not paid in the week withholds nothing (the balance does not make them active)', () => {
    expect(byDocument(payroll.workers, '20000003')).toBeUndefined();
  });

  it('refuses a balance of an unknown worker, or one that is not positive', () => {
    const errors = expectErr(
      computeWeeklyPayroll(
        week({
          incomeTaxBalances: [
            { worker: '99999999', month: '2025-04', amount: d('1.00') },
            { worker: '20000001', month: '2025-04', amount: d('0.00') },
          ],
        }),
        parameters,
      ),
    );
    expect(errors.map((e) => [e.kind, e.rows.map((r) => r.index)]).sort()).toEqual([
      ['OutOfRange', [1]],
      ['UnknownWorker', [0]],
    ]);
  });
});
