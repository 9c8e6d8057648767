import type { IsoDate } from '../dates';
import type { Decimal } from '../decimal';
import type { CatchPool, DeductionLine, EarningLine, EmployerLine } from '../lines';
import type { FishingWeek, WorkerInput } from '../weekly-input';

/** The days a worker's week counts. */
export interface WeekDays {
  /** Days on board (with or without catch). */
  readonly daysOnBoard: number;
  /** Days on board on which the vessel landed catch. */
  readonly fishingDays: number;
  readonly daysOnLand: number;
}

/** A worker's week's lines: `E` its earnings, `D` its deductions, `R` the employer's contributions. */
export interface WeekLines<E, D = E, R = E> {
  readonly earnings: readonly E[];
  readonly deductions: readonly D[];
  readonly employer: readonly R[];
}

/** A worker's week's totals, in `M`: Decimal in the engine, a decimal string in the closed result as stored. */
export interface WeekTotals<M> {
  /** Σ earnings: the pension, EsSalud and SCTR base of the week. */
  readonly gross: M;
  readonly totalDeductions: M;
  /** gross − totalDeductions, never negative (DeductionsExceedPay otherwise). */
  readonly net: M;
  readonly totalEmployer: M;
}

/**
 * One crew member's (or salaried worker's) pay for the week. Earnings: catch shares (by date, vessel,
 * species), specialty bonuses, land work (by date), fixed pay, other earnings (by reason).
 */
export interface WorkerWeek
  extends WeekDays, WeekLines<EarningLine, DeductionLine, EmployerLine>, WeekTotals<Decimal> {
  readonly worker: WorkerInput;
  /** Σ catch-share lines: the base of union dues and of the monthly benefits. */
  readonly catchShares: Decimal;
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
