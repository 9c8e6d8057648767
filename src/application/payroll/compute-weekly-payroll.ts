import type { PayrollError } from '../../domain/payroll/errors';
import { computeWeeklyPayroll, type WeeklyPayroll } from '../../domain/payroll/weekly-payroll';
import { withStoredShareRules } from '../../domain/payroll/stored-share-rules';
import type { WeeklyPayrollInput } from '../../domain/payroll/weekly-input';
import { err, ok, type Result } from '../../domain/shared/result';
import { readWeeklyInput } from './payroll-input-json';
import { weeklyPayrollToJson, type JsonObject } from './payroll-output-json';
import type { PayrollParameterSource, ShareRuleSource } from './ports';

/**
 * Computes a fishing week's payroll with the parameters of the source; with a share-rule source (the
 * server's stored pago por especialidad), its rows replace the input's for the positions they cover.
 */
export class ComputeWeeklyPayroll {
  constructor(
    private readonly parameters: PayrollParameterSource,
    private readonly shareRules?: ShareRuleSource,
  ) {}

  async execute(input: WeeklyPayrollInput): Promise<Result<WeeklyPayroll, PayrollError[]>> {
    const week = this.shareRules ? withStoredShareRules(input, await this.shareRules.shareRules()) : input;
    return computeWeeklyPayroll(week, await this.parameters.catalogue());
  }

  /** From the documented JSON input to the documented JSON output. */
  async executeJson(json: unknown): Promise<Result<JsonObject, PayrollError[]>> {
    const input = readWeeklyInput(json);
    if (!input.ok) return input;
    const result = await this.execute(input.value);
    return result.ok ? ok(weeklyPayrollToJson(result.value)) : err(result.error);
  }
}
