import { describe, expect, it } from 'vitest';
import { cleanPosition, validatePosition, type PositionInput } from '../../../src/domain/positions/position';

const valid: PositionInput = {
  code: 'PAT',
  name: 'Patrón de pesca',
  landDailyRate: '20.00',
  fixedPay: false,
  active: true,
};

describe('position', () => {
  it('accepts a position with a decimal daily rate (its partes live in pago por especialidad)', () => {
    expect(validatePosition(valid)).toEqual([]);
    expect(validatePosition({ ...valid, landDailyRate: '0' })).toEqual([]);
    expect(Object.keys(cleanPosition(valid))).not.toContain('defaultShares');
  });

  it('refuses rates that are not decimals with two places in range', () => {
    expect(validatePosition({ ...valid, landDailyRate: '-1' })).toEqual([
      { field: 'landDailyRate', message: 'El jornal de tierra debe estar entre 0 y 99999.99.' },
    ]);
    expect(validatePosition({ ...valid, landDailyRate: '20.505' })).toEqual([
      { field: 'landDailyRate', message: 'El jornal de tierra admite como máximo 2 decimales.' },
    ]);
    expect(validatePosition({ ...valid, landDailyRate: 'veinte' })).toEqual([
      { field: 'landDailyRate', message: 'El jornal de tierra debe ser un número.' },
    ]);
  });

  it('writes numbers with two decimals and the code in upper case', () => {
    expect(cleanPosition({ ...valid, code: 'pat', landDailyRate: '20,5' })).toEqual({
      ...valid,
      landDailyRate: '20.50',
    });
  });
});
