import { describe, expect, it } from 'vitest';
import {
  balancesToWithhold,
  incomeTaxBalances,
  withholdingsOfWeek,
} from '../../../src/domain/months/income-tax-balance';

// Golden case 10: the patrón's April run leaves 3,681.68 of income tax uncovered.
const carried = [
  { document: '11000001', month: '2025-04', amount: '3681.68' },
  { document: '11000002', month: '2025-04', amount: '0.00' },
];

describe('income tax balances of closed monthly runs', () => {
  it('is all pending until a closed week withholds it', () => {
    const balances = incomeTaxBalances(carried, []);
    expect(balances).toEqual([
      {
        document: '11000001',
        month: '2025-04',
        amount: '3681.68',
        withheld: '0.00',
        pending: '3681.68',
        weeks: [],
      },
    ]);
    expect(balancesToWithhold(balances, '2025-05')).toEqual([
      { worker: '11000001', month: '2025-04', amount: '3681.68' },
    ]);
    // Never withheld in a week of the same month or an earlier one.
    expect(balancesToWithhold(balances, '2025-04')).toEqual([]);
  });

  it('is consumed by the closed weeks that withheld it, in part or whole, naming them', () => {
    const part = incomeTaxBalances(carried, [
      { document: '11000001', month: '2025-04', amount: '1000.00', week: '19/2025' },
    ]);
    expect(part[0]).toMatchObject({ withheld: '1000.00', pending: '2681.68' });
    expect(balancesToWithhold(part, '2025-05')).toEqual([
      { worker: '11000001', month: '2025-04', amount: '2681.68' },
    ]);
    const whole = incomeTaxBalances(carried, [
      { document: '11000001', month: '2025-04', amount: '1000.00', week: '19/2025' },
      { document: '11000001', month: '2025-04', amount: '2681.68', week: '20/2025' },
    ]);
    expect(whole[0]).toMatchObject({
      withheld: '3681.68',
      pending: '0.00',
      weeks: [
        { week: '19/2025', amount: '1000.00' },
        { week: '20/2025', amount: '2681.68' },
      ],
    });
    expect(balancesToWithhold(whole, '2025-06')).toEqual([]);
  });

  it('is pending again when the week that withheld it is reopened (its lines are no longer closed)', () => {
    expect(incomeTaxBalances(carried, [])[0]!.pending).toBe('3681.68');
  });
});

describe('what a closed week withheld of the balances', () => {
  it('reads the incomeTax lines that name a month, and nothing else', () => {
    expect(
      withholdingsOfWeek('19/2025', [
        {
          document: '11000001',
          deductions: [
            { concept: 'pensionContribution', amount: '100.00' },
            { concept: 'incomeTax', amount: '3681.68', inputs: { month: '2025-04', balance: '3681.68' } },
          ],
        },
        { document: '11000002', deductions: [{ concept: 'otherDeduction', amount: '5.00', inputs: {} }] },
      ]),
    ).toEqual([{ document: '11000001', month: '2025-04', amount: '3681.68', week: '19/2025' }]);
  });
});
