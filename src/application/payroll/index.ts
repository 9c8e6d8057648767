/** Payroll use cases: what the server and the command line call. */
export { ComputeWeeklyPayroll } from './compute-weekly-payroll';
export {
  ConsolidateMonthlyPayroll,
  runMonth,
  type MonthRun,
  type MonthRunInput,
} from './consolidate-monthly-payroll';
export { PayrollParameterSource, fixedParameterSource } from './ports';
export { readWeeklyInput, readMonthlyInput, type MonthlyJsonInput } from './payroll-input-json';
export {
  weeklyPayrollToJson,
  monthlyPayrollToJson,
  payrollErrorsToJson,
  toJsonValue,
  poolId,
  type JsonObject,
  type JsonValue,
} from './payroll-output-json';
export { readParameterEntries, parameterEntriesToJson, catalogueToJson } from './parameters-json';
