import type { IsoDate } from '../dates';
import type { Decimal } from '../decimal';
import type { CatchPool, DeductionLine, EarningLine, EmployerLine } from '../lines';
import type { FishingWeek, WorkerInput } from '../weekly-input';

/** One crew member's (or salaried worker's) pay for the week. */
export interface WorkerWeek {
  readonly worker: WorkerInput;
  /** Days on board (with or without catch). */
  readonly daysOnBoard: number;
  /** Days on board on which the vessel landed catch. */
  readonly fishingDays: number;
  readonly daysOnLand: number;
  /**
   * Catch shares (by date, vessel, species), specialty bonuses, land work (by date), fixed pay, other
   * earnings (by reason).
   */
  readonly earnings: readonly EarningLine[];
  readonly deductions: readonly DeductionLine[];
  readonly employer: readonly EmployerLine[];
  /** Σ catch-share lines: the base of union dues and of the monthly benefits. */
  readonly catchShares: Decimal;
  /** Σ earnings: the pension, EsSalud and SCTR base of the week. */
  readonly gross: Decimal;
  readonly totalDeductions: Decimal;
  /** gross − totalDeductions, never negative (DeductionsExceedPay otherwise). */
  readonly net: Decimal;
  readonly totalEmployer: Decimal;
  /** Subtotals of the lines by kind, for payslips, reports and the monthly consolidation. */
  readonly subtotals: WorkerWeekSubtotals;
}

export interface WorkerWeekSubtotals {
  readonly landWork: Decimal;
  readonly specialtyBonus: Decimal;
  readonly fixedPay: Decimal;
  /** One-off earnings entered for the week (otros ingresos). */
  readonly otherEarnings: Decimal;
  /** Pension contribution + insurance + commission. */
  readonly pension: Decimal;
  readonly essalud: Decimal;
  readonly pensionEmployer: Decimal;
  readonly sctr: Decimal;
}

export interface VesselWeek {
  readonly vessel: string;
  readonly sharePct: Decimal;
  readonly landingCount: number;
  readonly tonnes: Decimal;
  readonly penalisedTonnes: Decimal;
  readonly netTonnes: Decimal;
  readonly catchValue: Decimal;
  /** Σ pools of the vessel. */
  readonly crewShare: Decimal;
}

export interface WeeklyTotals {
  readonly catchShares: Decimal;
  readonly gross: Decimal;
  readonly deductions: Decimal;
  readonly net: Decimal;
  readonly employer: Decimal;
}

export interface WeeklyPayroll {
  readonly week: FishingWeek;
  /** The date the parameters were read for: the last day of the week. [decision] */
  readonly parameterDate: IsoDate;
  /** Every parameter value used, by key. */
  readonly parameters: Readonly<Record<string, Decimal>>;
  /** By date, vessel, species. */
  readonly pools: readonly CatchPool[];
  /** By document number. */
  readonly workers: readonly WorkerWeek[];
  /** By vessel code. */
  readonly vessels: readonly VesselWeek[];
  readonly totals: WeeklyTotals;
}
