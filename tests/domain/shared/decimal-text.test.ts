import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatSoles,
  cleanDecimalText,
  decimalTextProblem,
  parseDecimalText,
  type DecimalRule,
} from '../../../src/domain/shared/decimal-text';

const PERCENT: DecimalRule = { decimals: 2, min: '0', max: '100' };
const CAPACITY: DecimalRule = { decimals: 2, min: '0', max: '9999.99', minExclusive: true };

describe('decimal text', () => {
  it('reads plain numbers, with a point or a comma, and nothing else', () => {
    expect(parseDecimalText('22.4')?.toString()).toBe('22.4');
    expect(parseDecimalText(' 22,40 ')?.toString()).toBe('22.40');
    for (const text of ['', 'abc', '1e3', '1.000,50', '.5', '22.', 'NaN', '1 000', '9'.repeat(21)]) {
      expect(parseDecimalText(text), text).toBeUndefined();
    }
  });

  it('accepts the range ends and at most the rule decimals', () => {
    expect(decimalTextProblem('0', PERCENT, 'El porcentaje')).toBeUndefined();
    expect(decimalTextProblem('100', PERCENT, 'El porcentaje')).toBeUndefined();
    expect(decimalTextProblem('100.00', PERCENT, 'El porcentaje')).toBeUndefined();
    expect(decimalTextProblem('22.45', PERCENT, 'El porcentaje')).toBeUndefined();
  });

  it('refuses out of range, too many decimals, not numbers and empty, naming the field', () => {
    expect(decimalTextProblem('100.01', PERCENT, 'El porcentaje')).toBe(
      'El porcentaje debe estar entre 0 y 100.',
    );
    expect(decimalTextProblem('-0.01', PERCENT, 'El porcentaje')).toBe(
      'El porcentaje debe estar entre 0 y 100.',
    );
    expect(decimalTextProblem('22.405', PERCENT, 'El porcentaje')).toBe(
      'El porcentaje admite como máximo 2 decimales.',
    );
    expect(decimalTextProblem('22.400', PERCENT, 'El porcentaje')).toBe(
      'El porcentaje admite como máximo 2 decimales.',
    );
    expect(decimalTextProblem('veinte', PERCENT, 'El porcentaje')).toBe('El porcentaje debe ser un número.');
    expect(decimalTextProblem(' ', PERCENT, 'El porcentaje')).toBe('El porcentaje es obligatorio.');
    expect(decimalTextProblem('1.5', { decimals: 0, min: '0', max: '9' }, 'La cantidad')).toBe(
      'La cantidad debe ser un número entero.',
    );
  });

  it('an exclusive minimum refuses the minimum itself', () => {
    expect(decimalTextProblem('0', CAPACITY, 'La capacidad')).toBe(
      'La capacidad debe ser mayor que 0 y como máximo 9999.99.',
    );
    expect(decimalTextProblem('0.01', CAPACITY, 'La capacidad')).toBeUndefined();
  });

  it('writes the number with exactly the rule decimals', () => {
    expect(cleanDecimalText('22.4', 2)).toBe('22.40');
    expect(cleanDecimalText(' 7 ', 2)).toBe('7.00');
    expect(cleanDecimalText('3,5', 2)).toBe('3.50');
    expect(cleanDecimalText('x', 2)).toBe('x');
  });
});

describe('money as documents print it', () => {
  it('groups thousands and keeps two decimals, rounding half up', () => {
    expect(formatAmount('2126.505')).toBe('2,126.51');
    expect(formatAmount('1234567')).toBe('1,234,567.00');
    expect(formatAmount('-3')).toBe('-3.00');
    expect(formatAmount('')).toBe('');
  });

  it('writes soles with the sign before the symbol', () => {
    expect(formatSoles('2126.51')).toBe('S/ 2,126.51');
    expect(formatSoles('-3')).toBe('-S/ 3.00');
    expect(formatSoles('1650')).toBe('S/ 1,650.00');
    expect(formatSoles('1234567.891')).toBe('S/ 1,234,567.89');
    expect(formatSoles(String(1650.5))).toBe('S/ 1,650.50');
    expect(formatSoles(null)).toBe('');
  });
});
