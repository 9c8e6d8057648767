import type { IsoDate } from './dates';
import type { Decimal } from './decimal';
import type { CommissionType, PensionScheme } from '../shared/pension-vocabulary';

/**
 * Every computed amount is a line that carries what it came from: a concept, the amount (rounded
 * half-up to cents), the formula it applied, and the input values of that formula. A payslip or an
 * auditor can show any amount with its inputs without recomputing anything.
 */
export interface Traced<C extends string, I> {
  readonly concept: C;
  readonly amount: Decimal;
  /** The rule applied, in words and symbols. */
  readonly formula: string;
  readonly inputs: I;
}

export type { CommissionType, PensionScheme };

/** One day's catch of one species by one vessel, and the crew's pool from it. */
export interface CatchPool {
  readonly date: IsoDate;
  /** Day of the month, as printed on the payslip ("DÍA 03"). */
  readonly day: number;
  readonly vessel: string;
  readonly species: string;
  readonly fishingType: string | undefined;
  /** The weigh tickets of the landings pooled, in order. */
  readonly tickets: readonly string[];
  readonly landingCount: number;
  /** TM real. */
  readonly tonnes: Decimal;
  /** TM castigada. */
  readonly penalisedTonnes: Decimal;
  /** TM neta = real − castigada. */
  readonly netTonnes: Decimal;
  readonly pricePerTonne: Decimal;
  /** netTonnes × pricePerTonne, exact. */
  readonly catchValue: Decimal;
  /** The vessel's crew share percentage. */
  readonly sharePct: Decimal;
  /** round2(catchValue × sharePct / 100). */
  readonly pool: Decimal;
  /** Σ partes of the crew on board that day. */
  readonly totalPartes: Decimal;
  /** pool / totalPartes, to 6 decimals (for display: shares are allocated from the exact ratio). */
  readonly valuePerParte: Decimal;
  readonly crewCount: number;
}

export type CatchShareLine = Traced<
  'catchShare',
  { readonly pool: CatchPool; readonly position: string; readonly partes: Decimal }
>;

export type LandWorkLine = Traced<
  'landWork',
  {
    readonly date: IsoDate;
    readonly day: number;
    readonly position: string;
    readonly dailyRate: Decimal;
    readonly rateSource: 'position' | 'parameter';
  }
>;

export type SpecialtyBonusLine = Traced<
  'specialtyBonus',
  {
    readonly date: IsoDate;
    readonly day: number;
    readonly vessel: string;
    readonly position: string;
    readonly kind: 'perFishingDay' | 'percentOfShare';
    /** perFishingDay: the amount per day; percentOfShare: the rate in %. */
    readonly value: Decimal;
    /** percentOfShare: the share it is a percentage of, and its species. */
    readonly share?: Decimal;
    readonly species?: string;
  }
>;

export type FixedPayLine = Traced<
  'fixedPay',
  { readonly weeklyPay: Decimal; readonly daysEmployed: number; readonly daysInWeek: number }
>;

/** A one-off earning entered for the week (otro ingreso), with its reason. */
export type OtherEarningLine = Traced<'otherEarning', { readonly reason: string }>;

export type EarningLine =
  CatchShareLine | LandWorkLine | SpecialtyBonusLine | FixedPayLine | OtherEarningLine;

export interface PensionInputs {
  readonly scheme: PensionScheme;
  readonly afp?: string;
  /** The pay the rate applies to (for the insurance: pay within the insurable cap). */
  readonly base: Decimal;
  readonly rate: Decimal;
  /** AFP insurance: the monthly insurable cap, and the insurable pay of the month before this base. */
  readonly insurableCap?: Decimal;
  readonly insurableBefore?: Decimal;
  readonly commissionType?: CommissionType;
}

export type PensionLine = Traced<
  'pensionContribution' | 'pensionInsurance' | 'pensionCommission',
  PensionInputs
>;

export type UnionDuesLine = Traced<'unionDues', { readonly base: Decimal; readonly rate: Decimal }>;

export type OtherDeductionKind = 'judicial' | 'advance' | 'other';
/** What a court order's withholding came from (docs/court-orders.md). */
export interface CourtOrderTrace {
  readonly orderId: number;
  /** Expediente. */
  readonly caseNumber: string;
  readonly orderKind: 'alimentos' | 'embargo';
  /** Net pay after the legal deductions (pension). */
  readonly base: Decimal;
  /** The percentage ordered, or undefined for a fixed amount. */
  readonly rate?: Decimal;
  /** The fixed amount due this week, or undefined for a percentage. */
  readonly fixed?: Decimal;
  /** What the order asked for. */
  readonly ordered: Decimal;
  /** What the cap of CPC art. 648 inc. 6 left for it. */
  readonly cap: Decimal;
  /** The URP in force. */
  readonly urp: Decimal;
}

export type OtherDeductionLine = Traced<
  'otherDeduction',
  {
    readonly reason: string;
    readonly kind: OtherDeductionKind;
    /** Set when the deduction is a court order's withholding (not a typed amount). */
    readonly courtOrder?: CourtOrderTrace;
  }
>;

/**
 * The income tax balance of an earlier month withheld in the week: min(balance, the net pay left after
 * the week's other deductions). `month` names where it comes from; `available` is that net pay.
 */
export type IncomeTaxBalanceLine = Traced<
  'incomeTax',
  { readonly month: string; readonly balance: Decimal; readonly available: Decimal }
>;

export type DeductionLine = PensionLine | UnionDuesLine | OtherDeductionLine | IncomeTaxBalanceLine;

export type EmployerLine = Traced<
  'essalud' | 'pensionEmployer' | 'sctr',
  { readonly base: Decimal; readonly rate: Decimal; readonly scheme?: PensionScheme }
>;

/** A percentage of a base, rounded half-up to cents. */
export function rateLine<C extends string, I extends { base: Decimal; rate: Decimal }>(
  concept: C,
  formula: string,
  inputs: I,
): Traced<C, I> {
  return { concept, amount: inputs.base.percentRounded(inputs.rate), formula, inputs };
}
