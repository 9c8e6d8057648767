import { describe, expect, it } from 'vitest';
import {
  EFFECTIVE_DATED_MESSAGES,
  byEffectiveDate,
  effectiveDateProblems,
  inForceOn,
} from '../../../src/domain/shared/effective-dated';

const rows = [
  { effectiveFrom: '2025-07-01', value: 'B' },
  { effectiveFrom: '2025-01-01', value: 'A' },
  { effectiveFrom: '2026-01-01', value: 'C' },
];

describe('effective-dated lookup', () => {
  it('nothing is in force before the first date', () => {
    expect(inForceOn(rows, '2024-12-31')).toBeUndefined();
    expect(inForceOn([], '2025-01-01')).toBeUndefined();
  });

  it('a change applies from its own day: the day before keeps the old value', () => {
    expect(inForceOn(rows, '2025-01-01')?.value).toBe('A');
    expect(inForceOn(rows, '2025-06-30')?.value).toBe('A');
    expect(inForceOn(rows, '2025-07-01')?.value).toBe('B');
    expect(inForceOn(rows, '2025-07-02')?.value).toBe('B');
    expect(inForceOn(rows, '2025-12-31')?.value).toBe('B');
    expect(inForceOn(rows, '2026-01-01')?.value).toBe('C');
    expect(inForceOn(rows, '2030-05-05')?.value).toBe('C');
  });

  it('does not depend on the order of the rows', () => {
    expect(inForceOn([...rows].reverse(), '2025-07-01')?.value).toBe('B');
    expect(byEffectiveDate(rows).map((r) => r.value)).toEqual(['A', 'B', 'C']);
  });

  it('refuses missing, invalid and repeated dates, row by row', () => {
    expect(
      effectiveDateProblems([
        { effectiveFrom: '2025-01-01' },
        { effectiveFrom: '' },
        { effectiveFrom: '2025-02-30' },
        { effectiveFrom: '2025-03-01' },
        { effectiveFrom: '2025-03-01' },
      ]),
    ).toEqual([
      undefined,
      EFFECTIVE_DATED_MESSAGES.required,
      EFFECTIVE_DATED_MESSAGES.invalid,
      EFFECTIVE_DATED_MESSAGES.duplicate,
      EFFECTIVE_DATED_MESSAGES.duplicate,
    ]);
  });
});
