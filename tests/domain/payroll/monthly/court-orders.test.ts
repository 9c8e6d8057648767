import { describe, expect, it } from 'vitest';
import type { CourtOrderTerms } from '../../../../src/domain/payroll/court-order-withholding';
import { consolidateMonth } from '../../../../src/domain/payroll/monthly-payroll';
import { ctsCourtOrderLines } from '../../../../src/domain/payroll/monthly/court-orders';
import { seedParameters } from '../../../../src/domain/payroll/seed-parameters';
import type { WeeklyPayrollInput } from '../../../../src/domain/payroll/weekly-input';
import { computeWeeklyPayroll } from '../../../../src/domain/payroll/weekly-payroll';
import { d, expectOk, landing, onBoard, POSITIONS, REP, SHARE_RULES, worker } from '../fixtures';

const parameters = seedParameters();

const order = (over: Partial<CourtOrderTerms>): CourtOrderTerms => ({
  id: 1,
  caseNumber: '00123-2025',
  kind: 'alimentos',
  basis: 'porcentaje',
  percent: '30.00',
  amount: '',
  reachesBonus: true,
  reachesCts: true,
  ...over,
});

/** April 2025, week 14: one pescador (REP) alone on board, `tonnes` × S/ 500.00 × 20 %. */
function month(orders: readonly CourtOrderTerms[], tonnes = '10.000') {
  const courtOrders = orders.map((o) => ({ worker: '20000001', order: o }));
  const input: WeeklyPayrollInput = {
    week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
    vessels: [{ code: 'V1', sharePct: d('20.00') }],
    species: [{ code: 'ANCH', name: 'Anchoveta', fishingType: 'CHI' }],
    prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') }],
    positions: POSITIONS,
    shareRules: SHARE_RULES,
    workers: [worker('20000001', 'PESCADOR', REP)],
    landings: [landing('2025-04-01', tonnes)],
    attendance: [onBoard('2025-04-01', '20000001')],
    courtOrders,
  };
  const week = expectOk(computeWeeklyPayroll(input, parameters));
  return expectOk(consolidateMonth({ month: '2025-04', weeks: [week], courtOrders }, parameters)).workers[0]!;
}

describe('court orders in the monthly run', () => {
  it('withholds an alimentos % from the gratificación and from the CTS, paid less and deposited less', () => {
    // Week: 1,000.00; gratificación 16.66 % = 166.60 (no income tax this month), CTS 8.33 % = 83.30.
    // Gratificación: 30 % × 166.60 = 49.98 (cap 60 % = 99.96). CTS: 30 % × 83.30 = 24.99 (cap 50 % = 41.65).
    const w = month([order({})]);
    expect(w.incomeTax.withholding.toFixed(2)).toBe('0.00');
    expect(
      w.courtOrders?.map((l) => [l.benefit, l.base.toFixed(2), l.cap.toFixed(2), l.amount.toFixed(2)]),
    ).toEqual([
      ['bonus', '166.60', '99.96', '49.98'],
      ['cts', '83.30', '41.65', '24.99'],
    ]);
    expect(w.courtOrders?.[0]?.reason).toBe('Retención judicial exp. 00123-2025 (gratificación)');
    const without = month([order({ reachesBonus: false, reachesCts: false })]);
    expect(without.courtOrders).toBeUndefined();
    expect(without.settlement.courtOrders).toBeUndefined();
    expect(w.settlement.courtOrders?.toFixed(2)).toBe('49.98');
    expect(w.settlement.payable.toFixed(2)).toBe(without.settlement.payable.minus(d('49.98')).toFixed(2));
    expect(w.settlement.ctsCourtOrders?.toFixed(2)).toBe('24.99');
    expect(w.settlement.ctsDeposit.toFixed(2)).toBe('58.31');
  });

  it('reaches the gratificación for another debt only above what the weeks left of the 5 URP', () => {
    // 5 URP 2025 = 2,675.00 a month; the week's 920.00 (1,000.00 − REP 80.00) leaves 1,755.00 exempt:
    // the gratificación's 166.60 is all exempt.
    expect(month([order({ kind: 'embargo', reachesCts: false })]).courtOrders).toBeUndefined();
    // 100 TM: the week pays 10,000.00, net 9,200.00 (above the 5 URP): the gratificación 1,666.00 is
    // attachable up to one third. Income tax of the month is its legal deduction, pro rata.
    const w = month([order({ kind: 'embargo', reachesCts: false })], '100.000');
    const line = w.courtOrders![0]!;
    const bonus = w.benefits.find((b) => b.concept === 'bonus')!.amount;
    const monthPay = w.contributionBase.remunerativePay
      .plus(bonus)
      .plus(w.benefits.find((b) => b.concept === 'bonusExtra')!.amount);
    const legal = w.incomeTax.withholding.times(bonus).dividedBy(monthPay, 2);
    expect(line.legalDeductions.toFixed(2)).toBe(legal.toFixed(2));
    expect(line.base.toFixed(2)).toBe(bonus.minus(legal).toFixed(2));
    expect(line.cap.toFixed(2)).toBe(line.base.dividedBy(d('3'), 2).toFixed(2));
    expect(line.amount.toFixed(2)).toBe(line.base.percentRounded(d('30')).toFixed(2));
  });

  it('takes no more than 50 % of the CTS for all the alimentos orders together, none for an embargo', () => {
    const lines = ctsCourtOrderLines(
      [
        order({ id: 1, percent: '40.00' }),
        order({ id: 2, percent: '30.00' }),
        order({ id: 3, kind: 'embargo', percent: '20.00' }),
      ],
      d('100.00'),
    );
    expect(lines.map((l) => [l.orderId, l.amount.toFixed(2)])).toEqual([
      [1, '40.00'],
      [2, '10.00'],
    ]);
  });
});
