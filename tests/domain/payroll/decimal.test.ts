import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/domain/payroll/decimal';

const d = Decimal.of;

describe('Decimal', () => {
  it('reads and writes plain decimal strings, keeping their scale', () => {
    expect(d('2126.506667').toString()).toBe('2126.506667');
    expect(d('178.000').toString()).toBe('178.000');
    expect(d('-0.05').toString()).toBe('-0.05');
    expect(d('+7').toString()).toBe('7');
    expect(d('0.5').toFixed(2)).toBe('0.50');
  });

  it('refuses what is not a plain decimal', () => {
    for (const text of ['', ' 1', '1 ', '1e5', '1,000.00', '.5', '5.', 'NaN', '0x10', '--1']) {
      expect(Decimal.parse(text), text).toBeUndefined();
    }
    expect(() => d('abc')).toThrow(RangeError);
  });

  it('rounds half-up (half away from zero) to cents', () => {
    expect(d('2126.506667').toFixed(2)).toBe('2126.51');
    expect(d('2126.505').round(2).toString()).toBe('2126.51');
    expect(d('2126.50499').round(2).toString()).toBe('2126.50');
    expect(d('0.005').round(2).toString()).toBe('0.01');
    expect(d('-0.005').round(2).toString()).toBe('-0.01');
    expect(d('-0.0049').round(2).toString()).toBe('0.00');
    expect(d('170.1208').round(2).toString()).toBe('170.12');
  });

  it('adds, subtracts and multiplies exactly', () => {
    expect(d('0.1').plus(d('0.2')).toString()).toBe('0.3');
    expect(d('180.500').minus(d('2.500')).toString()).toBe('178.000');
    expect(d('178.000').times(d('520.00')).toString()).toBe('92560.00000');
    expect(Decimal.sum([d('1.5'), d('2.25'), d('-0.75')]).toString()).toBe('3.00');
  });

  it('takes percentages exactly', () => {
    expect(d('92560.00').percent(d('22.40')).toString()).toBe('20733.440000');
    expect(d('2126.51').percent(d('1.37')).round(2).toString()).toBe('29.13');
  });

  it('divides to a stated scale, rounding half-up', () => {
    expect(d('20733.44').dividedBy(d('9.75'), 6).toString()).toBe('2126.506667');
    expect(d('2').dividedBy(d('3'), 2).toString()).toBe('0.67');
    expect(d('-2').dividedBy(d('3'), 2).toString()).toBe('-0.67');
    expect(d('1').dividedBy(d('-8'), 2).toString()).toBe('-0.13');
    expect(() => d('1').dividedBy(Decimal.ZERO, 2)).toThrow(RangeError);
  });

  it('compares by value whatever the scale', () => {
    expect(d('1.5').equals(d('1.50'))).toBe(true);
    expect(d('1.49').compare(d('1.5'))).toBe(-1);
    expect(d('-1').compare(d('-1.001'))).toBe(1);
    expect(Decimal.max(d('1130'), d('1129.99')).toString()).toBe('1130');
    expect(Decimal.min(d('2'), d('10')).toString()).toBe('2');
  });

  it('serialises to JSON as a string, never a number', () => {
    expect(JSON.stringify({ amount: d('2126.51') })).toBe('{"amount":"2126.51"}');
  });
});
