import { describe, expect, it } from 'vitest';
import { lineLabel } from '../../../src/domain/payroll/concept-labels';

describe('the label of an earlier month’s income tax balance withheld in a week', () => {
  it('names the month it comes from (breakdown, payslip, report)', () => {
    const line = {
      concept: 'incomeTax',
      inputs: { month: '2025-04', balance: '3681.68', available: '10133.76' },
    };
    expect(lineLabel(line)).toBe('Saldo de renta de quinta de abril 2025');
  });

  it('leaves the monthly run’s own income tax line as it was', () => {
    expect(lineLabel({ concept: 'incomeTax', inputs: { month: '2025-04' } })).toBe(
      'Renta de quinta (planilla mensual)',
    );
  });
});
