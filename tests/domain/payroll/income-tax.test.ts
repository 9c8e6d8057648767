import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/domain/payroll/decimal';
import {
  computeIncomeTax,
  readTaxScale,
  withholdingRule,
  type PreviousMonth,
} from '../../../src/domain/payroll/income-tax';
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
