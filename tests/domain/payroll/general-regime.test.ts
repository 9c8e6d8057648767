import { describe, expect, it } from 'vitest';
import { weeklyPayOfMonthlySalary } from '../../../src/domain/payroll/fixed-pay';
import {
  ctsAmount,
  ctsPeriod,
  fullMonthsWorked,
  gratificationAmount,
  gratificationSemester,
  gratificationSixth,
  timeWorked,
} from '../../../src/domain/payroll/general-regime';
import { consolidateMonth, type WorkerMonth } from '../../../src/domain/payroll/monthly-payroll';
import { seedParameters } from '../../../src/domain/payroll/seed-parameters';
import type { WorkerInput } from '../../../src/domain/payroll/weekly-input';
import { computeWeeklyPayroll } from '../../../src/domain/payroll/weekly-payroll';
import { d, expectOk, landing, onBoard, ONP, POSITIONS, SHARE_RULES, worker } from './fixtures';

/**
 * Land staff under the general regime (D.Leg. 728; docs/payroll.md «Land staff (régimen general)»).
 * Every figure by hand: salary S/ 3,000.00, asignación familiar 10 % of the RMV of 2025 (1,130) =
 * 113.00, so the remuneration for the gratificación is 3,113.00.
 */
describe('the weekly pay of a monthly salary', () => {
  it('is monthly × 7 / 30, rounded half up to cents', () => {
    expect(weeklyPayOfMonthlySalary(d('3000.00')).toFixed(2)).toBe('700.00');
    // 1,130 × 7 / 30 = 263.6666… → 263.67
    expect(weeklyPayOfMonthlySalary(d('1130.00')).toFixed(2)).toBe('263.67');
    expect(weeklyPayOfMonthlySalary(d('0')).toFixed(2)).toBe('0.00');
  });
});

describe('the time worked in a semester or a CTS period', () => {
  it('names the semester and the CTS period of a month', () => {
    expect(gratificationSemester('2025-06')).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(gratificationSemester('2025-12')[0]).toBe('2025-07');
    expect(ctsPeriod('2025-04')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04']);
    expect(ctsPeriod('2025-10')).toEqual(['2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10']);
    expect(ctsPeriod('2024-12')[0]).toBe('2024-11');
  });

  it('counts full calendar months only for the gratificación', () => {
    // Hired 10 Feb: February is not complete; March to June are: 4.
    expect(fullMonthsWorked(gratificationSemester('2025-06'), '2025-02-10')).toBe(4);
    expect(fullMonthsWorked(gratificationSemester('2025-06'), '2025-02-01')).toBe(5);
    // Ended 29 May: May is not complete; January to April are.
    expect(fullMonthsWorked(gratificationSemester('2025-06'), '2020-01-01', '2025-05-29')).toBe(4);
  });

  it('counts months and the days of a month begun for the CTS', () => {
    // Hired 16 May: 16 days of May (16–31), June to October whole.
    expect(timeWorked(ctsPeriod('2025-10'), '2025-05-16')).toEqual({ months: 5, days: 16 });
    // Ended 20 Aug: May–July whole, 20 days of August.
    expect(timeWorked(ctsPeriod('2025-10'), '2020-01-01', '2025-08-20')).toEqual({ months: 3, days: 20 });
  });

  it('computes the gratificación and the CTS by hand', () => {
    // 3,113 × 4 / 6 = 2,075.333… → 2,075.33
    expect(gratificationAmount(d('3113.00'), 4).toFixed(2)).toBe('2075.33');
    // 2,075.33 / 6 = 345.888… → 345.89
    expect(gratificationSixth(d('2075.33')).toFixed(2)).toBe('345.89');
    // (3,113 + 345.89) × 180 / 360 = 1,729.445 → 1,729.45
    expect(ctsAmount(d('3458.89'), 6, 0).toFixed(2)).toBe('1729.45');
    // 3,113 × (5 × 30 + 16) / 360 = 3,113 × 166 / 360 = 1,435.438… → 1,435.44
    expect(ctsAmount(d('3113.00'), 5, 16).toFixed(2)).toBe('1435.44');
  });
});

const parameters = seedParameters();
const CLERK: WorkerInput = worker('40000001', 'ADMIN', ONP, {
  hireDate: '2025-02-10',
  labourRegime: 'general',
  monthlySalary: d('3000.00'),
  fixedWeeklyPay: weeklyPayOfMonthlySalary(d('3000.00')),
  familyAllowance: true,
});
const CREW = worker('40000002', 'PESCADOR', ONP);

/** One week of the month: the crew member fishes one day, the clerk is paid his salary. */
function monthWith(month: string, start: string, end: string, clerk: WorkerInput = CLERK, received?: string) {
  const week = expectOk(
    computeWeeklyPayroll(
      {
        week: { year: 2025, number: 1, start, end, month },
        vessels: [{ code: 'V1', sharePct: d('20.00') }],
        species: [{ code: 'ANCH', fishingType: 'CHI' }],
        prices: [{ species: 'ANCH', effectiveFrom: '2025-01-01', pricePerTonne: d('500.00') }],
        positions: POSITIONS,
        shareRules: SHARE_RULES,
        workers: [clerk, CREW],
        landings: [landing(start, '30.000')],
        attendance: [onBoard(start, CREW.document)],
      },
      parameters,
    ),
  );
  return expectOk(
    consolidateMonth(
      {
        month,
        weeks: [week],
        ...(received ? { gratificationsReceived: [{ worker: clerk.document, amount: d(received) }] } : {}),
      },
      parameters,
    ),
  );
}

const benefit = (w: WorkerMonth, concept: string) =>
  w.benefits.find((b) => b.concept === concept)!.amount.toFixed(2);
const clerkOf = (month: ReturnType<typeof monthWith>) =>
  month.workers.find((w) => w.worker.document === CLERK.document)!;

describe('the month run of a general-regime worker', () => {
  it('pays the salary through the weeks and no crew percentages in an ordinary month', () => {
    const clerk = clerkOf(monthWith('2025-05', '2025-05-05', '2025-05-11'));
    expect(clerk.fixedPay.toFixed(2)).toBe('700.00');
    expect(['vacation', 'bonus', 'bonusExtra', 'cts'].map((c) => benefit(clerk, c))).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
    ]);
    // The crew member beside him still gets his percentages.
    const month = monthWith('2025-05', '2025-05-05', '2025-05-11');
    const crew = month.workers.find((w) => w.worker.document === CREW.document)!;
    expect(benefit(crew, 'bonus')).not.toBe('0.00');
  });

  it('pays the gratificación of the semester with the June run, with the bonificación extraordinaria', () => {
    const clerk = clerkOf(monthWith('2025-06', '2025-06-02', '2025-06-08'));
    // (3,000 + 113) × 4 full months (March–June) / 6 = 2,075.33; × 9 % = 186.7797 → 186.78
    expect(benefit(clerk, 'bonus')).toBe('2075.33');
    expect(benefit(clerk, 'bonusExtra')).toBe('186.78');
    expect(benefit(clerk, 'cts')).toBe('0.00');
    // The run pays both: 2,075.33 + 186.78.
    expect(clerk.settlement.benefits.toFixed(2)).toBe('2262.11');
  });

  it('taxes the gratificación in its month without projecting it over the months left', () => {
    const clerk = clerkOf(monthWith('2025-06', '2025-06-02', '2025-06-08'));
    // Taxable: 700.00 + 113.00 + 2,075.33 + 186.78 = 3,075.11; projected: (3,075.11 − 2,262.11) × 6 = 4,878.00
    expect(clerk.incomeTax.monthPay.toFixed(2)).toBe('3075.11');
    expect(clerk.incomeTax.projectedPay.toFixed(2)).toBe('4878.00');
  });

  it('takes 6.75 % for the bonificación of a worker with an EPS', () => {
    const clerk = clerkOf(monthWith('2025-06', '2025-06-02', '2025-06-08', { ...CLERK, eps: true }));
    // 2,075.33 × 6.75 % = 140.084… → 140.08
    expect(benefit(clerk, 'bonusExtra')).toBe('140.08');
  });

  it('accrues the CTS of the period with the October run, with a sixth of the gratificación received', () => {
    const clerk = clerkOf(monthWith('2025-10', '2025-10-06', '2025-10-12', CLERK, '2075.33'));
    // (3,113 + 345.89) × 6 months / 12 = 1,729.445 → 1,729.45
    expect(benefit(clerk, 'cts')).toBe('1729.45');
    expect(clerk.settlement.ctsDeposit.toFixed(2)).toBe('1729.45');
    expect(benefit(clerk, 'bonus')).toBe('0.00');
  });

  it('leaves a worker who ends before the month’s end to the settlement', () => {
    const leaving = { ...CLERK, endDate: '2025-06-20' };
    const clerk = clerkOf(monthWith('2025-06', '2025-06-02', '2025-06-08', leaving));
    expect(benefit(clerk, 'bonus')).toBe('0.00');
  });
});
