/**
 * The payroll engine of a Peruvian fishing business: pure domain, shared by the server and the SPA.
 * See docs/payroll.md for the rules, their sources, and the JSON formats of the command line.
 */
export { Decimal } from './decimal';
export * from './dates';
export * from './errors';
export * from './parameters';
export { seedParameters, SEED_PARAMETER_ENTRIES, CATALOGUE_START, AFP_CODES } from './seed-parameters';
export { allocateLargestRemainder, compareDocuments, type Claim } from './allocation';
export type * from './lines';
export type * from './weekly-input';
export {
  type PensionChoice,
  type PensionRates,
  pensionCharges,
  employerPensionLine,
  readPensionRates,
} from './pension';
export {
  computeWeeklyPayroll,
  CATCH_SHARE_FORMULA,
  type WeeklyPayroll,
  type WorkerWeek,
  type WorkerWeekSubtotals,
  type VesselWeek,
  type WeeklyTotals,
} from './weekly-payroll';
export {
  consolidateMonth,
  type MonthlyPayrollInput,
  type MonthlyPayroll,
  type WorkerMonth,
  type WorkerMonthWeek,
  type YearToDateInput,
  type OtherEmployerIncomeInput,
  type DeductibleExpensesInput,
  type FamilyAllowanceLine,
  type MonthlyEmployerConcept,
  type BenefitLine,
  type BenefitBaseParts,
  type TrueUpLine,
  type ContributionBase,
  type MonthlyPension,
  type MonthlySettlement,
  type FepLine,
  type MonthlyTotals,
} from './monthly-payroll';
export {
  computeIncomeTax,
  annualTaxBrackets,
  withholdingRule,
  readTaxScale,
  type TaxScale,
  type IncomeTaxInput,
  type IncomeTaxComputation,
  type PreviousMonth,
  type BracketLine,
  type OtherEmployerIncome,
  type OtherEmployersTax,
  type AdditionalDeduction,
  type ExtraordinaryIncomeTax,
} from './income-tax';
export { catchShareDayLine, catchShareDetail, earningLabel } from './payslip';
export { ENGINE_REVISION } from './engine-revision';
