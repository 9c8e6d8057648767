import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWeeklyInput } from '../../../src/application/payroll/payroll-input-json';
import { Decimal } from '../../../src/domain/payroll/decimal';
import { withStoredShareRules, type StoredShareRule } from '../../../src/domain/payroll/stored-share-rules';
import type { WeeklyPayrollInput } from '../../../src/domain/payroll/weekly-input';

const week = (): WeeklyPayrollInput => {
  const read = readWeeklyInput(
    JSON.parse(readFileSync('scripts/payroll/examples/week-2025-15.json', 'utf8')) as unknown,
  );
  if (!read.ok) throw new Error('example week unreadable');
  return read.value;
};
const rule = (over: Partial<StoredShareRule>): StoredShareRule => ({
  position: 'PANGUERO',
  effectiveFrom: '2025-04-07',
  partes: Decimal.of('3.00'),
  bonus: Decimal.of('0.00'),
  ...over,
});
const rulesOf = (input: WeeklyPayrollInput, position: string) =>
  input.shareRules
    .filter((r) => r.position === position)
    .map((r) => [r.effectiveFrom, r.partes.toString(), r.vessel ?? null]);

describe('withStoredShareRules', () => {
  it('replaces the input table of the positions with stored rows, and keeps the others', () => {
    const input = week();
    const result = withStoredShareRules(input, [
      rule({ effectiveFrom: '2025-01-01', partes: Decimal.of('1.40') }),
      rule({}),
      rule({ vessel: 'CO-21547-PM', partes: Decimal.of('3.50') }),
      // Not this week's business: a position and a vessel it does not have.
      rule({ position: 'BODEGUERO' }),
      rule({ position: 'PATRON', vessel: 'XX-00000-PM' }),
    ]);
    expect(rulesOf(result, 'PANGUERO')).toEqual([
      ['2025-01-01', '1.40', null],
      ['2025-04-07', '3.00', null],
      ['2025-04-07', '3.50', 'CO-21547-PM'],
    ]);
    expect(rulesOf(result, 'PATRON')).toEqual(rulesOf(input, 'PATRON'));
    expect(rulesOf(result, 'BODEGUERO')).toEqual([]);
  });

  it('leaves the input as it is when nothing stored applies', () => {
    const input = week();
    expect(withStoredShareRules(input, [rule({ position: 'BODEGUERO' })])).toBe(input);
  });

  it('makes a stored bonus the engine’s bonus per fishing day, and adds none for a zero bonus', () => {
    const result = withStoredShareRules(week(), [
      rule({ bonus: Decimal.of('50.00') }),
      rule({ position: 'PATRON', bonus: Decimal.of('0.00') }),
    ]);
    const panguero = result.shareRules.filter((r) => r.position === 'PANGUERO');
    expect(
      panguero.map((r) => [
        r.specialtyBonus?.kind,
        r.specialtyBonus?.kind === 'perFishingDay' ? r.specialtyBonus.amount.toString() : null,
      ]),
    ).toEqual([['perFishingDay', '50.00']]);
    expect(result.shareRules.filter((r) => r.position === 'PATRON').map((r) => r.specialtyBonus)).toEqual([
      undefined,
    ]);
  });
});
