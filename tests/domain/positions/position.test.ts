import { describe, expect, it } from 'vitest';
import { cleanPosition, validatePosition, type PositionInput } from '../../../src/domain/positions/position';

const valid: PositionInput = {
  code: 'PAT',
  name: 'Patrón de pesca',
  defaultShares: '2.00',
  landDailyRate: '20.00',
  fixedPay: false,
  active: true,
};

describe('position', () => {
  it('accepts a position with decimal partes and daily rate', () => {
    expect(validatePosition(valid)).toEqual([]);
    expect(validatePosition({ ...valid, defaultShares: '0', landDailyRate: '0' })).toEqual([]);
  });

  it('refuses partes and rates that are not decimals with two places in range', () => {
    expect(validatePosition({ ...valid, defaultShares: '1.255', landDailyRate: '-1' })).toEqual([
      { field: 'defaultShares', message: 'El número de partes admite como máximo 2 decimales.' },
      { field: 'landDailyRate', message: 'El jornal de tierra debe estar entre 0 y 99999.99.' },
    ]);
    expect(validatePosition({ ...valid, defaultShares: '100' })[0]?.field).toBe('defaultShares');
    expect(validatePosition({ ...valid, landDailyRate: 'veinte' })).toEqual([
      { field: 'landDailyRate', message: 'El jornal de tierra debe ser un número.' },
    ]);
  });

  it('writes numbers with two decimals and the code in upper case', () => {
    expect(cleanPosition({ ...valid, code: 'pat', defaultShares: '2', landDailyRate: '20,5' })).toEqual({
      ...valid,
      landDailyRate: '20.50',
    });
  });
});
