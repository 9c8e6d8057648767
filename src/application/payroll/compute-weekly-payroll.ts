import type { PayrollError } from '../../domain/payroll/errors';
import { computeWeeklyPayroll, type WeeklyPayroll } from '../../domain/payroll/weekly-payroll';
import type { WeeklyPayrollInput } from '../../domain/payroll/weekly-input';
import { err, ok, type Result } from '../../domain/shared/result';
import { readWeeklyInput } from './payroll-input-json';
import { weeklyPayrollToJson, type JsonObject } from './payroll-output-json';
import type { PayrollParameterSource } from './ports';

/** Computes a fishing week's payroll with the parameters of the source. */
export class ComputeWeeklyPayroll {
  constructor(private readonly parameters: PayrollParameterSource) {}

  async execute(input: WeeklyPayrollInput): Promise<Result<WeeklyPayroll, PayrollError[]>> {
    return computeWeeklyPayroll(input, await this.parameters.catalogue());
  }

  /** From the documented JSON input to the documented JSON output. */
  async executeJson(json: unknown): Promise<Result<JsonObject, PayrollError[]>> {
    const input = readWeeklyInput(json);
    if (!input.ok) return input;
    const result = await this.execute(input.value);
    return result.ok ? ok(weeklyPayrollToJson(result.value)) : err(result.error);
  }
}
