import type { IsoDate, YearMonth } from '../dates';
import type { Decimal } from '../decimal';
import type { IncomeTaxComputation } from '../income-tax';
import type { PensionLine, Traced } from '../lines';
import type { CourtOrderEntryInput, FishingWeek, WorkerInput } from '../weekly-input';
import type { MonthCourtOrderLine } from './court-orders';
import type { WeeklyPayroll } from '../weekly/types';

/**
 * Monthly consolidation (fishing-payroll-peru.md §3–§5): the month's weeks per worker; the monthly
 * runs of vacaciones, gratificaciones (with the bonificación extraordinaria) and CTS on the catch
 * shares received; contribution bases topped up to the RMV; pension, EsSalud, pension-employer and
 * SCTR trued up from the weekly amounts to the monthly ones; the asignación familiar (Ley 25129);
 * EsSalud split with the EPS credit for workers covered by an EPS (Ley 26790 art. 15); income tax
 * withholding (with other employers' income and the declared deductible expenses, when given); and
 * the Fondo Extraordinario del Pescador per vessel.
 */
export interface YearToDateInput {
  readonly worker: string;
  /** 1–12, before the month consolidated. */
  readonly month: number;
  /** Taxable pay of that month (income tax base: pay, vacaciones, gratificaciones; not CTS). */
  readonly taxablePay: Decimal;
  readonly taxWithheld: Decimal;
}

/**
 * Pay of the consolidated month from another employer of the worker, and the tax it withheld in the
 * month (art. 40 of the Reglamento de la LIR: a worker with more than one employer declares the other
 * income to the withholding agent). Earlier months go in `yearToDate` (their taxable pay and withholding
 * including the other employers').
 */
export interface OtherEmployerIncomeInput {
  readonly worker: string;
  /** The other employer (RUC or name). */
  readonly employer: string;
  readonly taxablePay: Decimal;
  readonly taxWithheld: Decimal;
}

/**
 * Deductible expenses the worker declared for the year so far (LIR art. 46, additional deduction of up
 * to 3 UIT). Reported with the cap; not applied by the withholding agent (LIR art. 75).
 */
export interface DeductibleExpensesInput {
  readonly worker: string;
  readonly amount: Decimal;
}

export interface MonthlyPayrollInput {
  readonly month: YearMonth;
  /** The month's computed weeks. */
  readonly weeks: readonly WeeklyPayroll[];
  /** Earlier months of the year, for income tax. */
  readonly yearToDate?: readonly YearToDateInput[];
  /** Other employers' pay and withholding in the month, for income tax. */
  readonly otherEmployers?: readonly OtherEmployerIncomeInput[];
  /** Deductible expenses declared, for income tax (reported, not applied). */
  readonly deductibleExpenses?: readonly DeductibleExpensesInput[];
  /**
   * General-regime staff: the gratificación each received in the closed months of the CTS period before
   * the month (the CTS's sixth, D.S. 001-97-TR art. 18). By document.
   */
  readonly gratificationsReceived?: readonly { readonly worker: string; readonly amount: Decimal }[];
  /**
   * Court orders in force in the month (the weeks' orders): those that reach the gratificación or the
   * CTS withhold from them (docs/court-orders.md "In the monthly run"); the URP is read only then.
   */
  readonly courtOrders?: readonly CourtOrderEntryInput[];
}

/** Asignación familiar (Ley 25129): RMV × rate, paid in the month's run. */
export type FamilyAllowanceLine = Traced<
  'familyAllowance',
  { readonly rmv: Decimal; readonly rate: Decimal }
>;

/** The employer's monthly contributions. `epsCredit` only for a worker covered by an EPS. */
export type MonthlyEmployerConcept = 'essalud' | 'epsCredit' | 'pensionEmployer' | 'sctr';

/**
 * The parts of a crew member's remunerative pay of the month that vacaciones, gratificación and CTS
 * are computed on (D.S. 014-2004-TR: "la remuneración que perciba el trabajador"); `base` is their sum.
 */
export interface BenefitBaseParts {
  readonly catchShares: Decimal;
  readonly specialtyBonus: Decimal;
  readonly landWork: Decimal;
  readonly otherEarnings: Decimal;
  readonly familyAllowance: Decimal;
}

/**
 * Vacaciones, gratificación and CTS carry the parts of their base (they add up to `base`); the
 * bonificación extraordinaria's base is the gratificación.
 */
export type BenefitLine = Traced<
  'vacation' | 'bonus' | 'bonusExtra' | 'cts',
  { readonly base: Decimal; readonly rate: Decimal } & Partial<BenefitBaseParts> & GeneralBenefitInputs
>;

/**
 * The inputs of a general-regime worker's gratificación and CTS (monthly/general-benefits.ts): the
 * salary, the months (and days) worked in the semester or period, and the CTS's sixth of the
 * gratificación; `base` is the computable remuneration, `rate` 0.
 */
export interface GeneralBenefitInputs {
  readonly monthlySalary?: Decimal;
  readonly months?: number;
  readonly days?: number;
  readonly gratificationSixth?: Decimal;
}

/** A monthly amount, what the weeks already accrued of it, and the difference settled in the monthly run. */
export type TrueUpLine<C extends string> = Traced<
  C,
  {
    readonly base: Decimal;
    readonly rate: Decimal;
    readonly scheme?: string;
    readonly inWeeks: Decimal;
    readonly adjustment: Decimal;
    /**
     * EsSalud of a worker with an EPS: the total rate (9 %), the EPS credit rate, the total on the base
     * and the EPS credit; the line's amount is total − credit.
     */
    readonly totalRate?: Decimal;
    readonly epsCreditRate?: Decimal;
    readonly total?: Decimal;
    readonly epsCredit?: Decimal;
  }
>;

export interface ContributionBase {
  /** Σ weekly gross + vacaciones + asignación familiar: the remunerative pay of the month. */
  readonly remunerativePay: Decimal;
  readonly rmv: Decimal;
  /** max(remunerativePay, RMV). */
  readonly base: Decimal;
  /** base − remunerativePay: the part the employer tops up. */
  readonly topUp: Decimal;
}

export interface WorkerMonthWeek {
  readonly year: number;
  readonly number: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly catchShares: Decimal;
  readonly gross: Decimal;
  readonly deductions: Decimal;
  readonly net: Decimal;
}

export interface MonthlyPension {
  /** The worker's charges on the month's remunerative pay (AFP insurance within the monthly cap). */
  readonly charges: readonly PensionLine[];
  readonly inWeeks: Decimal;
  /** Σ charges − inWeeks: withheld (or returned, when negative) in the monthly run. */
  readonly adjustment: Decimal;
  /** The charges on the topped-up base minus those on the pay: paid by the employer. */
  readonly employerTopUp: Traced<
    'pensionTopUp',
    {
      readonly base: Decimal;
      readonly remunerativePay: Decimal;
      readonly onBase: Decimal;
      readonly onPay: Decimal;
    }
  >;
}

export interface MonthlySettlement {
  /** vacaciones + gratificación + bonificación extraordinaria. */
  readonly benefits: Decimal;
  /** Asignación familiar, when paid: added to what the run pays. */
  readonly familyAllowance?: Decimal;
  readonly pensionAdjustment: Decimal;
  readonly incomeTax: Decimal;
  /** max(0, benefits + familyAllowance − pensionAdjustment − incomeTax): paid with the monthly run. */
  readonly payable: Decimal;
  /** What the monthly run cannot cover: withheld from the month's last week. [decision] */
  readonly carriedToLastWeek: Decimal;
  /** CTS: deposited in the worker's CTS account, not paid (less what court orders withhold of it). */
  readonly ctsDeposit: Decimal;
  /** What court orders withheld from the gratificación (paid to their beneficiaries), when any. */
  readonly courtOrders?: Decimal;
  /** What court orders withheld from the CTS (paid to their beneficiaries, not deposited), when any. */
  readonly ctsCourtOrders?: Decimal;
}

export interface WorkerMonth {
  /** As in the month's last week. */
  readonly worker: WorkerInput;
  readonly weeks: readonly WorkerMonthWeek[];
  readonly daysOnBoard: number;
  readonly fishingDays: number;
  readonly daysOnLand: number;
  readonly catchShares: Decimal;
  readonly landWork: Decimal;
  readonly specialtyBonus: Decimal;
  readonly fixedPay: Decimal;
  /**
   * One-off earnings of the weeks (otros ingresos): remunerative, part of the benefits' base;
   * extraordinary income for income tax (art. 40 e of the Reglamento).
   */
  readonly otherEarnings: Decimal;
  readonly gross: Decimal;
  readonly weeklyDeductions: Decimal;
  readonly weeklyNet: Decimal;
  readonly benefits: readonly BenefitLine[];
  /** Asignación familiar (Ley 25129), for a worker with dependent children and activity in the month. */
  readonly familyAllowance?: FamilyAllowanceLine;
  readonly contributionBase: ContributionBase;
  readonly pension: MonthlyPension;
  readonly employer: readonly TrueUpLine<MonthlyEmployerConcept>[];
  readonly incomeTax: IncomeTaxComputation;
  readonly settlement: MonthlySettlement;
  /** Court orders' withholdings on the gratificación and the CTS, when any (docs/court-orders.md). */
  readonly courtOrders?: readonly MonthCourtOrderLine[];
}

export type FepLine = Traced<
  'fep',
  { readonly vessel: string; readonly tonnes: Decimal; readonly perTonne: Decimal }
>;

export interface MonthlyTotals {
  readonly gross: Decimal;
  readonly vacation: Decimal;
  readonly bonus: Decimal;
  readonly bonusExtra: Decimal;
  readonly cts: Decimal;
  readonly familyAllowance: Decimal;
  readonly incomeTax: Decimal;
  readonly payable: Decimal;
  /** EsSalud proper (for workers with an EPS, the 9 % minus the EPS credit). */
  readonly essalud: Decimal;
  /** The EPS credit, paid to the EPS (Ley 26790 art. 15). essalud + epsCredit = the 9 % of the bases. */
  readonly epsCredit: Decimal;
  readonly pensionEmployer: Decimal;
  readonly pensionTopUp: Decimal;
  readonly sctr: Decimal;
  readonly fep: Decimal;
}

export interface MonthlyPayroll {
  readonly month: YearMonth;
  /** The last day of the month: the parameters are read for it. [decision] */
  readonly parameterDate: IsoDate;
  readonly parameters: Readonly<Record<string, Decimal>>;
  readonly weeks: readonly FishingWeek[];
  /** By document number. */
  readonly workers: readonly WorkerMonth[];
  /** Fondo Extraordinario del Pescador, by vessel. */
  readonly fep: readonly FepLine[];
  readonly totals: MonthlyTotals;
}
