import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateInOrder,
  allocateLargestRemainder,
  allocateSafeIntegers,
} from '../../../src/domain/payroll/allocation';
import { Decimal } from '../../../src/domain/payroll/decimal';
import type { CatchPool } from '../../../src/domain/payroll/lines';
import { consolidateMonth } from '../../../src/domain/payroll/monthly-payroll';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import { computeWeeklyPayroll, type WeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../../src/domain/payroll/weekly-input';
import { shuffled, validWeek } from './arbitraries';

const parameters = seedParameters();
const RUNS = { numRuns: 150 };

/** The week's result, or undefined when it is refused only because deductions exceed some worker's pay. */
function computeValid(input: WeeklyPayrollInput): WeeklyPayroll | undefined {
  const result = computeWeeklyPayroll(input, parameters);
  if (result.ok) return result.value;
  expect(result.error.map((e) => e.kind)).toEqual(['DeductionsExceedPay']);
  return undefined;
}

describe('allocation properties', () => {
  const claims = fc.array(
    fc.record({ document: fc.stringMatching(/^\d{8}$/), weight: fc.bigInt({ min: 0n, max: 1_000_000n }) }),
    { minLength: 1, maxLength: 40 },
  );

  it('the shares of a pool always sum to the pool, each within a cent of its exact value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), claims, (pool, list) => {
        fc.pre(list.some((c) => c.weight > 0n));
        const parts = allocateLargestRemainder(pool, list);
        const total = list.reduce((sum, c) => sum + c.weight, 0n);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(pool);
        parts.forEach((part, i) => {
          const floor = (pool * list[i]!.weight) / total;
          expect(part === floor || part === floor + 1n).toBe(true);
          expect(part >= 0n).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order of the claims (distinct documents)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), claims, fc.integer(), (pool, list, seed) => {
        const unique = [...new Map(list.map((c) => [c.document, c])).values()];
        fc.pre(unique.some((c) => c.weight > 0n));
        const reversed = [...unique].reverse();
        const rotated = unique.map((_, i) => unique[(i + Math.abs(seed)) % unique.length]!);
        const byDoc = (order: typeof unique) => {
          const parts = allocateLargestRemainder(pool, order);
          return Object.fromEntries(order.map((c, i) => [c.document, parts[i]!.toString()]));
        };
        expect(byDoc(reversed)).toEqual(byDoc(unique));
        expect(byDoc(rotated)).toEqual(byDoc(unique));
      }),
      { numRuns: 300 },
    );
  });
});

describe('fast paths agree with the exact BigInt paths', () => {
  it('percentRounded equals percent then round, for any sign and size', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => Decimal.fromUnits(units, scale));
    fc.assert(
      fc.property(decimal, decimal, fc.integer({ min: 0, max: 6 }), (value, rate, scale) => {
        expect(value.percentRounded(rate, scale).toString()).toBe(
          value.percent(rate).round(scale).toString(),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('number allocation equals BigInt allocation whenever it is allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 30 }),
        (pool, weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          fc.pre(total > 0 && pool * total <= Number.MAX_SAFE_INTEGER);
          expect(allocateSafeIntegers(pool, weights, total).map(String)).toEqual(
            allocateInOrder(BigInt(pool), weights.map(BigInt)).map(String),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('weekly payroll properties', () => {
  it('the catch shares of every pool sum to the pool', () => {
    fc.assert(
      fc.property(validWeek, (input) => {
        const payroll = computeValid(input);
        if (payroll === undefined) return;
        const sums = new Map<CatchPool, Decimal>();
        for (const worker of payroll.workers) {
          for (const line of worker.earnings) {
            if (line.concept !== 'catchShare') continue;
            sums.set(line.inputs.pool, (sums.get(line.inputs.pool) ?? Decimal.ZERO).plus(line.amount));
          }
        }
        for (const pool of payroll.pools)
          expect((sums.get(pool) ?? Decimal.ZERO).equals(pool.pool)).toBe(true);
        expect(payroll.totals.catchShares.equals(Decimal.sum(payroll.pools.map((p) => p.pool)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('no pay, deduction or contribution is negative, and net = gross − deductions', () => {
    fc.assert(
      fc.property(validWeek, (input) => {
        const payroll = computeValid(input);
        if (payroll === undefined) return;
        for (const worker of payroll.workers) {
          for (const line of [...worker.earnings, ...worker.deductions, ...worker.employer])
            expect(line.amount.isNegative()).toBe(false);
          expect(worker.net.isNegative()).toBe(false);
          expect(worker.gross.equals(Decimal.sum(worker.earnings.map((l) => l.amount)))).toBe(true);
          const sub = worker.subtotals;
          const parts = [sub.landWork, sub.specialtyBonus, sub.fixedPay, sub.otherEarnings];
          expect(worker.gross.equals(Decimal.sum([worker.catchShares, ...parts]))).toBe(true);
          expect(worker.net.equals(worker.gross.minus(worker.totalDeductions))).toBe(true);
        }
        expect(payroll.totals.net.equals(payroll.totals.gross.minus(payroll.totals.deductions))).toBe(true);
      }),
      RUNS,
    );
  });

  it('the result does not depend on the order of the input lists', () => {
    fc.assert(
      fc.property(validWeek, fc.integer(), (input, seed) => {
        const a = computeWeeklyPayroll(input, parameters);
        const b = computeWeeklyPayroll(shuffled(input, seed), parameters);
        expect(a.ok).toBe(b.ok);
        if (a.ok && b.ok) expect(JSON.stringify(b.value)).toBe(JSON.stringify(a.value));
      }),
      RUNS,
    );
  });

  it('recomputing with the same parameters gives the same result', () => {
    fc.assert(
      fc.property(validWeek, (input) => {
        const first = computeWeeklyPayroll(input, parameters);
        const again = computeWeeklyPayroll(input, seedParameters());
        expect(JSON.stringify(again)).toBe(JSON.stringify(first));
      }),
      RUNS,
    );
  });

  it('the monthly consolidation does not depend on the order of the weeks, and its amounts are never negative', () => {
    const twoWeeks = fc
      .tuple(validWeek, validWeek)
      .map(([a, b]): [WeeklyPayrollInput, WeeklyPayrollInput] => [
        a,
        {
          ...b,
          week: { year: 2025, number: 15, start: '2025-04-07', end: '2025-04-13', month: '2025-04' },
          landings: b.landings.map((l) => ({ ...l, date: shift(l.date) })),
          attendance: b.attendance.map((x) => ({ ...x, date: shift(x.date) })),
        },
      ]);
    fc.assert(
      fc.property(twoWeeks, ([a, b]) => {
        const wa = computeValid(a);
        const wb = computeValid(b);
        if (wa === undefined || wb === undefined) return;
        const one = consolidateMonth({ month: '2025-04', weeks: [wa, wb] }, parameters);
        const two = consolidateMonth({ month: '2025-04', weeks: [wb, wa] }, parameters);
        expect(JSON.stringify(two)).toBe(JSON.stringify(one));
        if (!one.ok) throw new Error(JSON.stringify(one.error));
        for (const worker of one.value.workers) {
          for (const line of worker.benefits) expect(line.amount.isNegative()).toBe(false);
          expect(worker.contributionBase.topUp.isNegative()).toBe(false);
          expect(worker.pension.employerTopUp.amount.isNegative()).toBe(false);
          expect(worker.incomeTax.withholding.isNegative()).toBe(false);
          expect(worker.settlement.payable.isNegative()).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });
});

/** The same weekday of the following week. */
function shift(date: string): string {
  const day = Number(date.slice(8, 10)) + 7;
  const [month, dayOfMonth] =
    date.slice(5, 7) === '03' ? (day > 31 ? ['04', day - 31] : ['03', day]) : ['04', day];
  return `2025-${month}-${String(dayOfMonth).padStart(2, '0')}`;
}
