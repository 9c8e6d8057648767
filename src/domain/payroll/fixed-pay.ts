import { Decimal } from './decimal';

/** The days a fishing week pays of a monthly salary, and the days of the month the salary pays. */
export const WEEK_DAYS = 7;
export const SALARY_MONTH_DAYS = 30;

/**
 * The weekly fixed pay (the weekly engine's `fixedWeeklyPay`) of a general-regime worker's monthly
 * salary (docs/payroll.md «Land staff (régimen general)»): the week's 7 days at the daily remuneration
 * the law uses (the monthly remuneration ÷ 30: D.S. 001-97-TR art. 3's thirtieths, D.Leg. 713's days),
 * monthly × 7 / 30, rounded half up to cents. The engine prorates it by the days employed in the week.
 * [decision] A year of 52 fishing weeks so pays 364 days (12.13 salaries) against the 360 of twelve
 * calendar months: the product's weeks, not calendar months, are the pay periods.
 */
export function weeklyPayOfMonthlySalary(monthly: Decimal): Decimal {
  return monthly.times(Decimal.fromInteger(WEEK_DAYS)).dividedBy(Decimal.fromInteger(SALARY_MONTH_DAYS), 2);
}
