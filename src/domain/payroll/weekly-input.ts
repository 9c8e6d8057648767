import type { CourtOrderTerms } from './court-order-withholding';
import type { IsoDate, YearMonth } from './dates';
import type { Decimal } from './decimal';
import type { OtherDeductionKind } from './lines';
import type { PensionChoice } from './pension';

/** The fishing week (semana de pesca): numbered, with its own start and end, belonging to one month. */
export interface FishingWeek {
  readonly year: number;
  readonly number: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** The month the week's pay belongs to: the month of its start or of its end. */
  readonly month: YearMonth;
}

export interface VesselInput {
  /** Registration (matrícula) or internal code. */
  readonly code: string;
  readonly name?: string;
  /** Crew share percentage of the catch value, e.g. 22.40. */
  readonly sharePct: Decimal;
}

export interface SpeciesInput {
  readonly code: string;
  readonly name?: string;
  /** Fishing type (CHI, CHD): share rules may depend on it. */
  readonly fishingType?: string;
}

/** Price per TM of a species, in force from a date until the next price of the species. */
export interface PriceInput {
  readonly species: string;
  readonly effectiveFrom: IsoDate;
  readonly pricePerTonne: Decimal;
}

export interface PositionInput {
  readonly code: string;
  readonly name?: string;
  /** Land-work pay per day; when absent, the `landWork.dailyRate` parameter. */
  readonly landDailyRate?: Decimal;
}

/**
 * A specialty bonus (bonificación por especialidad) of a position:
 * - perFishingDay: an amount for each day on board on which the vessel landed catch;
 * - percentOfShare: a percentage of each catch share of the position.
 * [decision: the sources name the bonus but not its form; both forms are supported]
 */
export type SpecialtyBonus =
  | { readonly kind: 'perFishingDay'; readonly amount: Decimal }
  | { readonly kind: 'percentOfShare'; readonly rate: Decimal };

/**
 * Partes per position (pago por especialidad), optionally only for one vessel and/or one fishing
 * type, in force from a date. The most specific rule in force wins (vessel and fishing type, then
 * vessel, then fishing type, then general); among equally specific rules, the latest.
 */
export interface ShareRuleInput {
  readonly position: string;
  readonly effectiveFrom: IsoDate;
  readonly partes: Decimal;
  readonly vessel?: string;
  readonly fishingType?: string;
  readonly specialtyBonus?: SpecialtyBonus;
}

export interface WorkerInput {
  /** Document number (DNI: 8 digits); identifies the worker and breaks ties in cent allocation. */
  readonly document: string;
  readonly documentType?: string;
  readonly name: string;
  /** Usual position; an attendance row may name another one for that day. */
  readonly position: string;
  readonly hireDate?: IsoDate;
  readonly pension: PensionChoice;
  /** Affiliated to the union (SUPNEP): dues withheld from the catch share. */
  readonly unionAffiliated?: boolean;
  /**
   * Fixed pay (sueldo fijo) per week, for staff paid a salary; prorated when hired or ended during the
   * week. The product fills it for general-regime staff (weeklyPayOfMonthlySalary).
   */
  readonly fixedWeeklyPay?: Decimal;
  /** The end of employment (cese): a salary is not owed after it. */
  readonly endDate?: IsoDate;
  /**
   * 'general': land staff under D.Leg. 728, whose month pays no crew percentages (D.S. 014-2004-TR) but
   * the gratificaciones and CTS of the general regime; absent: the crew's regime.
   */
  readonly labourRegime?: 'pesquero' | 'general';
  /**
   * The general regime's monthly remuneration (S/): the month run computes the gratificación and the CTS
   * on it (with the asignación familiar). The weeks pay `fixedWeeklyPay`.
   */
  readonly monthlySalary?: Decimal;
  /**
   * Covered by an EPS: changes the bonificación extraordinaria rate, and the month splits the employer's
   * EsSalud between EsSalud and the EPS credit (Ley 26790 art. 15).
   */
  readonly eps?: boolean;
  /**
   * Has dependent children: the month pays the asignación familiar (Ley 25129, 10 % of the RMV) when the
   * worker has activity in the month. The month reads it from the worker as in its last week.
   */
  readonly familyAllowance?: boolean;
}

export interface LandingInput {
  readonly date: IsoDate;
  readonly vessel: string;
  readonly species: string;
  readonly plant?: string;
  /** Weigh-ticket number. */
  readonly ticket?: string;
  /** TM real. */
  readonly tonnes: Decimal;
  /** TM castigada. */
  readonly penalisedTonnes: Decimal;
}

/** A worker's day: on board a vessel, or on land work. */
export type AttendanceInput =
  | {
      readonly date: IsoDate;
      readonly worker: string;
      readonly kind: 'board';
      readonly vessel: string;
      readonly position?: string;
    }
  | { readonly date: IsoDate; readonly worker: string; readonly kind: 'land'; readonly position?: string };

/** A free-form deduction (judicial withholding, advance, …) with its reason. */
export interface DeductionInput {
  readonly worker: string;
  readonly amount: Decimal;
  readonly reason: string;
  readonly kind?: OtherDeductionKind;
}

/**
 * A one-off earning (otro ingreso) of a worker with its reason: a reintegro for an error in an earlier
 * week, a production bonus agreed for the week, … It is remunerative: part of the week's gross.
 */
export interface OtherEarningInput {
  readonly worker: string;
  readonly amount: Decimal;
  readonly reason: string;
}

/**
 * A fifth-category income tax balance of an earlier payroll month that its monthly run could not cover
 * (the settlement's `carriedToLastWeek`, docs/payroll.md "Income tax the monthly run cannot cover"): the
 * week withholds it, up to the worker's net pay of the week, as an `incomeTax` deduction naming the month.
 */
export interface IncomeTaxBalanceInput {
  readonly worker: string;
  /** The payroll month the balance comes from ('2025-04'). */
  readonly month: string;
  /** What is still to be withheld of it. */
  readonly amount: Decimal;
}

/**
 * A court order in force during the week for a worker (docs/court-orders.md): the engine withholds it
 * from the worker's pay within the caps of CPC art. 648 inc. 6 (a monthly fixed amount × 12 / 52).
 */
export interface CourtOrderEntryInput {
  readonly worker: string;
  readonly order: CourtOrderTerms;
}

/** Pay of the same month already counted in earlier weeks: the AFP insurance cap is monthly. */
export interface MonthToDateInput {
  readonly worker: string;
  readonly insurablePay: Decimal;
}

export interface WeeklyPayrollInput {
  readonly week: FishingWeek;
  readonly vessels: readonly VesselInput[];
  readonly species: readonly SpeciesInput[];
  readonly prices: readonly PriceInput[];
  readonly positions: readonly PositionInput[];
  readonly shareRules: readonly ShareRuleInput[];
  readonly workers: readonly WorkerInput[];
  readonly landings: readonly LandingInput[];
  readonly attendance: readonly AttendanceInput[];
  readonly deductions?: readonly DeductionInput[];
  readonly otherEarnings?: readonly OtherEarningInput[];
  readonly monthToDate?: readonly MonthToDateInput[];
  /** Income tax balances of earlier months to withhold (only a worker paid in the week withholds). */
  readonly incomeTaxBalances?: readonly IncomeTaxBalanceInput[];
  /** Court orders in force during the week; the URP is read only when there is one. */
  readonly courtOrders?: readonly CourtOrderEntryInput[];
}
