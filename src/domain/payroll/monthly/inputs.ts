import type { YearMonth } from '../dates';
import type { Decimal } from '../decimal';
import type { ErrorCollector } from '../errors';
import type { OtherEmployerIncome, PreviousMonth } from '../income-tax';
import type { WeeklyPayroll } from '../weekly/types';
import type { DeductibleExpensesInput, OtherEmployerIncomeInput, YearToDateInput } from './types';

/** The month's weeks by start date (then number); weeks of another month or repeated are reported. */
export function checkWeeks(
  weeks: readonly WeeklyPayroll[],
  month: YearMonth,
  errors: ErrorCollector,
): WeeklyPayroll[] {
  const seen = new Set<string>();
  weeks.forEach((payroll, index) => {
    const { year, number } = payroll.week;
    const row = { list: 'weeks', index, year, number, month: payroll.week.month };
    if (payroll.week.month !== month) errors.add('WeekOutsideMonth', row);
    const key = `${year}|${number}`;
    if (seen.has(key)) errors.add('DuplicateWeek', row);
    seen.add(key);
  });
  return [...weeks].sort((a, b) =>
    a.week.start < b.week.start ? -1 : a.week.start > b.week.start ? 1 : a.week.number - b.week.number,
  );
}

/** The earlier months of the year per worker; a month out of place, repeated or negative is reported. */
export function indexYearToDate(
  entries: readonly YearToDateInput[],
  monthNumber: number,
  errors: ErrorCollector,
): Map<string, PreviousMonth[]> {
  const yearToDate = new Map<string, PreviousMonth[]>();
  entries.forEach((entry, index) => {
    const row = { list: 'yearToDate', index, worker: entry.worker, month: entry.month };
    const list = yearToDate.get(entry.worker) ?? [];
    if (
      !Number.isInteger(entry.month) ||
      entry.month < 1 ||
      entry.month >= monthNumber ||
      list.some((m) => m.month === entry.month)
    ) {
      errors.add('InvalidYearToDate', row);
    } else if (entry.taxablePay.isNegative() || entry.taxWithheld.isNegative()) errors.add('OutOfRange', row);
    else list.push({ month: entry.month, taxablePay: entry.taxablePay, taxWithheld: entry.taxWithheld });
    yearToDate.set(entry.worker, list);
  });
  return yearToDate;
}

/** Other employers' pay per worker; one without employer, repeated or negative is reported. */
export function indexOtherEmployers(
  entries: readonly OtherEmployerIncomeInput[],
  errors: ErrorCollector,
): Map<string, OtherEmployerIncome[]> {
  const otherEmployers = new Map<string, OtherEmployerIncome[]>();
  entries.forEach((entry, index) => {
    const row = { list: 'otherEmployers', index, worker: entry.worker, employer: entry.employer };
    const list = otherEmployers.get(entry.worker) ?? [];
    if (entry.employer.trim() === '')
      errors.add('InvalidInput', { ...row, problem: 'falta el empleador (RUC o nombre)' });
    else if (list.some((other) => other.employer === entry.employer)) errors.add('DuplicateEntry', row);
    else if (entry.taxablePay.isNegative() || entry.taxWithheld.isNegative()) errors.add('OutOfRange', row);
    else
      list.push({ employer: entry.employer, taxablePay: entry.taxablePay, taxWithheld: entry.taxWithheld });
    otherEmployers.set(entry.worker, list);
  });
  return otherEmployers;
}

/** Declared deductible expenses per worker; repeated or negative ones are reported. */
export function indexDeductibleExpenses(
  entries: readonly DeductibleExpensesInput[],
  errors: ErrorCollector,
): Map<string, Decimal> {
  const deductibleExpenses = new Map<string, Decimal>();
  entries.forEach((entry, index) => {
    const row = { list: 'deductibleExpenses', index, worker: entry.worker };
    if (deductibleExpenses.has(entry.worker)) errors.add('DuplicateEntry', row);
    else if (entry.amount.isNegative()) errors.add('OutOfRange', row);
    else deductibleExpenses.set(entry.worker, entry.amount);
  });
  return deductibleExpenses;
}
