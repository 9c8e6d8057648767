import { describe, expect, it } from 'vitest';
import { incomeCertificate, incomeCertificates } from '../../../src/domain/months/income-certificate';
import { readTaxScale } from '../../../src/domain/payroll/income-tax';
import { ParameterReader } from '../../../src/domain/payroll/parameters';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';

/**
 * The certificado de rentas y retenciones (Reglamento LIR art. 45) from the closed months of a year.
 * 2025: UIT 5,350.00; 7 UIT = 37,450.00; first bracket 8 % up to 5 UIT (26,750.00).
 */
const scale = readTaxScale(new ParameterReader(seedParameters(), '2025-12-31'));
const row = (document: string, name: string, taxablePay: string, incomeTax: string) => ({
  document,
  name,
  taxablePay,
  incomeTax,
});
const closed = [
  { month: '2025-04', workers: [row('10000001', 'QUISPE, JUAN', '20000.00', '1200.00')] },
  { month: '2024-12', workers: [row('10000001', 'QUISPE, JUAN', '9999.99', '99.99')] },
  {
    month: '2025-03',
    workers: [
      row('10000001', 'QUISPE, JUAN', '30000.00', '500.00'),
      row('10000002', 'ROJAS, LUIS', '100.00', '0.00'),
    ],
  },
  { month: '2025-05', workers: [row('10000002', 'ROJAS, LUIS', '200.00', '0.00')] },
];

describe('certificado de rentas y retenciones (Reglamento LIR art. 45)', () => {
  it('lists the year’s closed months the worker was paid in, in order, with the annual computation', () => {
    const c = incomeCertificate(2025, '10000001', closed, scale)!;
    expect(c.name).toBe('QUISPE, JUAN');
    // 2024-12 is another year; 2025-05 did not pay this worker.
    expect(c.months.map((m) => [m.month, m.label, m.taxablePay, m.taxWithheld])).toEqual([
      ['2025-03', 'marzo 2025', '30000.00', '500.00'],
      ['2025-04', 'abril 2025', '20000.00', '1200.00'],
    ]);
    // 30,000.00 + 20,000.00 = 50,000.00; − 37,450.00 = 12,550.00 × 8 % = 1,004.00; withheld 500.00 +
    // 1,200.00 = 1,700.00; balance 1,004.00 − 1,700.00 = −696.00 (withheld in excess: to refund)
    expect([c.taxablePay, c.deduction, c.taxableIncome, c.annualTax, c.taxWithheld, c.balance]).toEqual([
      '50000.00',
      '37450.00',
      '12550.00',
      '1004.00',
      '1700.00',
      '-696.00',
    ]);
  });

  it('certifies what was withheld: a run’s balance in the month of the week that withheld it', () => {
    // April's run computed 1,200.00 but its pay covered 700.00 (balance 500.00); week 19 (May) withheld
    // 300.00 of it; 200.00 is still pending. December 2024's balance withheld in March 2025: 50.00.
    const c = incomeCertificate(2025, '10000001', closed, scale, {
      carried: [
        { month: '2024-12', amount: '50.00' },
        { month: '2025-04', amount: '500.00' },
      ],
      withheld: [
        { month: '2025-03', from: '2024-12', amount: '50.00' },
        { month: '2025-05', from: '2025-04', amount: '300.00' },
      ],
    })!;
    expect(c.months.map((m) => [m.month, m.taxablePay, m.taxComputed, m.taxWithheld])).toEqual([
      ['2025-03', '30000.00', '500.00', '550.00'],
      ['2025-04', '20000.00', '1200.00', '700.00'],
      ['2025-05', '0.00', '0.00', '300.00'],
    ]);
    // Withheld 550.00 + 700.00 + 300.00 = 1,550.00; 1,004.00 − 1,550.00 = −546.00; pending 500.00 − 300.00.
    expect([c.annualTax, c.taxWithheld, c.balance, c.pendingToWithhold]).toEqual([
      '1004.00',
      '1550.00',
      '-546.00',
      '200.00',
    ]);
  });

  it('certifies no tax under 7 UIT, and nothing for a worker without closed months in the year', () => {
    const c = incomeCertificate(2025, '10000002', closed, scale)!;
    expect([c.taxablePay, c.taxableIncome, c.annualTax, c.balance]).toEqual([
      '300.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(incomeCertificate(2026, '10000001', closed, scale)).toBeUndefined();
    expect(incomeCertificate(2025, '99999999', closed, scale)).toBeUndefined();
  });

  it('gives every worker paid in a closed month of the year a certificate, by name', () => {
    const all = incomeCertificates(2025, closed, scale);
    expect(all.map((c) => [c.document, c.name, c.taxablePay, c.taxWithheld])).toEqual([
      ['10000001', 'QUISPE, JUAN', '50000.00', '1700.00'],
      ['10000002', 'ROJAS, LUIS', '300.00', '0.00'],
    ]);
    expect(all[0]).toEqual(incomeCertificate(2025, '10000001', closed, scale));
    // 2024 had only December, with one worker; 2026 has no closed month.
    expect(incomeCertificates(2024, closed, scale).map((c) => [c.document, c.taxablePay])).toEqual([
      ['10000001', '9999.99'],
    ]);
    expect(incomeCertificates(2026, closed, scale)).toEqual([]);
  });
});
