import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/domain/payroll/decimal';
import {
  computeIncomeTax,
  readTaxScale,
  withholdingRule,
  type PreviousMonth,
} from '../../../src/domain/payroll/income-tax';
import { monthlyIncomeTax } from '../../../src/domain/payroll/monthly/settlement';
import { ParameterReader } from '../../../src/domain/payroll/parameters';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { d } from './fixtures';

// 2025: UIT 5,350. 7 UIT = 37,450; bracket limits 5/20/35/45 UIT = 26,750 / 107,000 / 187,250 / 240,750.
const scale2025 = readTaxScale(new ParameterReader(seedParameters(), '2025-12-31'));

function months(pay: string, withheld: readonly string[]): PreviousMonth[] {
  return withheld.map((w, i) => ({ month: i + 1, taxablePay: d(pay), taxWithheld: d(w) }));
}

function tax(month: number, monthPay: string, previousMonths: PreviousMonth[] = [], projectedPay = '0') {
  return computeIncomeTax(
    { month, monthPay: d(monthPay), previousMonths, projectedPay: d(projectedPay) },
    scale2025,
  );
}

describe('income tax withholding (renta de quinta categoría)', () => {
  it('reads the 2025 scale from the parameters', () => {
    expect(scale2025.uit.toString()).toBe('5350');
    expect(scale2025.deductionUit.toString()).toBe('7');
  });

  it('withholds nothing up to 7 UIT a year', () => {
    const t = tax(1, '37450.00');
    expect(t.deduction.toString()).toBe('37450.00');
    expect(t.taxableIncome.toString()).toBe('0.00');
    expect(t.brackets).toEqual([]);
    expect(t.withholding.toString()).toBe('0.00');
  });

  it('taxes exactly 5 UIT of taxable income at 8 %, in the first bracket only', () => {
    const t = tax(1, '64200.00'); // 37,450 + 26,750
    expect(t.brackets.map((b) => [b.inputs.bracket, b.inputs.base.toString(), b.amount.toString()])).toEqual([
      [1, '26750.00', '2140.00'],
    ]);
    expect(t.annualTax.toString()).toBe('2140.00');
    // January: annual tax / 12 = 178.333… → 178.33
    expect(t.divisor).toBe(12);
    expect(t.withholding.toString()).toBe('178.33');
  });

  it('starts the 14 % bracket one cent above 5 UIT', () => {
    const t = tax(1, '64250.00'); // taxable 26,800.00
    expect(t.brackets.map((b) => [b.inputs.bracket, b.inputs.base.toString(), b.amount.toString()])).toEqual([
      [1, '26750.00', '2140.00'],
      [2, '50.00', '7.00'],
    ]);
    expect(t.annualTax.toString()).toBe('2147.00');
  });

  it('crosses all five brackets: taxable 300,000.00 → 55,492.50', () => {
    const t = tax(12, '337450.00');
    expect(
      t.brackets.map((b) => [b.inputs.rate.toString(), b.inputs.base.toString(), b.amount.toString()]),
    ).toEqual([
      ['8', '26750.00', '2140.00'],
      ['14', '80250.00', '11235.00'],
      ['17', '80250.00', '13642.50'],
      ['20', '53500.00', '10700.00'],
      ['30', '59250.00', '17775.00'],
    ]);
    expect(t.annualTax.toString()).toBe('55492.50');
    expect(t.withholding.toString()).toBe('55492.50');
  });

  it('applies the art. 40 divisors and the months withheld before', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => withholdingRule(m).divisor)).toEqual([
      12, 12, 12, 9, 8, 8, 8, 5, 4, 4, 4, 1,
    ]);
    expect(withholdingRule(6).withheldMonths).toEqual([1, 4]);
    expect(withholdingRule(10).withheldMonths).toEqual([1, 8]);
  });

  it('April: (annual tax − withheld January–March) / 9', () => {
    // annual 80,000 → taxable 42,550 → 2,140 + 15,800 × 14 % = 4,352.00; (4,352 − 300) / 9 = 450.222… → 450.22
    const t = tax(4, '20000.00', months('20000.00', ['100.00', '100.00', '100.00']));
    expect(t.annualTax.toString()).toBe('4352.00');
    expect(t.withheldBefore.toString()).toBe('300.00');
    expect(t.withholding.toString()).toBe('450.22');
  });

  it('June: (annual tax − withheld January–April) / 8, ignoring May', () => {
    // annual 120,000 → taxable 82,550 → 2,140 + 55,800 × 14 % = 9,952.00; (9,952 − 750.22) / 8 = 1,150.2225 → 1,150.22
    const t = tax(6, '20000.00', months('20000.00', ['100.00', '100.00', '100.00', '450.22', '500.00']));
    expect(t.withheldMonths).toEqual([1, 4]);
    expect(t.withheldBefore.toString()).toBe('750.22');
    expect(t.withholding.toString()).toBe('1150.22');
  });

  it('December settles the year: annual tax − withheld January–November', () => {
    const withheld = Array.from({ length: 11 }, () => '500.00');
    const t = tax(12, '10000.00', months('10000.00', withheld));
    expect(t.annualIncome.toString()).toBe('120000.00');
    expect(t.annualTax.toString()).toBe('9952.00');
    expect(t.withholding.toString()).toBe('4452.00');
    expect(t.refundDue.toString()).toBe('0.00');
  });

  it('December reports what was withheld in excess instead of a negative withholding', () => {
    const withheld = Array.from({ length: 11 }, () => '1000.00');
    const t = tax(12, '10000.00', months('10000.00', withheld));
    expect(t.withholding.toString()).toBe('0.00');
    expect(t.refundDue.toString()).toBe('1048.00');
  });

  it('never withholds a negative amount before December', () => {
    const t = tax(5, '0.00', months('60000.00', ['9000.00', '9000.00', '9000.00', '9000.00']));
    expect(t.withholding.toString()).toBe('0.00');
    expect(t.refundDue.toString()).toBe('0.00');
  });

  it('projects fixed pay over the rest of the year', () => {
    const t = computeIncomeTax(
      {
        month: 3,
        monthPay: d('5000.00'),
        previousMonths: [],
        projectedPay: d('5000.00').times(Decimal.fromInteger(9)),
      },
      scale2025,
    );
    expect(t.annualIncome.toString()).toBe('50000.00');
    // taxable 12,550 × 8 % = 1,004.00; / 12 = 83.666… → 83.67
    expect(t.withholding.toString()).toBe('83.67');
  });
});

/**
 * Art. 40 of the Reglamento de la LIR (D.S. 122-94-EF, as amended by D.S. 033-2017-EF), through the
 * month's path (`monthlyIncomeTax`): a) the month's ordinary pay — catch shares included, the
 * regulation does not exempt variable pay — is multiplied by the months left including the month;
 * e) extraordinary income (reintegros, bonuses) is not spread: the tax it adds is withheld in full.
 * 2026: UIT 5,500; 7 UIT = 38,500.00; 5 UIT = 27,500.00; 20 UIT = 110,000.00.
 */
describe('income tax by art. 40 a) and e) of the Reglamento', () => {
  const rates2026 = {
    taxScale: readTaxScale(new ParameterReader(seedParameters(), '2026-12-31')),
    additionalDeductionUit: undefined,
  };
  const history = (previousMonths: PreviousMonth[] = []) => ({
    previousMonths,
    otherEmployers: undefined,
    deductibleExpenses: undefined,
  });

  it('projects a November of catch shares into December (issue 29: 49,118.65 withheld 212.37, projected 0.00)', () => {
    const t = monthlyIncomeTax(
      11,
      { monthPay: d('49118.65'), extraordinaryPay: d('0.00') },
      history(),
      rates2026,
    );
    // Without the projection: (49,118.65 − 38,500.00) × 8 % = 849.492 → 849.49; / 4 = 212.37.
    // a) 49,118.65 × 2 months (November and December): 49,118.65 + 49,118.65 projected = 98,237.30
    expect(t.projectedPay.toString()).toBe('49118.65');
    expect(t.annualIncome.toString()).toBe('98237.30');
    // b) − 38,500.00 = 59,737.30; c) 27,500.00 × 8 % = 2,200.00 + 32,237.30 × 14 % = 4,513.222 → 4,513.22
    expect(t.taxableIncome.toString()).toBe('59737.30');
    expect(t.brackets.map((b) => b.amount.toString())).toEqual(['2200.00', '4513.22']);
    expect(t.annualTax.toString()).toBe('6713.22');
    // d) November: (6,713.22 − withheld January–August 0.00) / 4 = 1,678.305 → 1,678.31
    expect(t.divisor).toBe(4);
    expect(t.withholding.toString()).toBe('1678.31');
    expect(t.extraordinaryTax.toString()).toBe('0.00');
    expect(t.extraordinary).toBeUndefined();
  });

  it('withholds the tax of the month’s extraordinary income in full, not divided (art. 40 e)', () => {
    // The same November with a reintegro of 5,000.00 (other earnings): month pay 54,118.65.
    const t = monthlyIncomeTax(
      11,
      { monthPay: d('54118.65'), extraordinaryPay: d('5000.00') },
      history(),
      rates2026,
    );
    // Ordinary: 49,118.65, projected once more; annual 98,237.30 → tax 6,713.22; / 4 = 1,678.31
    expect(t.ordinaryPay.toString()).toBe('49118.65');
    expect(t.projectedPay.toString()).toBe('49118.65');
    expect(t.ordinaryTax.toString()).toBe('1678.31');
    // With it: 103,237.30 − 38,500.00 = 64,737.30: 2,200.00 + 37,237.30 × 14 % (5,213.222 → 5,213.22)
    // = 7,413.22; it adds 700.00, withheld in full (spread by the divisor it would be 175.00)
    expect(t.extraordinary?.annualIncome.toString()).toBe('103237.30');
    expect(t.extraordinary?.annualTax.toString()).toBe('7413.22');
    expect(t.extraordinaryTax.toString()).toBe('700.00');
    expect(t.withholding.toString()).toBe('2378.31');
  });

  it('still withholds the extraordinary tax when the ordinary share is negative before December', () => {
    // June: ordinary 3,000.00 × 7 = 21,000.00 + January–May 50,000.00 = 71,000.00 → taxable 32,500.00:
    // 2,200.00 + 5,000.00 × 14 % = 700.00 → 2,900.00; withheld January–April 4,000.00: (2,900 − 4,000) / 8
    // is negative: nothing. Extraordinary 1,000.00: 33,500.00 → 2,200.00 + 840.00 = 3,040.00: 140.00.
    const t = monthlyIncomeTax(
      6,
      { monthPay: d('4000.00'), extraordinaryPay: d('1000.00') },
      history(
        [1, 2, 3, 4, 5].map((m) => ({ month: m, taxablePay: d('10000.00'), taxWithheld: d('1000.00') })),
      ),
      rates2026,
    );
    expect(t.annualTax.toString()).toBe('2900.00');
    expect(t.ordinaryTax.toString()).toBe('-137.50');
    expect(t.extraordinaryTax.toString()).toBe('140.00');
    expect(t.withholding.toString()).toBe('140.00');
  });

  it('settles December with the extraordinary income, and refunds what was withheld in excess', () => {
    // December: no month left to project. January–November 5,000.00 each, nothing withheld; December
    // 5,000.00 ordinary + 2,000.00 extraordinary. Ordinary 60,000.00 − 38,500.00 = 21,500.00 × 8 % =
    // 1,720.00; with the extraordinary 62,000.00 → 23,500.00 × 8 % = 1,880.00: 160.00 more; 1,880.00.
    const eleven = (pay: string, withheld: string) =>
      Array.from({ length: 11 }, (_, i) => ({ month: i + 1, taxablePay: d(pay), taxWithheld: d(withheld) }));
    const t = monthlyIncomeTax(
      12,
      { monthPay: d('7000.00'), extraordinaryPay: d('2000.00') },
      history(eleven('5000.00', '0.00')),
      rates2026,
    );
    expect(t.projectedPay.toString()).toBe('0.00');
    expect(t.divisor).toBe(1);
    expect(t.withholding.toString()).toBe('1880.00');
    expect(t.refundDue.toString()).toBe('0.00');
    // January–November 3,250.00 each with 100.00 withheld (1,100.00); December 3,250.00: 39,000.00 →
    // 500.00 × 8 % = 40.00; 40.00 − 1,100.00: nothing withheld, 1,060.00 to refund.
    const refund = monthlyIncomeTax(
      12,
      { monthPay: d('3250.00'), extraordinaryPay: d('0.00') },
      history(eleven('3250.00', '100.00')),
      rates2026,
    );
    expect(refund.annualTax.toString()).toBe('40.00');
    expect(refund.withholding.toString()).toBe('0.00');
    expect(refund.refundDue.toString()).toBe('1060.00');
  });
});
