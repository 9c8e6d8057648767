import { describe, expect, it } from 'vitest';
import { pensionSummaryOf, type PensionSummarySource } from '../../../src/domain/parameters/pension-summary';

const row = (
  key: string,
  value: string,
  effectiveFrom = '2025-01-01',
  inForce = true,
): PensionSummarySource => ({
  key,
  value,
  unit: key.endsWith('insurableCap') ? 'PEN' : 'percent',
  effectiveFrom,
  inForce,
});

describe('pensionSummaryOf', () => {
  it('puts each scheme in one row, REP and ONP first, then the AFPs by code', () => {
    const summary = pensionSummaryOf([
      row('afp.PRIMA.contribution', '10.00'),
      row('afp.HABITAT.insurance', '1.37'),
      row('onp.worker.rate', '13.00'),
      row('rep.worker.rate', '3.00'),
      row('afp.INTEGRA.flowCommission', '1.55'),
      row('afp.PROFUTURO.insurableCap', '12209.11'),
    ]);
    expect(summary.map((s) => [s.scheme, s.table11Code])).toEqual([
      ['REP', '15'],
      ['ONP', '02'],
      ['HABITAT', '25'],
      ['INTEGRA', '21'],
      ['PRIMA', '24'],
      ['PROFUTURO', '23'],
    ]);
  });

  it('sends each key to its column, with its value, unit and start date', () => {
    const [integra] = pensionSummaryOf([
      row('afp.INTEGRA.contribution', '10.00'),
      row('afp.INTEGRA.insurance', '1.37'),
      row('afp.INTEGRA.insurableCap', '12209.11', '2026-01-01'),
      row('afp.INTEGRA.flowCommission', '1.55'),
      row('afp.INTEGRA.balanceFlowCommission', '0.00'),
    ]);
    expect(integra).toEqual({
      scheme: 'INTEGRA',
      table11Code: '21',
      worker: { value: '10.00', unit: 'percent', effectiveFrom: '2025-01-01' },
      insurance: { value: '1.37', unit: 'percent', effectiveFrom: '2025-01-01' },
      insurableCap: { value: '12209.11', unit: 'PEN', effectiveFrom: '2026-01-01' },
      flowCommission: { value: '1.55', unit: 'percent', effectiveFrom: '2025-01-01' },
      mixedCommission: { value: '0.00', unit: 'percent', effectiveFrom: '2025-01-01' },
      employer: null,
    });
  });

  it('gives REP its own employer rate and every AFP the common one; ONP has none', () => {
    const summary = pensionSummaryOf([
      row('rep.worker.rate', '3.00'),
      row('rep.employer.rate', '6.00'),
      row('onp.worker.rate', '13.00'),
      row('afp.employer.rate', '0.00', '2025-04-01'),
      row('afp.HABITAT.contribution', '10.00'),
      row('afp.PRIMA.contribution', '10.00'),
    ]);
    const by = Object.fromEntries(summary.map((s) => [s.scheme, s]));
    expect(by.REP?.employer?.value).toBe('6.00');
    expect(by.REP?.insurance).toBeNull();
    expect(by.ONP?.worker?.value).toBe('13.00');
    expect(by.ONP?.employer).toBeNull();
    expect(by.HABITAT?.employer).toEqual({ value: '0.00', unit: 'percent', effectiveFrom: '2025-04-01' });
    expect(by.PRIMA?.employer?.effectiveFrom).toBe('2025-04-01');
    // The common rate is no scheme of its own.
    expect(summary.map((s) => s.scheme)).toEqual(['REP', 'ONP', 'HABITAT', 'PRIMA']);
  });

  it('leaves out rows not in force and keys outside the pension schemes', () => {
    const summary = pensionSummaryOf([
      row('onp.worker.rate', '13.00', '2025-01-01'),
      row('onp.worker.rate', '14.00', '2030-01-01', false),
      row('essalud.rate', '9.00'),
      row('afp.employer.rate', '0.00', '2025-01-01', false),
      row('afp.HABITAT.contribution', '10.00'),
    ]);
    expect(summary).toHaveLength(2);
    expect(summary[0]?.worker?.value).toBe('13.00');
    expect(summary[1]?.employer).toBeNull();
  });

  it('answers no rows when nothing is in force', () => {
    expect(pensionSummaryOf([])).toEqual([]);
  });
});
