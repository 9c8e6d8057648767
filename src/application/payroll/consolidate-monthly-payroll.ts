import { compareDocuments } from '../../domain/payroll/allocation';
import { Decimal } from '../../domain/payroll/decimal';
import { ErrorCollector, type PayrollError } from '../../domain/payroll/errors';
import {
  consolidateMonth,
  type DeductibleExpensesInput,
  type MonthlyPayroll,
  type OtherEmployerIncomeInput,
  type YearToDateInput,
} from '../../domain/payroll/monthly-payroll';
import type { ParameterCatalogue } from '../../domain/payroll/parameters';
import { computeWeeklyPayroll, type WeeklyPayroll } from '../../domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../domain/payroll/weekly-input';
import { err, ok, type Result } from '../../domain/shared/result';
import { readMonthlyInput } from './payroll-input-json';
import { monthlyPayrollToJson, weeklyPayrollToJson, type JsonObject } from './payroll-output-json';
import type { PayrollParameterSource } from './ports';

export interface MonthRunInput {
  readonly month: string;
  readonly weeks: readonly WeeklyPayrollInput[];
  readonly yearToDate?: readonly YearToDateInput[];
  readonly otherEmployers?: readonly OtherEmployerIncomeInput[];
  readonly deductibleExpenses?: readonly DeductibleExpensesInput[];
}

export interface MonthRun {
  /** The month's weeks as computed, by start date. */
  readonly weeks: readonly WeeklyPayroll[];
  readonly month: MonthlyPayroll;
}

/**
 * The month-end run: computes the month's weeks in date order, each with the insurable pay of the
 * earlier weeks of the month (so the AFP insurance respects the monthly cap week by week; any
 * `monthToDate` rows of the inputs are replaced), then consolidates the month. Errors of a week
 * carry the week ("2025-14") in each row.
 */
export class ConsolidateMonthlyPayroll {
  constructor(private readonly parameters: PayrollParameterSource) {}

  async execute(input: MonthRunInput): Promise<Result<MonthRun, PayrollError[]>> {
    return runMonth(input, await this.parameters.catalogue());
  }

  /**
   * From the documented JSON input to the documented JSON output: the consolidation, and the
   * weeks' full results when `withWeeks`.
   */
  async executeJson(
    json: unknown,
    options: { withWeeks?: boolean } = {},
  ): Promise<Result<JsonObject, PayrollError[]>> {
    const input = readMonthlyInput(json);
    if (!input.ok) return input;
    const result = await this.execute(input.value);
    if (!result.ok) return err(result.error);
    const month = monthlyPayrollToJson(result.value.month);
    return ok(
      options.withWeeks ? { ...month, weekResults: result.value.weeks.map(weeklyPayrollToJson) } : month,
    );
  }
}

export function runMonth(
  input: MonthRunInput,
  parameters: ParameterCatalogue,
): Result<MonthRun, PayrollError[]> {
  const errors = new ErrorCollector();
  const weeks = [...input.weeks].sort((a, b) =>
    a.week.start < b.week.start ? -1 : a.week.start > b.week.start ? 1 : a.week.number - b.week.number,
  );
  const insurable = new Map<string, Decimal>();
  const computed: WeeklyPayroll[] = [];
  for (const week of weeks) {
    const known = new Set(week.workers.map((w) => w.document));
    const monthToDate = [...insurable.entries()]
      .filter(([worker]) => known.has(worker))
      .sort(([a], [b]) => compareDocuments(a, b))
      .map(([worker, insurablePay]) => ({ worker, insurablePay }));
    const result = computeWeeklyPayroll({ ...week, monthToDate }, parameters);
    if (!result.ok) {
      const tag = `${week.week.year}-${String(week.week.number).padStart(2, '0')}`;
      for (const error of result.error)
        for (const row of error.rows) errors.add(error.kind, { ...row, week: tag }, error.message);
      continue;
    }
    computed.push(result.value);
    if (week.week.month !== input.month) continue;
    for (const worker of result.value.workers) {
      insurable.set(
        worker.worker.document,
        (insurable.get(worker.worker.document) ?? Decimal.ZERO).plus(worker.gross),
      );
    }
  }
  if (!errors.isEmpty) return err(errors.errors());
  const month = consolidateMonth(
    {
      month: input.month,
      weeks: computed,
      yearToDate: input.yearToDate ?? [],
      otherEmployers: input.otherEmployers ?? [],
      deductibleExpenses: input.deductibleExpenses ?? [],
    },
    parameters,
  );
  return month.ok ? ok({ weeks: computed, month: month.value }) : month;
}
